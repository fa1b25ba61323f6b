import { describe, expect, it } from "vitest";
import { meetingDayLabel } from "../../../lib/timeslot-request.ts";
import {
  initialPickerDay,
  type MeetingButtonFacts,
  meetingButtonState,
  requestInSlotLabel,
  slotChoice,
} from "./meeting-request.ts";

const base: MeetingButtonFacts = {
  signedIn: true,
  schedulerEnabled: true,
  isOwnCompany: false,
  isSelf: false,
  isPlaceholder: false,
  hasSelectedTimeslot: false,
  notAvailableContacts: null,
  contactId: 11,
};

describe("meetingButtonState", () => {
  it("offers the timeslot picker without a selected timeslot", () => {
    expect(meetingButtonState(base)).toBe("pick");
  });

  it("hides the button for visitors, the own company, oneself, 'To be decided' and a switched-off scheduler", () => {
    expect(meetingButtonState({ ...base, signedIn: false })).toBe("hidden");
    expect(meetingButtonState({ ...base, isOwnCompany: true })).toBe("hidden");
    expect(meetingButtonState({ ...base, isSelf: true })).toBe("hidden");
    expect(meetingButtonState({ ...base, isPlaceholder: true })).toBe("hidden");
    expect(meetingButtonState({ ...base, schedulerEnabled: false })).toBe("hidden");
    // Until the settings say the scheduler is on, nothing is offered.
    expect(meetingButtonState({ ...base, schedulerEnabled: undefined })).toBe("hidden");
  });

  it("with a selected timeslot: waits for the availability, then requests in it or says not available", () => {
    const selected = { ...base, hasSelectedTimeslot: true };
    expect(meetingButtonState({ ...selected, notAvailableContacts: null })).toBe("checking");
    expect(meetingButtonState({ ...selected, notAvailableContacts: [] })).toBe("requestInSlot");
    expect(meetingButtonState({ ...selected, notAvailableContacts: [12, 13] })).toBe("requestInSlot");
    expect(meetingButtonState({ ...selected, notAvailableContacts: [12, 11] })).toBe("notAvailable");
  });

  it("falls back to the picker when the availability could not be asked", () => {
    expect(meetingButtonState({ ...base, hasSelectedTimeslot: true, notAvailableContacts: undefined })).toBe(
      "pick",
    );
  });
});

describe("slotChoice", () => {
  const now = Date.parse("2025-11-06T14:50:00Z");
  const slot = { id: 5, endsAtUtc: "2025-11-06T15:30:00Z", keynote: false, isFullyBooked: false };

  it("offers a request in a free slot that has not ended", () => {
    expect(slotChoice(slot, new Set([4, 6]), now)).toBe("request");
  });

  it("is not available when taken, ended or a keynote, even if also fully booked", () => {
    expect(slotChoice(slot, new Set([5]), now)).toBe("notAvailable");
    expect(slotChoice({ ...slot, endsAtUtc: "2025-11-06T14:50:00Z" }, new Set(), now)).toBe("notAvailable");
    expect(slotChoice({ ...slot, endsAtUtc: "garbage" }, new Set(), now)).toBe("notAvailable");
    expect(slotChoice({ ...slot, keynote: true }, new Set(), now)).toBe("notAvailable");
    expect(slotChoice({ ...slot, isFullyBooked: true }, new Set([5]), now)).toBe("notAvailable");
  });

  it("says fully booked for a free slot without a place left", () => {
    expect(slotChoice({ ...slot, isFullyBooked: true }, new Set(), now)).toBe("fullyBooked");
  });
});

describe("meetingDayLabel", () => {
  it("reads the day's start in the event's time zone", () => {
    expect(meetingDayLabel(1, "2025-11-06T10:00:00Z", "Europe/Dublin")).toBe("Thursday Nov 6");
    expect(meetingDayLabel(2, "2025-11-07T10:00:00.000Z", "Europe/Dublin")).toBe("Friday Nov 7");
    // Late in the evening UTC is already the next day further east.
    expect(meetingDayLabel(1, "2025-11-06T23:30:00Z", "Asia/Tokyo")).toBe("Friday Nov 7");
  });

  it("falls back to the weekday of the day number", () => {
    expect(meetingDayLabel(2, undefined, "Europe/Dublin")).toBe("Friday");
    expect(meetingDayLabel(1, "not a date", "Europe/Dublin")).toBe("Thursday");
    expect(meetingDayLabel(1, "2025-11-06T10:00:00Z", "Not/AZone")).toBe("Thursday");
  });
});

describe("initialPickerDay", () => {
  const slots = [
    { day: 1, endsAtUtc: "2025-11-06T10:30:00Z" },
    { day: 1, endsAtUtc: "2025-11-06T17:30:00Z" },
    { day: 2, endsAtUtc: "2025-11-07T10:30:00Z" },
  ];

  it("opens on the first day with a slot still to come", () => {
    expect(initialPickerDay(slots, Date.parse("2025-11-06T09:00:00Z"))).toBe(1);
    expect(initialPickerDay(slots, Date.parse("2025-11-06T18:00:00Z"))).toBe(2);
    expect(initialPickerDay(slots, Date.parse("2025-12-01T00:00:00Z"))).toBe(1);
  });

  it("prefers the selected timeslot's day when there is one", () => {
    expect(initialPickerDay(slots, Date.parse("2025-11-06T09:00:00Z"), 2)).toBe(2);
    expect(initialPickerDay(slots, Date.parse("2025-11-06T09:00:00Z"), 3)).toBe(1);
  });
});

describe("requestInSlotLabel", () => {
  it("names the day and the time range as the button reads", () => {
    expect(requestInSlotLabel({ day: 1, timeStart: "10:00", timeEnd: "10:30" })).toBe(
      "Request Meeting on Thursday from 10:00 - 10:30",
    );
    expect(requestInSlotLabel({ day: 2, timeStart: "16:30", timeEnd: "17:00" })).toBe(
      "Request Meeting on Friday from 16:30 - 17:00",
    );
  });
});
