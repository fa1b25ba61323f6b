import type {
  RegistrationDetail,
  RegistrationPaymentState,
  RegistrationRow,
  RegistrationsFilter,
  RegistrationsQuery,
} from "@ebm/shared/schemas/organiser-registrations";
import type { DbExecutor } from "../../../db/client.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import { registeredMail, setPasswordMail } from "../../payments/payments.mails.ts";
import type { ActivationMails } from "../../payments/payments.service.ts";
import {
  registrationDeclinedMail,
  registrationVerifiedMail,
  verifiedRegisteredMail,
  verifiedSetPasswordMail,
} from "../../register/register.mails.ts";
import { isAttendeeEmail } from "../../register/register.service.ts";
import type { Actor } from "../audit/audit.service.ts";
import type { OrganiserDeps } from "../organiser.deps.ts";
import { registrationsCsv } from "./registrations.csv.ts";
import {
  type RegistrationListRow,
  type RegistrationStatus,
  registrationsRepository,
} from "./registrations.repository.ts";

const PAID_MAILS: ActivationMails = { setPassword: setPasswordMail, registered: registeredMail };
const VERIFIED_MAILS: ActivationMails = {
  setPassword: verifiedSetPasswordMail,
  registered: verifiedRegisteredMail,
};

/** Registrations whose attendees were made users, so there is a confirmation to send again. */
const CONFIRMED: RegistrationStatus[] = ["paid", "verified"];

const NOT_FOUND = "Registration not found.";
const NOT_AWAITING = "This registration no longer waits for verification.";
const NOTHING_TO_RESEND = "Only a paid or verified registration has a confirmation to send.";

const paymentStateOf = (state: string | null) => (state ?? "none") as RegistrationPaymentState;

const toRow = (row: RegistrationListRow): RegistrationRow => ({
  id: row.id,
  company: { id: row.companyId, name: row.companyName, country: row.country },
  isMember: row.isMember,
  status: row.status,
  attendees: row.attendees,
  totalCents: row.totalCents,
  vatCents: row.vatCents,
  paymentState: paymentStateOf(row.paymentState),
  createdAt: row.createdAt.toISOString(),
});

/** The day of `date` in the event's time zone as YYYYMMDD, for file names. */
const yyyymmdd = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    .format(date)
    .replaceAll("-", "");

/**
 * The console's registrations section: the list and one registration's details, the organisers'
 * verdict on a non-member's registration, the confirmation sent again, and the CSV export.
 */
export function registrationsConsole(deps: OrganiserDeps) {
  const { db, mail, config } = deps.infra;
  const { settings, payments, attendees: directory } = deps.services;
  const repo = registrationsRepository(db);

  /** The company's contact for this registration: its first named attendee with an address. */
  async function contactOf(tx: DbExecutor, registrationId: number) {
    const lines = await registrationsRepository(tx).attendees(registrationId);
    const contact = lines.find((a) => !a.tbd && isAttendeeEmail(a.email.trim()));
    return { contact, named: lines.length };
  }

  /** Locks the registration, or 404. */
  async function locked(tx: DbExecutor, id: number) {
    const registration = await registrationsRepository(tx).lockRegistration(id);
    if (!registration) throw notFound(NOT_FOUND);
    return registration;
  }

  return {
    /** One page of the current edition's registrations, newest first. */
    async list(query: RegistrationsQuery) {
      const { edition } = await settings.current();
      const { items, total } = await repo.page(
        edition.id,
        { q: query.q || undefined, status: query.status, member: query.member },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      );
      return { items: items.map(toRow), total, page: query.page, pageSize: query.pageSize };
    },

    async detail(id: number): Promise<RegistrationDetail> {
      const row = await repo.registration(id);
      if (!row) throw notFound(NOT_FOUND);
      const [lines, paid] = await Promise.all([repo.attendees(id), repo.payments(id)]);
      const contact = lines.find((a) => !a.tbd && isAttendeeEmail(a.email.trim()));
      return {
        id: row.id,
        status: row.status,
        isMember: row.isMember,
        createdAt: row.createdAt.toISOString(),
        company: row.company,
        attendees: lines.map((a) => ({
          id: a.id,
          name: a.name,
          email: a.email,
          function: a.function,
          tel: a.tel,
          tbd: a.tbd,
          isUser: a.contactId !== null,
        })),
        price: {
          subtotalCents: row.subtotalCents,
          vatRateBp: row.vatRateBp,
          vatCents: row.vatCents,
          totalCents: row.totalCents,
        },
        paymentState: paymentStateOf(paid[0]?.status ?? null),
        payments: paid.map((p) => ({
          ...p,
          createdAt: p.createdAt.toISOString(),
          updatedAt: p.updatedAt.toISOString(),
        })),
        review: row.reviewedAt
          ? {
              at: row.reviewedAt.toISOString(),
              by:
                row.reviewedBy === null
                  ? null
                  : { id: row.reviewedBy, name: row.reviewerName ?? `#${row.reviewedBy}` },
              reason: row.declineReason,
            }
          : null,
        contactEmail: contact?.email ?? null,
      };
    },

    /**
     * Verifies a non-member's registration: its attendees become users of the company and attend
     * the edition (each gets a mail to set a password or sign in, as after a payment), and the
     * company's contact is told, all in one transaction with the registration row locked.
     */
    async verify(actor: Actor, id: number): Promise<RegistrationDetail> {
      await db.transaction(async (tx) => {
        const registration = await locked(tx, id);
        if (registration.status !== "awaiting_verification") throw new AppError(409, NOT_AWAITING);
        await registrationsRepository(tx).review(id, {
          status: "verified",
          reviewedBy: actor.id,
          reason: null,
        });
        await payments.activateAttendees(tx, id, VERIFIED_MAILS);
        const { contact, named } = await contactOf(tx, id);
        if (contact)
          await mail.enqueue(
            tx,
            registrationVerifiedMail({
              name: contact.name,
              email: contact.email.trim().toLowerCase(),
              companyName: registration.companyName,
              attendees: named,
              config,
            }),
          );
        await deps.audit.record(tx, actor, {
          action: "registration.verify",
          objectType: "registration",
          objectId: id,
          summary: `Verified the registration #${id} of ${registration.companyName}`,
          before: { status: registration.status },
          after: { status: "verified" },
        });
      });
      mail.kick();
      // Its people now attend: the directory's cached list shows the company.
      directory.invalidate();
      return this.detail(id);
    },

    /** Declines a non-member's registration with a reason, which the company's contact is told. */
    async decline(actor: Actor, id: number, reason: string): Promise<RegistrationDetail> {
      await db.transaction(async (tx) => {
        const registration = await locked(tx, id);
        if (registration.status !== "awaiting_verification") throw new AppError(409, NOT_AWAITING);
        await registrationsRepository(tx).review(id, { status: "declined", reviewedBy: actor.id, reason });
        const { contact } = await contactOf(tx, id);
        if (contact)
          await mail.enqueue(
            tx,
            registrationDeclinedMail({
              name: contact.name,
              email: contact.email.trim().toLowerCase(),
              companyName: registration.companyName,
              reason,
              config,
            }),
          );
        await deps.audit.record(tx, actor, {
          action: "registration.decline",
          objectType: "registration",
          objectId: id,
          summary: `Declined the registration #${id} of ${registration.companyName}`,
          before: { status: registration.status, declineReason: null },
          after: { status: "declined", declineReason: reason },
        });
      });
      mail.kick();
      return this.detail(id);
    },

    /**
     * Queues the confirmation of a paid or verified registration again: each attendee's mail (a
     * fresh set-password link for those without a password), and for a verified one the contact's
     * notice too. An attendee not yet a user (added by hand since) becomes one on the way.
     */
    async resendConfirmation(actor: Actor, id: number): Promise<RegistrationDetail> {
      await db.transaction(async (tx) => {
        const registration = await locked(tx, id);
        if (!CONFIRMED.includes(registration.status)) throw new AppError(409, NOTHING_TO_RESEND);
        const verified = registration.status === "verified";
        await payments.activateAttendees(tx, id, verified ? VERIFIED_MAILS : PAID_MAILS);
        if (verified) {
          const { contact, named } = await contactOf(tx, id);
          if (contact)
            await mail.enqueue(
              tx,
              registrationVerifiedMail({
                name: contact.name,
                email: contact.email.trim().toLowerCase(),
                companyName: registration.companyName,
                attendees: named,
                config,
              }),
            );
        }
        await deps.audit.record(tx, actor, {
          action: "registration.resend",
          objectType: "registration",
          objectId: id,
          summary: `Sent the confirmation of the registration #${id} of ${registration.companyName} again`,
        });
      });
      mail.kick();
      return this.detail(id);
    },

    /** The matching registrations of the current edition as a CSV stream, and its file name. */
    async csv(filter: RegistrationsFilter, now: Date) {
      const { edition } = await settings.current();
      return {
        filename: `registrations-${yyyymmdd(now, edition.timezone)}.csv`,
        stream: registrationsCsv(repo, edition.id, {
          q: filter.q || undefined,
          status: filter.status,
          member: filter.member,
        }),
      };
    },
  };
}

export type RegistrationsConsole = ReturnType<typeof registrationsConsole>;
