import type { SimulatedOutcome } from "@ebm/shared/schemas/payments";
import type { PaymentStatus } from "@ebm/shared/schemas/register";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError, assertOr, badRequest, notFound } from "../../lib/errors.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import type { MailService } from "../../plugins/mail.ts";
import type { PaymentProvider, simulatedProvider } from "../../plugins/payment-providers.ts";
import { registeredMail, SET_PASSWORD_DAYS, setPasswordMail } from "./payments.mails.ts";
import { paymentsRepository, type RegistrationStatus } from "./payments.repository.ts";

export interface PaymentsService {
  /** Starts paying a registration's stored total (never an amount from a client); returns the checkout. */
  startCheckout(registrationId: number): Promise<{ checkoutUrl: string }>;
  /**
   * Reads the payment's true state from the provider and applies it once: the webhook's work. An id
   * the app did not create is ignored.
   */
  sync(providerPaymentId: string): Promise<"unknown" | "unchanged" | "changed">;
  /** The state of the payment a return address names; 404 for a wrong key or registration alike. */
  statusFor(
    registrationId: number,
    key: string,
  ): Promise<{
    registrationId: number;
    paymentStatus: PaymentStatus;
    registrationStatus: RegistrationStatus;
    amountCents: number;
    currency: string;
  }>;
  /**
   * Makes the named attendees of a paid or verified registration users of its company for the
   * edition, in `tx`, with one mail each (a set-password link, or a note to sign in as before);
   * `mails` words them for the occasion (paid by default). Run again, it only sends the mails again.
   */
  activateAttendees(tx: Tx, registrationId: number, mails?: ActivationMails): Promise<void>;
  /** The simulated provider when it is the configured one. */
  simulated?: ReturnType<typeof simulatedProvider>;
}

/** The two mails of an attendee's activation: without a password yet, and with one. */
export interface ActivationMails {
  setPassword: typeof setPasswordMail;
  registered: typeof registeredMail;
}

const PAID_MAILS: ActivationMails = { setPassword: setPasswordMail, registered: registeredMail };

const REGISTRATION_STATUS: Record<Exclude<PaymentStatus, "open">, RegistrationStatus> = {
  paid: "paid",
  failed: "failed",
  canceled: "cancelled",
  expired: "cancelled",
};

const PAYABLE: RegistrationStatus[] = ["pending_payment", "failed", "cancelled"];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Mollie refuses webhook addresses it cannot reach; locally the return page asks instead. */
const isLocal = (url: string) => /^https?:\/\/(localhost|127\.|\[::1\])/i.test(url);

export function paymentsService(deps: {
  db: Db;
  provider: PaymentProvider;
  mail: MailService;
  config: Config;
  log: FastifyBaseLogger;
  /** The auth module's "set your password" link for a new attendee, in the activation's transaction. */
  issueResetToken: (tx: Tx, contactId: number, expiresAt: Date) => Promise<string>;
}): PaymentsService {
  const { db, provider, mail, config, log } = deps;
  const repo = paymentsRepository(db);

  /**
   * Makes every named attendee of a paid registration a user of its company for the edition, with
   * one mail each: a link to set a password, or a note to sign in as before.
   */
  async function activateAttendees(tx: Tx, registrationId: number, mails: ActivationMails = PAID_MAILS) {
    const txRepo = paymentsRepository(tx);
    const registration = await txRepo.registration(registrationId);
    if (!registration) return;
    const attendees = (await txRepo.attendeesOf(registrationId))
      .map((a) => ({ ...a, email: a.email.trim().toLowerCase() }))
      .filter((a) => !a.tbd && EMAIL.test(a.email));
    const known = new Map(
      (await txRepo.contactsByEmail(attendees.map((a) => a.email))).map((c) => [c.email, c]),
    );
    let position = await txRepo.nextPositionIn(registration.companyId);
    const now = new Date();
    const mailed = new Set<string>();
    for (const attendee of attendees) {
      let contact = known.get(attendee.email);
      if (contact && contact.companyId !== registration.companyId) {
        // An address is one person of one company; the organisers settle a move between companies.
        log.warn({ registrationId, attendeeId: attendee.id }, "attendee e-mail belongs to another company");
        continue;
      }
      if (!contact) {
        const inserted = await txRepo.insertContact({
          companyId: registration.companyId,
          name: attendee.name,
          email: attendee.email,
          function: attendee.function,
          tel: attendee.tel,
          position: position++,
        });
        if (!inserted) {
          log.warn({ registrationId, attendeeId: attendee.id }, "attendee e-mail taken meanwhile");
          continue;
        }
        contact = {
          ...inserted,
          companyId: registration.companyId,
          email: attendee.email,
          name: attendee.name,
          passwordHash: null,
        };
        known.set(attendee.email, contact);
      }
      await txRepo.linkAttendee(attendee.id, contact.id);
      await txRepo.addToEdition(registration.editionId, contact.id);
      if (mailed.has(attendee.email)) continue;
      mailed.add(attendee.email);
      if (contact.passwordHash) {
        await mail.enqueue(tx, mails.registered({ name: attendee.name, email: attendee.email, config }));
        continue;
      }
      const token = await deps.issueResetToken(
        tx,
        contact.id,
        new Date(now.getTime() + SET_PASSWORD_DAYS * 86_400_000),
      );
      await mail.enqueue(
        tx,
        mails.setPassword({ name: attendee.name, email: attendee.email, token, config }),
      );
    }
  }

  const service: PaymentsService = {
    activateAttendees,

    async startCheckout(registrationId) {
      const registration = await repo.registration(registrationId);
      assertOr(registration, notFound("Registration not found."));
      assertOr(PAYABLE.includes(registration.status), badRequest("This registration has nothing to pay."));
      assertOr(registration.totalCents > 0, badRequest("This registration has nothing to pay."));
      const key = newToken();
      const created = await provider.createPayment({
        amountCents: registration.totalCents,
        description: `European Broker Meeting registration ${registrationId}`,
        redirectUrl: `${config.publicUrl}/payment/return?registration=${registrationId}&key=${key}`,
        webhookUrl:
          provider.name === "mollie" && isLocal(config.publicUrl)
            ? undefined
            : `${config.publicUrl}/api/payments/webhook`,
        metadata: { registrationId: String(registrationId) },
      });
      await repo.insertPayment({
        registrationId,
        provider: provider.name,
        providerPaymentId: created.id,
        status: "open",
        amountCents: registration.totalCents,
        checkoutUrl: created.checkoutUrl,
        returnKeyHash: hashToken(key),
      });
      if (registration.status !== "pending_payment")
        await repo.setRegistrationStatus(registrationId, "pending_payment");
      return { checkoutUrl: created.checkoutUrl };
    },

    async sync(providerPaymentId) {
      const payment = await repo.paymentByProviderId(provider.name, providerPaymentId);
      if (!payment) return "unknown";
      const remote = await provider.getPayment(providerPaymentId);
      if (!remote) {
        log.warn({ paymentId: payment.id }, "payment unknown to the provider");
        return "unknown";
      }
      if (remote.status === "open" || remote.status === payment.status) return "unchanged";
      if (remote.status === "paid" && remote.amountCents !== payment.amountCents) {
        log.error(
          { paymentId: payment.id, remote: remote.amountCents },
          "paid amount differs from the payment's",
        );
        return "unchanged";
      }
      const newStatus = remote.status;
      const changed = await db.transaction(async (tx) => {
        const txRepo = paymentsRepository(tx);
        const moved = await txRepo.transitionPayment(payment.id, newStatus);
        if (!moved) return false;
        const registrationMoved = await txRepo.setRegistrationStatus(
          moved.registrationId,
          REGISTRATION_STATUS[newStatus],
        );
        if (registrationMoved && newStatus === "paid") await activateAttendees(tx, moved.registrationId);
        return true;
      });
      if (changed) {
        mail.kick();
        log.info({ paymentId: payment.id, status: newStatus }, "payment state applied");
      }
      return changed ? "changed" : "unchanged";
    },

    async statusFor(registrationId, key) {
      let payment = await repo.paymentByReturnKey(registrationId, hashToken(key));
      assertOr(payment, notFound("Payment not found."));
      if (payment.status === "open") {
        // Where no webhook can arrive (a local setup), the return page's question fetches the state.
        await service.sync(payment.providerPaymentId);
        payment = (await repo.paymentByReturnKey(registrationId, hashToken(key))) ?? payment;
      }
      const registration = await repo.registration(registrationId);
      assertOr(registration, notFound("Payment not found."));
      return {
        registrationId,
        paymentStatus: payment.status,
        registrationStatus: registration.status,
        amountCents: payment.amountCents,
        currency: payment.currency,
      };
    },
  };
  return service;
}

/** The simulated checkout's choice, then the provider's notification by id, as Mollie would send it. */
export async function completeSimulated(
  service: PaymentsService,
  id: string,
  outcome: SimulatedOutcome,
): Promise<{ redirectUrl: string }> {
  const simulated = service.simulated;
  assertOr(simulated, notFound("Payment not found."));
  const done = await simulated.complete(id, outcome);
  if (!done) {
    assertOr(await simulated.find(id), notFound("Payment not found."));
    throw new AppError(409, "This payment is no longer open.");
  }
  await service.sync(id);
  return done;
}
