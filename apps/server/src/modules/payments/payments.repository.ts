import type { PaymentStatus } from "@ebm/shared/schemas/register";
import { and, asc, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import {
  contacts,
  editionContacts,
  payments,
  registrationAttendees,
  registrations,
} from "../../db/schema/index.ts";

export type RegistrationStatus = (typeof registrations.$inferSelect)["status"];

/** Payments, their registrations, and the attendee activation a paid registration triggers. */
export function paymentsRepository(db: DbExecutor) {
  return {
    async registration(id: number) {
      const [row] = await db
        .select({
          id: registrations.id,
          editionId: registrations.editionId,
          companyId: registrations.companyId,
          status: registrations.status,
          totalCents: registrations.totalCents,
        })
        .from(registrations)
        .where(eq(registrations.id, id));
      return row;
    },

    async insertPayment(values: typeof payments.$inferInsert) {
      await db.insert(payments).values(values);
    },

    async paymentByProviderId(provider: "simulated" | "mollie", providerPaymentId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
      return row;
    },

    /** The payment whose return address carries the key (each checkout has its own). */
    async paymentByReturnKey(registrationId: number, returnKeyHash: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.registrationId, registrationId), eq(payments.returnKeyHash, returnKeyHash)));
      return row;
    },

    /**
     * Moves a payment to `status` unless it is there already or was paid (paid is final). The row
     * lock of the UPDATE makes concurrent callers queue; each re-checks the condition after the one
     * before it committed, so exactly one of them gets the row back.
     */
    async transitionPayment(id: number, status: PaymentStatus) {
      const [row] = await db
        .update(payments)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(payments.id, id), ne(payments.status, status), ne(payments.status, "paid")))
        .returning({ id: payments.id, registrationId: payments.registrationId });
      return row;
    },

    /** A paid or verified registration stays so; anything else follows its latest payment. */
    async setRegistrationStatus(id: number, status: RegistrationStatus) {
      const [row] = await db
        .update(registrations)
        .set({ status, updatedAt: sql`now()` })
        .where(
          and(
            eq(registrations.id, id),
            ne(registrations.status, status),
            sql`${registrations.status} not in ('paid', 'verified')`,
          ),
        )
        .returning({ id: registrations.id });
      return row;
    },

    async attendeesOf(registrationId: number) {
      return db
        .select()
        .from(registrationAttendees)
        .where(eq(registrationAttendees.registrationId, registrationId))
        .orderBy(asc(registrationAttendees.id));
    },

    async contactsByEmail(emails: string[]) {
      if (emails.length === 0) return [];
      return db
        .select({
          id: contacts.id,
          companyId: contacts.companyId,
          email: contacts.email,
          name: contacts.name,
          passwordHash: contacts.passwordHash,
        })
        .from(contacts)
        .where(inArray(contacts.email, emails));
    },

    async nextPositionIn(companyId: number) {
      const [row] = await db
        .select({ last: max(contacts.position) })
        .from(contacts)
        .where(eq(contacts.companyId, companyId));
      return (row?.last ?? 0) + 1;
    },

    /** Undefined when another company's contact took the address in the meantime. */
    async insertContact(values: typeof contacts.$inferInsert) {
      const [row] = await db
        .insert(contacts)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: contacts.id });
      return row;
    },

    async linkAttendee(attendeeId: number, contactId: number) {
      await db
        .update(registrationAttendees)
        .set({ contactId })
        .where(eq(registrationAttendees.id, attendeeId));
    },

    async addToEdition(editionId: number, contactId: number) {
      await db.insert(editionContacts).values({ editionId, contactId }).onConflictDoNothing();
    },
  };
}
