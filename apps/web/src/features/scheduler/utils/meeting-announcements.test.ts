import type { Meeting } from "@ebm/shared/schemas/scheduler";
import { describe, expect, it } from "vitest";
import { type MeetingsSnapshot, meetingChanges } from "./meeting-announcements.ts";

const ME = 1;
const ANNA = 2;

function meeting(change: Partial<Meeting>): Meeting {
  return {
    id: 10,
    timeslotId: 5,
    fromId: ME,
    toId: ANNA,
    status: 0,
    table: null,
    tableLabel: null,
    parentScheduleId: null,
    attendees: [],
    message: "",
    createdAt: "2025-11-06T10:00:00Z",
    remindedAt: null,
    expiresAt: null,
    dtCancelled: null,
    cancelReason: null,
    cancelledBy: null,
    outcome: null,
    contact: {
      id: ANNA,
      name: "Anna Schmidt",
      companyName: "Acme",
      companyId: 3,
      function: "",
      website: "",
      email: "",
      tel: "",
      isCheckedIn: false,
      profilePic: "",
    },
    actions: [],
    removableColleagues: [],
    ...change,
  };
}

const snapshot = (meets: Meeting[], meetsCancelled: Meeting[] = []): MeetingsSnapshot => ({
  meets,
  meetsCancelled,
});
const describeSlot = () => "Friday Nov 7, 10:00 to 10:30";
const changes = (before: MeetingsSnapshot, after: MeetingsSnapshot) =>
  meetingChanges(before, after, ME, describeSlot);

describe("meetingChanges", () => {
  it("tells of a request received, not of one the user sent", () => {
    const received = meeting({ fromId: ANNA, toId: ME });
    expect(changes(snapshot([]), snapshot([received]))).toEqual([
      "New meeting request from Anna Schmidt (Acme) for Friday Nov 7, 10:00 to 10:30.",
    ]);
    expect(changes(snapshot([]), snapshot([meeting({})]))).toEqual([]);
  });

  it("tells that the other side accepted a sent request, with the table", () => {
    const accepted = meeting({ status: 1, tableLabel: "Table: 4" });
    expect(changes(snapshot([meeting({})]), snapshot([accepted]))).toEqual([
      "Anna Schmidt (Acme) accepted your meeting request for Friday Nov 7, 10:00 to 10:30. Table: 4.",
    ]);
  });

  it("leaves out what the user did: accepting a received request, cancelling, blocking", () => {
    const received = meeting({ fromId: ANNA, toId: ME });
    expect(changes(snapshot([received]), snapshot([{ ...received, status: 1 }]))).toEqual([]);
    const cancelled = meeting({ status: 1, cancelReason: "cancelled", cancelledBy: ME });
    expect(changes(snapshot([meeting({ status: 1 })]), snapshot([], [cancelled]))).toEqual([]);
    expect(changes(snapshot([]), snapshot([meeting({ toId: ME, contact: meeting({}).contact })]))).toEqual(
      [],
    );
  });

  it("tells of a request declined or withdrawn and of a meeting cancelled by the other side", () => {
    const declined = meeting({ cancelReason: "declined", cancelledBy: ANNA });
    expect(changes(snapshot([meeting({})]), snapshot([], [declined]))).toEqual([
      "Anna Schmidt (Acme) declined your meeting request for Friday Nov 7, 10:00 to 10:30.",
    ]);
    const withdrawn = meeting({ fromId: ANNA, toId: ME, cancelReason: "cancelled", cancelledBy: ANNA });
    expect(changes(snapshot([]), snapshot([], [withdrawn]))).toEqual([
      "Anna Schmidt (Acme) withdrew the meeting request for Friday Nov 7, 10:00 to 10:30.",
    ]);
    const cancelled = meeting({ status: 1, cancelReason: "cancelled", cancelledBy: ANNA });
    expect(changes(snapshot([meeting({ status: 1 })]), snapshot([], [cancelled]))).toEqual([
      "Anna Schmidt (Acme) cancelled the meeting on Friday Nov 7, 10:00 to 10:30.",
    ]);
  });

  it("says nothing when the lists are the same", () => {
    const both = snapshot([meeting({})], [meeting({ id: 11, cancelReason: "declined", cancelledBy: ANNA })]);
    expect(changes(both, both)).toEqual([]);
  });
});
