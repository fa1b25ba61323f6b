import { DINNER_REGISTRATION_STATUS } from "@ebm/shared/dinner";
import type { CaptLunchSlotsTakenResponse } from "@ebm/shared/schemas/dinner";
import { describe, expect, it } from "vitest";
import { dinnerState, mayShowRegisterLink, placesLeft } from "./dinner.ts";

const answer = (registrationStatus: number | null, taken = 5): CaptLunchSlotsTakenResponse => ({
  status: 200,
  registrationStatus,
  payload: [
    { dayNumber: 1, taken, spots: 250 },
    { dayNumber: 2, taken: 8, spots: 250 },
  ],
  approvedRegistrations: [],
  registeredDay: null,
});

describe("dinnerState (part 1 §4)", () => {
  it("reads each status as the specification does", () => {
    expect(dinnerState(DINNER_REGISTRATION_STATUS.approved)).toBe("approved");
    expect(dinnerState(DINNER_REGISTRATION_STATUS.pending)).toBe("pending");
    expect(dinnerState(DINNER_REGISTRATION_STATUS.declined)).toBe("registered");
    expect(dinnerState(DINNER_REGISTRATION_STATUS.notRegistered)).toBe("open");
    expect(dinnerState(null)).toBe("open");
    expect(dinnerState(undefined)).toBe("open");
    expect(dinnerState(DINNER_REGISTRATION_STATUS.visitor)).toBe("visitor");
    expect(dinnerState(7)).toBe("registered");
  });
});

describe("mayShowRegisterLink (part 1 §5)", () => {
  it("needs places left, a signed-in user, the loaded places and a status other than 1", () => {
    expect(mayShowRegisterLink(answer(9), true)).toBe(true);
    expect(mayShowRegisterLink(answer(2), true)).toBe(true);
    expect(mayShowRegisterLink(answer(9, 250), true)).toBe(false);
    expect(mayShowRegisterLink(answer(9), false)).toBe(false);
    expect(mayShowRegisterLink(undefined, true)).toBe(false);
    expect(mayShowRegisterLink(answer(1), true)).toBe(false);
  });

  it("counts the places of the dinner's day", () => {
    expect(placesLeft(answer(9, 245))).toBe(5);
    expect(placesLeft(answer(9), 2)).toBe(242);
    expect(placesLeft(answer(9), 3)).toBe(0);
  });
});
