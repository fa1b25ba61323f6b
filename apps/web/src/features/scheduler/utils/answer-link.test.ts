import type { Meeting } from "@ebm/shared/schemas/scheduler";
import { describe, expect, it } from "vitest";
import {
  type AnswerLink,
  answerLinkFromQuery,
  answerLinkState,
  answerLinkText,
  slotWhen,
  zoneLabel,
} from "./answer-link.ts";

const ME = 1;
const ERIK = 2;
const ACCEPT: AnswerLink = { meetingId: 10, action: "accept" };
const DECLINE: AnswerLink = { meetingId: 10, action: "decline" };

/** A pending request from Erik to me that I may answer, with `change` applied. */
function meeting(change: Partial<Meeting> = {}): Meeting {
  return {
    id: 10,
    timeslotId: 5,
    fromId: ERIK,
    toId: ME,
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
      id: ERIK,
      name: "Erik Lindqvist",
      companyName: "Nordic Refurb AB",
      companyId: 3,
      function: "",
      website: "",
      email: "",
      tel: "",
      isCheckedIn: false,
      profilePic: "",
    },
    actions: ["accept", "decline"],
    removableColleagues: [],
    ...change,
  };
}

const live = (...meets: Meeting[]) => ({ meets, meetsCancelled: [] });

describe("answerLinkFromQuery", () => {
  it("reads a=1 as accept and a=2 as decline of meeting id", () => {
    expect(answerLinkFromQuery("12", "1")).toEqual({ meetingId: 12, action: "accept" });
    expect(answerLinkFromQuery("12", "2")).toEqual({ meetingId: 12, action: "decline" });
  });

  it("ignores malformed ids and unknown actions", () => {
    expect(answerLinkFromQuery("12", null)).toBeNull();
    expect(answerLinkFromQuery("12", "3")).toBeNull();
    expect(answerLinkFromQuery("0", "1")).toBeNull();
    expect(answerLinkFromQuery("1e3", "1")).toBeNull();
    expect(answerLinkFromQuery("99999999999", "1")).toBeNull();
    expect(answerLinkFromQuery(null, "1")).toBeNull();
  });
});

describe("answerLinkState", () => {
  it("asks the recipient of a pending request when the server lets them answer it", () => {
    expect(answerLinkState(ACCEPT, live(meeting()), ME, true)).toEqual({
      kind: "confirm",
      meeting: meeting(),
    });
    expect(answerLinkState(DECLINE, live(meeting()), ME, true).kind).toBe("confirm");
  });

  it("does not find another person's meeting, a wrong id or a block", () => {
    expect(answerLinkState(ACCEPT, live(meeting({ id: 11 })), ME, true).kind).toBe("notFound");
    expect(answerLinkState(ACCEPT, live(), ME, true).kind).toBe("notFound");
    const block = meeting({ fromId: ME, toId: ME, actions: ["unblock"] });
    expect(answerLinkState(ACCEPT, live(block), ME, true).kind).toBe("notFound");
  });

  it("never offers the requester to answer their own request", () => {
    const sent = meeting({ fromId: ME, toId: ERIK, actions: ["cancel", "reminder"] });
    expect(answerLinkState(ACCEPT, live(sent), ME, true).kind).toBe("ownRequest");
    expect(answerLinkState(DECLINE, live(sent), ME, true).kind).toBe("ownRequest");
  });

  it("says an accepted, declined, withdrawn or lapsed request is answered already", () => {
    expect(answerLinkState(ACCEPT, live(meeting({ status: 1, actions: ["cancel"] })), ME, true).kind).toBe(
      "confirmed",
    );
    for (const cancelReason of ["declined", "cancelled", "expired", "cannotAttend"] as const) {
      const ended = meeting({ cancelReason, cancelledBy: ME, actions: [] });
      expect(answerLinkState(DECLINE, { meets: [], meetsCancelled: [ended] }, ME, true).kind).toBe("closed");
    }
  });

  it("keeps a colleague's meeting for the person who was asked", () => {
    const added = meeting({ parentScheduleId: 9, status: 1, actions: [] });
    expect(answerLinkState(ACCEPT, live(added), ME, true).kind).toBe("colleague");
  });

  it("offers nothing while the scheduler is closed or the server does not allow the answer", () => {
    expect(answerLinkState(ACCEPT, live(meeting()), ME, false)).toMatchObject({
      kind: "unavailable",
      schedulerClosed: true,
    });
    expect(answerLinkState(ACCEPT, live(meeting({ actions: [] })), ME, true)).toMatchObject({
      kind: "unavailable",
      schedulerClosed: false,
    });
  });
});

describe("answerLinkText", () => {
  it("names the action and the requester in the question", () => {
    const asked = answerLinkState(ACCEPT, live(meeting()), ME, true);
    expect(answerLinkText(asked, "accept", ME).title).toBe("Accept this meeting request?");
    expect(answerLinkText(asked, "decline", ME).title).toBe("Decline this meeting request?");
    expect(answerLinkText(asked, "accept", ME).text).toContain("Erik Lindqvist asked to meet you");
  });

  it("tells the requester they cannot answer their own request", () => {
    const sent = meeting({ fromId: ME, toId: ERIK, actions: ["cancel"] });
    const text = answerLinkText({ kind: "ownRequest", meeting: sent }, "accept", ME);
    expect(text.title).toBe("This is your own request");
    expect(text.text).toContain("you cannot accept it: only Erik Lindqvist can answer it");
  });

  it("says why a request is no longer open", () => {
    const lapsed = meeting({ cancelReason: "expired", actions: [] });
    expect(answerLinkText({ kind: "closed", meeting: lapsed }, "accept", ME)).toEqual({
      title: "This request is no longer open",
      text: "The request expired without an answer. There is nothing left to answer.",
    });
    const declined = meeting({ cancelReason: "declined", cancelledBy: ME, actions: [] });
    expect(answerLinkText({ kind: "closed", meeting: declined }, "decline", ME).text).toMatch(
      /^You declined the request\./,
    );
    const accepted = meeting({ status: 1 });
    expect(answerLinkText({ kind: "confirmed", meeting: accepted }, "accept", ME).text).toBe(
      "You already accepted this request: the meeting is confirmed.",
    );
  });

  it("points a stranger's link at the account it was sent to", () => {
    expect(answerLinkText({ kind: "notFound" }, "accept", ME).text).toContain(
      "signed in with the account the e-mail was sent to",
    );
  });
});

describe("the slot's time and zone", () => {
  it("names the zone and its abbreviation at that moment", () => {
    expect(zoneLabel("Europe/Dublin", "2025-11-07T10:00:00Z")).toBe("Europe/Dublin, GMT");
    expect(zoneLabel("Europe/Dublin", "2025-07-04T10:00:00Z")).toBe("Europe/Dublin, GMT+1");
    expect(zoneLabel("America/New_York", "2025-11-07T15:00:00Z")).toBe("America/New York, GMT-5");
  });

  it("keeps the name alone for UTC, an unknown zone or an unreadable instant", () => {
    expect(zoneLabel("UTC", "2025-11-07T10:00:00Z")).toBe("UTC");
    expect(zoneLabel("Not/AZone", "2025-11-07T10:00:00Z")).toBe("Not/AZone");
    expect(zoneLabel("Europe/Dublin", "soon")).toBe("Europe/Dublin");
  });

  it("writes the day, the times and the zone", () => {
    const slot = { timeStart: "10:00", timeEnd: "10:30", startsAtUtc: "2025-11-07T10:00:00Z" };
    expect(slotWhen(slot, "Friday Nov 7", "Europe/Dublin")).toBe(
      "Friday Nov 7, 10:00 – 10:30 (Europe/Dublin, GMT)",
    );
  });
});
