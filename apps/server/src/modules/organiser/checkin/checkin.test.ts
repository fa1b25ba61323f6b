import { badgeResponseSchema } from "@ebm/shared/schemas/checkin";
import {
  checkinAttendeeListResponseSchema,
  checkinDeskResponseSchema,
  checkinStatsResponseSchema,
  checkinUndoResponseSchema,
} from "@ebm/shared/schemas/organiser-checkin";
import { describe, expect, it } from "vitest";
import { call, makeCompany, type Person, THURSDAY_NOON } from "../../scheduler/scheduler.test-kit.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";
import { codeOfScan, datesBetween } from "./checkin.service.ts";

const t = organiserTestKit({
  EVENT_TIME: THURSDAY_NOON,
  APP_SECRET: "organiser-checkin-test-secret-of-32-characters",
});

const search = async (q: string) => {
  const { status, body } = await call(
    t.app,
    t.organiser,
    "GET",
    `/api/organiser/checkin?q=${encodeURIComponent(q)}`,
  );
  expect(status).toBe(200);
  return checkinAttendeeListResponseSchema.parse(body).payload;
};
const checkIn = (id: number) => call(t.app, t.organiser, "POST", `/api/organiser/checkin/${id}`);
const undo = (id: number) => call(t.app, t.organiser, "POST", `/api/organiser/checkin/${id}/undo`);
const scan = (code: string) => call(t.app, t.organiser, "POST", "/api/organiser/checkin/scan", { code });
const stats = async () => {
  const { status, body } = await call(t.app, t.organiser, "GET", "/api/organiser/checkin/stats");
  expect(status).toBe(200);
  return checkinStatsResponseSchema.parse(body).payload;
};

describe("GET /api/organiser/checkin", () => {
  it("finds the edition's attendees by name, company or e-mail, not those who do not attend", async () => {
    const [alice, bob] = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
    const [outsider] = (await makeCompany(t.app, { attending: false })) as [Person];
    const byName = await search(alice.name);
    expect(byName.total).toBe(1);
    expect(byName.items[0]).toMatchObject({
      contactId: alice.id,
      name: alice.name,
      email: alice.email,
      checkedInAt: null,
      profilePic: "",
    });
    const company = byName.items[0]?.companyName ?? "";
    expect((await search(company)).items.map((i) => i.contactId)).toEqual([alice.id, bob.id]);
    expect((await search(bob.email)).items.map((i) => i.contactId)).toEqual([bob.id]);
    expect((await search(outsider.name)).total).toBe(0);
  });

  it("pages on the server and takes `%` literally", async () => {
    const { body } = await call(t.app, t.organiser, "GET", "/api/organiser/checkin?pageSize=5&page=2");
    const page = checkinAttendeeListResponseSchema.parse(body).payload;
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(10);
    expect((await search("%%%")).total).toBe(0);
  });
});

describe("POST /api/organiser/checkin/:contactId and /undo", () => {
  it("checks in once with an audit entry; a second call says when; undo takes it back with its own entry", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const first = await checkIn(alice.id);
    expect(first.status).toBe(200);
    const done = checkinDeskResponseSchema.parse(first.body).payload;
    expect(done).toMatchObject({
      alreadyCheckedIn: false,
      attendee: { contactId: alice.id, name: alice.name },
    });
    const at = Date.parse(done.attendee.checkedInAt ?? "");
    // The event clock starts at THURSDAY_NOON and runs on.
    expect(at - Date.parse(THURSDAY_NOON)).toBeGreaterThanOrEqual(0);
    expect(at - Date.parse(THURSDAY_NOON)).toBeLessThan(60_000);
    const [entry] = await t.auditEntries();
    expect(entry).toMatchObject({
      action: "checkin.checkin",
      objectType: "checkin",
      objectId: String(alice.id),
      before: { checkedInAt: null },
      after: { checkedInAt: done.attendee.checkedInAt },
    });

    const again = checkinDeskResponseSchema.parse((await checkIn(alice.id)).body).payload;
    expect(again).toMatchObject({
      alreadyCheckedIn: true,
      attendee: { checkedInAt: done.attendee.checkedInAt },
    });
    expect((await t.auditEntries())[0]).toEqual(entry);

    const undone = await undo(alice.id);
    expect(undone.status).toBe(200);
    expect(checkinUndoResponseSchema.parse(undone.body).payload).toMatchObject({
      wasCheckedIn: true,
      attendee: { contactId: alice.id, checkedInAt: null },
    });
    expect((await t.auditEntries())[0]).toMatchObject({
      action: "checkin.undo",
      objectId: String(alice.id),
      before: { checkedInAt: done.attendee.checkedInAt },
      after: { checkedInAt: null },
    });
    const undoEntry = (await t.auditEntries())[0];
    expect(checkinUndoResponseSchema.parse((await undo(alice.id)).body).payload.wasCheckedIn).toBe(false);
    expect((await t.auditEntries())[0]).toEqual(undoEntry);
    expect((await search(alice.name)).items[0]?.checkedInAt).toBeNull();
  });

  it("answers 404 for someone who does not attend the edition, 400 for an id that is not one", async () => {
    const [outsider] = (await makeCompany(t.app, { attending: false })) as [Person];
    expect((await checkIn(outsider.id)).status).toBe(404);
    expect((await undo(outsider.id)).status).toBe(404);
    expect((await checkIn(99_999_999)).status).toBe(404);
    expect((await call(t.app, t.organiser, "POST", "/api/organiser/checkin/abc")).status).toBe(400);
  });
});

describe("POST /api/organiser/checkin/scan", () => {
  it("checks in the person of a scanned badge address, says so on a second scan, refuses anything else", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const badge = badgeResponseSchema.parse((await call(t.app, alice, "GET", "/api/checkin/badge")).body);
    const first = await scan(badge.url);
    expect(first.status).toBe(200);
    expect(checkinDeskResponseSchema.parse(first.body).payload).toMatchObject({
      alreadyCheckedIn: false,
      attendee: { contactId: alice.id, name: alice.name },
    });
    expect((await t.auditEntries())[0]).toMatchObject({
      action: "checkin.checkin",
      objectId: String(alice.id),
    });
    expect(checkinDeskResponseSchema.parse((await scan(badge.code)).body).payload.alreadyCheckedIn).toBe(
      true,
    );

    expect((await scan(String(alice.id))).status).toBe(404);
    expect((await scan(`${badge.code.slice(0, -1)}A`)).status).toBe(404);
    expect((await scan("https://example.com/checkin?id=12")).status).toBe(404);
    expect((await scan("")).status).toBe(400);
  });
});

describe("GET /api/organiser/checkin/stats", () => {
  it("counts the checked in against the attendees, and by hour of the event days in the event's time zone", async () => {
    const before = await stats();
    expect(before.timezone).toBe("Europe/Dublin");
    // The edition's days, from its first to its last (the 2025 edition: Wednesday to Friday).
    expect(before.days.map((d) => d.date)).toEqual(["2025-11-05", "2025-11-06", "2025-11-07"]);
    const [alice] = (await makeCompany(t.app)) as [Person];
    await checkIn(alice.id);
    const after = await stats();
    expect(after.attendees).toBe(before.attendees + 1);
    expect(after.checkedIn).toBe(before.checkedIn + 1);
    const noon = (s: typeof after) =>
      s.days.find((d) => d.date === "2025-11-06")?.hours.find((h) => h.hour === 12)?.count ?? 0;
    expect(noon(after)).toBe(noon(before) + 1);
  });
});

describe("reading a scan", () => {
  it("takes the id of a badge address or the text itself", () => {
    expect(codeOfScan("https://ebm.example/checkin?id=12.abc")).toBe("12.abc");
    expect(codeOfScan("12.abc")).toBe("12.abc");
    expect(datesBetween("2025-11-06", "2025-11-07")).toEqual(["2025-11-06", "2025-11-07"]);
  });
});
