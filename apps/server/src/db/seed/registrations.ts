import { HOW_HEARD_OPTIONS } from "@ebm/shared/constants";
import { type Invoice, invoiceFor, type PriceList } from "@ebm/shared/pricing";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../client.ts";
import {
  companies,
  companyCategories,
  contacts,
  countries,
  editionContacts,
  editions,
  payments,
  registrationAttendees,
  registrations,
  simulatedPayments,
} from "../schema/index.ts";
import { COUNTRY_SEEDS, type CountrySeed } from "./data/countries.ts";
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

type RegistrationRow = typeof registrations.$inferInsert;
type AttendeeRow = typeof registrationAttendees.$inferInsert;
type PaymentRow = typeof payments.$inferInsert;
type Status = RegistrationRow["status"];
type PaymentStatus = PaymentRow["status"];
type Line = Omit<AttendeeRow, "registrationId" | "id">;

/** How many registrations of companies that do not attend yet, per seed size. */
export interface WaitingRegistrationCounts {
  /** Non-members waiting for the organisers' verification. */
  awaiting: number;
  /** Non-members the organisers declined, with a reason. */
  declined: number;
  /** Members who left the checkout open. */
  pendingPayment: number;
  /** Members whose payment failed. */
  failed: number;
}

/** Registration opened in spring; most companies register in the months before the event (5 Nov). */
const OPENED = utc("2025-03-03T08:00:00Z");
const CLOSING = utc("2025-11-01T18:00:00Z");
/** The last fortnight: what still waits for the organisers or a payment was made recently. */
const RECENT = utc("2025-10-18T08:00:00Z");

const DECLINE_REASONS = [
  "We could not confirm that your company trades in IT hardware. Please send us two trade references and register again.",
];

const UTM_SOURCES = [
  { utm_source: "newsletter", utm_medium: "email", utm_campaign: "ebm-2025" },
  { utm_source: "linkedin", utm_medium: "social", utm_campaign: "ebm-2025" },
  { utm_source: "tbs", utm_medium: "banner", utm_campaign: "ebm-2025" },
];

/** First seeded marketplace id of the members who registered without attending yet. */
const FIRST_WAITING_TBS_ID = 95_001;

interface Draft {
  companyId: number;
  isMember: boolean;
  status: Status;
  createdAt: Date;
  countryId: number;
  categories: number[];
  trading: "used" | "new" | null;
  lines: Line[];
  /** Payments in the order they were made; the last decides the registration's state. */
  payments: PaymentStatus[];
  review?: { minutesLater: number; declineReason?: string };
  utm: Record<string, string> | null;
}

/** A moment between `from` and `to`, leaning towards the later end, in office hours (UTC). */
function moment(rng: Rng, from: Date, to: Date, lean = 1.6): Date {
  const share = rng.next() ** (1 / lean);
  const day = new Date(from.getTime() + Math.floor(share * (to.getTime() - from.getTime())));
  day.setUTCHours(rng.int(7, 19), rng.int(0, 59), rng.int(0, 59), 0);
  return day;
}

function utmFor(rng: Rng): Record<string, string> | null {
  return rng.chance(0.3) ? { ...rng.pick(UTM_SOURCES) } : null;
}

/** A hex tail for a username, as the register flow makes one, drawn from the seed's own stream. */
function hexTail(rng: Rng): string {
  let out = "";
  for (let i = 0; i < 8; i++) out += rng.int(0, 15).toString(16);
  return out;
}

/**
 * The registrations of the current edition as the app would have written them:
 * - every attending company has one, members `paid` (with the simulated provider's paid payment,
 *   now and then after a failed attempt), non-members `verified` by the organiser; its attendee
 *   lines are the company's attending contacts;
 * - new companies that do not attend yet: non-members waiting for verification (and one declined),
 *   members with an open or a failed payment. Their lines have no contact, as before activation.
 * Amounts come from `invoiceFor` with the edition's prices and the company's country. Ids follow the
 * order in which the registrations were made.
 */
export async function seedRegistrations(
  db: DbExecutor,
  opts: {
    editionId: number;
    /** The organiser who reviewed the non-member registrations. */
    reviewerId: number;
    /** Id of the first new company (after all companies seeded so far). */
    firstCompanyId: number;
    waiting: WaitingRegistrationCounts;
    names: NameBook;
    emails: EmailBook;
  },
): Promise<void> {
  const rng = new Rng(SEEDS.registrations);
  const [edition] = await db.select().from(editions).where(eq(editions.id, opts.editionId));
  if (!edition) throw new Error(`Seed: edition ${opts.editionId} is missing`);
  const prices: PriceList = {
    memberCents: edition.memberPriceCents,
    nonMemberFirstCents: edition.nonMemberFirstPriceCents,
    membershipCents: edition.membershipPriceCents,
    charityPerAttendeeCents: edition.charityPerAttendeeCents,
  };
  const vatRows = await db
    .select({ id: countries.id, vatRateBp: countries.vatRateBp, reverseCharge: countries.reverseCharge })
    .from(countries);
  const vatOf = new Map(vatRows.map((row) => [row.id, row]));

  const drafts = [
    ...(await attendingDrafts(db, rng, opts.editionId)),
    ...(await waitingDrafts(db, rng, opts)),
  ];
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.companyId - b.companyId);

  const registrationRows: RegistrationRow[] = [];
  const attendeeRows: AttendeeRow[] = [];
  const paymentRows: PaymentRow[] = [];
  const simulatedRows: (typeof simulatedPayments.$inferInsert)[] = [];
  drafts.forEach((draft, index) => {
    const id = index + 1;
    const country = vatOf.get(draft.countryId);
    if (!country) throw new Error(`Seed: country ${draft.countryId} is missing`);
    const invoice: Invoice = invoiceFor({
      isMember: draft.isMember,
      attendees: draft.lines.length,
      country,
      prices,
    });
    let updatedAt = draft.createdAt;
    let paidAt = addMinutes(draft.createdAt, rng.int(2, 9));
    draft.payments.forEach((status, attempt) => {
      const paymentId = paymentRows.length + 1;
      const providerPaymentId = `sim_seed${String(paymentId).padStart(6, "0")}`;
      const createdAt =
        attempt === 0 ? addMinutes(draft.createdAt, 1) : addMinutes(paidAt, rng.int(30, 2 * 24 * 60));
      const settledAt = status === "open" ? createdAt : addMinutes(createdAt, rng.int(1, 6));
      paidAt = settledAt;
      updatedAt = settledAt;
      paymentRows.push({
        id: paymentId,
        registrationId: id,
        provider: "simulated",
        providerPaymentId,
        status,
        amountCents: invoice.totalCents,
        currency: "EUR",
        checkoutUrl: `/payment/checkout/${providerPaymentId}`,
        createdAt,
        updatedAt: settledAt,
      });
      simulatedRows.push({
        id: providerPaymentId,
        amountCents: invoice.totalCents,
        description: `European Broker Meeting registration ${id}`,
        redirectUrl: `/payment/return?registration=${id}`,
        metadata: { registrationId: String(id) },
        status,
        createdAt,
        updatedAt: settledAt,
      });
    });
    const reviewedAt = draft.review ? addMinutes(draft.createdAt, draft.review.minutesLater) : null;
    if (reviewedAt) updatedAt = reviewedAt;
    registrationRows.push({
      id,
      editionId: opts.editionId,
      companyId: draft.companyId,
      isMember: draft.isMember,
      status: draft.status,
      reviewedAt,
      reviewedBy: reviewedAt ? opts.reviewerId : null,
      declineReason: draft.review?.declineReason ?? null,
      categories: draft.categories,
      trading: draft.trading,
      utmParams: draft.utm,
      refParams: null,
      subtotalCents: invoice.subtotalCents,
      vatCents: invoice.vatCents,
      totalCents: invoice.totalCents,
      vatRateBp: invoice.vatRateBp,
      createdAt: draft.createdAt,
      updatedAt,
    });
    for (const line of draft.lines)
      attendeeRows.push({ id: attendeeRows.length + 1, registrationId: id, ...line });
  });

  await insertChunks(db, registrations, registrationRows);
  await insertChunks(db, registrationAttendees, attendeeRows);
  await insertChunks(db, simulatedPayments, simulatedRows);
  await insertChunks(db, payments, paymentRows);
}

/** One registration per attending company, its lines the company's attending contacts. */
async function attendingDrafts(db: DbExecutor, rng: Rng, editionId: number): Promise<Draft[]> {
  const people = await db
    .select({
      contactId: contacts.id,
      name: contacts.name,
      function: contacts.function,
      email: contacts.email,
      tel: contacts.tel,
      companyId: companies.id,
      countryId: companies.countryId,
      tbsCompanyId: companies.tbsCompanyId,
      trading: companies.tradingType,
    })
    .from(editionContacts)
    .innerJoin(contacts, eq(contacts.id, editionContacts.contactId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(eq(editionContacts.editionId, editionId))
    .orderBy(asc(companies.id), asc(contacts.position), asc(contacts.id));
  const companyIds = [...new Set(people.map((person) => person.companyId))];
  const categoryRows =
    companyIds.length === 0
      ? []
      : await db
          .select()
          .from(companyCategories)
          .where(inArray(companyCategories.companyId, companyIds))
          .orderBy(asc(companyCategories.companyId), asc(companyCategories.categoryId));
  const categoriesOf = new Map<number, number[]>();
  for (const row of categoryRows)
    categoriesOf.set(row.companyId, [...(categoriesOf.get(row.companyId) ?? []), row.categoryId]);

  const byCompany = new Map<number, Draft>();
  for (const person of people) {
    let draft = byCompany.get(person.companyId);
    if (!draft) {
      const isMember = person.tbsCompanyId !== null;
      const createdAt = moment(rng, OPENED, CLOSING);
      draft = {
        companyId: person.companyId,
        isMember,
        status: isMember ? "paid" : "verified",
        createdAt,
        countryId: person.countryId,
        categories: categoriesOf.get(person.companyId) ?? [],
        trading: person.trading,
        lines: [],
        // Members pay at once; now and then a first attempt fails and they pay a little later.
        payments: isMember ? (rng.chance(0.05) ? ["failed", "paid"] : ["paid"]) : [],
        // Non-members: the organisers verify within a few working days.
        review: isMember ? undefined : { minutesLater: rng.int(2 * 60, 5 * 24 * 60) },
        utm: utmFor(rng),
      };
      byCompany.set(person.companyId, draft);
    }
    draft.lines.push({
      contactId: person.contactId,
      name: person.name,
      function: person.function,
      email: person.email,
      tel: person.tel,
      tbd: false,
    });
  }
  return [...byCompany.values()];
}

/**
 * New companies that registered but do not attend: non-members as the register flow creates them
 * (status 1, no contacts until verification), members as their first sign-in at the marketplace
 * created them (username `tbs-<id>`, status 1). Inserted here; their registrations returned.
 */
async function waitingDrafts(
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
