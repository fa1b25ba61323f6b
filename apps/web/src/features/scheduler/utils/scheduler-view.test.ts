import { describe, expect, it } from "vitest";
import { meetingDayLabel } from "../../../lib/timeslot-request.ts";
import {
  cancelReasonText,
  filterFromQuery,
  meetingRole,
  slotEnded,
  slotPassesFilter,
  tabFromQuery,
  websiteHref,
} from "./scheduler-view.ts";

describe("tabFromQuery", () => {
  it("takes cd when it names one of the three tabs", () => {
    expect(tabFromQuery("0", 2)).toBe(0);
    expect(tabFromQuery("1", 1)).toBe(1);
    expect(tabFromQuery("2", 1)).toBe(2);
  });

  it("falls back to the event clock's meeting day for a missing or unknown cd", () => {
    expect(tabFromQuery(null, 1)).toBe(0);
    expect(tabFromQuery(null, 2)).toBe(1);
    expect(tabFromQuery("3", 2)).toBe(1);
    expect(tabFromQuery("-1", 1)).toBe(0);
    expect(tabFromQuery("1x", 1)).toBe(0);
  });
});

describe("the status filter", () => {
  it("reads known values and shows all for anything else", () => {
    expect(filterFromQuery("pending")).toBe("pending");
    expect(filterFromQuery("confirmed")).toBe("confirmed");
    expect(filterFromQuery("accepted")).toBe("all");
    expect(filterFromQuery(null)).toBe("all");
  });

  it("lets a slot through by its state; Confirmed means accepted; fully booked only under All", () => {
    expect(slotPassesFilter("accepted", "confirmed")).toBe(true);
    expect(slotPassesFilter("pending", "confirmed")).toBe(false);
    expect(slotPassesFilter("blocked", "blocked")).toBe(true);
    expect(slotPassesFilter("fullyBooked", "available")).toBe(false);
    expect(slotPassesFilter("fullyBooked", "all")).toBe(true);
  });
});

describe("meetingRole", () => {
  it("tells a block, a sent and a received request, and a colleague's meeting apart", () => {
    expect(meetingRole({ fromId: 5, toId: 5, parentScheduleId: null }, 5)).toBe("block");
    expect(meetingRole({ fromId: 5, toId: 9, parentScheduleId: null }, 5)).toBe("sent");
    expect(meetingRole({ fromId: 9, toId: 5, parentScheduleId: null }, 5)).toBe("received");
    expect(meetingRole({ fromId: 5, toId: 9, parentScheduleId: 3 }, 5)).toBe("colleague");
  });
});

describe("cancelReasonText", () => {
  it("says who ended the meeting and how", () => {
    const meeting = { cancelledBy: 5, status: 1 } as const;
    expect(cancelReasonText({ ...meeting, cancelReason: "cancelled" }, 5)).toBe("You cancelled the meeting");
    expect(cancelReasonText({ ...meeting, cancelReason: "cancelled" }, 9)).toBe(
      "The meeting was cancelled by the other side",
    );
    expect(cancelReasonText({ ...meeting, status: 0, cancelReason: "cancelled" }, 9)).toBe(
      "The request was withdrawn",
    );
    expect(cancelReasonText({ ...meeting, status: 0, cancelReason: "declined" }, 5)).toBe(
      "You declined the request",
    );
    expect(cancelReasonText({ ...meeting, cancelReason: "expired" }, 5)).toBe(
      "The request expired without an answer",
    );
  });
});

describe("dates", () => {
  it("labels a meeting day like 'Thursday Nov 6'", () => {
    expect(meetingDayLabel(1, "2025-11-06T10:00:00Z", "Europe/Dublin")).toBe("Thursday Nov 6");
    expect(meetingDayLabel(2, undefined, "Europe/Dublin")).toBe("Friday");
    expect(meetingDayLabel(2, "2025-11-07T10:00:00Z", "Not/AZone")).toBe("Friday");
  });

  it("counts a slot as ended from its end on", () => {
    const slot = { endsAtUtc: "2025-11-06T10:30:00Z" };
    expect(slotEnded(slot, Date.parse("2025-11-06T10:29:59Z"))).toBe(false);
    expect(slotEnded(slot, Date.parse("2025-11-06T10:30:00Z"))).toBe(true);
  });
});

describe("websiteHref", () => {
  it("adds a scheme and leaves out placeholders", () => {
    expect(websiteHref("www.example.com")).toBe("https://www.example.com");
    expect(websiteHref("http://example.com")).toBe("http://example.com");
    expect(websiteHref("-")).toBeNull();
    expect(websiteHref("  ")).toBeNull();
  });
});
