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
import type { EmailBook, NameBook } from "./people.ts";
import { Rng, SEEDS } from "./random.ts";
import {
  type AttendeeRow,
  CLOSING,
  type Draft,
  moment,
  OPENED,
  type PaymentRow,
  type RegistrationRow,
  utmFor,
  type WaitingRegistrationCounts,
} from "./registrations.drafts.ts";
import { waitingDrafts } from "./registrations.waiting.ts";
import { addMinutes, insertChunks } from "./util.ts";

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
