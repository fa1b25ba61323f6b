import { CATEGORY_OPTIONS, HOW_HEARD_OPTIONS, TRADING_TYPES } from "@ebm/shared/constants";
import { REGISTRATION_MESSAGES } from "@ebm/shared/registration-messages";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import fp from "fastify-plugin";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { companies, companyCategories, contacts, countries } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";
import { verifyPassword } from "../lib/passwords.ts";

/** The company of a marketplace member, as the directory knows it (the fields registration locks). */
export interface MemberCompany {
  tbsCompanyId: number;
  name: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  /** Our countries.id. */
  countryId: number;
  website: string;
  tel: string;
  vat: string;
  profile: string;
  categories: number[];
  trading: (typeof TRADING_TYPES)[number] | null;
  heardThrough: (typeof HOW_HEARD_OPTIONS)[number] | null;
}

/** A person of the member's company, offered as an attendee card. */
export interface MemberPerson {
  name: string;
  function: string;
  email: string;
  tel: string;
}

export interface Member {
  /** The marketplace's user id of the person who signed in. */
  memberUserId: number;
  company: MemberCompany;
  people: MemberPerson[];
}

/** The marketplace's membership directory (registration step 1). */
export interface MembershipDirectory {
  kind: "embedded" | "http";
  /** The member behind these credentials, or null when they are not a member's. */
  signIn(email: string, password: string): Promise<Member | null>;
}

declare module "fastify" {
  interface FastifyInstance {
    membership: MembershipDirectory;
  }
}

const categoryIds = new Set<number>(CATEGORY_OPTIONS.map((c) => c.id));
const knownTrading = (v: string | null | undefined) =>
  (TRADING_TYPES as readonly string[]).includes(v ?? "") ? (v as MemberCompany["trading"]) : null;
const knownHeard = (v: string | null | undefined) =>
  (HOW_HEARD_OPTIONS as readonly string[]).includes(v ?? "") ? (v as MemberCompany["heardThrough"]) : null;

/**
 * The embedded directory: the marketplace's members are this app's own contacts of companies with
 * a tbs_company_id, signing in with the password they use here (the demo's marketplace account).
 */
export function embeddedMembershipDirectory(db: Db): MembershipDirectory {
  return {
    kind: "embedded",
    async signIn(email, password) {
      const [row] = await db
        .select({ contact: contacts, company: companies })
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(and(eq(contacts.email, email.trim().toLowerCase()), isNotNull(companies.tbsCompanyId)))
        .limit(1);
      // Verified even without a row, so a wrong e-mail takes as long as a wrong password.
      const ok = await verifyPassword(row?.contact.isActive ? row.contact.passwordHash : null, password);
      if (!row || !ok || row.company.tbsCompanyId === null) return null;
      const [cats, people] = await Promise.all([
        db
          .select({ id: companyCategories.categoryId })
          .from(companyCategories)
          .where(eq(companyCategories.companyId, row.company.id))
          .orderBy(asc(companyCategories.categoryId)),
        db
          .select({
            name: contacts.name,
            function: contacts.function,
            email: contacts.email,
            tel: contacts.tel,
          })
          .from(contacts)
          .where(and(eq(contacts.companyId, row.company.id), eq(contacts.isActive, true)))
          .orderBy(asc(contacts.position), asc(contacts.id)),
      ]);
      const c = row.company;
      return {
        memberUserId: row.contact.id,
        company: {
          tbsCompanyId: row.company.tbsCompanyId,
          name: c.name,
          streetAddress: c.streetAddress,
          city: c.city,
          postalCode: c.postalCode,
          countryId: c.countryId,
          website: c.website,
          tel: c.tel,
          vat: c.vat,
          profile: c.profile,
          categories: cats.map((x) => x.id).filter((id) => categoryIds.has(id)),
          trading: knownTrading(c.tradingType),
          heardThrough: knownHeard(c.heardThrough),
        },
        people,
      };
    },
  };
}

const str = (max: number) => z.string().max(max).default("");

/**
 * What the marketplace answers with 200 to `POST {MEMBERSHIP_API_URL}/members/login`
 * (body `{email, password}`, header `authorization: Bearer {MEMBERSHIP_API_KEY}`):
 *
 * ```json
 * {
 *   "id": 5012,
 *   "company": {
 *     "tbsCompanyId": 90002, "name": "Marketplace Member Ltd", "streetAddress": "48 Commercial Road",
 *     "city": "London", "postalCode": "E1 1LP", "countryIso2": "GB",
 *     "website": "https://www.marketplace-member.example", "tel": "+44 20 5550 0177",
 *     "vat": "GB123 4567 89", "profile": "…", "categories": [4, 7], "trading": "new"
 *   },
 *   "people": [{ "name": "Oliver Bennett", "function": "Managing Director",
 *                "email": "marketplace@demo.ebm.example", "tel": "+44 7700 900177" }]
 * }
 * ```
 *
 * `id` is the marketplace user who signed in. Only `id`, `company.tbsCompanyId`, `company.name`
 * and `company.countryIso2` are required; 401 or 404 means the credentials are not a member's.
 */
export const directoryMemberSchema = z.object({
  id: z.number().int().positive(),
  company: z.object({
    tbsCompanyId: z.number().int().positive(),
    name: z.string().trim().min(1).max(200),
    streetAddress: str(300),
    city: str(120),
    postalCode: str(40),
    countryIso2: z.string().trim().length(2),
    website: str(200),
    tel: str(60),
    vat: str(60),
    profile: str(5000),
    categories: z.array(z.number().int()).max(50).default([]),
    trading: z.string().nullish(),
  }),
  people: z
    .array(
      z.object({
        name: str(120),
        function: str(120),
        email: str(254),
        tel: str(60),
      }),
    )
    .max(200)
    .default([]),
});

const unavailable = () => new AppError(502, REGISTRATION_MESSAGES.directoryUnavailable);

/** The marketplace's own directory over HTTP; see directoryMemberSchema for the answer it expects. */
export function httpMembershipDirectory(opts: {
  url: string;
  apiKey?: string;
  timeoutMs?: number;
  /** Our countries.id of an ISO 3166 alpha-2 code, or undefined. */
  countryIdOf: (iso2: string) => Promise<number | undefined>;
  log?: { warn: (obj: object, msg: string) => void };
}): MembershipDirectory {
  const endpoint = `${opts.url.replace(/\/$/, "")}/members/login`;
  return {
    kind: "http",
    async signIn(email, password) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            authorization: `Bearer ${opts.apiKey ?? ""}`,
          },
          body: JSON.stringify({ email, password }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        });
      } catch (err) {
        opts.log?.warn({ err }, "membership directory unreachable");
        throw unavailable();
      }
      if (res.status === 401 || res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        opts.log?.warn({ status: res.status }, "membership directory answered with an error");
        throw unavailable();
      }
      const parsed = directoryMemberSchema.safeParse(await res.json().catch(() => undefined));
      if (!parsed.success) {
        opts.log?.warn(
          { issues: parsed.error.issues.slice(0, 5) },
          "membership directory sent an unknown shape",
        );
        throw unavailable();
      }
      const { id, company: c, people } = parsed.data;
      const countryId = await opts.countryIdOf(c.countryIso2.toUpperCase());
      if (countryId === undefined) {
        opts.log?.warn({ countryIso2: c.countryIso2 }, "membership directory sent an unknown country");
        throw unavailable();
      }
      return {
        memberUserId: id,
        company: {
          tbsCompanyId: c.tbsCompanyId,
          name: c.name,
          streetAddress: c.streetAddress,
          city: c.city,
          postalCode: c.postalCode,
          countryId,
          website: c.website,
          tel: c.tel,
          vat: c.vat,
          profile: c.profile,
          categories: [...new Set(c.categories.filter((cat) => categoryIds.has(cat)))],
          trading: knownTrading(c.trading),
          heardThrough: null,
        },
        people: people.map((p) => ({ ...p, email: p.email.trim().toLowerCase() })),
      };
    },
  };
}

/**
 * Decorates `app.membership`: the marketplace's directory when MEMBERSHIP_API_URL is set, else the
 * embedded one that reads this app's member companies.
 */
export default fp<{ timeoutMs?: number }>(
  async (app, opts) => {
    const { MEMBERSHIP_API_URL: url, MEMBERSHIP_API_KEY: apiKey } = app.config;
    app.decorate(
      "membership",
      url
        ? httpMembershipDirectory({
            url,
            apiKey,
            timeoutMs: opts.timeoutMs,
            log: app.log,
            countryIdOf: async (iso2) => {
              const [row] = await app.db
                .select({ id: countries.id })
                .from(countries)
                .where(eq(countries.iso2, iso2))
                .limit(1);
              return row?.id;
            },
          })
        : embeddedMembershipDirectory(app.db),
    );
  },
  { name: "membership", dependencies: ["db"] },
);
