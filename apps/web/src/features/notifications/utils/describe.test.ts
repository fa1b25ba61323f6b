import type { Notification } from "@ebm/shared/schemas/notifications";
import { describe, expect, it } from "vitest";
import { markReadIn } from "../api/mark-read.ts";
import { withNotification } from "../hooks/use-meeting-events.ts";
import { describeNotification, notificationHref, slotWords } from "./describe.ts";

const base: Notification = {
  id: 7,
  kind: "requested",
  meetingId: 42,
  actor: { id: 3, name: "Erik Lindqvist", companyName: "Nordic Refurb AB" },
  slot: {
    date: "2025-11-06",
    timeStart: "10:00",
    timeEnd: "10:20",
    startsAt: "2025-11-06T10:00:00Z",
    timeZone: "Europe/Dublin",
  },
  place: null,
  createdAt: "2025-11-06T09:00:00Z",
  readAt: null,
};

describe("notification words", () => {
  it("name who did what, when in the event's zone, and the viewer's own hour where it differs", () => {
    expect(describeNotification(base, "Europe/Dublin")).toEqual({
      title: "Erik Lindqvist (Nordic Refurb AB) asks to meet you",
      detail: "Thu 6 Nov, 10:00 – 10:20 Dublin time",
    });
    expect(slotWords(base.slot, "Europe/Stockholm")).toBe(
      "Thu 6 Nov, 10:00 – 10:20 Dublin time (11:00 your time)",
    );
  });

  it("say the place of an accepted meeting and the organisers for a table move", () => {
    const accepted = { ...base, kind: "accepted" as const, place: "Table: 12" };
    expect(describeNotification(accepted, "Europe/Dublin").detail).toBe(
      "Thu 6 Nov, 10:00 – 10:20 Dublin time, table 12",
    );
    const moved = { ...base, kind: "table-changed" as const, actor: null, place: "Hotel Lobby" };
    expect(describeNotification(moved, "Europe/Dublin")).toEqual({
      title: "Your meeting moved to another table",
      detail: "Thu 6 Nov, 10:00 – 10:20 Dublin time, Hotel Lobby",
    });
    expect(describeNotification({ ...base, kind: "soon", place: "Table: 3" }, "UTC").title).toBe(
      "Your meeting begins soon",
    );
  });

  it("lead to the meeting in the scheduler", () => {
    expect(notificationHref(base)).toBe("/scheduler?id=42");
  });
});

describe("the cached notification list", () => {
  it("takes a new notification once, at the top, counting it unread", () => {
    const list = { items: [{ ...base, id: 6, readAt: "2025-11-06T09:30:00Z" }], unread: 0 };
    const added = withNotification(list, base);
    expect(added.items.map((n) => n.id)).toEqual([7, 6]);
    expect(added.unread).toBe(1);
    expect(withNotification(added, base)).toBe(added);
  });

  it("marks read by ids or up to an id, counting only what was unread", () => {
    const list = { items: [base, { ...base, id: 5 }, { ...base, id: 3, readAt: "x" }], unread: 4 };
    const byIds = markReadIn(list, { ids: [5, 3] }, "now");
    expect(byIds.items.map((n) => n.readAt)).toEqual([null, "now", "x"]);
    expect(byIds.unread).toBe(3);
    expect(markReadIn(list, { upToId: 7 }, "now").unread).toBe(2);
  });
});
