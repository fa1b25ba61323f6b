import { randomBytes } from "node:crypto";
import { invoiceFor } from "@ebm/shared/pricing";
import type { UserRole } from "@ebm/shared/schemas/auth";
import type {
  SampleCompany,
  SampleRegistration,
  sampleCompanyBodySchema,
  sampleRegistrationBodySchema,
} from "@ebm/shared/schemas/dev";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { recordDefaultConsents } from "../../db/consents.ts";
import { emailPart, slugify } from "../../db/seed/util.ts";
import type { AuditActor, RecordAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { withSecretsHidden } from "../../lib/redact-url.ts";
import { newestMails } from "../../plugins/mail.ts";
import { priceListOf, type SettingsService } from "../settings/index.ts";
import { devRepository, type NewContact } from "./dev.repository.ts";

/**
 * Sample companies get marketplace ids from here on, beyond the marketplace's own and the demo's,
 * so each one is a member the embedded membership directory knows.
 */
export const SAMPLE_TBS_COMPANY_ID_BASE = 900_000_000;

/** The fields every sample company shares; its name, web and e-mail addresses carry its id. */
const SAMPLE = {
  countryIso2: "NL",
  tel: "+31 20 555 0142",
  streetAddress: "Prinsengracht 263",
  city: "Amsterdam",
  postalCode: "1016 GV",
  vat: "NL001234567B01",
  /** PC/Laptops, Server/Storage, Components: three, the most a company may choose. */
  categoryIds: [1, 3, 9],
  tradingType: "used",
  heardThrough: "Business Relation",
} as const;

/** Given and family names that sample contacts are made of. */
const GIVEN_NAMES = [
  "Mila",
  "Daan",
  "Sanne",
  "Lucas",
  "Eva",
  "Noah",
  "Julia",
  "Sem",
  "Tess",
  "Finn",
  "Lotte",
];
const FAMILY_NAMES = ["Jansen", "de Vries", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "Bos"];
/** Their functions, in label order: the first is the company's main contact. */
const FUNCTIONS = [
  "Sales Manager",
  "Purchasing Manager",
  "Managing Director",
  "Account Manager",
  "Logistics Manager",
] as const;

/**
 * The people of sample company `companyId`, in label order. The names turn with the company's id
 * (11 given and 9 family names, both prime to each other), so one company's people differ from the
 * next's and a test that mixes two people up cannot pass by the same name.
 */
export function samplePeople(companyId: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const given = GIVEN_NAMES[(companyId + i) % GIVEN_NAMES.length] ?? "Mila";
    const family = FAMILY_NAMES[(companyId * 4 + i * 2) % FAMILY_NAMES.length] ?? "Jansen";
    return {
      name: `${given} ${family}`,
      function: FUNCTIONS[i] ?? "Sales Manager",
      tel: `+31 6 5550 42${String(i + 1).padStart(2, "0")}`,
    };
  });
}

/** What decides whether the secrets of a mail to an account may be shown in the development outbox. */
interface Recipient {
  hasPassword: boolean;
  role: UserRole;
  tbsCompanyId: number | null;
}

/**
 * Whether the links of a mail to `recipient` may keep their secrets in the development outbox:
 * only when no real account is at stake. That is an account without a password yet (the demo's
 * contacts, a new attendee's "Set your password" mail), or one of the tools' sample companies,
 * whose passwords the tools hand out anyway. Never staff, never an account with a password of its
 * own, never an address no account has (an account could still be behind the link). In
 * production, only the sample companies'.
 */
export function outboxMayShowSecrets(
  recipient: Recipient | undefined,
  opts: { production: boolean },
): boolean {
  if (recipient?.role !== "attendee") return false;
  const sample = (recipient.tbsCompanyId ?? 0) >= SAMPLE_TBS_COMPANY_ID_BASE;
  // In production the people without a password yet are real attendees who have been sent their
  // link: only the tools' own sample accounts are nobody's.
  if (opts.production) return sample;
  return !recipient.hasPassword || sample;
}

/** A password no one could guess, well above the strength the app asks for. */
const newPassword = () => randomBytes(12).toString("base64url");

/**
 * The development tools' data: sample companies made on request, so a rehearsal or a browser test
 * changes accounts of its own instead of the shared demo accounts.
 */
export function devService(deps: {
  db: Db;
  settings: SettingsService;
  /** Told after a sample company that attends was made, so the directory's cached list shows it. */
  onDirectoryChanged: () => void;
  /** The organiser audit log: showing a live link of someone's account is recorded like an action. */
  recordAudit: RecordAudit;
  /** A production start with ENABLE_DEV_TOOLS: the outbox shows only the sample accounts' links. */
  production: boolean;
}) {
  return {
    /**
     * The newest mails of the outbox, newest first, as `viewer` may read them: a link's secret
     * (a password link's token, a payment key) only where `outboxMayShowSecrets` allows it, judged
     * by the recipient's account as it is now, else hidden as in the console's outbox. A read
     * that shows any secret writes an audit entry naming those mails, in the same transaction.
     */
    outbox(viewer: AuditActor, count: number) {
      return deps.db.transaction(async (tx) => {
        const mails = await newestMails(tx, count);
        const withSecrets = mails
          .map((mail) => ({ mail, hidden: withSecretsHidden(mail.text) }))
          .filter(({ mail, hidden }) => hidden !== mail.text);
        const addresses = [...new Set(withSecrets.map(({ mail }) => mail.to.toLowerCase()))];
        const accounts = new Map(
          (await devRepository(tx).accountsByEmail(addresses)).map((account) => [account.email, account]),
        );
        const shown = new Set<number>();
        const hiddenText = new Map<number, string>();
        for (const { mail, hidden } of withSecrets) {
          if (outboxMayShowSecrets(accounts.get(mail.to.toLowerCase()), deps)) shown.add(mail.id);
          else hiddenText.set(mail.id, hidden);
        }
        const revealed = mails.filter((mail) => shown.has(mail.id));
        if (revealed.length > 0) {
          await deps.recordAudit(tx, viewer, {
            action: "dev.outbox.read",
            objectType: "mail",
            objectId: revealed.map((mail) => mail.id).join(","),
            summary: `Read the development outbox with the links of ${revealed.length} mail(s) shown: ${revealed
              .map((mail) => `#${mail.id} ${mail.kind} to ${mail.to}`)
              .join(", ")}`,
            after: { shown: revealed.map((mail) => ({ id: mail.id, kind: mail.kind, to: mail.to })) },
          });
        }
        return mails.map((mail) => ({ ...mail, text: hiddenText.get(mail.id) ?? mail.text }));
      });
    },

    /**
     * A new company with `contacts` contacts, each with its own password; with `attending` they
     * attend the current edition, without it the company is a marketplace member that has not
     * registered for it yet.
     * @example const { company, contacts } = await app.services.dev.createSampleCompany({ contacts: 2, attending: true });
     */
    async createSampleCompany(
      request: Omit<z.output<typeof sampleCompanyBodySchema>, "consented"> & { consented?: boolean },
    ): Promise<SampleCompany> {
      const { edition } = await deps.settings.current();
      // Hashed before the transaction, which then holds its locks for the inserts only.
      const accounts = await Promise.all(
        Array.from({ length: request.contacts }, async () => {
          const password = newPassword();
          return { password, passwordHash: await hashPassword(password) };
        }),
      );

      const sample = await deps.db.transaction(async (tx): Promise<SampleCompany> => {
        const repo = devRepository(tx);
        const country = await repo.countryByIso2(SAMPLE.countryIso2);
        if (!country) throw new AppError(503, "The countries have not been set up yet.");
        const id = await repo.nextCompanyId();
        const name = `Sample Trading ${id} B.V.`;
        const slug = slugify(`Sample Trading ${id}`);
        const tbsCompanyId = SAMPLE_TBS_COMPANY_ID_BASE + id;
        const people = samplePeople(id, accounts.length);
        const rows: NewContact[] = accounts.map(({ passwordHash }, index) => {
          const person = people[index] ?? { name: "Mila Jansen", function: "Sales Manager", tel: SAMPLE.tel };
          const [given = "", ...family] = person.name.split(" ");
          return {
            ...person,
            email: `${emailPart(given)}.${emailPart(family.join(" "))}@${slug}.example`,
            passwordHash,
            position: index + 1,
            isActive: true,
          };
        });
        const { contactIds } = await repo.insertCompany(
          {
            id,
            name,
            username: slug,
            website: `https://www.${slug}.example`,
            tel: SAMPLE.tel,
            streetAddress: SAMPLE.streetAddress,
            city: SAMPLE.city,
            postalCode: SAMPLE.postalCode,
            countryId: country.id,
            vat: SAMPLE.vat,
            profile: `${name} is an Amsterdam broker of used business laptops, servers and components.`,
            tradingType: SAMPLE.tradingType,
            status: 3,
            tbsCompanyId,
            heardThrough: SAMPLE.heardThrough,
          },
          SAMPLE.categoryIds,
          rows,
          request.attending ? edition.id : null,
        );
        if (request.consented !== false) await recordDefaultConsents(tx, contactIds, "prompt");
        return {
          company: {
            id,
            name,
            tbsCompanyId,
            country: country.name,
            categories: [...SAMPLE.categoryIds],
            tradingType: SAMPLE.tradingType,
            attending: request.attending,
          },
          contacts: contactIds.map((contactId, index) => ({
            id: contactId,
            name: rows[index]?.name ?? "",
            email: rows[index]?.email ?? "",
            password: accounts[index]?.password ?? "",
          })),
        };
      });
      if (request.attending) deps.onDirectoryChanged();
      return sample;
    },

    /**
     * A non-member's registration of the current edition awaiting verification, as the wizard
     * stores it (new company, amounts from the edition's prices), made even while registration is
     * closed, so a test can verify or decline one of its own.
     * @example const { registrationId, attendees } = await app.services.dev.createSampleRegistration({ attendees: 2 });
     */
    async createSampleRegistration(
      request: z.output<typeof sampleRegistrationBodySchema>,
    ): Promise<SampleRegistration> {
      const { edition } = await deps.settings.current();
      const tail = randomBytes(4).toString("hex");
      const name = `Applicant ${tail} GmbH`;
      const domain = `applicant-${tail}.example`;
      // Named by a number of the registration's own, so two sample registrations name different people.
      const attendees = samplePeople(Number.parseInt(tail, 16) % 9973, request.attendees).map((person) => {
        const [given = "", ...family] = person.name.split(" ");
        return {
          name: person.name,
          function: person.function,
          tel: person.tel,
          email: `${emailPart(given)}.${emailPart(family.join(" "))}@${domain}`,
          tbd: false,
        };
      });
      return deps.db.transaction(async (tx) => {
        const dev = devRepository(tx);
        const country = await dev.countryByIso2("DE");
        if (!country) throw new AppError(503, "The countries have not been set up yet.");
        const invoice = invoiceFor({
          isMember: false,
          attendees: attendees.length,
          country,
          prices: priceListOf(edition),
        });
        // The company is known only through its registration: no contacts until it is verified.
        const { companyId } = await dev.insertCompany(
          {
            name,
            username: `applicant-${tail}`,
            website: `https://www.${domain}`,
            tel: "+49 30 555 0199",
            streetAddress: "Friedrichstraße 100, 10117 Berlin",
            city: "Berlin",
            postalCode: "10117",
            countryId: country.id,
            vat: "DE987654321",
            profile: `${name} trades used business laptops and servers.`,
            tradingType: "used",
            heardThrough: "LinkedIn",
            status: 1,
          },
          [...SAMPLE.categoryIds],
          [],
          null,
        );
        const registrationId = await dev.insertRegistration(
          {
            editionId: edition.id,
            companyId,
            isMember: false,
            status: "awaiting_verification",
            categories: [...SAMPLE.categoryIds],
            trading: "used",
            subtotalCents: invoice.subtotalCents,
            vatCents: invoice.vatCents,
            totalCents: invoice.totalCents,
            vatRateBp: invoice.vatRateBp,
          },
          attendees,
        );
        return {
          registrationId,
          company: { id: companyId, name, country: country.name },
          attendees: attendees.map(({ name: attendeeName, email }) => ({ name: attendeeName, email })),
        };
      });
    },
  };
}

export type DevService = ReturnType<typeof devService>;
