import {
  consoleEditionResponseSchema,
  consoleEditionsResponseSchema,
  editionDetailsResponseSchema,
} from "@ebm/shared/schemas/organiser-editions";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventSettings, timeslotMetadata, timeslots } from "../../../db/schema/index.ts";
import { instantAt } from "../../../lib/dates.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";

const t = organiserTestKit();

const event = async () =>
  (await t.app.inject({ method: "GET", url: "/api/misc/allSettings" })).json().payload.event as {
    editionId: number;
    city: string;
    timezone: string;
    registrationOpen: boolean;
  };

const slotsOf = (editionId: number) =>
  t.app.db
    .select()
    .from(timeslots)
    .where(eq(timeslots.editionId, editionId))
    .orderBy(asc(timeslots.startsAtUtc));

describe("the console's editions", () => {
  it("makes the next edition from the current one, at the same local times in its own zone, and makes it current", async () => {
    const current = await event();
    const listed = consoleEditionsResponseSchema.parse(
      (await t.asOrganiser("GET", "/api/organiser/editions")).json(),
    );
    const was = listed.payload.items.find((edition) => edition.isCurrent);
    expect(was?.id).toBe(current.editionId);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/organiser/editions",
      headers: t.organiser.headers,
      payload: {
        name: "2026 Stockholm",
        city: "Stockholm",
        venue: "Waterfront Congress Centre",
        dateStart: "2026-11-04",
        timezone: "Europe/Stockholm",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const made = consoleEditionResponseSchema.parse(res.json()).payload;
    expect(made).toMatchObject({
      city: "Stockholm",
      dateStart: "2026-11-04",
      dateEnd: "2026-11-06",
      isCurrent: false,
      registrations: 0,
      timeslots: was?.timeslots,
    });
    expect(made.edition).toBe(Math.max(...listed.payload.items.map((edition) => edition.edition)) + 1);
    expect(await t.newestAudit("edition")).toMatchObject({
      action: "edition.create",
      objectId: String(made.id),
    });

    // The pattern moved: the first slot at the same wall-clock time, an hour ahead of Dublin's UTC in November.
    const [oldFirst] = await slotsOf(current.editionId);
    const [newFirst] = await slotsOf(made.id);
    if (!oldFirst || !newFirst) throw new Error("no timeslots");
    expect(newFirst.timeStart).toBe(oldFirst.timeStart);
    const oldDay = oldFirst.startsAtUtc.toLocaleDateString("en-CA", { timeZone: "Europe/Dublin" });
    const dayOffset = Math.round((Date.parse(oldDay) - Date.parse("2025-11-05")) / 86_400_000);
    const newDay = new Date(Date.parse("2026-11-04") + dayOffset * 86_400_000).toISOString().slice(0, 10);
    expect(newFirst.startsAtUtc.toISOString()).toBe(
      instantAt(newDay, oldFirst.timeStart, "Europe/Stockholm").toISOString(),
    );
    expect(newFirst.startsAtUtc.toISOString().slice(11, 16)).not.toBe(
      oldFirst.startsAtUtc.toISOString().slice(11, 16),
    );
    // Tables per day and the settings came along; registration waits to be opened.
    const tables = await t.app.db
      .select()
      .from(timeslotMetadata)
      .where(eq(timeslotMetadata.editionId, made.id));
    expect(tables.length).toBeGreaterThan(0);
    const [settings] = await t.app.db
      .select()
      .from(eventSettings)
      .where(eq(eventSettings.editionId, made.id));
    expect(settings?.registrationOpen).toBe(false);

    // Not current yet: the public site still shows the current edition.
    expect((await event()).city).toBe("Dublin");
    const switched = await t.asOrganiser("POST", `/api/organiser/editions/${made.id}/current`, {});
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await t.newestAudit("edition")).toMatchObject({
      action: "edition.current",
      before: { current: current.editionId },
      after: { current: made.id },
    });
    // At once, without waiting for any cache.
    expect(await event()).toMatchObject({
      editionId: made.id,
      city: "Stockholm",
      timezone: "Europe/Stockholm",
    });

    // Back to the demo edition for the other tests.
    expect(
      (await t.asOrganiser("POST", `/api/organiser/editions/${current.editionId}/current`, {})).statusCode,
    ).toBe(200);
    expect((await event()).editionId).toBe(current.editionId);
  });

  it("refuses a start before the current edition ends, an unknown zone and an unknown edition", async () => {
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/organiser/editions", headers: t.organiser.headers, payload });
    const base = {
      name: "Next",
      city: "Lisbon",
      venue: "Hall",
      dateStart: "2030-10-01",
      timezone: "Europe/Lisbon",
    };
    const early = await post({ ...base, dateStart: "2025-11-06" });
    expect(early.statusCode).toBe(400);
    expect(early.json().field).toBe("dateStart");
    const zone = await post({ ...base, timezone: "Mars/Olympus" });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().field).toBe("timezone");
    const date = await post({ ...base, dateStart: "next year" });
    expect(date.statusCode).toBe(400);
    expect(date.json().field).toBe("dateStart");
    // A day that does not exist is refused, not rolled over to the next month.
    const february = await post({ ...base, dateStart: "2030-02-30" });
    expect(february.statusCode).toBe(400);
    expect(february.json().field).toBe("dateStart");
    expect((await t.asOrganiser("POST", "/api/organiser/editions/999999/current", {})).statusCode).toBe(404);
  });

  it("changes an edition's facts and prices, shown on the public site at once, and refuses days that leave its timeslots out", async () => {
    const current = await event();
    const url = `/api/organiser/editions/${current.editionId}`;
    const read = await t.asOrganiser("GET", url);
    expect(read.statusCode, read.body).toBe(200);
    const before = editionDetailsResponseSchema.parse(read.json()).payload;
    expect(before).toMatchObject({ city: "Dublin", timezone: "Europe/Dublin", isCurrent: true });
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url, headers: t.organiser.headers, payload });

    const changed = await put({
      ...before,
      venue: "Harbour Conference Hall",
      startTime: "08:30",
      memberPriceCents: 99_000,
      dinnerPerCompany: 3,
      videoUrl: "https://vimeo.com/76979871",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The edition's film shows with its pictures.
    const pictures = await t.app.inject({ method: "GET", url: `/api/misc/pictures/${before.edition}` });
    expect(pictures.json().payload).toMatchObject({ videoUrl: "https://vimeo.com/76979871" });
    expect(editionDetailsResponseSchema.parse(changed.json()).payload).toMatchObject({
      venue: "Harbour Conference Hall",
      startTime: "08:30",
      memberPriceCents: 99_000,
      dinnerPerCompany: 3,
    });
    const audit = await t.newestAudit("edition");
    expect(audit).toMatchObject({
      action: "edition.update",
      objectId: String(current.editionId),
      before: { venue: before.venue, startTime: before.startTime, memberPriceCents: before.memberPriceCents },
      after: { venue: "Harbour Conference Hall", startTime: "08:30", memberPriceCents: 99_000 },
    });
    // The public site at once: the venue, the price and the countdown's moment.
    const site = (await t.app.inject({ method: "GET", url: "/api/misc/allSettings" })).json().payload;
    expect(JSON.stringify(site)).toContain("Harbour Conference Hall");
    expect(JSON.stringify(site)).toContain(
      instantAt(before.dateStart, "08:30", "Europe/Dublin").toISOString(),
    );

    // The meeting days hold the timeslots: days that leave them out and a new zone are refused.
    const shorter = await put({ ...before, dateEnd: before.dateStart });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().message).toMatch(/Change the meeting days first/);
    const zone = await put({ ...before, timezone: "Europe/Lisbon" });
    expect(zone.statusCode).toBe(409);
    const november = await put({ ...before, dateEnd: "2025-11-31" });
    expect(november.statusCode).toBe(400);
    expect(november.json().field).toBe("dateEnd");
    const backwards = await put({ ...before, dateEnd: "2025-11-01" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().field).toBe("dateEnd");
    const film = await put({ ...before, videoUrl: "javascript:alert(1)" });
    expect(film.statusCode).toBe(400);
    expect(film.json().field).toBe("videoUrl");
    const price = await put({ ...before, membershipPriceCents: -1 });
    expect(price.statusCode).toBe(400);
    expect(price.json().field).toBe("membershipPriceCents");
    const time = await put({ ...before, startTime: "25:00" });
    expect(time.statusCode).toBe(400);
    expect(time.json().field).toBe("startTime");
    expect((await put({ ...before, timezone: "Mars/Olympus" })).json().field).toBe("timezone");
    expect((await t.asOrganiser("GET", "/api/organiser/editions/999999")).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/organiser/editions/999999",
          headers: t.organiser.headers,
          payload: before,
        })
      ).statusCode,
    ).toBe(404);

    // Fewer dinner seats, or places per company, than the sign-ups hold: refused, naming the field.
    const seats = await put({ ...before, dinnerSpotsPerDay: 1 });
    expect(seats.statusCode).toBe(409);
    expect(seats.json()).toMatchObject({ field: "dinnerSpotsPerDay" });
    expect(seats.json().message).toMatch(/seats of the dinner on day 1 are taken/);
    const perCompany = await put({ ...before, dinnerPerCompany: 1 });
    expect(perCompany.statusCode).toBe(409);
    expect(perCompany.json()).toMatchObject({ field: "dinnerPerCompany" });

    // Back as it was, for the other tests.
    expect((await put(before)).statusCode).toBe(200);
    expect(editionDetailsResponseSchema.parse((await t.asOrganiser("GET", url)).json()).payload).toEqual(
      before,
    );
  });

  it("refuses visitors (401) and attendees (403)", async () => {
    const attendee = await t.attendee();
    for (const [method, url] of [
      ["GET", "/api/organiser/editions"],
      ["POST", "/api/organiser/editions"],
      ["POST", "/api/organiser/editions/1/current"],
      ["GET", "/api/organiser/editions/1"],
      ["PUT", "/api/organiser/editions/1"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      expect(
        (await t.app.inject({ method, url, headers: attendee.headers, payload: {} })).statusCode,
        url,
      ).toBe(403);
    }
  });
});

describe("wall-clock times in a zone", () => {
  it("finds the instant across daylight saving time", () => {
    expect(instantAt("2026-07-01", "09:00", "Europe/Dublin").toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(instantAt("2026-11-04", "09:00", "Europe/Stockholm").toISOString()).toBe(
      "2026-11-04T08:00:00.000Z",
    );
    expect(instantAt("2026-03-29", "12:00", "Europe/Berlin").toISOString()).toBe("2026-03-29T10:00:00.000Z");
    expect(instantAt("2026-01-15", "10:30", "UTC").toISOString()).toBe("2026-01-15T10:30:00.000Z");
  });
});
