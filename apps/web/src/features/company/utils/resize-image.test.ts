import { describe, expect, it } from "vitest";
import { fitWithin, isAcceptedPicture } from "./resize-image.ts";

describe("fitWithin", () => {
  it("scales a landscape picture down to 400 wide, keeping the ratio", () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 400, height: 300 });
  });

  it("scales a portrait picture down to 400 high", () => {
    expect(fitWithin({ width: 1000, height: 2000 })).toEqual({ width: 200, height: 400 });
  });

  it("never enlarges a smaller picture", () => {
    expect(fitWithin({ width: 120, height: 90 })).toEqual({ width: 120, height: 90 });
  });

  it("keeps at least one pixel for a very thin picture", () => {
    expect(fitWithin({ width: 4000, height: 2 })).toEqual({ width: 400, height: 1 });
  });

  it("uses the given side", () => {
    expect(fitWithin({ width: 500, height: 500 }, 128)).toEqual({ width: 128, height: 128 });
  });
});

describe("isAcceptedPicture", () => {
  it("accepts JPEG and PNG by type", () => {
    expect(isAcceptedPicture({ type: "image/jpeg", name: "a.bin" })).toBe(true);
    expect(isAcceptedPicture({ type: "image/png", name: "a" })).toBe(true);
  });

  it("accepts jpg, jpeg and png names when the browser gives no type", () => {
    expect(isAcceptedPicture({ type: "", name: "Me.JPG" })).toBe(true);
    expect(isAcceptedPicture({ type: "", name: "me.jpeg" })).toBe(true);
  });

  it("refuses other types", () => {
    expect(isAcceptedPicture({ type: "image/gif", name: "a.gif" })).toBe(false);
    expect(isAcceptedPicture({ type: "text/plain", name: "notes.png" })).toBe(false);
    expect(isAcceptedPicture({ type: "", name: "notes.txt" })).toBe(false);
  });
});
