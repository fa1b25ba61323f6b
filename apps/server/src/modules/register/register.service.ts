import { randomBytes } from "node:crypto";
import { invoiceFor } from "@ebm/shared/pricing";
import { REGISTRATION_MESSAGES } from "@ebm/shared/registration-messages";
import { emailSchema } from "@ebm/shared/schemas/common";
import {
  ATTENDEE_EMAIL_MIN_CHARS,
  type Attendee,
  type LoginTbsResponse,
  MAX_INTERESTS,
  PROFILE_MAX_CHARS,
  type RegisterBody,
  type RegisterResponse,
} from "@ebm/shared/schemas/register";
import { websiteOrNone } from "@ebm/shared/url";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { currentNoticeVersion } from "../../db/consents.ts";
import { AppError, badRequest, forbidden } from "../../lib/errors.ts";
import type { MailService } from "../../plugins/mail.ts";
import type { Member, MembershipDirectory } from "../../plugins/membership.ts";
import { priceListOf, type SettingsService } from "../settings/index.ts";
import { ADDRESS_IN_USE_KIND, ADDRESS_IN_USE_QUIET_HOURS, addressInUseMail } from "./register.mails.ts";
import { registerRepository } from "./register.repository.ts";
import type { MembershipTokens } from "./register.token.ts";

const M = REGISTRATION_MESSAGES;

/** TBD attendees are stored as the wizard shows them: name "TBD" and "-" for the rest. */
const TBD_ATTENDEE = { name: "TBD", function: "-", email: "-", tel: "-", tbd: true } as const;

/** Part 1 §5: an e-mail-shaped address of at least 7 characters. */
export const isAttendeeEmail = (email: string) =>
  email.length >= ATTENDEE_EMAIL_MIN_CHARS && emailSchema.safeParse(email).success;

const orDash = (v: string) => v.trim() || "-";
const present = (v: string) => v.trim() || undefined;

/** The member's company as step 2 shows it (empty fields left out, so the client asks for them). */
function toLoginResult(member: Member): LoginTbsResponse["result"]["companyProfile"] {
  const c = member.company;
  const categories = c.categories.slice(0, MAX_INTERESTS);
  return {
    companyName: c.name,
    tbsCompanyId: c.tbsCompanyId,
    streetAddress: present(c.streetAddress),
    city: c.city.trim(),
    postalCode: c.postalCode.trim(),
    country: c.countryId,
    // As stored for the company (an http(s) address or "-"), so the locked field passes registration.
    website: c.website.trim() ? websiteOrNone(c.website) : undefined,
    tel: present(c.tel),
    vat: present(c.vat),
    profile: present(c.profile.slice(0, PROFILE_MAX_CHARS)),
    ...(c.heardThrough ? { heardThrough: c.heardThrough } : {}),
    ...(categories.length > 0 ? { categories } : {}),
    ...(c.trading ? { trading: c.trading } : {}),
  };
}

/** A username for a new company: its name as a slug, made unique with a random tail. */
function usernameFor(name: string): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${slug || "company"}-${randomBytes(4).toString("hex")}`;
}

const definedStrings = (o: Record<string, string | undefined> | null | undefined) =>
  o
    ? Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => typeof e[1] === "string"))
    : null;

export function registerService(deps: {
  db: Db;
  settings: SettingsService;
  membership: MembershipDirectory;
  tokens: MembershipTokens;
  /** The outbox, for the mail to the owner of an address that is already another company's. */
  mail: MailService;
  config: Config;
  /** Opens the hosted checkout of a member's registration (app.payments.startCheckout). */
  startCheckout: (registrationId: number) => Promise<{ checkoutUrl: string }>;
  /** Tests swap the repository to make a step fail. */
  repository?: typeof registerRepository;
}) {
  const { db, membership, tokens } = deps;
  const repoOf = deps.repository ?? registerRepository;
  const repo = repoOf(db);

  return {
    /**
     * Step 1 for members: signs in at the marketplace's directory and hands back the company, its
     * people and a short-lived proof of the sign-in. A company already registered for the current
     * edition is told so here, before it fills in the wizard.
     */
    async loginTbs(email: string, password: string): Promise<LoginTbsResponse> {
      const member = await membership.signIn(email, password);
      if (!member) throw new AppError(401, M.badMembershipLogin);
      const { edition } = await deps.settings.current();
      const companyId = await repo.upsertMemberCompany(member.company);
      if (await repo.isRegistered(companyId, edition.id)) throw new AppError(409, M.alreadyRegistered);
      return {
        status: 200,
        result: {
          companyProfile: toLoginResult(member),
          attendees: member.people.map((p) => ({
            name: orDash(p.name),
            function: orDash(p.function),
            email: orDash(p.email),
            tel: orDash(p.tel),
            tbd: false,
          })),
          id: member.memberUserId,
          membershipToken: tokens.sign({
            tbsCompanyId: member.company.tbsCompanyId,
            memberUserId: member.memberUserId,
          }),
        },
      };
    },

    /**
     * Stores a registration: the company (new for non-members), the registration with the amounts
     * computed here, and its attendees, in one transaction. Members then get a checkout to pay at.
     */
    async register(body: RegisterBody): Promise<RegisterResponse> {
      const { edition, settings } = await deps.settings.current();
      if (!settings.registrationOpen) throw forbidden(M.closed);
      const profile = body.companyProfile;
      const isMember = profile.tbsCompanyId !== null;

      const attendees: Attendee[] = body.attendees.map((a) =>
        a.tbd
          ? { ...TBD_ATTENDEE }
          : { name: a.name, function: a.function, email: a.email.toLowerCase(), tel: a.tel, tbd: false },
      );
      if (!attendees.some((a) => !a.tbd && isAttendeeEmail(a.email)))
        throw badRequest(M.attendeeEmailRequired, "attendees");

      if (isMember) {
        if (!body.membershipToken) throw badRequest(M.membershipTokenMissing, "membershipToken");
        const claim = tokens.verify(body.membershipToken);
        if (claim?.tbsCompanyId !== profile.tbsCompanyId)
          throw badRequest(M.membershipTokenInvalid, "membershipToken");
      }

      const saved = await db.transaction(async (tx) => {
        const txRepo = repoOf(tx);
        let companyId: number | null = null;
        let countryId = profile.country;
        if (profile.tbsCompanyId !== null) {
          // Held until commit, so two sign-ins of one company cannot both register it.
          const company = await txRepo.findCompanyByTbsId(profile.tbsCompanyId, { forUpdate: true });
          if (!company) throw badRequest(M.membershipTokenInvalid, "membershipToken");
          if (await txRepo.isRegistered(company.id, edition.id)) throw new AppError(409, M.alreadyRegistered);
          // A checkout left unpaid earlier gives way to this registration.
          await txRepo.cancelUnpaid(company.id, edition.id);
          companyId = company.id;
          countryId = company.countryId;
        }
        const country = await txRepo.countryVat(countryId);
        if (!country) throw badRequest(M.unknownCountry, "companyProfile.country");

        // An address of another company's person is stored like any other, and the answer stays
        // the same: refusing it would tell anyone which addresses are on file. Its owner gets a
        // mail instead, and the payment leaves such an address to the organisers.
        const inUse = await txRepo.contactsOfOtherCompanies(
          [...new Set(attendees.filter((a) => !a.tbd && isAttendeeEmail(a.email)).map((a) => a.email))],
          companyId,
          edition.id,
        );

        const invoice = invoiceFor({
          isMember,
          attendees: attendees.length,
          country,
          prices: priceListOf(edition),
        });

        if (companyId === null) {
          companyId = await txRepo.createCompany({
            name: profile.companyName,
            username: usernameFor(profile.companyName),
            website: profile.website,
            tel: profile.tel,
            // Non-members: the wizard has joined street, postal code and city; stored as sent.
            streetAddress: profile.streetAddress,
            city: profile.city,
            postalCode: profile.postalCode,
            countryId,
            vat: profile.vat,
            profile: profile.profile,
            tradingType: profile.trading,
            heardThrough: profile.heardThrough,
            status: 1,
          });
        } else {
          await txRepo.updateMemberDetails(companyId, {
            profile: profile.profile,
            heardThrough: profile.heardThrough,
            tradingType: profile.trading,
          });
        }
        await txRepo.replaceCategories(companyId, [...new Set(profile.categories)]);

        const registration = await txRepo.createRegistration({
          editionId: edition.id,
          companyId,
          isMember,
          status: isMember ? "pending_payment" : "awaiting_verification",
          categories: profile.categories,
          trading: profile.trading,
          utmParams: definedStrings(body.utmParams),
          refParams: body.refParams ?? null,
          subtotalCents: invoice.subtotalCents,
          vatCents: invoice.vatCents,
          totalCents: invoice.totalCents,
          vatRateBp: invoice.vatRateBp,
          // The registrant agreed to the notice of this version, now (decision 0020).
          privacyNoticeVersion: await currentNoticeVersion(tx),
          privacyAcceptedAt: new Date(),
        });
        await txRepo.insertAttendees(attendees.map((a) => ({ registrationId: registration.id, ...a })));
        const told = await txRepo.mailedSince(
          ADDRESS_IN_USE_KIND,
          inUse.map((owner) => owner.email),
          ADDRESS_IN_USE_QUIET_HOURS,
        );
        const toTell = inUse.filter((owner) => !told.has(owner.email));
        for (const owner of toTell)
          await deps.mail.enqueue(tx, addressInUseMail({ ...owner, config: deps.config }));
        return { registrationId: registration.id, invoice, mailed: toTell.length };
      });
      if (saved.mailed > 0) deps.mail.kick();

      // After commit: the checkout needs the stored registration, and a failed provider call must
      // not undo it.
      const link = isMember ? (await deps.startCheckout(saved.registrationId)).checkoutUrl : null;
      return { status: 200, registrationId: saved.registrationId, isMember, link, invoice: saved.invoice };
    },

    /** The newest registration of the current edition, without personal data. */
    async lastRegistered() {
      const { edition } = await deps.settings.current();
      const row = await repo.lastRegistered(edition.id);
      return row
        ? { companyName: row.companyName, country: row.country, registeredAt: row.registeredAt.toISOString() }
        : null;
    },
  };
}

export type RegisterService = ReturnType<typeof registerService>;
