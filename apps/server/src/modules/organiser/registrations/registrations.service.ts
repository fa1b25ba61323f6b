import type {
  RegistrationDetail,
  RegistrationPaymentState,
  RegistrationRow,
  RegistrationsFilter,
  RegistrationsQuery,
} from "@ebm/shared/schemas/organiser-registrations";
import type { Config } from "../../../config.ts";
import type { Db, DbExecutor, Tx } from "../../../db/client.ts";
import { compactLocalDate } from "../../../lib/dates.ts";
import { AppError, assertOr, notFound } from "../../../lib/errors.ts";
import type { MailService, OutgoingMail } from "../../../plugins/mail.ts";
import type { AttendeesService } from "../../directory/index.ts";
import type { PaymentsService } from "../../payments/index.ts";
import { PAID_MAILS } from "../../payments/index.ts";
import {
  isAttendeeEmail,
  registrationDeclinedMail,
  registrationVerifiedMail,
  VERIFIED_MAILS,
} from "../../register/index.ts";
import type { SettingsService } from "../../settings/index.ts";
import type { Actor, AuditRecord, AuditService } from "../audit/audit.service.ts";
import { registrationsCsv } from "./registrations.csv.ts";
import {
  type RegistrationListRow,
  type RegistrationStatus,
  type RegistrationsRepository,
  registrationsRepository,
} from "./registrations.repository.ts";

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

/** What the section uses: nothing more is handed to it. */
export interface RegistrationsConsoleDeps {
  db: Db;
  mail: Pick<MailService, "enqueue" | "kick">;
  config: Config;
  settings: Pick<SettingsService, "current">;
  payments: Pick<PaymentsService, "activateAttendees">;
  /** The directory's cached list: a verified company joins it. */
  directory: Pick<AttendeesService, "invalidate">;
  audit: AuditService;
}

/**
 * The console's registrations section: the list and one registration's details, the organisers'
 * verdict on a non-member's registration, the confirmation sent again, and the CSV export.
 */
export function registrationsConsole(deps: RegistrationsConsoleDeps) {
  const { db, mail, config, settings, payments, directory } = deps;
  const repo = registrationsRepository(db);

  /** The company's contact among a registration's attendees: the first named one with an address. */
  const contactAmong = <T extends { tbd: boolean; email: string }>(lines: T[]) =>
    lines.find((a) => !a.tbd && isAttendeeEmail(a.email.trim()));

  type Locked = NonNullable<Awaited<ReturnType<RegistrationsRepository["lockRegistration"]>>>;

  /**
   * One organiser action on a registration: `act` runs in one transaction with the registration's
   * row locked (404 when there is none) and writes the audit entry it returns; then the mails it
   * queued go out and the answer is the registration as it now is.
   */
  async function change(
    actor: Actor,
    id: number,
    act: (tx: Tx, registration: Locked) => Promise<Omit<AuditRecord, "objectType" | "objectId">>,
  ): Promise<RegistrationDetail> {
    await db.transaction(async (tx) => {
      const registration = await registrationsRepository(tx).lockRegistration(id);
      if (!registration) throw notFound(NOT_FOUND);
      const entry = await act(tx, registration);
      await deps.audit.record(tx, actor, { ...entry, objectType: "registration", objectId: id });
    });
    mail.kick();
    return detail(id);
  }

  /** Records the organisers' verdict on a registration that awaits verification; 409 for any other. */
  async function review(
    tx: DbExecutor,
    registration: Locked,
    verdict: Parameters<RegistrationsRepository["review"]>[1],
  ) {
    assertOr(registration.status === "awaiting_verification", new AppError(409, NOT_AWAITING));
    await registrationsRepository(tx).review(registration.id, verdict);
  }

  /**
   * Queues a mail to the company's contact, when the registration names one; `write` gets the
   * contact and how many attendees the registration names.
   */
  async function tellContact(
    tx: DbExecutor,
    registration: Locked,
    write: (contact: { name: string; email: string }, named: number) => OutgoingMail,
  ) {
    const lines = await registrationsRepository(tx).attendees(registration.id);
    const contact = contactAmong(lines);
    if (contact)
      await mail.enqueue(
        tx,
        write({ name: contact.name, email: contact.email.trim().toLowerCase() }, lines.length),
      );
  }

  /** The contact's notice that the organisers verified the registration. */
  const tellVerified = (tx: DbExecutor, registration: Locked) =>
    tellContact(tx, registration, (contact, named) =>
      registrationVerifiedMail({
        ...contact,
        companyName: registration.companyName,
        attendees: named,
        config,
      }),
    );

  /** One registration with its company, attendees, price, payments and review. */
  async function detail(id: number): Promise<RegistrationDetail> {
    const row = await repo.registration(id);
    if (!row) throw notFound(NOT_FOUND);
    const [lines, paid] = await Promise.all([repo.attendees(id), repo.payments(id)]);
    const contact = contactAmong(lines);
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

    detail,

    /**
     * Verifies a non-member's registration: its attendees become users of the company and attend
     * the edition (each gets a mail to set a password or sign in, as after a payment), and the
     * company's contact is told, all in one transaction with the registration row locked.
     */
    async verify(actor: Actor, id: number): Promise<RegistrationDetail> {
      const answer = await change(actor, id, async (tx, registration) => {
        await review(tx, registration, { status: "verified", reviewedBy: actor.id, reason: null });
        await payments.activateAttendees(tx, id, VERIFIED_MAILS);
        await tellVerified(tx, registration);
        return {
          action: "registration.verify",
          summary: `Verified the registration #${id} of ${registration.companyName}`,
          before: { status: registration.status },
          after: { status: "verified" },
        };
      });
      // Its people now attend: the directory's cached list shows the company.
      directory.invalidate();
      return answer;
    },

    /** Declines a non-member's registration with a reason, which the company's contact is told. */
    decline: (actor: Actor, id: number, reason: string) =>
      change(actor, id, async (tx, registration) => {
        await review(tx, registration, { status: "declined", reviewedBy: actor.id, reason });
        await tellContact(tx, registration, (contact) =>
          registrationDeclinedMail({ ...contact, companyName: registration.companyName, reason, config }),
        );
        return {
          action: "registration.decline",
          summary: `Declined the registration #${id} of ${registration.companyName}`,
          before: { status: registration.status, declineReason: null },
          after: { status: "declined", declineReason: reason },
        };
      }),

    /**
     * Queues the confirmation of a paid or verified registration again: each attendee's mail (a
     * fresh set-password link for those without a password), and for a verified one the contact's
     * notice too. An attendee not yet a user (added by hand since) becomes one on the way.
     */
    resendConfirmation: (actor: Actor, id: number) =>
      change(actor, id, async (tx, registration) => {
        assertOr(CONFIRMED.includes(registration.status), new AppError(409, NOTHING_TO_RESEND));
        const verified = registration.status === "verified";
        await payments.activateAttendees(tx, id, verified ? VERIFIED_MAILS : PAID_MAILS);
        if (verified) await tellVerified(tx, registration);
        return {
          action: "registration.resend",
          summary: `Sent the confirmation of the registration #${id} of ${registration.companyName} again`,
        };
      }),

    /** The matching registrations of the current edition as a CSV stream, and its file name. */
    async csv(filter: RegistrationsFilter, now: Date) {
      const { edition } = await settings.current();
      return {
        filename: `registrations-${compactLocalDate(now, edition.timezone)}.csv`,
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
