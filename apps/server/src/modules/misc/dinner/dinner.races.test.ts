import { DINNER } from "@ebm/shared/constants";
import { DINNER_MESSAGES } from "@ebm/shared/messages";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../../../db/client.ts";
import {
  companies,
  contacts,
  countries,
  dinnerRegistrations,
  editionContacts,
} from "../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { isLockContention } from "../../../plugins/error-handler.ts";
import { createTestApp, first, type TestApp } from "../../../test/app.ts";
import { settingsService } from "../settings/settings.service.ts";
import { type DinnerService, dinnerService } from "./dinner.service.ts";

/**
 * Sign-ups at the same moment on a real PostgreSQL server (DESIGN.md §7 "Races"): 1,000 of them
 * through a pool of DATABASE_POOL_SIZE connections never put more than the day's places on a day
 * nor more than two people of a company on the list.
 */
describe.runIf(process.env.DATABASE_URL)("Captain's Dinner races on PostgreSQL", () => {
  let t: TestApp;
  let pool: DbHandle;
  let service: DinnerService;
  let editionId: number;

  beforeAll(async () => {
    t = await createTestApp();
    pool = await openDatabase({
      databaseUrl: t.app.config.DATABASE_URL as string,
      dataDir: ":memory:",
      poolSize: t.app.config.DATABASE_POOL_SIZE,
    });
    service = dinnerService({
      db: pool.db,
      settings: settingsService(pool.db),
      mail: t.app.mail,
      publicUrl: "https://ebm.example",
    });
    editionId = (await t.app.services.settings.current()).edition.id;
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
    await t?.close();
  });

  /** `companyCount` companies of `perCompany` owners each, attending, made in three statements. */
  async function owners(companyCount: number, perCompany: number) {
    const country = first(await t.app.db.select({ id: countries.id }).from(countries).limit(1));
    const tag = `dinner-race-${Date.now()}`;
    const made = await t.app.db
      .insert(companies)
      .values(
        Array.from({ length: companyCount }, (_, i) => ({
          name: `Dinner Race ${i}`,
          username: `${tag}-${i}`,
          countryId: country.id,
          status: 3,
        })),
      )
      .returning({ id: companies.id });
    const people = await t.app.db
      .insert(contacts)
      .values(
        made.flatMap((company, i) =>
          Array.from({ length: perCompany }, (_, j) => ({
            companyId: company.id,
            name: `Owner ${j} of ${i}`,
            email: `${tag}-${i}-${j}@race.example`,
            function: j === 0 ? "Owner" : "Sales Manager",
            position: j + 1,
          })),
        ),
      )
      .returning({ id: contacts.id, companyId: contacts.companyId });
    await t.app.db.insert(editionContacts).values(people.map((p) => ({ editionId, contactId: p.id })));
    return people;
  }

  async function statusOf(work: Promise<unknown>): Promise<number | string> {
    try {
      await work;
      return 200;
    } catch (err) {
      if (err instanceof AppError) return `${err.statusCode} ${err.message}`;
      if (isLockContention(err)) return "409 try again";
      return 500;
    }
  }

  it("1,000 sign-ups at once never pass 250 a day nor 2 a company", async () => {
    const people = await owners(250, 4);
    const started = Date.now();
    const answers = await Promise.all(
      people.map((p, i) => statusOf(service.register(p.id, { contactId: p.id, dayNumber: (i % 2) + 1 }))),
    );
    const tookMs = Date.now() - started;
    const tally = answers.reduce<Record<string, number>>(
      (acc, answer) => Object.assign(acc, { [answer]: (acc[String(answer)] ?? 0) + 1 }),
      {},
    );
    const perDay = await t.app.db
      .select({ day: dinnerRegistrations.dayNumber, n: sql<number>`count(*)::int` })
      .from(dinnerRegistrations)
      .where(and(eq(dinnerRegistrations.editionId, editionId), inArray(dinnerRegistrations.status, [0, 1])))
      .groupBy(dinnerRegistrations.dayNumber);
    const perCompany = await t.app.db
      .select({ company: dinnerRegistrations.companyId, n: sql<number>`count(*)::int` })
      .from(dinnerRegistrations)
      .where(and(eq(dinnerRegistrations.editionId, editionId), inArray(dinnerRegistrations.status, [0, 1])))
      .groupBy(dinnerRegistrations.companyId);
    const maxPerCompany = Math.max(...perCompany.map((row) => Number(row.n)));
    const days = Object.fromEntries(perDay.map((row) => [row.day, Number(row.n)]));
    // The figures of the run, for the report.
    process.stdout.write(
      `dinner race: ${people.length} sign-ups in ${tookMs} ms; answers ${JSON.stringify(tally)}; places per day ${JSON.stringify(days)}; most of one company ${maxPerCompany}\n`,
    );

    expect(answers).not.toContain(500);
    for (const day of DINNER.days) expect(days[day]).toBeLessThanOrEqual(DINNER.spotsPerDay);
    expect(maxPerCompany).toBeLessThanOrEqual(DINNER.perCompany);
    // Both limits were really met, not merely never approached.
    expect(tally[`409 ${DINNER_MESSAGES.dayFull}`]).toBeGreaterThan(0);
    expect(tally[`409 ${DINNER_MESSAGES.colleaguesSignedUp}`]).toBeGreaterThan(0);
    expect(Math.max(...Object.values(days))).toBe(DINNER.spotsPerDay);
  }, 120_000);
});
