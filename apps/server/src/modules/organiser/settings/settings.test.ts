import { sponsorsResponseSchema } from "@ebm/shared/schemas/content";
import { allSettingsResponseSchema } from "@ebm/shared/schemas/misc";
import { consoleSettingsResponseSchema } from "@ebm/shared/schemas/organiser-settings";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../../app.ts";
import { eventSettings, meetings, sponsors, timeslotMetadata } from "../../../db/schema/index.ts";
import { eventually } from "../../../test/app.ts";
import {
  act,
  call,
  makeCompany,
  type Person,
  requestMeeting,
  SLOT,
  THURSDAY_NOON,
} from "../../scheduler/scheduler.test-kit.ts";
import { SETTINGS_CHANGED_CHANNEL } from "../../settings/settings.changes.ts";
import { organiserTestKit, type Signed } from "../organiser.test-kit.ts";

const t = organiserTestKit({ EVENT_TIME: THURSDAY_NOON });

const save = (body: unknown, who: Signed = t.organiser) =>
  call(t.app, who, "POST", "/api/organiser/settings", body as object);

const publicSettings = async () =>
  allSettingsResponseSchema.parse((await t.app.inject({ url: "/api/misc/allSettings" })).json()).payload;

const newestSettingsAudit = () => t.newestAudit("settings");

describe("GET /api/organiser/settings", () => {
  it("answers the switches, the home page texts, the request expiry and each day's tables", async () => {
    const res = await call(t.app, t.organiser, "GET", "/api/organiser/settings");
    expect(res.status).toBe(200);
    const settings = consoleSettingsResponseSchema.parse(res.body).payload;
    const shown = await publicSettings();
    expect(settings).toMatchObject({
      registrationOpen: shown.event.registrationOpen,
      schedulerEnabled: shown.schedulerEnabled,
      showVideoBanner: shown.showVideoBanner === 1,
      videoBannerUrl: shown.videoBannerUrl,
      mainpageText: shown.mainpage_text,
      regThankyou: shown.reg_thankyou,
    });
    expect(settings.meetingDays).toEqual([
      { day: 1, date: "2025-11-06", floorTables: 119, places: 150 },
      { day: 2, date: "2025-11-07", floorTables: 119, places: 150 },
    ]);
  });

  it("is for organiser staff only", async () => {
    const [attendee] = (await makeCompany(t.app)) as [Person];
    expect((await call(t.app, undefined, "GET", "/api/organiser/settings")).status).toBe(401);
    expect((await call(t.app, attendee, "GET", "/api/organiser/settings")).status).toBe(403);
    expect((await save({ schedulerEnabled: false }, attendee)).status).toBe(403);
  });
});

describe("POST /api/organiser/settings", () => {
  it("changes only the given fields, shows them on the public site at once and audits only what changed", async () => {
    const before = await publicSettings();
    const text = `Welcome to the meeting, changed at ${Date.now()}.\n\nSee you in Dublin.`;
    const res = await save({
      mainpageText: text,
      showVideoBanner: true,
      videoBannerUrl: "https://youtu.be/EBM2025Dubl",
      // Already so: not a change, not in the audit entry.
      schedulerEnabled: before.schedulerEnabled,
    });
    expect(res.status).toBe(200);
    expect(consoleSettingsResponseSchema.parse(res.body).payload).toMatchObject({
      mainpageText: text,
      showVideoBanner: true,
      videoBannerUrl: "https://youtu.be/EBM2025Dubl",
      regThankyou: before.reg_thankyou,
    });
    const after = await publicSettings();
    expect(after).toMatchObject({
      mainpage_text: text,
      showVideoBanner: 1,
      videoBannerUrl: "https://youtu.be/EBM2025Dubl",
      reg_thankyou: before.reg_thankyou,
      schedulerEnabled: before.schedulerEnabled,
    });
    const entry = await newestSettingsAudit();
    expect(entry).toMatchObject({
      action: "settings.update",
      objectType: "settings",
      before: {
        mainpageText: before.mainpage_text,
        showVideoBanner: before.showVideoBanner === 1,
        videoBannerUrl: before.videoBannerUrl,
      },
      after: { mainpageText: text, showVideoBanner: true, videoBannerUrl: "https://youtu.be/EBM2025Dubl" },
    });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual([
      "mainpageText",
      "showVideoBanner",
      "videoBannerUrl",
    ]);
    expect(entry?.summary).toBe("Changed the video banner, the video address and the home page text");
  });

  it("writes no audit entry when nothing changes", async () => {
    const current = consoleSettingsResponseSchema.parse(
      (await call(t.app, t.organiser, "GET", "/api/organiser/settings")).body,
    ).payload;
    const newest = await newestSettingsAudit();
    expect((await save({ regThankyou: current.regThankyou })).status).toBe(200);
    expect((await newestSettingsAudit())?.id).toBe(newest?.id);
  });

  it("turns the scheduler off and on, and sets the request expiry", async () => {
    // An hour: the slot asked for begins later than that, so the expiry decides when it lapses.
    expect((await save({ schedulerEnabled: false, meetingRequestExpiryHours: 1 })).status).toBe(200);
    expect((await publicSettings()).schedulerEnabled).toBe(false);
    const [a] = (await makeCompany(t.app)) as [Person];
    const [b] = (await makeCompany(t.app)) as [Person];
    expect((await requestMeeting(t.app, a, b, SLOT.later)).status).toBe(403);
    expect((await save({ schedulerEnabled: true })).status).toBe(200);
    const asked = await requestMeeting(t.app, a, b, SLOT.later);
    expect(asked.status).toBe(200);
    const [row] = await t.app.db.select().from(meetings).where(eq(meetings.id, asked.body.payload.meetingId));
    // The event clock has run on a little since it was stood at THURSDAY_NOON.
    const lapses = (row?.expiresAt?.getTime() ?? 0) - new Date(THURSDAY_NOON).getTime();
    expect(lapses).toBeGreaterThanOrEqual(3_600_000);
    expect(lapses).toBeLessThan(3_600_000 + 600_000);
    expect(
      (await save({ meetingRequestExpiryHours: null })).body.payload.meetingRequestExpiryHours,
    ).toBeNull();
  });

  it("refuses a bad field with a 400 that names it", async () => {
    const cases: [unknown, string][] = [
      [{ videoBannerUrl: "javascript:alert(1)" }, "videoBannerUrl"],
      [{ videoBannerUrl: "not a link" }, "videoBannerUrl"],
      [{ mainpageText: "x".repeat(20_001) }, "mainpageText"],
      [{ regThankyou: "bad\u0000text" }, "regThankyou"],
      [{ meetingRequestExpiryHours: 0 }, "meetingRequestExpiryHours"],
      [{ meetingRequestExpiryHours: 1.5 }, "meetingRequestExpiryHours"],
      [{ meetingRequestExpiryHours: 721 }, "meetingRequestExpiryHours"],
      [{ registrationOpen: "yes" }, "registrationOpen"],
      [{ meetingTables: [{ day: 1, floorTables: -1 }] }, "meetingTables.0.floorTables"],
      [{ meetingTables: [{ day: 1, floorTables: 150 }] }, "meetingTables.0.floorTables"],
      [{ meetingTables: [{ day: 1, meetingTables: 120 }] }, "meetingTables.0.floorTables"],
      [{ meetingTables: [{ day: 9, floorTables: 100 }] }, "meetingTables.0.day"],
      [{}, "body"],
    ];
    for (const [body, field] of cases) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.field, JSON.stringify(body).slice(0, 80)).toBe(field);
      expect(res.body.message).toBeTruthy();
    }
    expect((await save({ meetingTables: [{ day: 1, floorTables: 150 }] })).body.message).toBe(
      "Thursday 6 November has 150 places: enter 0 to 149 floor tables (one place at least stays in the hotel lobby).",
    );
    const unknown = await save({ colour: "red" });
    expect(unknown.status).toBe(400);
  });

  it("sets a day's floor tables within its places, and refuses to put a meeting at a table into the lobby", async () => {
    const res = await save({ meetingTables: [{ day: 2, floorTables: 129 }] });
    expect(res.status).toBe(200);
    expect(res.body.payload.meetingDays[1]).toMatchObject({ day: 2, floorTables: 129, places: 150 });
    expect(await newestSettingsAudit()).toMatchObject({
      summary: "Changed the tables on the meeting floor",
      before: { floorTables: { "2025-11-07": 119 } },
      after: { floorTables: { "2025-11-07": 129 } },
    });
    // The table plan offers the same tables as the settings say: 1 to 129.
    const plan = await call(t.app, t.organiser, "GET", "/api/organiser/meetings/plan?day=2");
    expect(plan.body.payload.slots[0].tables).toBe(129);
    const overview = await call(t.app, t.organiser, "GET", "/api/organiser/overview");
    expect(overview.body.payload.tables[1]).toMatchObject({ day: 2, tables: 129, tablesMax: 150 });
    // A meeting at table 125 on Friday: the count may not drop to 125 or below.
    const [a] = (await makeCompany(t.app)) as [Person];
    const [b] = (await makeCompany(t.app)) as [Person];
    const id = (await requestMeeting(t.app, a, b, SLOT.friday)).body.payload.meetingId as number;
    expect((await act(t.app, b, id, "accept")).status).toBe(200);
    await t.app.db.update(meetings).set({ tableNumber: 125 }).where(eq(meetings.id, id));
    const refused = await save({ meetingTables: [{ day: 2, floorTables: 119 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.field).toBe("meetingTables.0.floorTables");
    expect(refused.body.message).toContain("Table 125 on Friday 7 November");
    expect(refused.body.message).toContain("enter at least 125 floor tables");
    expect((await save({ meetingTables: [{ day: 2, floorTables: 125 }] })).status).toBe(200);
    const [day2] = await t.app.db
      .select()
      .from(timeslotMetadata)
      .where(and(eq(timeslotMetadata.day, 2)));
    expect(day2?.meetingTables).toBe(126);
    await save({ meetingTables: [{ day: 2, floorTables: 119 }] }).then((r) => expect(r.status).toBe(409));
  });

  it("refreshes the content cache too", async () => {
    const names = async () =>
      sponsorsResponseSchema
        .parse((await t.app.inject({ url: "/api/misc/sponsors" })).json())
        .payload.map((s) => s.name);
    await names();
    const { edition } = await t.app.services.settings.current();
    const name = `Sponsor ${Date.now()}`;
    await t.app.db.insert(sponsors).values({ editionId: edition.id, name, logo: "x.png", type: "others" });
    expect(await names()).not.toContain(name);
    expect((await save({ regThankyou: `Thank you ${Date.now()}` })).status).toBe(200);
    expect(await names()).toContain(name);
  });

  it("announces the change on the bus, and an announcement from another instance refreshes this one", async () => {
    const heard: unknown[] = [];
    const stop = await t.app.bus.subscribe(SETTINGS_CHANGED_CHANNEL, (payload) => heard.push(payload));
    expect((await save({ mainpageText: `Announced ${Date.now()}` })).status).toBe(200);
    await eventually(async () => (heard.length > 0 ? true : undefined));
    await stop();

    // Another instance's save: the row changes under this instance's cache, then the bus tells it.
    await publicSettings();
    const { edition } = await t.app.services.settings.current();
    const text = `Saved elsewhere ${Date.now()}`;
    await t.app.db
      .update(eventSettings)
      .set({ mainpageText: text })
      .where(eq(eventSettings.editionId, edition.id));
    expect((await publicSettings()).mainpage_text).not.toBe(text);
    await t.app.bus.publish(SETTINGS_CHANGED_CHANNEL, { at: Date.now() });
    await eventually(async () => ((await publicSettings()).mainpage_text === text ? true : undefined));
  });
});

// Several instances share one database and Redis; this one builds a second app on the first's.
describe.runIf(process.env.REDIS_URL)("two instances through Redis", () => {
  it("a save on one instance is served by the other at once, not after its cache period", async () => {
    const other = await buildApp({
      config: t.app.config,
      db: { db: t.app.db, kind: process.env.DATABASE_URL ? "postgres" : "pglite", close: async () => {} },
      logger: false,
      mailTickMs: 3_600_000,
    });
    await other.ready();
    try {
      const shownThere = async () =>
        allSettingsResponseSchema.parse((await other.inject({ url: "/api/misc/allSettings" })).json()).payload
          .mainpage_text;
      await shownThere();
      const text = `Saved on the first instance ${Date.now()}`;
      expect((await save({ mainpageText: text })).status).toBe(200);
      // Well inside the five seconds the other instance would otherwise keep its copy.
      await eventually(async () => ((await shownThere()) === text ? true : undefined), 1_500);
    } finally {
      await other.close();
    }
  });
});

describe("POST /api/organiser/registration", () => {
  it("opens and closes registration, shown at once, each time with an audit entry", async () => {
    expect(
      (await call(t.app, t.organiser, "POST", "/api/organiser/registration", { open: true })).body,
    ).toEqual({
      status: 200,
      payload: { registrationOpen: true },
    });
    expect((await publicSettings()).event.registrationOpen).toBe(true);
    expect(await newestSettingsAudit()).toMatchObject({
      action: "settings.update",
      summary: "Opened registration",
      before: { registrationOpen: false },
      after: { registrationOpen: true },
    });
    await call(t.app, t.organiser, "POST", "/api/organiser/registration", { open: false });
    expect((await publicSettings()).event.registrationOpen).toBe(false);
    expect((await newestSettingsAudit())?.summary).toBe("Closed registration");
  });
});

describe("the people the statistics leave out", () => {
  /** `null`: a visitor. */
  type Who = Signed | Person | null;
  const lists = async (who: Who = t.organiser) =>
    call(t.app, who ?? undefined, "GET", "/api/organiser/settings/statistics");
  const change = (kind: "exclude" | "include", body: object, who: Who = t.organiser) =>
    call(t.app, who ?? undefined, "POST", `/api/organiser/settings/statistics/${kind}`, body);
  const storedLists = async () => {
    const { edition } = await t.app.services.settings.current();
    const [row] = await t.app.db.select().from(eventSettings).where(eq(eventSettings.editionId, edition.id));
    return { staff: row?.analyticsStaffIds, test: row?.analyticsTestIds };
  };

  it("lists both by name, finds people to add, adds and removes them with an audit entry each", async () => {
    const shown = await lists();
    expect(shown.status).toBe(200);
    expect(shown.body.payload.staff.map((p: { name: string }) => p.name)).toEqual(["Sophie van Dijk"]);
    expect(shown.body.payload.test).toEqual([]);

    const [tester] = (await makeCompany(t.app)) as [Person];
    const found = await call(
      t.app,
      t.organiser,
      "GET",
      `/api/organiser/settings/people?q=${encodeURIComponent(tester.email)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.payload).toEqual([expect.objectContaining({ id: tester.id, name: tester.name })]);

    const added = await change("exclude", { list: "test", contactId: tester.id });
    expect(added.status).toBe(200);
    expect(added.body.payload.test.map((p: { id: number }) => p.id)).toEqual([tester.id]);
    expect((await storedLists()).test).toEqual([tester.id]);
    expect(await t.newestAudit("contact")).toMatchObject({
      action: "analytics.exclude",
      objectId: String(tester.id),
      summary: expect.stringContaining(`Left ${tester.name}`),
      before: { leftOut: null },
      after: { leftOut: "test" },
    });
    // The statistics leave them out at once.
    const { analyticsTestIds } = (await t.app.services.settings.current()).settings;
    expect(analyticsTestIds).toContain(tester.id);

    const twice = await change("exclude", { list: "test", contactId: tester.id });
    expect(twice.status).toBe(409);
    expect(twice.body.field).toBe("contactId");

    const removed = await change("include", { list: "test", contactId: tester.id });
    expect(removed.status).toBe(200);
    expect(removed.body.payload.test).toEqual([]);
    expect(await t.newestAudit("contact")).toMatchObject({
      action: "analytics.include",
      before: { leftOut: "test" },
      after: { leftOut: null },
    });
    expect((await change("include", { list: "test", contactId: tester.id })).status).toBe(409);
    expect((await storedLists()).staff).toEqual([t.organiser.id]);
  });

  it("is for organiser staff only: a visitor 401, an attendee 403, and the attendee cannot take themselves off", async () => {
    const [attendee] = (await makeCompany(t.app)) as [Person];
    expect((await change("exclude", { list: "test", contactId: attendee.id })).status).toBe(200);
    const audit = await t.newestAudit();
    expect((await lists(null)).status).toBe(401);
    expect((await lists(attendee)).status).toBe(403);
    expect((await call(t.app, attendee, "GET", "/api/organiser/settings/people?q=Sophie")).status).toBe(403);
    expect((await change("include", { list: "test", contactId: attendee.id }, null)).status).toBe(401);
    expect((await change("include", { list: "test", contactId: attendee.id }, attendee)).status).toBe(403);
    expect((await change("exclude", { list: "staff", contactId: attendee.id }, attendee)).status).toBe(403);
    expect((await storedLists()).test).toContain(attendee.id);
    expect(await t.newestAudit()).toEqual(audit);
    await change("include", { list: "test", contactId: attendee.id });
  });

  it("refuses bad input with a 400 naming the field, and an unknown person with a 404", async () => {
    const cases: [object, string][] = [
      [{ list: "friends", contactId: 1 }, "list"],
      [{ list: "staff", contactId: "x" }, "contactId"],
      [{ list: "staff", contactId: 0 }, "contactId"],
      [{ list: "staff" }, "contactId"],
      [{ list: "staff", contactId: 1, extra: true }, "body"],
    ];
    for (const [body, field] of cases) {
      const res = await change("exclude", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    const missing = await change("exclude", { list: "staff", contactId: 99_999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.field).toBe("contactId");
    const short = await call(t.app, t.organiser, "GET", "/api/organiser/settings/people?q=a");
    expect(short.status).toBe(400);
    expect(short.body.field).toBe("q");
  });
});
