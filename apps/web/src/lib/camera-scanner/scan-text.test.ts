import { describe, expect, it } from "vitest";
import { codeFromScan } from "./scan-text.ts";

const CODE = "12.AbCdEfGhIjKl-_Op";

describe("codeFromScan", () => {
  it("reads the code of a badge address on any host", () => {
    expect(codeFromScan(`https://ebm.example/checkin?id=${CODE}`)).toBe(CODE);
    expect(codeFromScan(`http://127.0.0.1:3199/checkin/?id=${encodeURIComponent(CODE)}`)).toBe(CODE);
  });

  it("takes a bare code", () => {
    expect(codeFromScan(` ${CODE}\n`)).toBe(CODE);
  });

  it("refuses other QR codes without asking the server", () => {
    expect(codeFromScan("https://ebm.example/checkin?id=12")).toBeNull();
    expect(codeFromScan("https://ebm.example/attendees?id=12.AbCdEfGhIjKl-_Op")).toBeNull();
    expect(codeFromScan("WIFI:S:hotel;T:WPA;P:secret;;")).toBeNull();
    expect(codeFromScan("")).toBeNull();
  });
});
