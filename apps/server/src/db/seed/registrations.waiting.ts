import { HOW_HEARD_OPTIONS } from "@ebm/shared/constants";
import type { DbExecutor } from "../client.ts";
import { companies, companyCategories } from "../schema/index.ts";
import { COUNTRY_SEEDS, type CountrySeed } from "./data/countries.ts";
import {
  companyProfile,
  type EmailBook,
  jobFunctions,
  type NameBook,
  personName,
  streetAddress,
} from "./people.ts";
import type { Rng } from "./random.ts";
import {
  CLOSING,
  type Draft,
  type Line,
  moment,
  type PaymentStatus,
  RECENT,
  type Status,
  utmFor,
  type WaitingRegistrationCounts,
} from "./registrations.drafts.ts";
import { insertChunks, utc } from "./util.ts";

const DECLINE_REASONS = [
  "We could not confirm that your company trades in IT hardware. Please send us two trade references and register again.",
];

/** First seeded marketplace id of the members who registered without attending yet. */
const FIRST_WAITING_TBS_ID = 95_001;

/** A hex tail for a username, as the register flow makes one, drawn from the seed's own stream. */
function hexTail(rng: Rng): string {
  let out = "";
  for (let i = 0; i < 8; i++) out += rng.int(0, 15).toString(16);
  return out;
}

/**
 * New companies that registered but do not attend: non-members as the register flow creates them
 * (status 1, no contacts until verification), members as their first sign-in at the marketplace
 * created them (username `tbs-<id>`, status 1). Inserted here; their registrations returned.
 */
export async function waitingDrafts(
  db: DbExecutor,
  rng: Rng,
  opts: { firstCompanyId: number; waiting: WaitingRegistrationCounts; names: NameBook; emails: EmailBook },
): Promise<Draft[]> {
  const kinds: { status: Status; isMember: boolean; payment?: PaymentStatus; declined?: boolean }[] = [
    ...Array.from({ length: opts.waiting.awaiting }, () => ({
      status: "awaiting_verification" as const,
      isMember: false,
    })),
    ...Array.from({ length: opts.waiting.declined }, () => ({
      status: "declined" as const,
      isMember: false,
      declined: true,
    })),
    ...Array.from({ length: opts.waiting.pendingPayment }, () => ({
      status: "pending_payment" as const,
      isMember: true,
      payment: "open" as const,
    })),
    ...Array.from({ length: opts.waiting.failed }, () => ({
      status: "failed" as const,
      isMember: true,
      payment: "failed" as const,
    })),
  ];
  const europe = COUNTRY_SEEDS.filter(
    (country) => country.eu || country.iso2 === "GB" || country.iso2 === "CH",
  );
  const companyRows: (typeof companies.$inferInsert)[] = [];
  const categoryRows: (typeof companyCategories.$inferInsert)[] = [];
  const drafts: Draft[] = [];
  kinds.forEach((kind, index) => {
    const companyId = opts.firstCompanyId + index;
    const country: CountrySeed = rng.pick(europe);
    const city = rng.pick(country.cities);
    const { baseName, slug } = opts.names.make(rng, country, city);
    const name = `${baseName} ${rng.pick(country.legalSuffixes)}`;
    const trading = rng.chance(0.7) ? ("used" as const) : ("new" as const);
    const categories = rng.sample([1, 2, 3, 4, 7, 9], rng.int(1, 3)).sort((a, b) => a - b);
    const createdAt = kind.declined
      ? moment(rng, utc("2025-09-01T08:00:00Z"), RECENT)
      : moment(rng, RECENT, CLOSING);
    const street = streetAddress(rng, country);
    const postalCode = rng.fill(country.postalPattern);
    const tbsCompanyId = kind.isMember ? FIRST_WAITING_TBS_ID + index : null;
    companyRows.push({
      id: companyId,
      name,
      // Members: as the first sign-in at the marketplace stores the company; non-members: as the wizard sends it.
      username: kind.isMember ? `tbs-${tbsCompanyId}` : `${slug}-${hexTail(rng)}`,
      website: `https://www.${slug}.example`,
      tel: rng.fill(country.telPattern),
      streetAddress: kind.isMember ? street : `${street}, ${postalCode} ${city}`,
      city,
      postalCode,
      countryId: country.id,
      vat: rng.fill(country.vatPattern),
      profile: companyProfile(rng, {
        name,
        city,
        country: country.name,
        categoryIds: categories,
        tradingType: trading,
      }),
      tradingType: trading,
      heardThrough: rng.pick(HOW_HEARD_OPTIONS),
      status: 1,
      tbsCompanyId,
      createdAt,
      updatedAt: createdAt,
    });
    for (const categoryId of categories) categoryRows.push({ companyId, categoryId });

    const count = rng.weighted([
      [1, 40],
      [2, 40],
      [3, 20],
    ] as const);
    const functions = jobFunctions(rng, count);
    const lines: Line[] = [];
    for (let position = 0; position < count; position++) {
      // A second or third place is sometimes left "to be decided", as the wizard allows.
      if (position > 0 && rng.chance(0.2)) {
        lines.push({ contactId: null, name: "TBD", function: "-", email: "-", tel: "-", tbd: true });
        continue;
      }
      const person = personName(rng, country);
      lines.push({
        contactId: null,
        name: `${person.given} ${person.family}`,
        function: functions[position] ?? "Sales Manager",
        email: opts.emails.make(person.given, person.family, `${slug}.example`),
        tel: rng.fill(country.telPattern),
        tbd: false,
      });
    }
    drafts.push({
      companyId,
      isMember: kind.isMember,
      status: kind.status,
      createdAt,
      countryId: country.id,
      categories,
      trading,
      lines,
      payments: kind.payment ? [kind.payment] : [],
      review: kind.declined
        ? { minutesLater: rng.int(24 * 60, 4 * 24 * 60), declineReason: rng.pick(DECLINE_REASONS) }
        : undefined,
      utm: utmFor(rng),
    });
  });
  await insertChunks(db, companies, companyRows);
  await insertChunks(db, companyCategories, categoryRows);
  return drafts;
}
