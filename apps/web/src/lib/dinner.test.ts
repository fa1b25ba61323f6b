import { DINNER_REGISTRATION_STATUS } from "@ebm/shared/dinner";
import type { CaptLunchSlotsTakenResponse } from "@ebm/shared/schemas/dinner";
import { describe, expect, it } from "vitest";
import {
  defaultDinnerDay,
  dinnerDayOn,
  dinnerState,
  dinnerWhen,
  mayShowRegisterLink,
  placesLeft,
} from "./dinner.ts";

const answer = (registrationStatus: number | null, taken = 5): CaptLunchSlotsTakenResponse => ({
  status: 200,
  registrationStatus,
  payload: [
    { dayNumber: 1, taken, spots: 250, date: "2027-10-14", timeStart: "19:00", timeEnd: "22:00" },
    { dayNumber: 2, taken: 8, spots: 250, date: "2027-10-15", timeStart: null, timeEnd: null },
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
    expect(mayShowRegisterLink(answer(9), true, 1)).toBe(true);
    expect(mayShowRegisterLink(answer(2), true, 1)).toBe(true);
    expect(mayShowRegisterLink(answer(9, 250), true, 1)).toBe(false);
    expect(mayShowRegisterLink(answer(9), false, 1)).toBe(false);
    expect(mayShowRegisterLink(undefined, true, 1)).toBe(false);
    expect(mayShowRegisterLink(answer(1), true, 1)).toBe(false);
  });

  it("offers a dinner only on a date that is a dinner day", () => {
    expect(mayShowRegisterLink(answer(9), true, dinnerDayOn(answer(9), "2027-10-15"))).toBe(true);
    expect(dinnerDayOn(answer(9), "2027-10-15")).toBe(2);
    expect(dinnerDayOn(answer(9), "2027-10-13")).toBeNull();
    expect(mayShowRegisterLink(answer(9), true, dinnerDayOn(answer(9), "2027-10-13"))).toBe(false);
  });

  it("counts the places of the dinner's day", () => {
    expect(placesLeft(answer(9, 245), 1)).toBe(5);
    expect(placesLeft(answer(9), 2)).toBe(242);
    expect(placesLeft(answer(9), 3)).toBe(0);
  });
});

describe("the day a sign-up without a day is for", () => {
  it("takes the program's first dinner with places left, then any day with places", () => {
    expect(defaultDinnerDay(answer(9), ["2027-10-14", "2027-10-15"])).toBe(1);
    expect(defaultDinnerDay(answer(9, 250), ["2027-10-14", "2027-10-15"])).toBe(2);
    expect(defaultDinnerDay(answer(9, 250), [])).toBe(2);
    expect(defaultDinnerDay(undefined, ["2027-10-14"])).toBeNull();
  });

  it("says when a dinner is, with the program's times when it lists the dinner", () => {
    const [first, second] = answer(9).payload;
    expect(dinnerWhen(first)).toBe("Thursday 14 October, 19:00 – 22:00");
    expect(dinnerWhen(second)).toBe("Friday 15 October");
    expect(dinnerWhen(undefined)).toBeNull();
  });
});
