import { describe, expect, it } from "vitest";
import {
  type ActionContext,
  attendeeCountCacheMs,
  canRemoveColleague,
  isBlock,
  isHotelLobby,
  type MeetingFacts,
  meetingActions,
  pickTable,
  showsInCancelled,
  slotState,
  tableLabel,
} from "./scheduler.ts";

const SENDER = 1;
const RECIPIENT = 2;
const COLLEAGUE = 3;
const STRANGER = 9;

const meeting = (over: Partial<MeetingFacts> = {}): MeetingFacts => ({
  fromId: SENDER,
  toId: RECIPIENT,
  status: 0,
  parentScheduleId: null,
  attendees: [],
  dtCancelled: null,
  outcome: null,
  ...over,
});
const accepted = (over: Partial<MeetingFacts> = {}) => meeting({ status: 1, ...over });
const ctx = (userId: number, over: Partial<ActionContext> = {}): ActionContext => ({
  userId,
  schedulerEnabled: true,
  companyAttendeeCount: 2,
  slotEnded: false,
  ...over,
});

describe("meetingActions", () => {
  it("a pending request: the recipient accepts or declines, the sender cancels or reminds", () => {
    expect(meetingActions(meeting(), ctx(RECIPIENT))).toEqual(["accept", "decline"]);
    expect(meetingActions(meeting(), ctx(SENDER))).toEqual(["cancel", "reminder"]);
    expect(meetingActions(meeting(), ctx(STRANGER))).toEqual([]);
    // The slot's end changes nothing for a request.
    expect(meetingActions(meeting(), ctx(RECIPIENT, { slotEnded: true }))).toEqual(["accept", "decline"]);
  });

  it("an accepted meeting: either side cancels, and adds a colleague when the company has more than one attendee", () => {
    for (const user of [SENDER, RECIPIENT]) {
      expect(meetingActions(accepted(), ctx(user))).toEqual(["cancel", "addColleague"]);
      expect(meetingActions(accepted(), ctx(user, { companyAttendeeCount: 1 }))).toEqual(["cancel"]);
    }
    expect(meetingActions(accepted({ attendees: [COLLEAGUE] }), ctx(COLLEAGUE))).toEqual([]);
    expect(meetingActions(accepted(), ctx(STRANGER))).toEqual([]);
  });

  it("after the slot, either side says once whether an accepted meeting took place", () => {
    const ended = { slotEnded: true };
    expect(meetingActions(accepted(), ctx(SENDER, ended))).toEqual(["held", "noShow"]);
    expect(meetingActions(accepted(), ctx(RECIPIENT, ended))).toEqual(["held", "noShow"]);
    expect(meetingActions(accepted({ outcome: "held" }), ctx(RECIPIENT, ended))).toEqual([]);
    expect(meetingActions(accepted(), ctx(STRANGER, ended))).toEqual([]);
  });

  it("a colleague's meeting: only its sender can't attend, and only before the slot ends", () => {
    const child = accepted({ fromId: COLLEAGUE, toId: RECIPIENT, parentScheduleId: 40 });
    expect(meetingActions(child, ctx(COLLEAGUE))).toEqual(["cannotAttend"]);
    expect(meetingActions(child, ctx(COLLEAGUE, { slotEnded: true }))).toEqual([]);
    expect(meetingActions(child, ctx(RECIPIENT))).toEqual([]);
    expect(meetingActions(meeting({ parentScheduleId: 40 }), ctx(RECIPIENT))).toEqual([]);
  });

  it("a block: only its owner unblocks it", () => {
    const block = meeting({ fromId: SENDER, toId: SENDER });
    expect(meetingActions(block, ctx(SENDER))).toEqual(["unblock"]);
    expect(meetingActions(block, ctx(STRANGER))).toEqual([]);
  });

  it("nothing on a cancelled meeting, and nothing at all with the scheduler off", () => {
    expect(meetingActions(meeting({ dtCancelled: "2025-11-01T10:00:00Z" }), ctx(RECIPIENT))).toEqual([]);
    expect(meetingActions(accepted({ dtCancelled: new Date() }), ctx(SENDER))).toEqual([]);
    const off = { schedulerEnabled: false };
    expect(meetingActions(meeting(), ctx(RECIPIENT, off))).toEqual([]);
    expect(meetingActions(accepted(), ctx(SENDER, off))).toEqual([]);
    expect(meetingActions(meeting({ toId: SENDER }), ctx(SENDER, off))).toEqual([]);
  });
});

describe("slotState", () => {
  it("follows the user's live meeting in the slot", () => {
    expect(slotState(meeting(), false)).toBe("pending");
    expect(slotState(accepted(), true)).toBe("accepted");
    expect(slotState(meeting({ toId: SENDER }), false)).toBe("blocked");
    expect(slotState(accepted({ toId: SENDER }), false)).toBe("blocked");
  });

  it("is fully booked or available without one (a cancelled meeting counts as none)", () => {
    expect(slotState(null, false)).toBe("available");
    expect(slotState(null, true)).toBe("fullyBooked");
    expect(slotState(meeting({ dtCancelled: new Date() }), false)).toBe("available");
    expect(slotState(meeting({ dtCancelled: new Date() }), true)).toBe("fullyBooked");
  });
});

describe("pickTable", () => {
  it("takes the lowest free place, tables before the lobby", () => {
    expect(pickTable([], 150)).toBe(1);
    expect(pickTable([1, 2, 4], 150)).toBe(3);
    expect(pickTable(new Set([2, 3]), 3)).toBe(1);
    expect(
      pickTable(
        Array.from({ length: 119 }, (_, i) => i + 1),
        150,
      ),
    ).toBe(120);
  });

  it("answers null when every place is taken", () => {
    expect(pickTable([1, 2, 3], 3)).toBeNull();
    expect(pickTable([3, 1, 2, 5], 3)).toBeNull();
    expect(pickTable([], 0)).toBeNull();
  });
});

describe("isHotelLobby and tableLabel", () => {
  it("read both readings of the spec: at or above meeting_tables, or above 150", () => {
    expect(isHotelLobby(119, 120)).toBe(false);
    expect(isHotelLobby(120, 120)).toBe(true);
    expect(isHotelLobby(150, 120)).toBe(true);
    expect(isHotelLobby(151, 500)).toBe(true);
    expect(isHotelLobby(150, 500)).toBe(false);
  });

  it("label a place, and nothing before one is given", () => {
    expect(tableLabel(12, 120)).toBe("Table: 12");
    expect(tableLabel(120, 120)).toBe("Hotel Lobby");
    expect(tableLabel(null, 120)).toBeNull();
  });
});

describe("canRemoveColleague", () => {
  const withColleague = accepted({ attendees: [COLLEAGUE] });
  const sameCompany = { id: COLLEAGUE, companyId: 10 };
  const rules = (userId: number, over = {}) => ({
    userId,
    userCompanyId: 10,
    schedulerEnabled: true,
    ...over,
  });

  it("lets either side remove a colleague of their own company from a meeting without a parent", () => {
    expect(canRemoveColleague(withColleague, rules(SENDER), sameCompany)).toBe(true);
    expect(canRemoveColleague(withColleague, rules(RECIPIENT), sameCompany)).toBe(true);
  });

  it("refuses another company's colleague, a side of the meeting, someone not in it, and strangers", () => {
    expect(canRemoveColleague(withColleague, rules(SENDER, { userCompanyId: 11 }), sameCompany)).toBe(false);
    expect(canRemoveColleague(withColleague, rules(SENDER), { id: RECIPIENT, companyId: 10 })).toBe(false);
    expect(canRemoveColleague(accepted(), rules(SENDER), sameCompany)).toBe(false);
    expect(canRemoveColleague(withColleague, rules(COLLEAGUE), sameCompany)).toBe(false);
    expect(canRemoveColleague(withColleague, rules(STRANGER), sameCompany)).toBe(false);
  });

  it("refuses on a colleague's meeting, a cancelled or pending one, and with the scheduler off", () => {
    expect(
      canRemoveColleague(
        accepted({ attendees: [COLLEAGUE], parentScheduleId: 4 }),
        rules(SENDER),
        sameCompany,
      ),
    ).toBe(false);
    expect(
      canRemoveColleague(
        accepted({ attendees: [COLLEAGUE], dtCancelled: new Date() }),
        rules(SENDER),
        sameCompany,
      ),
    ).toBe(false);
    expect(canRemoveColleague(meeting({ attendees: [COLLEAGUE] }), rules(SENDER), sameCompany)).toBe(false);
    expect(canRemoveColleague(withColleague, rules(SENDER, { schedulerEnabled: false }), sameCompany)).toBe(
      false,
    );
  });
});

describe("showsInCancelled", () => {
  it("lists meetings without a parent, and colleague meetings only for their sender; never blocks", () => {
    expect(showsInCancelled(meeting(), SENDER)).toBe(true);
    expect(showsInCancelled(meeting(), RECIPIENT)).toBe(true);
    const child = { fromId: COLLEAGUE, toId: RECIPIENT, parentScheduleId: 4 };
    expect(showsInCancelled(child, COLLEAGUE)).toBe(true);
    expect(showsInCancelled(child, RECIPIENT)).toBe(false);
    expect(showsInCancelled({ fromId: SENDER, toId: SENDER, parentScheduleId: null }, SENDER)).toBe(false);
  });
});

describe("small rules", () => {
  it("knows a block and caches the attendee count as part 2 §7 says", () => {
    expect(isBlock({ fromId: 4, toId: 4 })).toBe(true);
    expect(isBlock({ fromId: 4, toId: 5 })).toBe(false);
    expect(attendeeCountCacheMs(2)).toBe(600_000);
    expect(attendeeCountCacheMs(1)).toBe(60_000);
    expect(attendeeCountCacheMs(0)).toBe(60_000);
  });
});
