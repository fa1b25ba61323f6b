import { describe, expect, it } from "vitest";
import { badgeCodes } from "./badge-code.ts";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

describe("badge codes", () => {
  const codes = badgeCodes({ secret: SECRET });

  it("reads back the contact id of a code it made for the same edition, from any instance with the secret", () => {
    const code = codes.sign(21, 1234);
    expect(code).toMatch(/^1234\.[A-Za-z0-9_-]{16}$/);
    expect(codes.verify(code, 21)).toBe(1234);
    expect(badgeCodes({ secret: SECRET }).verify(code, 21)).toBe(1234);
  });

  it("is short enough for a small QR: the address with a ten-digit id stays under 80 characters", () => {
    const code = codes.sign(21, 2_147_483_647);
    expect(`https://ebm.example/checkin?id=${code}`.length).toBeLessThan(80);
  });

  it("refuses a bare id, another edition's code, a changed id or mac, another key's code and junk", () => {
    const code = codes.sign(21, 1234);
    const mac = code.split(".")[1] ?? "";
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    for (const wrong of [
      "1234",
      `1235.${mac}`,
      `1234.${flipped}`,
      `1234.${mac.slice(0, 15)}`,
      `1234.${mac}A`,
      `01234.${mac}`,
      `99999999999.${mac}`,
      `1234.${mac}.x`,
      badgeCodes({ secret: `${SECRET}!` }).sign(21, 1234),
      "",
      "badge",
    ])
      expect(codes.verify(wrong, 21), wrong).toBeUndefined();
    expect(codes.verify(code, 22)).toBeUndefined();
  });

  it("without a secret makes a key of its own: codes differ between two such processes", () => {
    const a = badgeCodes({}).sign(21, 7);
    const b = badgeCodes({}).sign(21, 7);
    expect(a).not.toBe(b);
  });
});
