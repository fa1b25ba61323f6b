import { DINNER } from "@ebm/shared/constants";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../../../db/client.ts";
import { companies, contacts, countries, dinnerRegistrations } from "../../../db/schema/index.ts";
import { DEMO_IDS } from "../../../db/seed/accounts.ts";
import { AppError } from "../../../lib/errors.ts";
import { isLockContention } from "../../../plugins/error-handler.ts";
import { createTestApp, first, type TestApp } from "../../../test/app.ts";
import { type DinnerService, dinnerService } from "../../misc/dinner/dinner.service.ts";
import { settingsService } from "../../misc/settings/settings.service.ts";

/**
 * Approvals at the same moment on a real PostgreSQL server: 450 waiting sign-ups on one day, three
 * of each company (more than the limits allow, as a lowered limit would leave them), all approved
 * at once through a pool of connections. No day ends with more approved than its places, and no
 * company with more than two.
 */
describe.runIf(process.env.DATABASE_URL)("Captain's Dinner approvals racing on PostgreSQL", () => {
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

  /** `companyCount` companies of three people each, every one with a waiting sign-up for day 2. */
  async function waitingSignUps(companyCount: number) {
    const country = first(await t.app.db.select({ id: countries.id }).from(countries).limit(1));
    const tag = `dinner-approve-race-${Date.now()}`;
    const made = await t.app.db
      .insert(companies)
      .values(
        Array.from({ length: companyCount }, (_, i) => ({
          name: `Approval Race ${i}`,
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
          Array.from({ length: 3 }, (_, j) => ({
            companyId: company.id,
            name: `Owner ${j} of ${i}`,
            email: `${tag}-${i}-${j}@race.example`,
            function: "Owner",
            position: j + 1,
          })),
        ),
      )
      .returning({ id: contacts.id, companyId: contacts.companyId });
    return t.app.db
      .insert(dinnerRegistrations)
      .values(people.map((p) => ({ editionId, contactId: p.id, companyId: p.companyId, dayNumber: 2 })))
      .returning({ id: dinnerRegistrations.id });
  }

  async function answerOf(work: Promise<unknown>): Promise<string> {
    try {
      await work;
      return "200";
    } catch (err) {
      if (err instanceof AppError)
        return `${err.statusCode} ${err.message.includes("per company") ? "company" : "day"}`;
      if (isLockContention(err)) return "409 try again";
      return "500";
    }
  }

  it("450 approvals at once never pass 250 a day nor 2 a company", async () => {
    const signUps = await waitingSignUps(150);
    const started = Date.now();
    const answers = await Promise.all(
      signUps.map((s) => answerOf(service.review(s.id, "approve", DEMO_IDS.organiser, new Date()))),
    );
    const tookMs = Date.now() - started;
    const tally = answers.reduce<Record<string, number>>(
      (acc, answer) => Object.assign(acc, { [answer]: (acc[answer] ?? 0) + 1 }),
      {},
    );
    const approved = and(eq(dinnerRegistrations.editionId, editionId), eq(dinnerRegistrations.status, 1));
    const perDay = await t.app.db
      .select({ day: dinnerRegistrations.dayNumber, n: sql<number>`count(*)::int` })
      .from(dinnerRegistrations)
      .where(approved)
      .groupBy(dinnerRegistrations.dayNumber);
    const perCompany = await t.app.db
      .select({ company: dinnerRegistrations.companyId, n: sql<number>`count(*)::int` })
      .from(dinnerRegistrations)
      .where(approved)
      .groupBy(dinnerRegistrations.companyId);
    const days = Object.fromEntries(perDay.map((row) => [row.day, Number(row.n)]));
    const maxPerCompany = Math.max(...perCompany.map((row) => Number(row.n)));
    process.stdout.write(
      `dinner approval race: ${signUps.length} approvals in ${tookMs} ms; answers ${JSON.stringify(tally)}; approved per day ${JSON.stringify(days)}; most of one company ${maxPerCompany}\n`,
    );

    expect(answers).not.toContain("500");
    for (const day of DINNER.days) expect(days[day] ?? 0).toBeLessThanOrEqual(DINNER.spotsPerDay);
    expect(maxPerCompany).toBeLessThanOrEqual(DINNER.perCompany);
    // Both limits were met, not merely never approached.
    expect(days[2]).toBe(DINNER.spotsPerDay);
    expect(tally["409 company"]).toBeGreaterThan(0);
    expect(tally["409 day"]).toBeGreaterThan(0);
  }, 120_000);
});
