import { MESSAGES } from "@ebm/shared/messages";
import { type ContactInfo, type ContactMessageBody, whatsappDigits } from "@ebm/shared/schemas/mail";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError, assertOr, badRequest } from "../../lib/errors.ts";
import type { SessionRow } from "../../lib/session.ts";
import type { MailService, OutgoingMail } from "../../plugins/mail.ts";
import { contactSender } from "../../plugins/mail-bound.ts";
import { NOT_REACHABLE, type ReachService } from "../reach/index.ts";
import type { SettingsService } from "../settings/index.ts";
import type { CaptchaService } from "./captcha.ts";
import { contactMessageMail, type Sender } from "./contact.mails.ts";
import { mailRepository } from "./contact.repository.ts";

const isEmail = (value: unknown): value is string => z.email().safeParse(value).success;

/** The signed-in user's own name and address; a visitor's as typed, both required. */
function senderOf(body: ContactMessageBody, session: SessionRow | null): Sender {
  if (session) return { name: session.name, email: session.email, companyName: session.companyName };
  assertOr(body.senderName, badRequest(`senderName: ${MESSAGES.form.required}`, "senderName"));
  assertOr(body.senderEmail, badRequest(`senderEmail: ${MESSAGES.form.required}`, "senderEmail"));
  return { name: body.senderName, email: body.senderEmail };
}

export function contactService(deps: {
  db: Db;
  mail: MailService;
  settings: SettingsService;
  captcha: CaptchaService;
  /** Who may reach whom: the chat's rule, so neither path reaches further than the other. */
  reach: Pick<ReachService, "assertMayReach">;
  now?: () => Date;
}) {
  const { db, mail, captcha } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = mailRepository(db);

  /** Stores the mail, and for visitors redeems their captcha in the same transaction: once only. */
  async function deliver(outgoing: OutgoingMail, redeem?: { signature: string; expiresAt: Date }) {
    await db.transaction(async (tx) => {
      if (redeem && !(await mailRepository(tx).redeemCaptcha(redeem.signature, redeem.expiresAt)))
        throw badRequest("captcha: This captcha was already used. Please solve a new one.", "captcha");
      await mail.enqueue(tx, outgoing);
    });
    mail.kick();
  }

  /** The address of the organisers: the one in the organiser details, else the first team member's. */
  async function organisersAddress(): Promise<string> {
    const { settings } = await deps.settings.current();
    const configured = settings.organiserDetails.email;
    if (isEmail(configured)) return configured;
    const [first] = await repo.teamMembers();
    if (!first) throw new AppError(503, "The organisers cannot be reached through this form just now.");
    return first.email;
  }

  return {
    /** The contact page: team without e-mail addresses, the venue hotel and the organiser details. */
    async contactInfo(): Promise<ContactInfo> {
      const [{ edition, settings }, team] = await Promise.all([deps.settings.current(), repo.teamMembers()]);
      const details = settings.organiserDetails;
      return {
        team: team.map((member) => ({
          id: member.id,
          name: member.name,
          position: member.position,
          phone: member.phone,
          whatsapp: whatsappDigits(member.phone),
        })),
        venue: { name: edition.venue, address: edition.venueAddress, mapUrl: edition.venueMapUrl },
        organiser: {
          postal: details.postal ?? "",
          office: details.office ?? "",
          banking: details.banking ?? "",
          registration: details.registration ?? "",
        },
      };
    },

    /**
     * A message to the organisers, or to one team member when `recipientId` names one. Visitors
     * prove with a captcha that they are people; signed-in users write as themselves.
     */
    async sendToOrganisers(
      body: ContactMessageBody,
      session: SessionRow | null,
      /** The visitor's client network (a digest of it), whose mails to one address are bounded. */
      visitorKey: string,
    ): Promise<void> {
      const sender = senderOf(body, session);
      let redeem: { signature: string; expiresAt: Date } | undefined;
      if (!session) {
        assertOr(body.captcha, badRequest("captcha: Please confirm that you are not a robot.", "captcha"));
        redeem = await captcha.verify(body.captcha);
        assertOr(
          redeem,
          badRequest("captcha: The captcha is invalid or has expired. Please solve it again.", "captcha"),
        );
      }
      let to: string;
      let recipientLabel = "the organisers";
      if (body.recipientId) {
        const member = await repo.teamMember(body.recipientId);
        assertOr(member, new AppError(404, "This member of the team was not found.", "recipientId"));
        to = member.email;
        recipientLabel = `${member.name} (${member.position})`;
      } else {
        to = await organisersAddress();
      }
      await deliver(
        {
          ...contactMessageMail({
            kind: "contact_organisers",
            to,
            sender,
            subject: body.subject,
            message: body.message,
            recipientLabel,
            signedIn: !!session,
          }),
          sender: session
            ? contactSender(session)
            : { key: `address:${visitorKey}`, label: "Visitors of the contact page from one address" },
        },
        redeem,
      );
    },

    /**
     * A signed-in user's message to a contact shown on a company page they may see (another
     * company's or a colleague); the server looks the address up.
     */
    async sendToContact(body: ContactMessageBody, session: SessionRow): Promise<void> {
      assertOr(body.recipientId, badRequest(`recipientId: ${MESSAGES.form.required}`, "recipientId"));
      assertOr(
        body.recipientId !== session.id,
        badRequest("You cannot send a message to yourself.", "recipientId"),
      );
      await deps.reach.assertMayReach(session, body.recipientId, "recipientId");
      const contact = await repo.contactWithCompany(body.recipientId);
      assertOr(contact, new AppError(404, NOT_REACHABLE, "recipientId"));
      await deliver({
        ...contactMessageMail({
          kind: "contact_attendee",
          to: contact.email,
          sender: { name: session.name, email: session.email, companyName: session.companyName },
          subject: body.subject,
          message: body.message,
          recipientLabel: `${contact.name} (${contact.companyName})`,
          signedIn: true,
        }),
        sender: contactSender(session),
      });
    },

    /** A fresh challenge for the visitor's form. */
    captchaChallenge: () => captcha.challenge(),

    /** Used captchas past their expiry can no longer be replayed; their rows are dead weight. */
    purgeExpiredCaptchas: () => repo.purgeExpiredCaptchas(now()),
  };
}

export type ContactService = ReturnType<typeof contactService>;
