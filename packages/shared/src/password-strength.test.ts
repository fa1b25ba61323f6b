import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength.ts";

describe("passwordStrength", () => {
  it("scores common passwords below 2 with a suggestion", async () => {
    const weak = await passwordStrength("password");
    expect(weak.score).toBeLessThan(2);
    expect(weak.suggestion.length).toBeGreaterThan(0);
  });

  it("scores a long passphrase at least 3", async () => {
    expect((await passwordStrength("Harbour-Lights-Over-Liffey-42")).score).toBeGreaterThanOrEqual(3);
  });

  it("counts the user's own name and e-mail against the password", async () => {
    const plain = await passwordStrength("brandtvedt77");
    const withInputs = await passwordStrength("brandtvedt77", [
      "Ola Brandtvedt",
      "ola.brandtvedt@demo.ebm.example",
    ]);
    expect(plain.score).toBeGreaterThanOrEqual(2);
    expect(withInputs.score).toBeLessThan(2);
  });
});
