import { and, eq, inArray, sql } from "drizzle-orm";
import { type DbHandle, openDatabase } from "../../db/client.ts";
import { companies, contacts, countries, dinnerRegistrations } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { isLockContention } from "../../plugins/error-handler.ts";
import { createTestApp, first, type TestApp } from "../../test/app.ts";
import { settingsService } from "../settings/settings.service.ts";
import { type DinnerService, dinnerService } from "./dinner.service.ts";

/** The stored dinner states: 0 pending, 1 approved (2 declined). */
type DinnerStatus = 0 | 1 | 2;

export interface DinnerRace {
  /** The app under test: the racers' rows are made and read back through its database. */
  t: TestApp;
  /** The dinner service on a pool of DATABASE_POOL_SIZE connections of its own, to race on. */
  service: DinnerService;
  editionId: number;
  /**
   * `companyCount` attending-status companies of `perCompany` people each, made in two statements;
   * `functionOf(j)` is the function of each company's j-th person.
   */
  companiesOfPeople(
    label: string,
    companyCount: number,
    perCompany: number,
    functionOf: (j: number) => string,
  ): Promise<{ id: number; companyId: number }[]>;
  /** The sign-ups in the given states per day, and the most of one company. */
  counts(statuses: DinnerStatus[]): Promise<{ days: Record<number, number>; maxPerCompany: number }>;
  close(): Promise<void>;
}

/**
 * A test app on PostgreSQL and, beside it, the dinner service on a pool of its own: calls made at
 * once through it really run at the same moment (DESIGN.md §7 "Races").
 * @example
 * let race: DinnerRace;
 * beforeAll(async () => { race = await openDinnerRace(); }, 60_000);
 * afterAll(() => race?.close());
 */
export async function openDinnerRace(): Promise<DinnerRace> {
  const t = await createTestApp();
  let pool: DbHandle | undefined;
  try {
    pool = await openDatabase({
      databaseUrl: t.app.config.DATABASE_URL as string,
      dataDir: ":memory:",
      poolSize: t.app.config.DATABASE_POOL_SIZE,
    });
  } catch (err) {
    await t.close();
    throw err;
  }
  const service = dinnerService({
    db: pool.db,
    settings: settingsService(pool.db),
    mail: t.app.mail,
    publicUrl: "https://ebm.example",
  });
  const editionId = (await t.app.services.settings.current()).edition.id;
  const { db } = t.app;

  return {
    t,
    service,
    editionId,
    async companiesOfPeople(label, companyCount, perCompany, functionOf) {
      const country = first(await db.select({ id: countries.id }).from(countries).limit(1));
      const tag = `${label.toLowerCase().replaceAll(" ", "-")}-${Date.now()}`;
      const made = await db
        .insert(companies)
        .values(
          Array.from({ length: companyCount }, (_, i) => ({
            name: `${label} ${i}`,
            username: `${tag}-${i}`,
            countryId: country.id,
            status: 3,
          })),
        )
        .returning({ id: companies.id });
      return db
        .insert(contacts)
        .values(
          made.flatMap((company, i) =>
            Array.from({ length: perCompany }, (_, j) => ({
              companyId: company.id,
              name: `Owner ${j} of ${i}`,
              email: `${tag}-${i}-${j}@race.example`,
              function: functionOf(j),
              position: j + 1,
            })),
          ),
        )
        .returning({ id: contacts.id, companyId: contacts.companyId });
    },
    async counts(statuses) {
      const counted = and(
        eq(dinnerRegistrations.editionId, editionId),
        inArray(dinnerRegistrations.status, statuses),
      );
      const perDay = await db
        .select({ day: dinnerRegistrations.dayNumber, n: sql<number>`count(*)::int` })
        .from(dinnerRegistrations)
        .where(counted)
        .groupBy(dinnerRegistrations.dayNumber);
      const perCompany = await db
        .select({ company: dinnerRegistrations.companyId, n: sql<number>`count(*)::int` })
        .from(dinnerRegistrations)
        .where(counted)
        .groupBy(dinnerRegistrations.companyId);
      return {
        days: Object.fromEntries(perDay.map((row) => [row.day, Number(row.n)])),
        maxPerCompany: Math.max(...perCompany.map((row) => Number(row.n))),
      };
    },
    async close() {
      await pool?.close();
      await t.close();
    },
  };
}

/**
 * How one racing call ended: "200", "<status> <what the refusal says>" (`describe` shortens the
 * message), "409 try again" for a lock the database gave up waiting for, or "500".
 */
export async function answerOf(
  work: Promise<unknown>,
  describe: (message: string) => string = (message) => message,
): Promise<string> {
  try {
    await work;
    return "200";
  } catch (err) {
    if (err instanceof AppError) return `${err.statusCode} ${describe(err.message)}`;
    if (isLockContention(err)) return "409 try again";
    return "500";
  }
}

/** How many calls ended each way. */
export const tally = (answers: string[]) =>
  answers.reduce<Record<string, number>>(
    (acc, answer) => Object.assign(acc, { [answer]: (acc[answer] ?? 0) + 1 }),
    {},
  );
