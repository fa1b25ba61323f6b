import { emailSchema, isStorableText, MAX_DB_INT } from "@ebm/shared/schemas/common";
import type { PageQuery } from "@ebm/shared/schemas/organiser";
import {
  type ImportResult,
  type ImportRow,
  type ImportSummary,
  PEOPLE_IMPORT_MAX_ROWS,
  PEOPLE_INTERESTS_MAX,
  PEOPLE_INVITE_SELECTION_MAX,
  PEOPLE_PROFILE_MAX,
  type PeopleCompany,
  type PeopleCompanyBody,
  type PeopleContactBody,
  type PeopleImport,
  type PeopleImportColumn,
  type PeopleInvitation,
  type PeopleInviteBody,
  peopleCompanyBodySchema,
  peopleContactBodySchema,
} from "@ebm/shared/schemas/organiser-people";
import {
  isSafeMessengerValue,
  URL_MESSAGES,
  WEBSITE_MAX_CHARS,
  websiteHasSpaces,
  websiteToStore,
} from "@ebm/shared/url";
import { eq, sql } from "drizzle-orm";
import type { Config } from "../../../config.ts";
import type { Db, DbExecutor, Tx } from "../../../db/client.ts";
import { companies, contacts } from "../../../db/schema/index.ts";
import { AppError, assertOr, badRequest, notFound } from "../../../lib/errors.ts";
import type { JobRunner } from "../../../plugins/jobs.ts";
import type { MailService } from "../../../plugins/mail.ts";
import { contactSender, organiserSender } from "../../../plugins/mail-bound.ts";
import type { SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { columnsOf, parseCsv } from "./people.csv.ts";
import {
  companyChanges,
  contactChanges,
  type PlanRow,
  type RowOutcome,
  sameList,
  usernameFor,
  writeBatch,
  writeRow,
} from "./people.import-write.ts";
import { emailChangedMail, INVITE_DAYS, invitationMail } from "./people.mails.ts";
import { type CompanyRow, type ImportRowStored, importKeys, peopleRepository } from "./people.repository.ts";

export const PEOPLE_MESSAGES = {
  companyNotFound: "This company does not exist.",
  contactNotFound: "This contact does not exist.",
  importNotFound: "This import does not exist.",
  invitationNotFound: "This invitation does not exist.",
  country: "Choose a country from the list.",
  category: "Choose the main interests from the list.",
  membershipTaken: "Another company has this membership id.",
  emailTaken: "Another contact has this e-mail address.",
  stale: "The companies or contacts changed since this preview: upload the file again for a new one.",
  notPreviewed: "This import was applied already.",
  nothingToApply: "No row of this file can be imported: correct the rows with problems and upload it again.",
  noHeader: "The file needs a header row naming its columns, with at least Company and Country.",
  tooManyRows: `A file may hold at most ${PEOPLE_IMPORT_MAX_ROWS.toLocaleString("en-GB")} rows.`,
  nobody: "Nobody of them is without a password: there is nobody to invite.",
  unknownContacts: "Some of the chosen contacts do not exist.",
};

/** Rows one run of the import job writes, in one transaction; the next batch is a new job. */
export const IMPORT_BATCH = 200;
/** Contacts one run of the invitation job mails, in one transaction. */
export const INVITE_BATCH = 25;
/** A preview older than this is stale: the file is read again before anything is written. */
const PREVIEW_TTL_MS = 60 * 60_000;
/** The rows the preview answers: every row with a problem first, then the others. */
const ROWS_SHOWN = 2_000;

const EMPTY_RESULT: ImportResult = {
  companiesCreated: 0,
  companiesUpdated: 0,
  contactsCreated: 0,
  contactsUpdated: 0,
  unchanged: 0,
  failed: [],
  withoutPassword: 0,
};

/** What the section uses: nothing more is handed to it. */
export interface PeopleConsoleDeps {
  db: Db;
  config: Config;
  settings: Pick<SettingsService, "current">;
  jobs: Pick<JobRunner, "enqueue" | "wake">;
  mail: Pick<MailService, "enqueue" | "kick">;
  /** A one-time link to set a password (the auth module's reset tokens). */
  issueResetToken: (tx: Tx, contactId: number, expiresAt: Date) => Promise<string>;
  audit: AuditService;
}

/**
 * The console's People section: the companies and their contacts, added and changed by hand or
 * imported from a CSV file, and the invitations to set a password. An import is read and checked
 * whole into a stored preview that writes nothing; applying it runs the `people.import` job, one
 * batch of rows per run and transaction, so a large file never holds the server. Invitations run
 * the `people.invite` job the same way, each contact mailed once per invitation.
 */
export function peopleConsole(deps: PeopleConsoleDeps) {
  const { db, settings, jobs, mail, audit, config } = deps;
  const repo = peopleRepository(db);

  async function nameOf(actor: Actor): Promise<string> {
    if (actor.name) return actor.name;
    const row = await repo.contactById(actor.id);
    return row?.name ?? "The organisers";
  }

  async function detail(id: number): Promise<PeopleCompany> {
    const { edition } = await settings.current();
    const row = await repo.company(id);
    assertOr(row, notFound(PEOPLE_MESSAGES.companyNotFound));
    const [cats, people] = await Promise.all([repo.categoriesOf([id]), repo.contactsOf(id, edition.id)]);
    const c = row.company;
    return {
      id: c.id,
      name: c.name,
      countryId: c.countryId,
      country: row.country,
      streetAddress: c.streetAddress,
      city: c.city,
      postalCode: c.postalCode,
      website: c.website,
      tel: c.tel,
      vat: c.vat,
      profile: c.profile,
      categories: cats.get(id) ?? [],
      trading: c.tradingType,
      tbsCompanyId: c.tbsCompanyId,
      contacts: people.map(({ contact: p, attending }) => ({
        id: p.id,
        name: p.name,
        function: p.function,
        email: p.email,
        tel: p.tel,
        imName: p.imName,
        imValue: p.imValue,
        attending: Boolean(attending),
        hasPassword: p.passwordHash !== null,
        role: p.role,
        isActive: p.isActive,
      })),
    };
  }

  /** The country and categories of a form exist, and the membership id is the company's own. */
  async function checkCompanyBody(
    tx: DbExecutor,
    body: ReturnType<typeof peopleCompanyBodySchema.parse>,
    id?: number,
  ) {
    const txRepo = peopleRepository(tx);
    const [countries, categories] = await Promise.all([txRepo.countries(), txRepo.categories()]);
    assertOr(
      countries.some((c) => c.id === body.countryId),
      badRequest(PEOPLE_MESSAGES.country, "countryId"),
    );
    const known = new Set(categories.map((c) => c.id));
    assertOr(
      body.categories.every((c) => known.has(c)),
      badRequest(PEOPLE_MESSAGES.category, "categories"),
    );
    if (body.tbsCompanyId !== null) {
      const [holder] = await txRepo.companiesByMembership([body.tbsCompanyId]);
      assertOr(!holder || holder.id === id, badRequest(PEOPLE_MESSAGES.membershipTaken, "tbsCompanyId"));
    }
  }

  const companyValues = (body: ReturnType<typeof peopleCompanyBodySchema.parse>) => ({
    name: body.name,
    countryId: body.countryId,
    streetAddress: body.streetAddress,
    city: body.city,
    postalCode: body.postalCode,
    website: body.website,
    tel: body.tel,
    vat: body.vat,
    profile: body.profile,
    tradingType: body.trading,
    tbsCompanyId: body.tbsCompanyId,
  });

  /* ---------------- import: reading and checking ---------------- */

  /**
   * Reads and checks a file against what is stored, with the fingerprint of that stored state
   * taken before it is read (a change during the reading makes the preview stale).
   */
  async function plan(text: string): Promise<{ rows: PlanRow[]; fingerprint: string }> {
    // The header and one row more than allowed are enough to refuse a file of too many rows.
    const records = parseCsv(text, PEOPLE_IMPORT_MAX_ROWS + 2);
    const [header, ...body] = records;
    const columns = header ? columnsOf(header.cells) : {};
    assertOr(
      header && columns.company !== undefined && columns.country !== undefined,
      badRequest(PEOPLE_MESSAGES.noHeader, "text"),
    );
    assertOr(body.length <= PEOPLE_IMPORT_MAX_ROWS, badRequest(PEOPLE_MESSAGES.tooManyRows, "text"));
    const { edition } = await settings.current();
    const [countries, categories] = await Promise.all([repo.countries(), repo.categories()]);
    const countryBy = new Map<string, number>();
    for (const c of countries) {
      countryBy.set(c.iso2.toLowerCase(), c.id);
      countryBy.set(c.name.toLowerCase(), c.id);
    }
    const categoryBy = new Map<string, number>();
    for (const c of categories) {
      categoryBy.set(String(c.id), c.id);
      categoryBy.set(c.name.toLowerCase(), c.id);
    }
    const cell = (cells: string[], key: PeopleImportColumn) => {
      const at = columns[key];
      return at === undefined ? "" : (cells[at] ?? "").trim();
    };

    // Read every row first, so what is stored is fetched in a few queries.
    const read = body.map(({ line, cells }) => {
      const problems: PlanRow["problems"] = [];
      const problem = (field: PeopleImportColumn, message: string) => problems.push({ field, message });
      const text = (key: PeopleImportColumn, maxChars: number) => {
        const value = cell(cells, key);
        if (!isStorableText(value)) problem(key, "Holds characters that cannot be stored.");
        else if (value.length > maxChars) problem(key, `At most ${maxChars} characters.`);
        return value;
      };
      /** The cell's text, or "" when it has a problem already (the problem is recorded). */
      const checked = (key: PeopleImportColumn, maxChars: number) => {
        const before = problems.length;
        const value = text(key, maxChars);
        return problems.length === before ? value : "";
      };
      const companyName = text("company", 200);
      if (!companyName) problem("company", "The company's name is missing.");
      const countryText = cell(cells, "country");
      const countryId = countryBy.get(countryText.toLowerCase()) ?? null;
      if (!countryText) problem("country", "The country is missing.");
      else if (countryId === null)
        problem("country", `Unknown country “${countryText}”: use its ISO code (IE) or its English name.`);
      const membershipText = cell(cells, "membershipId");
      let membershipId: number | null = null;
      if (membershipText) {
        const n = Number(membershipText);
        if (Number.isInteger(n) && n > 0 && n <= MAX_DB_INT) membershipId = n;
        else problem("membershipId", "A membership id is a whole number.");
      }
      const company: PlanRow["company"] = {};
      const fields = [
        ["streetAddress", "streetAddress", 300],
        ["city", "city", 120],
        ["postalCode", "postalCode", 40],
        ["companyTel", "tel", 60],
        ["vat", "vat", 60],
        ["profile", "profile", PEOPLE_PROFILE_MAX],
      ] as const;
      for (const [column, key, maxChars] of fields) {
        const value = text(column, maxChars);
        if (value) company[key] = value;
      }
      // The website as the company's own page takes it (websiteSchema): http(s) or a host name, "-" for none.
      const websiteText = checked("website", WEBSITE_MAX_CHARS);
      if (websiteText) {
        const stored = websiteHasSpaces(websiteText) ? null : websiteToStore(websiteText);
        if (stored === null)
          problem(
            "website",
            websiteHasSpaces(websiteText) ? "A website must not contain spaces." : URL_MESSAGES.website,
          );
        else company.website = stored;
      }
      const interests = cell(cells, "interests");
      if (interests) {
        const names = interests
          .split(/[|;,]/)
          .map((s) => s.trim())
          .filter(Boolean);
        const ids = [...new Set(names.map((n) => categoryBy.get(n.toLowerCase())))];
        if (ids.some((id) => id === undefined))
          problem("interests", `Unknown main interest: use ${categories.map((c) => c.name).join(", ")}.`);
        else if (ids.length > PEOPLE_INTERESTS_MAX)
          problem("interests", `Choose a maximum of ${PEOPLE_INTERESTS_MAX}.`);
        else company.categories = ids as number[];
      }
      const trading = cell(cells, "trading").toLowerCase();
      if (trading) {
        if (trading.startsWith("new")) company.trading = "new";
        else if (trading.startsWith("used")) company.trading = "used";
        else problem("trading", "Trading is new or used.");
      }
      const emailText = cell(cells, "email");
      const contactName = text("contactName", 200);
      let contact: PlanRow["contact"] = null;
      if (emailText) {
        const email = emailSchema.safeParse(emailText);
        if (!email.success) problem("email", `“${emailText}” is not an e-mail address.`);
        const attendingText = cell(cells, "attending").toLowerCase();
        let attending: boolean | undefined;
        if (["yes", "y", "true", "1", "x"].includes(attendingText)) attending = true;
        else if (["no", "n", "false", "0"].includes(attendingText)) attending = false;
        else if (attendingText) problem("attending", "Attending is yes or no.");
        contact = { email: (email.data ?? emailText).toLowerCase() };
        if (contactName) contact.name = contactName;
        const more = [
          ["function", "function", 200],
          ["tel", "tel", 60],
          ["imName", "imName", 60],
          ["imValue", "imValue", 200],
        ] as const;
        for (const [column, key, maxChars] of more) {
          const value = checked(column, maxChars);
          if (!value) continue;
          // The messenger as the profile takes it (messengerSchema): never an address other than http(s).
          if ((key === "imName" || key === "imValue") && !isSafeMessengerValue(value))
            problem(column, URL_MESSAGES.messenger);
          else contact[key] = value;
        }
        if (attending !== undefined) contact.attending = attending;
      } else if (contactName || cell(cells, "function") || cell(cells, "tel"))
        problem("email", "A contact needs an e-mail address.");
      return { line, companyName, countryId, membershipId, company, contact, problems };
    });

    // What is stored already: the contacts by address, the companies by membership id and name.
    const { emails, memberships, names } = importKeys(read);
    const fingerprint = await repo.fingerprint(edition.id, read);
    const [storedContacts, byMembershipRows, byNameRows] = await Promise.all([
      repo.contactsByEmail(emails, edition.id),
      repo.companiesByMembership(memberships),
      repo.companiesByName(names),
    ]);
    const contactBy = new Map(storedContacts.map((c) => [c.contact.email, c]));
    const byMembership = new Map(byMembershipRows.map((c) => [c.tbsCompanyId, c]));
    const byName = new Map<string, CompanyRow>();
    for (const c of byNameRows) {
      const key = `${c.name.toLowerCase()}\n${c.countryId}`;
      if (!byName.has(key)) byName.set(key, c);
    }
    const allCompanies = [...byMembershipRows, ...byNameRows];
    const storedCategories = await repo.categoriesOf([...new Set(allCompanies.map((c) => c.id))]);
    const companyById = new Map(allCompanies.map((c) => [c.id, c]));

    // The first row of each company in the file stands for it; the others share it.
    const firstOf = new Map<string, { line: number; companyId: number | null }>();
    const emailLine = new Map<string, number>();
    const rows = read.map((r): PlanRow => {
      const row: PlanRow = { ...r, companyAction: "none", companyLine: null, contactAction: "none" };
      if (r.problems.some((p) => p.field === "company" || p.field === "country")) return row;
      const nameKey = `${r.companyName.toLowerCase()}\n${r.countryId}`;
      const stored = (r.membershipId ? byMembership.get(r.membershipId) : undefined) ?? byName.get(nameKey);
      if (stored && r.membershipId && stored.tbsCompanyId !== null && stored.tbsCompanyId !== r.membershipId)
        row.problems.push({
          field: "membershipId",
          message: `${stored.name} has the membership id ${stored.tbsCompanyId}.`,
        });
      const fileKey = r.membershipId ? `m${r.membershipId}` : `n${nameKey}`;
      const first = firstOf.get(fileKey) ?? firstOf.get(`n${nameKey}`);
      let companyId = stored?.id ?? null;
      if (first) {
        row.companyAction = "same-as-row";
        row.companyLine = first.line;
        companyId = first.companyId;
      } else if (stored) {
        const wanted = { ...r.company };
        const changes = companyChanges(stored, storedCategories.get(stored.id) ?? [], wanted);
        const renamed = stored.name !== r.companyName || stored.countryId !== r.countryId;
        const member = r.membershipId !== null && stored.tbsCompanyId === null;
        row.companyAction = changes.fields.length || renamed || member ? "update" : "unchanged";
      } else row.companyAction = "create";

      if (r.contact) {
        const earlier = emailLine.get(r.contact.email);
        const storedContact = contactBy.get(r.contact.email);
        if (earlier !== undefined)
          row.problems.push({ field: "email", message: `The same e-mail address is on line ${earlier}.` });
        else if (storedContact && storedContact.contact.companyId !== companyId) {
          const other = companyById.get(storedContact.contact.companyId);
          row.problems.push({
            field: "email",
            message: `This e-mail address belongs to a contact of another company${other ? ` (${other.name})` : ""}.`,
          });
        } else if (storedContact) {
          const changes = contactChanges(storedContact.contact, Boolean(storedContact.attending), r.contact);
          if (changes.attendingChanged && r.contact.attending === false && storedContact.checkedIn)
            row.problems.push({ field: "attending", message: "This contact is checked in already." });
          row.contactAction = changes.fields.length ? "update" : "unchanged";
        } else if (!r.contact.name)
          row.problems.push({ field: "contactName", message: "A new contact needs a name." });
        else row.contactAction = "create";
        emailLine.set(r.contact.email, earlier ?? r.line);
      }
      if (row.problems.length === 0 && !first) {
        const entry = { line: r.line, companyId };
        firstOf.set(fileKey, entry);
        firstOf.set(`n${nameKey}`, entry);
      }
      if (row.problems.length) {
        row.companyAction = "none";
        row.contactAction = "none";
        row.companyLine = null;
      }
      return row;
    });
    return { rows, fingerprint };
  }

  function summarise(rows: PlanRow[]): ImportSummary {
    const ok = rows.filter((r) => r.problems.length === 0);
    return {
      rows: rows.length,
      errors: rows.length - ok.length,
      companiesCreated: ok.filter((r) => r.companyAction === "create").length,
      companiesUpdated: ok.filter((r) => r.companyAction === "update").length,
      contactsCreated: ok.filter((r) => r.contactAction === "create").length,
      contactsUpdated: ok.filter((r) => r.contactAction === "update").length,
      unchanged: ok.filter(
        (r) =>
          ["unchanged", "same-as-row"].includes(r.companyAction) &&
          ["unchanged", "none"].includes(r.contactAction),
      ).length,
    };
  }

  const shownRow = (r: PlanRow): ImportRow => ({
    line: r.line,
    company: r.companyName,
    email: r.contact?.email ?? "",
    contactName: r.contact?.name ?? "",
    companyAction: r.companyAction,
    companyLine: r.companyLine,
    contactAction: r.contactAction,
    problems: r.problems,
  });

  async function toImport(row: ImportRowStored, fingerprint?: string): Promise<PeopleImport> {
    const rows = row.rows as PlanRow[];
    const shown = [...rows.filter((r) => r.problems.length), ...rows.filter((r) => !r.problems.length)].slice(
      0,
      ROWS_SHOWN,
    );
    let stale = false;
    if (row.state === "previewed") {
      const { edition } = await settings.current();
      stale =
        Date.now() - row.createdAt.getTime() > PREVIEW_TTL_MS ||
        (fingerprint ?? (await repo.fingerprint(edition.id, rows))) !== row.fingerprint;
    }
    const result = row.state === "previewed" ? null : ({ ...EMPTY_RESULT, ...row.result } as ImportResult);
    if (result) result.withoutPassword = await repo.importedWithoutPassword(row.id);
    return {
      id: row.id,
      fileName: row.fileName,
      createdAt: row.createdAt.toISOString(),
      state: row.state,
      stale,
      summary: row.summary as ImportSummary,
      rows: shown.map(shownRow),
      total: row.total,
      done: row.done,
      result,
    };
  }

  /** An import of the actor's; another organiser's answers as unknown. */
  async function ownImport(actor: Actor, id: number): Promise<ImportRowStored> {
    const row = await repo.importById(id);
    assertOr(row && row.createdById === actor.id, notFound(PEOPLE_MESSAGES.importNotFound));
    return row;
  }

  return {
    async options() {
      const [countries, categories] = await Promise.all([repo.countries(), repo.categories()]);
      return { countries, categories };
    },

    /** One page of the companies by name. */
    async list(query: PageQuery) {
      const { edition } = await settings.current();
      const { items, total } = await repo.page({
        editionId: edition.id,
        q: query.q || undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    detail,

    async createCompany(actor: Actor, input: PeopleCompanyBody): Promise<PeopleCompany> {
      const body = peopleCompanyBodySchema.parse(input);
      const id = await db.transaction(async (tx) => {
        await checkCompanyBody(tx, body);
        const [made] = await tx
          .insert(companies)
          .values({ ...companyValues(body), username: usernameFor(body.name) })
          .returning({ id: companies.id });
        if (!made) throw new Error("the company was not stored");
        await peopleRepository(tx).setCategories(made.id, body.categories);
        await audit.record(tx, actor, {
          action: "company.create",
          objectType: "company",
          objectId: made.id,
          summary: `Added the company #${made.id}`,
          before: null,
          after: { fields: Object.keys(companyValues(body)).concat("categories") },
        });
        return made.id;
      });
      return detail(id);
    },

    async updateCompany(actor: Actor, id: number, input: PeopleCompanyBody): Promise<PeopleCompany> {
      const body = peopleCompanyBodySchema.parse(input);
      await db.transaction(async (tx) => {
        const txRepo = peopleRepository(tx);
        const stored = await txRepo.lockCompany(id);
        assertOr(stored, notFound(PEOPLE_MESSAGES.companyNotFound));
        await checkCompanyBody(tx, body, id);
        const values = companyValues(body);
        const fields = (Object.keys(values) as (keyof typeof values)[]).filter(
          (k) => values[k] !== stored[k],
        );
        const cats = (await txRepo.categoriesOf([id])).get(id) ?? [];
        const categoriesChanged = !sameList(cats, body.categories);
        if (!fields.length && !categoriesChanged) return;
        await tx
          .update(companies)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(companies.id, id));
        if (categoriesChanged) await txRepo.setCategories(id, body.categories);
        await audit.record(tx, actor, {
          action: "company.update",
          objectType: "company",
          objectId: id,
          summary: `Changed the company #${id}`,
          before: null,
          after: { fields: categoriesChanged ? [...fields, "categories"] : fields },
        });
      });
      return detail(id);
    },

    /** Adds a contact to a company; answers the company with its contacts. */
    async addContact(actor: Actor, companyId: number, input: PeopleContactBody): Promise<PeopleCompany> {
      const body = peopleContactBodySchema.parse(input);
      const { edition } = await settings.current();
      await db.transaction(async (tx) => {
        const txRepo = peopleRepository(tx);
        assertOr(await txRepo.lockCompany(companyId), notFound(PEOPLE_MESSAGES.companyNotFound));
        assertOr(
          (await txRepo.contactIdByEmail(body.email)) === undefined,
          badRequest(PEOPLE_MESSAGES.emailTaken, "email"),
        );
        const { attending, ...fields } = body;
        const [made] = await tx
          .insert(contacts)
          .values({ companyId, ...fields, position: await txRepo.nextPosition(companyId) })
          .onConflictDoNothing()
          .returning({ id: contacts.id });
        assertOr(made, badRequest(PEOPLE_MESSAGES.emailTaken, "email"));
        if (attending) await txRepo.setAttending(edition.id, made.id, true);
        await audit.record(tx, actor, {
          action: "contact.create",
          objectType: "contact",
          objectId: made.id,
          summary: `Added the contact #${made.id} to the company #${companyId}`,
          before: null,
          after: { companyId, fields: [...Object.keys(fields), "attending"] },
        });
      });
      return detail(companyId);
    },

    /** Changes a contact; answers its company with its contacts. */
    async updateContact(actor: Actor, id: number, input: PeopleContactBody): Promise<PeopleCompany> {
      const body = peopleContactBodySchema.parse(input);
      const { edition } = await settings.current();
      const companyId = await db.transaction(async (tx) => {
        const txRepo = peopleRepository(tx);
        const stored = await txRepo.lockContact(id);
        assertOr(stored, notFound(PEOPLE_MESSAGES.contactNotFound));
        if (body.email !== stored.email) {
          const holder = await txRepo.contactIdByEmail(body.email);
          assertOr(holder === undefined, badRequest(PEOPLE_MESSAGES.emailTaken, "email"));
        }
        const [now] = await txRepo.contactsByEmail([stored.email], edition.id);
        const attending = Boolean(now?.attending);
        const { attending: wantAttending, ...fields } = body;
        const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
          (k) => fields[k] !== stored[k],
        );
        const attendingChanged = wantAttending !== attending;
        if (attendingChanged && !wantAttending && now?.checkedIn)
          throw badRequest("This contact is checked in already.", "attending");
        if (!changed.length && !attendingChanged) return stored.companyId;
        if (changed.length)
          await tx
            .update(contacts)
            .set({ ...fields, updatedAt: new Date() })
            .where(eq(contacts.id, id));
        // A new sign-in address: the old one is told, and its open links to set a password stop.
        if (changed.includes("email")) {
          await txRepo.revokeResetLinks(id, new Date());
          await mail.enqueue(
            tx,
            emailChangedMail({
              name: body.name,
              oldEmail: stored.email,
              newEmail: body.email,
              eventName: edition.name,
              sender: organiserSender(actor.id),
            }),
          );
        }
        if (attendingChanged) await txRepo.setAttending(edition.id, id, wantAttending);
        await audit.record(tx, actor, {
          action: "contact.update",
          objectType: "contact",
          objectId: id,
          summary: `Changed the contact #${id} of the company #${stored.companyId}`,
          before: null,
          after: {
            companyId: stored.companyId,
            fields: attendingChanged ? [...changed, "attending"] : changed,
          },
        });
        return stored.companyId;
      });
      return detail(companyId);
    },

    /* ---------------- import ---------------- */

    /** Reads and checks a whole file and stores its plan; nothing of the people is written. */
    async preview(actor: Actor, input: { fileName: string; text: string }): Promise<PeopleImport> {
      const { rows, fingerprint } = await plan(input.text);
      const summary = summarise(rows);
      const stored = await repo.insertImport({
        createdById: actor.id,
        createdByName: await nameOf(actor),
        fileName: input.fileName,
        fingerprint,
        rows,
        summary,
        total: rows.length - summary.errors,
      });
      return toImport(stored, fingerprint);
    },

    async importDetail(actor: Actor, id: number): Promise<PeopleImport> {
      return toImport(await ownImport(actor, id));
    },

    /**
     * Starts writing a preview's rows (the `people.import` job), refused when the preview is
     * another organiser's, applied already, or stale.
     */
    async apply(actor: Actor, id: number, now: Date): Promise<PeopleImport> {
      const { edition } = await settings.current();
      await db.transaction(async (tx) => {
        const txRepo = peopleRepository(tx);
        const row = await txRepo.lockImport(id);
        assertOr(row && row.createdById === actor.id, notFound(PEOPLE_MESSAGES.importNotFound));
        assertOr(row.state === "previewed", new AppError(409, PEOPLE_MESSAGES.notPreviewed));
        assertOr(
          now.getTime() - row.createdAt.getTime() <= PREVIEW_TTL_MS &&
            (await txRepo.fingerprint(edition.id, row.rows as PlanRow[])) === row.fingerprint,
          new AppError(409, PEOPLE_MESSAGES.stale),
        );
        assertOr(row.total > 0, badRequest(PEOPLE_MESSAGES.nothingToApply, "id"));
        await txRepo.updateImport(id, { state: "applying", applyRequestedAt: now, result: EMPTY_RESULT });
        await jobs.enqueue(tx, "people.import", { importId: id }, { key: `${id}:0` });
        await audit.record(tx, actor, {
          action: "import.apply",
          objectType: "import",
          objectId: id,
          summary: `Started the import #${id} of ${row.total} rows`,
          before: null,
          after: { ...(row.summary as ImportSummary), rows: row.total },
        });
      });
      jobs.wake(["people.import"]);
      return this.importDetail(actor, id);
    },

    /**
     * The `people.import` job: writes the next batch of the import's rows in one transaction,
     * with a few statements for the whole batch (`writeBatch`), with the import's progress. A row
     * that fails now is recorded and the others go on: when the database refuses the batch, it is
     * written again row by row, each in a savepoint, to name the failing row. While rows are left it enqueues the next run; after the last the import
     * is applied and audited.
     */
    async applyBatch(id: number, now: Date): Promise<{ written: number; more: boolean }> {
      const { edition } = await settings.current();
      const outcome = await db.transaction(async (tx) => {
        const txRepo = peopleRepository(tx);
        const locked = await txRepo.lockImportBatch(id, IMPORT_BATCH);
        if (locked?.row.state !== "applying") return null;
        const { row } = locked;
        const batch = locked.batch as PlanRow[];
        const result = { ...EMPTY_RESULT, ...row.result } as ImportResult;
        // The whole batch at once; when the database refuses it, row by row in savepoints, so
        // the failing row is named and the others are written.
        let outcomes: RowOutcome[];
        try {
          outcomes = await tx.transaction((sp) => writeBatch(sp as unknown as Tx, edition.id, batch));
        } catch {
          outcomes = [];
          for (const planRow of batch) {
            try {
              outcomes.push(await tx.transaction((sp) => writeRow(sp as unknown as Tx, edition.id, planRow)));
            } catch (err) {
              const message = err instanceof AppError ? err.message : "This row could not be written.";
              const field = err instanceof AppError ? (err.field ?? "row") : "row";
              outcomes.push({ failed: { field, message } });
            }
          }
        }
        const touched: number[] = [];
        const failed = [...result.failed];
        batch.forEach((planRow, i) => {
          const did = outcomes[i];
          if (!did) return;
          if ("failed" in did) {
            failed.push({ line: planRow.line, ...did.failed });
            return;
          }
          if (did.contactId) touched.push(did.contactId);
          if (did.companyDid === "created") result.companiesCreated++;
          if (did.companyDid === "updated") result.companiesUpdated++;
          if (did.contactDid === "created") result.contactsCreated++;
          if (did.contactDid === "updated") result.contactsUpdated++;
          if (did.companyDid === "unchanged" && ["unchanged", "none"].includes(did.contactDid))
            result.unchanged++;
        });
        result.failed = failed;
        await txRepo.rememberImported(id, touched);
        const done = row.done + batch.length;
        const more = done < row.total;
        await txRepo.updateImport(id, {
          done,
          result,
          ...(more ? {} : { state: "applied" as const, appliedAt: now }),
        });
        if (more) await jobs.enqueue(tx, "people.import", { importId: id }, { key: `${id}:${done}` });
        else
          await audit.record(
            tx,
            { id: row.createdById ?? 0, name: row.createdByName },
            {
              action: "import.finish",
              objectType: "import",
              objectId: id,
              summary: `Finished the import #${id}: ${done} rows, ${result.failed.length} failed`,
              before: null,
              after: {
                rows: done,
                companiesCreated: result.companiesCreated,
                companiesUpdated: result.companiesUpdated,
                contactsCreated: result.contactsCreated,
                contactsUpdated: result.contactsUpdated,
                unchanged: result.unchanged,
                failed: result.failed.length,
              },
            },
          );
        return { written: batch.length, more };
      });
      if (!outcome) return { written: 0, more: false };
      if (outcome.more) {
        jobs.wake(["people.import"]);
        // The requests that arrived during the batch go first.
        await new Promise((resolve) => setImmediate(resolve));
      } else {
        // An import can bring most of the edition's people at once: the planner's statistics follow
        // now rather than at autovacuum's next round (decision 0021).
        await db.execute(sql`ANALYZE companies, contacts, edition_contacts, company_categories`);
      }
      return outcome;
    },

    /* ---------------- invitations ---------------- */

    /** Who an invitation of `audience` would go to now, checked: the condition and its count. */
    async audience(
      actor: Actor,
      query: { audience: PeopleInviteBody["audience"]; importId?: number; contactIds?: number[] },
      executor: DbExecutor = db,
    ) {
      const txRepo = peopleRepository(executor);
      // Before anything is asked in the caller's transaction: the embedded database has one connection.
      const { edition } = await settings.current();
      let where: ReturnType<typeof txRepo.inviteCondition>;
      if (query.audience === "import") {
        assertOr(query.importId, badRequest("Name the import.", "importId"));
        const own = await txRepo.importById(query.importId);
        assertOr(own && own.createdById === actor.id, notFound(PEOPLE_MESSAGES.importNotFound));
        where = txRepo.inviteCondition({ kind: "import", importId: query.importId });
      } else if (query.audience === "selection") {
        const ids = [...new Set(query.contactIds ?? [])];
        assertOr(ids.length > 0, badRequest("Choose the contacts to invite.", "contactIds"));
        assertOr(
          ids.length <= PEOPLE_INVITE_SELECTION_MAX &&
            ids.every((i) => Number.isInteger(i) && i > 0 && i <= MAX_DB_INT),
          badRequest(PEOPLE_MESSAGES.unknownContacts, "contactIds"),
        );
        const known = await txRepo.existingContactIds(ids);
        assertOr(
          ids.every((i) => known.has(i)),
          badRequest(PEOPLE_MESSAGES.unknownContacts, "contactIds"),
        );
        where = txRepo.inviteCondition({ kind: "selection", contactIds: ids });
      } else {
        where = txRepo.inviteCondition({ kind: "attending", editionId: edition.id });
      }
      return { where, recipients: await txRepo.countWhere(where) };
    },

    /**
     * Fixes who the invitation goes to (active contacts without a password) and starts the
     * `people.invite` job, with the audit entry, in one transaction.
     */
    async invite(actor: Actor, body: PeopleInviteBody): Promise<PeopleInvitation> {
      const name = await nameOf(actor);
      await settings.current();
      const id = await db.transaction(async (tx) => {
        const txRepo = peopleRepository(tx);
        const { where, recipients } = await this.audience(actor, body, tx);
        assertOr(recipients > 0, badRequest(PEOPLE_MESSAGES.nobody, "audience"));
        const made = await txRepo.insertInvitation({
          createdById: actor.id,
          createdByName: name,
          recipientCount: 0,
        });
        const count = await txRepo.freezeInvitees(made.id, where);
        await txRepo.updateInvitation(made.id, { recipientCount: count });
        await jobs.enqueue(tx, "people.invite", { invitationId: made.id }, { key: `${made.id}:0` });
        await audit.record(
          tx,
          { id: actor.id, name },
          {
            action: "invitation.send",
            objectType: "invitation",
            objectId: made.id,
            summary: `Invited ${count} contacts to set a password`,
            before: null,
            after: {
              recipients: count,
              audience: body.audience,
              ...(body.importId ? { importId: body.importId } : {}),
            },
          },
        );
        return made.id;
      });
      jobs.wake(["people.invite"]);
      return this.invitation(actor, id);
    },

    /** How far an invitation got: only the organiser who sent it sees it (404 for another's, as imports). */
    async invitation(actor: Actor, id: number): Promise<PeopleInvitation> {
      const row = await repo.invitation(id);
      assertOr(row && row.invitation.createdById === actor.id, notFound(PEOPLE_MESSAGES.invitationNotFound));
      return {
        id: row.invitation.id,
        state: row.invitation.state,
        recipients: row.invitation.recipientCount,
        invited: Number(row.invited),
        skipped: Number(row.skipped),
        createdAt: row.invitation.createdAt.toISOString(),
        sentAt: row.invitation.sentAt?.toISOString() ?? null,
      };
    },

    /**
     * The `people.invite` job: mails the next batch of the invitation's contacts, each with a
     * new link to set a password, and marks them, in one transaction, so a retry mails nobody
     * twice. A contact who set a password meanwhile is skipped. The organiser who invited is the
     * mails' sender, so the mail bound per recipient and hour holds.
     */
    async inviteBatch(id: number, now: Date): Promise<{ invited: number; more: boolean }> {
      const { edition } = await settings.current();
      const outcome = await db.transaction(async (tx) => {
        const txRepo = peopleRepository(tx);
        const row = await txRepo.lockInvitation(id);
        if (!row || row.state === "sent") return null;
        const batch = await txRepo.pendingInvitees(id, INVITE_BATCH);
        const sender = contactSender({ id: row.createdById ?? 0, name: row.createdByName });
        let invited = 0;
        for (const person of batch) {
          const skip = person.passwordHash !== null || !person.isActive;
          if (!skip) {
            const token = await deps.issueResetToken(
              tx,
              person.contactId,
              new Date(now.getTime() + INVITE_DAYS * 86_400_000),
            );
            await mail.enqueue(
              tx,
              invitationMail({
                name: person.name,
                email: person.email,
                token,
                eventName: edition.name,
                config,
                sender,
              }),
            );
            invited++;
          }
          await txRepo.markInvited(id, person.contactId, now, skip);
        }
        const status = await txRepo.invitation(id);
        const more = Number(status?.pending ?? 0) > 0;
        if (more)
          await jobs.enqueue(
            tx,
            "people.invite",
            { invitationId: id },
            { key: `${id}:${row.recipientCount - Number(status?.pending ?? 0)}` },
          );
        else await txRepo.updateInvitation(id, { state: "sent", sentAt: now });
        return { invited, more };
      });
      if (!outcome) return { invited: 0, more: false };
      if (outcome.invited > 0) mail.kick();
      if (outcome.more) {
        jobs.wake(["people.invite"]);
        await new Promise((resolve) => setImmediate(resolve));
      }
      return outcome;
    },
  };
}

export type PeopleConsole = ReturnType<typeof peopleConsole>;
