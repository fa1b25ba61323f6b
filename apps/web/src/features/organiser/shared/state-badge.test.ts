import { describe, expect, it } from "vitest";
import { stateGuard, stateOptions } from "./state-badge.ts";

const STATES = {
  pending: { label: "Waiting", color: "navy.7" },
  approved: { label: "Approved", color: "teal.8" },
};

describe("a list's state map", () => {
  it("knows its own states and nothing else, not even an object's inherited names", () => {
    const isState = stateGuard(STATES);
    expect(["pending", "approved", "declined", "", "toString"].map(isState)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("offers all states first, then each by its label or the filter's own words", () => {
    expect(stateOptions(STATES, { pending: "Waiting for review" })).toEqual([
      { value: "", label: "All states" },
      { value: "pending", label: "Waiting for review" },
      { value: "approved", label: "Approved" },
    ]);
  });
});
