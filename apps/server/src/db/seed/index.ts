import { and, eq, gt, max, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  banners,
  companies,
  contacts,
  conversations,
  dinnerRegistrations,
  editions,
  leads,
  meetingNotes,
  meetings,
  messages,
  payments,
  pictureCategories,
  pictures,
  programDays,
  programItems,
  registrationAttendees,
  registrations,
  speakers,
  sponsors,
  teamMembers,
  techTalks,
  testimonials,
  timeslots,
} from "../schema/index.ts";
import {
  DEMO_COMPANY_COUNT,
  DEMO_CONTACT_COUNT,
  DEMO_IDS,
  LATE_DEMO_COMPANIES,
  seedDemoAccounts,
  seedLateDemoCompanies,
} from "./accounts.ts";
import { seedChats, seedLeads } from "./chat.ts";
import { seedAttendeeCompanies } from "./companies.ts";
import { seedContent } from "./content.ts";
import {
  EDITION_IDS,
  seedCountriesAndCategories,
  seedEditions,
  seedProgram,
  seedSettings,
  seedTimeslots,
} from "./event.ts";
import { seedMatchmaking } from "./matchmaking.ts";
import { EmailBook, NameBook } from "./people.ts";
import { seedPrivacy } from "./privacy.ts";
import { Rng, SEEDS } from "./random.ts";
import { seedRegistrations } from "./registrations.ts";
import { seedDinnerRegistrations, seedMeetings } from "./scheduler.ts";
import { resetSequences } from "./util.ts";

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./accounts.ts";

export interface SeedOptions {
  /** Directory of uploaded files; the generated sponsor logos, banners and pictures are written here. */
  uploadsDir: string;
  /** "full" (default): ~1,000 companies and ~3,000 contacts. "small": ~30 companies for fast tests. */
  size?: "full" | "small";
}

const SIZES = {
  full: {
    companies: 1000,
    backgroundMeetings: 600,
    waitingRegistrations: { awaiting: 6, declined: 1, pendingPayment: 1, failed: 1 },
  },
  small: {
    companies: 30,
    backgroundMeetings: 10,
    waitingRegistrations: { awaiting: 2, declined: 1, pendingPayment: 1, failed: 1 },
  },
} as const;

/** Tables whose ids the seed writes itself; their sequences move past the seeded rows afterwards. */
const SERIAL_TABLES = [
  editions,
  programDays,
  programItems,
  timeslots,
  companies,
  contacts,
  sponsors,
  banners,
  testimonials,
  speakers,
  techTalks,
  teamMembers,
  pictureCategories,
  pictures,
  meetings,
  meetingNotes,
  conversations,
  messages,
  leads,
  dinnerRegistrations,
  registrations,
  registrationAttendees,
  payments,
] as const;

/**
 * Loads the demo data into an empty, migrated database. Deterministic (fixed seed): every run gives
 * the same ids and content. The demo accounts come first, so Anna Schmidt is contact 1 and Lars
 * Becker contact 2 of company 1 (Demo Trading B.V.). Runs in one transaction.
 */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<void> {
  const size = SIZES[opts.size ?? "full"];
  await db.transaction(async (tx) => {
    await seedCountriesAndCategories(tx);
    await seedEditions(tx);
    await seedSettings(tx, DEMO_IDS.organiser);
    await seedProgram(tx);
    const slots = await seedTimeslots(tx);

    await seedDemoAccounts(tx, EDITION_IDS.current);
    const names = new NameBook();
    const emails = new EmailBook();
    const demoSlugs = ["demo-trading", "ebm-events", "marketplace-member"];
    for (const slug of [...demoSlugs, ...LATE_DEMO_COMPANIES.map((late) => late.company.username)])
      names.reserve(slug);
    const { attendees } = await seedAttendeeCompanies(tx, {
      count: size.companies - DEMO_COMPANY_COUNT,
      firstCompanyId: DEMO_COMPANY_COUNT + 1,
      firstContactId: DEMO_CONTACT_COUNT + 1,
      editionId: EDITION_IDS.current,
      names,
      emails,
    });

    const [last] = await tx.select({ id: max(contacts.id) }).from(contacts);
    await seedLateDemoCompanies(tx, {
      companyId: size.companies + 1,
      contactId: (last?.id ?? 0) + 1,
      editionId: EDITION_IDS.current,
    });

    const memberCompanies = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.status, 3), gt(companies.id, DEMO_COMPANY_COUNT)))
      .orderBy(companies.id)
      .limit(10);
    await seedContent(tx, { uploadsDir: opts.uploadsDir, memberCompanies });

    const rng = new Rng(SEEDS.scheduler);
    const { partners } = await seedMeetings(tx, rng, {
      attendees,
      timeslotIds: slots.map((slot) => slot.id),
      backgroundMeetings: size.backgroundMeetings,
    });
    await seedChats(tx, partners);
    await seedLeads(tx, partners);
    await seedDinnerRegistrations(tx, rng, attendees);
    await seedMatchmaking(tx, new Rng(SEEDS.matchmaking), { editionId: EDITION_IDS.current, attendees });

    // After every other company, so the ids above stay as they were.
    await seedRegistrations(tx, {
      editionId: EDITION_IDS.current,
      reviewerId: DEMO_IDS.organiser,
      firstCompanyId: size.companies + LATE_DEMO_COMPANIES.length + 1,
      waiting: size.waitingRegistrations,
      names,
      emails,
    });

    await resetSequences(tx, SERIAL_TABLES);
    await seedPrivacy(tx);
  });
  // Tables filled at once have no statistics until autovacuum's next round (never where it is off):
  // the planner would take them for empty and read a person's meetings by scanning them all.
  await db.execute(sql`ANALYZE`);
}

/** True once demo (or real) data is loaded: an edition exists. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: editions.id }).from(editions).limit(1);
  return rows.length > 0;
}
