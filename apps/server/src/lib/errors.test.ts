import { describe, expect, it } from "vitest";
import { AppError, assertOr, notFound } from "./errors.ts";

describe("AppError", () => {
  it("is an answer without a stack, and leaves other errors their stacks", () => {
    const error = notFound("No such meeting.");
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ statusCode: 404, message: "No such meeting." });
    expect(error.field).toBeUndefined();
    // Only its first line: no frame of the code that made it.
    expect(error.stack).toBe("Error: No such meeting.");
    expect(new AppError(400, "Bad.", "email").field).toBe("email");
    expect(new Error("a fault").stack).toContain("errors.test.ts");
    expect(() => assertOr(false, error)).toThrow(error);
  });
});
