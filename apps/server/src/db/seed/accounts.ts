import { type Algorithm, hash } from "@node-rs/argon2";
import type { DbExecutor } from "../client.ts";
import { companies, companyCategories, contacts, editionContacts } from "../schema/index.ts";
import { countryId } from "./data/countries.ts";
import { insertChunks, utc } from "./util.ts";

export const DEMO_PASSWORD = "Dublin2025!";

/** Ids of the demo rows: inserted before everything else so they are small and stable. */
export const DEMO_IDS = {
  demoTradingCompany: 1,
  organiserCompany: 2,
  marketplaceCompany: 3,
  anna: 1,
  lars: 2,
  organiser: 3,
  marketplace: 4,
} as const;

export const DEMO_COMPANY_COUNT = 3;
export const DEMO_CONTACT_COUNT = 4;

export interface DemoAccount {
  role: string;
  email: string;
  name: string;
  description: string;
}

/** The documented sign-ins of the demo; all use DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: "attendee",
    email: "anna.schmidt@demo.ebm.example",
    name: "Anna Schmidt",
    description:
      "Sales Manager at Demo Trading B.V. (gold member): meetings, requests, a blocked slot, chats, leads and a Captain's Dinner spot.",
  },
  {
    role: "attendee of another company",
    email: "erik.lindqvist@demo.ebm.example",
    name: "Erik Lindqvist",
    description:
      "Head of Sales at Nordic Refurb AB (gold member, Sweden), attending with a free schedule: try meetings and chat with Anna.",
  },
  {
    role: "colleague",
    email: "lars.becker@demo.ebm.example",
    name: "Lars Becker",
    description:
      "Purchasing Manager at Demo Trading B.V., Anna's colleague, for colleague and shared-company views.",
  },
  {
    role: "marketplace member",
    email: "marketplace@demo.ebm.example",
    name: "Oliver Bennett",
    description:
      "Member of the marketplace (Marketplace Member Ltd) not yet registered for 2025: walks the registration path.",
  },
  {
    role: "second marketplace member",
    email: "marketplace2@demo.ebm.example",
    name: "Niamh Kelly",
    description:
      "Member of the marketplace (Harbour IT Supplies Ltd, Ireland: reverse charge) not yet registered for 2025: a second walk through registration and payment.",
  },
  {
    role: "organiser",
    email: "organiser@demo.ebm.example",
    name: "Sophie van Dijk",
    description:
      "Organiser at EBM Events B.V.: check-in, staff views and analytics (excluded from analytics).",
  },
];

/** Argon2id with the parameters of the design (19 MiB, t=2, p=1). */
export const DEMO_HASH_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id; the package's enum is a const enum that isolated modules cannot read
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

let demoHash: Promise<string> | undefined;

/** Hashed once per process: the demo accounts share the published demo password. */
function demoPasswordHash(): Promise<string> {
  demoHash ??= hash(DEMO_PASSWORD, DEMO_HASH_OPTIONS);
  return demoHash;
}

const CREATED_AT = utc("2024-09-02T08:00:00Z");

export async function seedDemoAccounts(db: DbExecutor, editionId: number): Promise<void> {
  const passwordHash = await demoPasswordHash();
  const stamps = { createdAt: CREATED_AT, updatedAt: CREATED_AT };
  await insertChunks(db, companies, [
    {
      id: DEMO_IDS.demoTradingCompany,
      name: "Demo Trading B.V.",
      username: "demo-trading",
      website: "https://www.demo-trading.example",
      tel: "+31 20 555 0100",
      streetAddress: "Keizersgracht 221",
      city: "Amsterdam",
      postalCode: "1016 DV",
      countryId: countryId("NL"),
      vat: "NL123456789B01",
      profile:
        "Demo Trading B.V. is an Amsterdam-based broker of used and refurbished business laptops, servers and components. We buy excess stock and end-of-life equipment across Europe and ship tested, graded hardware worldwide.",
      industry: "Brokerage",
      tradingType: "used",
      status: 3,
      tier: "gold",
      tbsCompanyId: 90_001,
      heardThrough: "Business Relation",
      ...stamps,
    },
    {
      id: DEMO_IDS.organiserCompany,
      name: "EBM Events B.V.",
      username: "ebm-events",
      website: "https://www.ebm.example",
      tel: "+31 20 555 0199",
      streetAddress: "Herengracht 180",
      city: "Amsterdam",
      postalCode: "1016 BR",
      countryId: countryId("NL"),
      vat: "NL987654321B01",
      profile: "EBM Events B.V. organises the yearly European meeting of IT hardware brokers.",
      status: 3,
      tier: "regular",
      heardThrough: "TBS Website",
      ...stamps,
    },
    {
      id: DEMO_IDS.marketplaceCompany,
      name: "Marketplace Member Ltd",
      username: "marketplace-member",
      website: "https://www.marketplace-member.example",
      tel: "+44 20 5550 0177",
      streetAddress: "48 Commercial Road",
      city: "London",
      postalCode: "E1 1LP",
      countryId: countryId("GB"),
      vat: "GB123 4567 89",
      profile:
        "Marketplace Member Ltd trades new and used networking equipment and smartphones from its London warehouse.",
      tradingType: "new",
      status: 3,
      tier: "trusted",
      tbsCompanyId: 90_002,
      heardThrough: "TBS Mailing",
      ...stamps,
    },
  ]);
  await insertChunks(db, companyCategories, [
    { companyId: DEMO_IDS.demoTradingCompany, categoryId: 1 },
    { companyId: DEMO_IDS.demoTradingCompany, categoryId: 3 },
    { companyId: DEMO_IDS.demoTradingCompany, categoryId: 9 },
    { companyId: DEMO_IDS.marketplaceCompany, categoryId: 4 },
    { companyId: DEMO_IDS.marketplaceCompany, categoryId: 7 },
  ]);
  const account = { passwordHash, isActive: true, ...stamps };
  await insertChunks(db, contacts, [
    {
      id: DEMO_IDS.anna,
      companyId: DEMO_IDS.demoTradingCompany,
      name: "Anna Schmidt",
      email: "anna.schmidt@demo.ebm.example",
      function: "Sales Manager",
      tel: "+31 6 5550 1201",
      imName: "WhatsApp",
      imValue: "+31 6 5550 1201",
      position: 1,
      ...account,
    },
    {
      id: DEMO_IDS.lars,
      companyId: DEMO_IDS.demoTradingCompany,
      name: "Lars Becker",
      email: "lars.becker@demo.ebm.example",
      function: "Purchasing Manager",
      tel: "+31 6 5550 1202",
      position: 2,
      ...account,
    },
    {
      id: DEMO_IDS.organiser,
      companyId: DEMO_IDS.organiserCompany,
      name: "Sophie van Dijk",
      email: "organiser@demo.ebm.example",
      function: "Event Manager",
      tel: "+31 20 555 0190",
      role: "organiser",
      position: 1,
      ...account,
    },
    {
      id: DEMO_IDS.marketplace,
      companyId: DEMO_IDS.marketplaceCompany,
      name: "Oliver Bennett",
      email: "marketplace@demo.ebm.example",
      function: "Managing Director",
      tel: "+44 7700 900177",
      position: 1,
      ...account,
    },
  ]);
  // The marketplace member and the organiser are deliberately not attendees of the current edition.
  await insertChunks(db, editionContacts, [
    { editionId, contactId: DEMO_IDS.anna },
    { editionId, contactId: DEMO_IDS.lars },
  ]);
}

type CompanyRow = typeof companies.$inferInsert;
type ContactRow = typeof contacts.$inferInsert;

/** A demo company seeded after the generated ones, with its one demo account. */
interface LateDemoCompany {
  company: Omit<CompanyRow, "id" | "createdAt" | "updatedAt">;
  categoryIds: number[];
  contact: Omit<ContactRow, "id" | "companyId" | "passwordHash" | "isActive" | "createdAt" | "updatedAt">;
  /** Whether its contact attends the current edition. */
  attends: boolean;
}

/**
 * The demo companies that come after the generated ones, so the generated ids stay as they were:
 * - a second marketplace member who has not registered yet, so the registration path can be
 *   walked twice on one database;
 * - an attendee of a second full-member company with an empty schedule, so meetings and chat can
 *   be tried between two signed-in people of different companies (with Anna).
 */
export const LATE_DEMO_COMPANIES: readonly LateDemoCompany[] = [
  {
    company: {
      name: "Harbour IT Supplies Ltd",
      username: "harbour-it-supplies",
      website: "https://www.harbour-it-supplies.example",
      tel: "+353 1 555 0142",
      streetAddress: "14 Grand Canal Quay",
      city: "Dublin",
      postalCode: "D02 X576",
      countryId: countryId("IE"),
      vat: "IE6388047V",
      profile:
        "Harbour IT Supplies Ltd buys and sells refurbished laptops and servers across Ireland and the UK.",
      tradingType: "used",
      status: 3,
      tier: "trusted",
      tbsCompanyId: 90_003,
      heardThrough: "LinkedIn",
    },
    categoryIds: [1, 3],
    contact: {
      name: "Niamh Kelly",
      email: "marketplace2@demo.ebm.example",
      function: "Sales Director",
      tel: "+353 87 555 0142",
      position: 1,
    },
    attends: false,
  },
  {
    company: {
      name: "Nordic Refurb AB",
      username: "nordic-refurb",
      website: "https://www.nordic-refurb.example",
      tel: "+46 8 555 0160",
      streetAddress: "Sveavägen 44",
      city: "Stockholm",
      postalCode: "111 34",
      countryId: countryId("SE"),
      vat: "SE556677889901",
      profile:
        "Nordic Refurb AB refurbishes business laptops, desktops and monitors in Stockholm and sells graded stock to resellers across the Nordics and the Baltics.",
      industry: "Refurbishment",
      tradingType: "used",
      status: 3,
      tier: "gold",
      tbsCompanyId: 90_004,
      heardThrough: "Business Relation",
    },
    categoryIds: [1, 2],
    contact: {
      name: "Erik Lindqvist",
      email: "erik.lindqvist@demo.ebm.example",
      function: "Head of Sales",
      tel: "+46 70 555 0160",
      position: 1,
    },
    attends: true,
  },
];

/** Seeds LATE_DEMO_COMPANIES with ids from the given first ones on, in order. */
export async function seedLateDemoCompanies(
  db: DbExecutor,
  first: { companyId: number; contactId: number; editionId: number },
): Promise<void> {
  const stamps = { createdAt: CREATED_AT, updatedAt: CREATED_AT };
  const passwordHash = await demoPasswordHash();
  const rows = LATE_DEMO_COMPANIES.map((late, index) => ({
    ...late,
    companyId: first.companyId + index,
    contactId: first.contactId + index,
  }));
  await insertChunks(
    db,
    companies,
    rows.map((row) => ({ ...row.company, id: row.companyId, ...stamps })),
  );
  await insertChunks(
    db,
    companyCategories,
    rows.flatMap((row) => row.categoryIds.map((categoryId) => ({ companyId: row.companyId, categoryId }))),
  );
  await insertChunks(
    db,
    contacts,
    rows.map((row) => ({
      ...row.contact,
      id: row.contactId,
      companyId: row.companyId,
      passwordHash,
      isActive: true,
      ...stamps,
    })),
  );
  const attending = rows.filter((row) => row.attends);
  if (attending.length > 0)
    await insertChunks(
      db,
      editionContacts,
      attending.map((row) => ({ editionId: first.editionId, contactId: row.contactId })),
    );
}
