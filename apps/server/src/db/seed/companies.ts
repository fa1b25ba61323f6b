import { HOW_HEARD_OPTIONS } from "@ebm/shared/constants";
import type { DbExecutor } from "../client.ts";
import { companies, companyCategories, contacts, editionContacts } from "../schema/index.ts";
import { COUNTRY_SEEDS, type CountrySeed } from "./data/countries.ts";
import { INDUSTRIES } from "./data/trade.ts";
import {
  companyProfile,
  type EmailBook,
  jobFunctions,
  type NameBook,
  personName,
  streetAddress,
} from "./people.ts";
import { Rng, SEEDS } from "./random.ts";
import { addMinutes, insertChunks, utc } from "./util.ts";

type CompanyRow = typeof companies.$inferInsert;
type ContactRow = typeof contacts.$inferInsert;
type Tier = NonNullable<CompanyRow["tier"]>;

/** A seeded attendee: what the scheduler and chat demo need to pick partners. */
export interface SeededAttendee {
  id: number;
  companyId: number;
  name: string;
  fullMember: boolean;
}

export interface AttendeeCompaniesResult {
  companyCount: number;
  attendees: SeededAttendee[];
}

const CONTACTS_PER_COMPANY = [
  [1, 10],
  [2, 25],
  [3, 30],
  [4, 20],
  [5, 10],
  [6, 5],
] as const;

/** Favoured categories of the trade: PCs, servers, networking and components are the big ones. */
const CATEGORY_WEIGHTS = [
  [1, 30],
  [2, 8],
  [3, 25],
  [4, 20],
  [5, 4],
  [6, 6],
  [7, 14],
  [8, 5],
  [9, 22],
] as const;

/** Tiers among full members, so that overall about 5% diamond, 12% gold and 25% trusted. */
const MEMBER_TIERS: readonly (readonly [Tier, number])[] = [
  ["diamond", 6],
  ["gold", 14],
  ["trusted", 29],
  ["regular", 51],
];

const HEARD_WEIGHTS = HOW_HEARD_OPTIONS.map(
  (option, index) => [option, [30, 5, 15, 25, 12, 8, 5][index] ?? 5] as const,
);

const SEEDED_SINCE = utc("2024-11-15T09:00:00Z");

/** Every country appears once when there is room, the rest follow the countries' weights. */
function countryPlan(rng: Rng, count: number): CountrySeed[] {
  const weighted = COUNTRY_SEEDS.map((country) => [country, country.weight] as const);
  const plan: CountrySeed[] = count >= COUNTRY_SEEDS.length * 3 ? [...COUNTRY_SEEDS] : [];
  while (plan.length < count) plan.push(rng.weighted(weighted));
  return rng.shuffle(plan);
}

function pickCategories(rng: Rng): number[] {
  const count = rng.weighted([
    [1, 40],
    [2, 40],
    [3, 20],
  ] as const);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(rng.weighted(CATEGORY_WEIGHTS));
  return [...chosen];
}

/**
 * Generates `count` attending companies with their contacts, starting at the given ids, and inserts
 * them. All their contacts attend the current edition.
 */
export async function seedAttendeeCompanies(
  db: DbExecutor,
  opts: {
    count: number;
    firstCompanyId: number;
    firstContactId: number;
    editionId: number;
    names: NameBook;
    emails: EmailBook;
  },
): Promise<AttendeeCompaniesResult> {
  const rng = new Rng(SEEDS.companies);
  const people = new Rng(SEEDS.contacts);
  const companyRows: CompanyRow[] = [];
  const categoryRows: (typeof companyCategories.$inferInsert)[] = [];
  const contactRows: ContactRow[] = [];
  const attendees: SeededAttendee[] = [];
  let contactId = opts.firstContactId;

  countryPlan(rng, opts.count).forEach((country, index) => {
    const companyId = opts.firstCompanyId + index;
    const city = rng.pick(country.cities);
    const { baseName, slug } = opts.names.make(rng, country, city);
    const name = `${baseName} ${rng.pick(country.legalSuffixes)}`;
    const isMember = rng.chance(0.8);
    const status = isMember || rng.chance(0.25) ? 3 : rng.pick([1, 2]);
    const tier: Tier = status === 3 ? rng.weighted(MEMBER_TIERS) : "regular";
    const tradingType = rng.chance(0.7) ? "used" : "new";
    const categoryIds = pickCategories(rng);
    const createdAt = addMinutes(SEEDED_SINCE, rng.int(0, 300 * 24 * 60));
    companyRows.push({
      id: companyId,
      name,
      username: slug,
      website: `https://www.${slug}.example`,
      tel: rng.fill(country.telPattern),
      streetAddress: streetAddress(rng, country),
      city,
      postalCode: rng.fill(country.postalPattern),
      countryId: country.id,
      vat: rng.fill(country.vatPattern),
      profile: companyProfile(rng, { name, city, country: country.name, categoryIds, tradingType }),
      industry: rng.chance(0.15) ? rng.pick(INDUSTRIES) : null,
      tradingType,
      status,
      tier,
      tbsCompanyId: isMember ? 100_000 + index * 3 + rng.int(0, 2) : null,
      heardThrough: rng.weighted(HEARD_WEIGHTS),
      createdAt,
      updatedAt: createdAt,
    });
    for (const categoryId of categoryIds) categoryRows.push({ companyId, categoryId });

    const contactCount = people.weighted(CONTACTS_PER_COMPANY);
    const functions = jobFunctions(people, contactCount);
    const usedNames = new Set<string>();
    for (let position = 1; position <= contactCount; position++) {
      let person = personName(people, country);
      while (usedNames.has(`${person.given} ${person.family}`)) person = personName(people, country);
      const fullName = `${person.given} ${person.family}`;
      usedNames.add(fullName);
      const tel = people.fill(country.telPattern);
      const im = people.chance(0.3) ? people.pick(["WhatsApp", "Skype", "Microsoft Teams", "WeChat"]) : null;
      contactRows.push({
        id: contactId,
        companyId,
        name: fullName,
        email: opts.emails.make(person.given, person.family, `${slug}.example`),
        function: functions[position - 1] ?? "Sales Manager",
        tel,
        imName: im,
        imValue: im === null ? null : im === "WhatsApp" ? tel : `${slug}.${position}`,
        position,
        createdAt,
        updatedAt: createdAt,
      });
      attendees.push({ id: contactId, companyId, name: fullName, fullMember: status === 3 });
      contactId++;
    }
  });

  await insertChunks(db, companies, companyRows);
  await insertChunks(db, companyCategories, categoryRows);
  await insertChunks(db, contacts, contactRows);
  await insertChunks(
    db,
    editionContacts,
    attendees.map((attendee) => ({ editionId: opts.editionId, contactId: attendee.id })),
  );
  return { companyCount: companyRows.length, attendees };
}
