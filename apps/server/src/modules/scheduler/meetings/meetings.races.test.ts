import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { PENDING_REQUEST_LIMITS } from "@ebm/shared/scheduler";
import { and, eq, isNull, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../../../db/client.ts";
import {
  companies,
  contacts,
  countries,
  editionContacts,
  meetingParticipants,
  meetings,
  timeslotMetadata,
  timeslots,
} from "../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { isLockContention } from "../../../plugins/error-handler.ts";
import { createTestApp, first, type TestApp } from "../../../test/app.ts";
import { notificationsService } from "../../notifications/index.ts";
import { settingsService } from "../../settings/settings.service.ts";
import type { SchedulerUser } from "../scheduler.context.ts";
import { type SchedulerService, schedulerService } from "../scheduler.service.ts";
import { makeCompany, type Person, requestMeeting, SLOT, THURSDAY_NOON } from "../scheduler.test-kit.ts";

/**
 * Concurrency on a real PostgreSQL server (DESIGN.md §7 "Races"): many bookings at once through a
 * pool of DATABASE_POOL_SIZE connections. A booking uses only its own transaction's connection, so
 * bookings queue for a connection and never hold one while waiting for another; lock waits end
 * after the booking's lock timeout. Each case is bounded in time.
 */
describe.runIf(process.env.DATABASE_URL)("scheduler races on PostgreSQL", () => {
  let t: TestApp;
  let pool: DbHandle;
  let service: SchedulerService;
  let now: Date;
  let editionId: number;

  beforeAll(async () => {
    t = await createTestApp({ EVENT_TIME: THURSDAY_NOON });
    const databaseUrl = t.app.config.DATABASE_URL as string;
    const poolSize = t.app.config.DATABASE_POOL_SIZE;
    // The pool must fit the server with room to spare, or connections would be refused, not queued.
    const shown = await t.app.db.execute(sql`SELECT current_setting('max_connections')::int AS max`);
    const maxConnections = Number((shown as unknown as { rows: { max: number }[] }).rows[0]?.max);
    expect(poolSize + 10).toBeLessThan(maxConnections);
    pool = await openDatabase({ databaseUrl, dataDir: ":memory:", poolSize });
    service = schedulerService({
      db: pool.db,
      settings: settingsService(pool.db),
      mail: t.app.mail,
      jobs: t.app.jobs,
      publicUrl: "https://ebm.example",
      // Every racer is an attendee of a full member, reachable by all: the races test the locks.
      reach: { mayReach: async () => true },
      news: notificationsService({ db: pool.db, events: t.app.userEvents, log: t.app.log }),
    });
    now = t.app.eventNow();
    editionId = (await t.app.services.settings.current()).edition.id;
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
    await t?.close();
  });

  /** `count` attendees, each of a company of their own, made in a few statements. */
  async function attendees(count: number): Promise<SchedulerUser[]> {
    const country = first(await t.app.db.select({ id: countries.id }).from(countries).limit(1));
    const tag = `race-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const made = await t.app.db
      .insert(companies)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Race ${tag} ${i}`,
          username: `${tag}-${i}`,
          countryId: country.id,
          status: 3,
        })),
      )
      .returning({ id: companies.id, name: companies.name });
    const people = await t.app.db
      .insert(contacts)
      .values(
        made.map((c, i) => ({ companyId: c.id, name: `Racer ${i}`, email: `${tag}-${i}@race.example` })),
      )
      .returning({
        id: contacts.id,
        name: contacts.name,
        email: contacts.email,
        companyId: contacts.companyId,
      });
    await t.app.db.insert(editionContacts).values(people.map((p) => ({ editionId, contactId: p.id })));
    return people.map((p, i) => ({ ...p, companyName: made[i]?.name ?? "" }));
  }

  /** The HTTP status the app answers a service outcome with (as plugins/error-handler.ts maps it). */
  async function statusOf(work: Promise<unknown>): Promise<number> {
    try {
      await work;
      return 200;
    } catch (err) {
      if (err instanceof AppError) return err.statusCode;
      if (isLockContention(err)) return 409;
      return 500;
    }
  }

  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((acc, s) => Object.assign(acc, { [s]: (acc[s] ?? 0) + 1 }), {});

  let slotsMade = 0;
  /** A fresh slot on day 2 after the day's last one, so no demo meeting shares its places. */
  async function freshSlot() {
    const startsAtUtc = new Date(Date.parse("2025-11-07T18:00:00Z") + slotsMade++ * 1_800_000);
    const endsAtUtc = new Date(startsAtUtc.getTime() + 1_800_000);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    return first(
      await t.app.db
        .insert(timeslots)
        .values({
          editionId,
          day: 2,
          timeStart: hhmm(startsAtUtc),
          timeEnd: hhmm(endsAtUtc),
          startsAtUtc,
          endsAtUtc,
        })
        .returning({ id: timeslots.id }),
    ).id;
  }

  it("500 requests for one contact and slot make one meeting; every other answer is a 409", async () => {
    const [target, ...requesters] = await attendees(501);
    const statuses = await Promise.all(
      requesters.map((from) =>
        statusOf(service.request(from, { toId: target?.id ?? 0, timeslotId: SLOT.later, message: "" }, now)),
      ),
    );
    expect(tally(statuses)).toEqual({ 200: 1, 409: 499 });
    const live = await t.app.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.toId, target?.id ?? 0), isNull(meetings.dtCancelled)));
    expect(live).toHaveLength(1);
    const busy = await t.app.db
      .select()
      .from(meetingParticipants)
      .where(
        and(
          eq(meetingParticipants.contactId, target?.id ?? 0),
          eq(meetingParticipants.timeslotId, SLOT.later),
        ),
      );
    expect(busy).toHaveLength(1);
  }, 120_000);

  it("200 accepts in one slot never share a table nor pass meeting_tables_max", async () => {
    const slot = await freshSlot();
    const day2 = and(eq(timeslotMetadata.editionId, editionId), eq(timeslotMetadata.day, 2));
    const facts = first(await t.app.db.select().from(timeslotMetadata).where(day2));
    const tablesMax = 12;
    await t.app.db
      .update(timeslotMetadata)
      .set({ meetingTables: 8, meetingTablesMax: tablesMax })
      .where(day2);
    try {
      const people = await attendees(400);
      const pairs = Array.from({ length: 200 }, (_, i) => ({ from: people[2 * i], to: people[2 * i + 1] }));
      const ids: number[] = [];
      for (const { from, to } of pairs) {
        if (!from || !to) throw new Error("missing attendee");
        ids.push(
          (await service.request(from, { toId: to.id, timeslotId: slot, message: "" }, now)).meetingId,
        );
      }
      const statuses = await Promise.all(
        pairs.map(({ to }, i) => statusOf(service.act(to as SchedulerUser, ids[i] ?? 0, "accept", now))),
      );
      expect(tally(statuses)).toEqual({ 200: tablesMax, 409: 200 - tablesMax });
      const accepted = await t.app.db
        .select({ table: meetings.tableNumber })
        .from(meetings)
        .where(and(eq(meetings.timeslotId, slot), eq(meetings.status, 1)));
      const tables = accepted.map((row) => row.table).sort((a, b) => (a ?? 0) - (b ?? 0));
      expect(tables).toEqual(Array.from({ length: tablesMax }, (_, i) => i + 1));
    } finally {
      await t.app.db
        .update(timeslotMetadata)
        .set({ meetingTables: facts.meetingTables, meetingTablesMax: facts.meetingTablesMax })
        .where(day2);
    }
  }, 120_000);

  it("opposite requests A→B and B→A at once never deadlock: one of each pair wins, the other is a 409", async () => {
    const slot = await freshSlot();
    const pairs: [Person, Person][] = [];
    for (let i = 0; i < 40; i++) {
      const [a] = (await makeCompany(t.app)) as [Person];
      const [b] = (await makeCompany(t.app)) as [Person];
      pairs.push([a, b]);
    }
    // Through the app, so the answers are the HTTP statuses a browser would get.
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [requestMeeting(t.app, a, b, slot), requestMeeting(t.app, b, a, slot)]),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    for (let i = 0; i < pairs.length; i++) {
      const pair = [statuses[2 * i], statuses[2 * i + 1]].sort();
      expect(pair, `pair ${i}`).toEqual([200, 409]);
    }
    const made = await t.app.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.timeslotId, slot), isNull(meetings.dtCancelled)));
    expect(made).toHaveLength(pairs.length);

    // And many times over through the service's own pool, where more of them run at once.
    for (let round = 0; round < 5; round++) {
      const roundSlot = await freshSlot();
      const people = await attendees(40);
      const duels = Array.from({ length: 20 }, (_, i) => [people[2 * i], people[2 * i + 1]] as const);
      const results = await Promise.all(
        duels.flatMap(([a, b]) => [
          statusOf(
            service.request(
              a as SchedulerUser,
              { toId: b?.id ?? 0, timeslotId: roundSlot, message: "" },
              now,
            ),
          ),
          statusOf(
            service.request(
              b as SchedulerUser,
              { toId: a?.id ?? 0, timeslotId: roundSlot, message: "" },
              now,
            ),
          ),
        ]),
      );
      expect(tally(results)).toEqual({ 200: 20, 409: 20 });
    }
  }, 120_000);

  it("one requester's concurrent requests never pass the caps of unanswered requests", async () => {
    const [requester, ...targets] = await attendees(1 + 25);
    const slots: number[] = [];
    for (let i = 0; i < 25; i++) slots.push(await freshSlot());
    const ask = (toId: number, timeslotId: number) =>
      statusOf(service.request(requester as SchedulerUser, { toId, timeslotId, message: "" }, now));
    // 25 people in 25 slots of one day at once: the day's cap lets exactly its number through.
    const perDay = await Promise.all(targets.map((target, i) => ask(target.id, slots[i] ?? 0)));
    expect(tally(perDay)).toEqual({
      200: PENDING_REQUEST_LIMITS.perDay,
      409: 25 - PENDING_REQUEST_LIMITS.perDay,
    });
    const stored = await t.app.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.fromId, requester?.id ?? 0), isNull(meetings.dtCancelled)));
    expect(stored).toHaveLength(PENDING_REQUEST_LIMITS.perDay);

    // Another requester asks one person in 20 slots at once: one request goes through.
    const [asker, person] = await attendees(2);
    const once = await Promise.all(
      slots
        .slice(0, 20)
        .map((slot) =>
          statusOf(
            service.request(
              asker as SchedulerUser,
              { toId: person?.id ?? 0, timeslotId: slot, message: "" },
              now,
            ),
          ),
        ),
    );
    expect(tally(once)).toEqual({ 200: 1, 409: 19 });
  }, 60_000);

  it("a booking that waits too long for a row another holds answers 409 'try again', and changes nothing", async () => {
    const [from] = (await makeCompany(t.app)) as [Person];
    const [to] = (await makeCompany(t.app)) as [Person];
    const holder = new pg.Client({ connectionString: t.app.config.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT id FROM contacts WHERE id = $1 FOR UPDATE", [to.id]);
      const started = Date.now();
      const res = await requestMeeting(t.app, from, to, SLOT.friday);
      expect(res).toMatchObject({ status: 409, body: { message: SCHEDULER_MESSAGES.tryAgain } });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
      await holder.query("ROLLBACK");
    } finally {
      await holder.end();
    }
    const made = await t.app.db.select().from(meetings).where(eq(meetings.fromId, from.id));
    expect(made).toEqual([]);
    expect((await requestMeeting(t.app, from, to, SLOT.friday)).status).toBe(200);
  }, 30_000);
});
