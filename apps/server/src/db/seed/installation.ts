import { CATEGORY_OPTIONS } from "@ebm/shared/constants";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { instantAt } from "../../lib/dates.ts";
import type { Db, DbExecutor } from "../client.ts";
import { categories, contacts, countries, editions, eventSettings } from "../schema/index.ts";
import { DEMO_ACCOUNTS } from "./accounts.ts";
import { COUNTRY_SEEDS, ORGANISER_COUNTRY_ISO2, ORGANISER_VAT_RATE_BP } from "./data/countries.ts";

/** What a new installation's first edition says until the organisers set it in the console. */
export const TO_BE_ANNOUNCED = "To be announced";

/** The first edition's time zone until the organisers choose the venue's. */
const FIRST_ZONE = "Europe/Dublin";

/**
 * The reference data every installation needs and no organiser types in: the countries with their
 * VAT treatment and the trade categories. Loading it again changes nothing.
 */
export async function loadReferenceData(db: DbExecutor): Promise<void> {
  await db
    .insert(countries)
    .values(
      COUNTRY_SEEDS.map((country) => {
        const isOrganiserCountry = country.iso2 === ORGANISER_COUNTRY_ISO2;
        return {
          id: country.id,
          name: country.name,
          iso2: country.iso2,
          reverseCharge: country.eu && !isOrganiserCountry,
          vatRateBp: isOrganiserCountry ? ORGANISER_VAT_RATE_BP : 0,
        };
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(categories)
    .values(CATEGORY_OPTIONS.map((option) => ({ id: option.id, name: option.name })))
    .onConflictDoNothing();
}

/** YYYY-MM-DD of a day. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Prepares an empty database for an event of one's own, without the demo: the reference data and a
 * first edition whose place is "To be announced", a year from now, with no prices, no meeting days
 * and registration closed, which the console's set-up completes. Does nothing when an edition
 * exists. Answers whether it prepared the database.
 */
export async function prepareInstallation(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: editions.id }).from(editions).limit(1).for("update");
    if (existing) return false;
    await loadReferenceData(tx);
    const start = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()));
    const dateStart = isoDay(start);
    const [edition] = await tx
      .insert(editions)
      .values({
        edition: 1,
        name: String(start.getUTCFullYear()),
        pageTitle: String(start.getUTCFullYear()),
        city: TO_BE_ANNOUNCED,
        venue: TO_BE_ANNOUNCED,
        dateStart,
        dateEnd: isoDay(new Date(start.getTime() + 2 * 86_400_000)),
        startsAtUtc: instantAt(dateStart, "09:00", FIRST_ZONE),
        timezone: FIRST_ZONE,
        isCurrent: true,
        memberPriceCents: 0,
        nonMemberFirstPriceCents: 0,
        membershipPriceCents: 0,
        charityPerAttendeeCents: 0,
      })
      .returning({ id: editions.id });
    if (!edition) throw new Error("the first edition was not stored");
    await tx.insert(eventSettings).values({ editionId: edition.id, registrationOpen: false });
    return true;
  });
}

/** Whether any account may open the organisers' console. */
export async function hasOrganiser(db: DbExecutor): Promise<boolean> {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.role, "organiser"))
    .limit(1);
  return rows.length > 0;
}

/**
 * The address of a demo account that still signs in (with the published demo password), if any:
 * the demo data, not an event of one's own.
 */
export async function demoSignIn(db: DbExecutor): Promise<string | undefined> {
  const [row] = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(
      and(
        inArray(
          contacts.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
        isNotNull(contacts.passwordHash),
      ),
    )
    .limit(1);
  return row?.email;
}
