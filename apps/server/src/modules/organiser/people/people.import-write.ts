import { randomBytes } from "node:crypto";
import type { ImportAction } from "@ebm/shared/schemas/organiser-people";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { companies, companyCategories, contacts, editionContacts } from "../../../db/schema/index.ts";
import { badRequest } from "../../../lib/errors.ts";
import { type CompanyRow, peopleRepository } from "./people.repository.ts";

/** What one row of the file will do, as the preview made it and the job writes it. */
export interface PlanRow {
  line: number;
  companyName: string;
  countryId: number | null;
  membershipId: number | null;
  company: Partial<{
    streetAddress: string;
    city: string;
    postalCode: string;
    website: string;
    tel: string;
    vat: string;
    profile: string;
    categories: number[];
    trading: "new" | "used";
  }>;
  contact: {
    email: string;
    name?: string;
    function?: string;
    tel?: string;
    imName?: string;
    imValue?: string;
    attending?: boolean;
  } | null;
  companyAction: ImportAction;
  companyLine: number | null;
  contactAction: ImportAction;
  problems: { field: string; message: string }[];
}

/** A username for a new company: its name as a slug, made unique with a random tail. */
export function usernameFor(name: string): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${slug || "company"}-${randomBytes(4).toString("hex")}`;
}

export const sameList = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

/** The company fields a row or a form sets that differ from the stored ones. */
export function companyChanges(stored: CompanyRow, storedCategories: number[], wanted: PlanRow["company"]) {
  const set: Partial<typeof companies.$inferInsert> = {};
  const fields: string[] = [];
  for (const key of ["streetAddress", "city", "postalCode", "website", "tel", "vat", "profile"] as const) {
    const value = wanted[key];
    if (value !== undefined && value !== stored[key]) {
      set[key] = value;
      fields.push(key);
    }
  }
  if (wanted.trading !== undefined && wanted.trading !== stored.tradingType) {
    set.tradingType = wanted.trading;
    fields.push("trading");
  }
  const categories =
    wanted.categories !== undefined && !sameList(wanted.categories, storedCategories)
      ? wanted.categories
      : undefined;
  if (categories) fields.push("categories");
  return { set, fields, categories };
}

type ContactFields = NonNullable<PlanRow["contact"]>;
/** The contact fields a row sets that differ from the stored ones. */
export function contactChanges(
  stored: { name: string; function: string; tel: string; imName: string | null; imValue: string | null },
  attending: boolean,
  wanted: ContactFields,
) {
  const set: Partial<typeof contacts.$inferInsert> = {};
  const fields: string[] = [];
  for (const key of ["name", "function", "tel", "imName", "imValue"] as const) {
    const value = wanted[key];
    if (value !== undefined && value !== stored[key]) {
      set[key] = value;
      fields.push(key);
    }
  }
  const attendingChanged = wanted.attending !== undefined && wanted.attending !== attending;
  if (attendingChanged) fields.push("attending");
  return { set, fields, attendingChanged };
}

/**
 * Writes one row of an applied import, again matched against what is stored now (an earlier
 * row, or another change, may have made its company). Answers what it did.
 */
export async function writeRow(tx: Tx, editionId: number, r: PlanRow) {
  const txRepo = peopleRepository(tx);
  const at = new Date();
  let company: CompanyRow | undefined;
  if (r.membershipId) [company] = await txRepo.companiesByMembership([r.membershipId]);
  if (!company)
    company = (await txRepo.companiesByName([r.companyName.toLowerCase()])).find(
      (c) => c.countryId === r.countryId,
    );
  let companyDid: "created" | "updated" | "unchanged" = "unchanged";
  if (!company) {
    const [made] = await tx
      .insert(companies)
      .values({
        name: r.companyName,
        username: usernameFor(r.companyName),
        countryId: r.countryId ?? 0,
        tbsCompanyId: r.membershipId,
        ...r.company,
        tradingType: r.company.trading ?? null,
      })
      .returning();
    if (!made) throw new Error("the company was not stored");
    company = made;
    if (r.company.categories?.length) await txRepo.setCategories(company.id, r.company.categories);
    companyDid = "created";
  } else if (r.companyAction !== "same-as-row") {
    const cats = await txRepo.categoriesOf([company.id]);
    const changes = companyChanges(company, cats.get(company.id) ?? [], r.company);
    const set: Partial<typeof companies.$inferInsert> = { ...changes.set };
    if (company.name !== r.companyName) set.name = r.companyName;
    if (r.countryId !== null && company.countryId !== r.countryId) set.countryId = r.countryId;
    if (r.membershipId !== null && company.tbsCompanyId === null) set.tbsCompanyId = r.membershipId;
    if (Object.keys(set).length)
      await tx
        .update(companies)
        .set({ ...set, updatedAt: at })
        .where(eq(companies.id, company.id));
    if (changes.categories) await txRepo.setCategories(company.id, changes.categories);
    if (Object.keys(set).length || changes.categories) companyDid = "updated";
  }

  let contactDid: "created" | "updated" | "unchanged" | "none" = "none";
  let contactId: number | null = null;
  if (r.contact) {
    const [stored] = await txRepo.contactsByEmail([r.contact.email], editionId);
    if (stored && stored.contact.companyId !== company.id)
      throw badRequest("This e-mail address belongs to a contact of another company.", "email");
    if (stored) {
      contactId = stored.contact.id;
      const changes = contactChanges(stored.contact, Boolean(stored.attending), r.contact);
      if (Object.keys(changes.set).length)
        await tx
          .update(contacts)
          .set({ ...changes.set, updatedAt: at })
          .where(eq(contacts.id, stored.contact.id));
      if (changes.attendingChanged)
        await txRepo.setAttending(editionId, stored.contact.id, r.contact.attending ?? false);
      if (changes.fields.length) contactDid = "updated";
      else contactDid = "unchanged";
    } else {
      const { attending, ...fields } = r.contact;
      const [made] = await tx
        .insert(contacts)
        .values({
          companyId: company.id,
          name: fields.name ?? "TBD",
          ...fields,
          position: await txRepo.nextPosition(company.id),
        })
        .returning({ id: contacts.id });
      if (!made) throw new Error("the contact was not stored");
      contactId = made.id;
      if (attending) await txRepo.setAttending(editionId, made.id, true);
      contactDid = "created";
    }
  }
  return { companyDid, contactDid, contactId };
}
/** What writing one row did, or why it failed. */
export type RowOutcome =
  | {
      companyDid: "created" | "updated" | "unchanged";
      contactDid: "created" | "updated" | "unchanged" | "none";
      contactId: number | null;
    }
  | { failed: { field: string; message: string } };

const EMAIL_ELSEWHERE = "This e-mail address belongs to a contact of another company.";

/** A company as the batch leaves it: a stored one (with the columns it changes) or a new one. */
interface CompanyState {
  /** Negative until a new company is inserted. */
  id: number;
  isNew: boolean;
  now: CompanyRow;
  set: Partial<typeof companies.$inferInsert>;
  categories: number[];
  categoriesChanged: boolean;
  lastPosition: number;
}

/** A contact as the batch leaves it. */
interface ContactState {
  id: number | null;
  /** The company's id (negative for a company new in this batch). */
  companyId: number;
  company: CompanyState | null;
  now: { name: string; function: string; tel: string; imName: string | null; imValue: string | null };
  insert?: typeof contacts.$inferInsert;
  set: Partial<typeof contacts.$inferInsert>;
  attending: boolean;
  checkedIn: boolean;
  /** Attendance to write: added (true) or withdrawn (false); untouched when undefined. */
  attendingSet?: boolean;
}

/** The columns an update of the batch may write, by property, column and type. */
const COMPANY_COLUMNS = [
  ["name", "name", "text"],
  ["countryId", "country_id", "int"],
  ["tbsCompanyId", "tbs_company_id", "int"],
  ["streetAddress", "street_address", "text"],
  ["city", "city", "text"],
  ["postalCode", "postal_code", "text"],
  ["website", "website", "text"],
  ["tel", "tel", "text"],
  ["vat", "vat", "text"],
  ["profile", "profile", "text"],
  ["tradingType", "trading_type", "text"],
] as const;
const CONTACT_COLUMNS = [
  ["name", "name", "text"],
  ["function", "function", "text"],
  ["tel", "tel", "text"],
  ["imName", "im_name", "text"],
  ["imValue", "im_value", "text"],
] as const;

/**
 * One statement updating many rows of `table`: each row's changed columns take the new value, the
 * others stay (a column's value is null where it does not change; the import never clears one).
 */
function updateMany(
  table: typeof companies | typeof contacts,
  columns: readonly (readonly [string, string, "text" | "int"])[],
  rows: { id: number; set: Record<string, unknown> }[],
  at: Date,
): SQL {
  const names = ["id", ...columns.map(([, column]) => column), "updated_at"].map((c) => `"${c}"`);
  const values = rows.map(
    ({ id, set }) =>
      sql`(${sql.join(
        [
          sql`${id}::int`,
          ...columns.map(([key, , type]) => sql`${set[key] ?? null}::${sql.raw(type)}`),
          sql`${at.toISOString()}::timestamptz`,
        ],
        sql`, `,
      )})`,
  );
  const assignments = columns.map(([, column]) =>
    sql.raw(`"${column}" = coalesce(v."${column}", t."${column}")`),
  );
  return sql`update ${table} as t set ${sql.join([...assignments, sql.raw(`"updated_at" = v."updated_at"`)], sql`, `)}
    from (values ${sql.join(values, sql`, `)}) as v(${sql.raw(names.join(", "))})
    where t."id" = v."id"`;
}

/**
 * Writes a batch of an applied import's rows with a few statements for the whole batch: what is
 * stored is read at once (companies by membership id and by name, contacts by e-mail), each row
 * is then matched in order exactly as `writeRow` matches it against the database (an earlier row
 * of the batch may have made or changed its company), and the batch's new and changed companies,
 * categories, contacts and attendances are written in one statement each. A row whose e-mail
 * address belongs to another company's contact fails alone, without effect; any error of the
 * database throws, and the caller writes the batch again row by row to name the failing row.
 * Answers each row's outcome in the order of `rows`.
 */
export async function writeBatch(tx: Tx, editionId: number, rows: PlanRow[]): Promise<RowOutcome[]> {
  const repo = peopleRepository(tx);
  const at = new Date();
  const memberships = [...new Set(rows.flatMap((r) => (r.membershipId ? [r.membershipId] : [])))];
  const names = [...new Set(rows.map((r) => r.companyName.toLowerCase()))];
  const emails = [...new Set(rows.flatMap((r) => (r.contact ? [r.contact.email] : [])))];
  const [byMembership, byName, storedContacts] = await Promise.all([
    memberships.length ? repo.companiesByMembership(memberships) : [],
    repo.companiesByName(names),
    emails.length ? repo.contactsByEmail(emails, editionId) : [],
  ]);
  const storedCompanies = [...new Map([...byMembership, ...byName].map((c) => [c.id, c])).values()].sort(
    (a, b) => a.id - b.id,
  );
  const ids = storedCompanies.map((c) => c.id);
  const [categoriesOf, positions] = await Promise.all([
    ids.length ? repo.categoriesOf(ids) : new Map<number, number[]>(),
    ids.length ? repo.maxPositions(ids) : new Map<number, number>(),
  ]);
  // In the order `companiesByName` answers: stored by id, then the new ones as they are made.
  const known: CompanyState[] = storedCompanies.map((c) => ({
    id: c.id,
    isNew: false,
    now: { ...c },
    set: {},
    categories: categoriesOf.get(c.id) ?? [],
    categoriesChanged: false,
    lastPosition: positions.get(c.id) ?? 0,
  }));
  const contactBy = new Map<string, ContactState>(
    storedContacts.map(({ contact, attending, checkedIn }) => [
      contact.email,
      {
        id: contact.id,
        companyId: contact.companyId,
        company: null,
        now: { ...contact },
        set: {},
        attending: Boolean(attending),
        checkedIn: Boolean(checkedIn),
      },
    ]),
  );

  let nextTempId = -1;
  const outcomes: (
    | { failed: { field: string; message: string } }
    | {
        companyDid: "created" | "updated" | "unchanged";
        contactDid: "created" | "updated" | "unchanged" | "none";
        contact: ContactState | null;
      }
  )[] = [];
  for (const r of rows) {
    const lowerName = r.companyName.toLowerCase();
    let company =
      (r.membershipId ? known.find((c) => c.now.tbsCompanyId === r.membershipId) : undefined) ??
      known.find((c) => c.now.name.toLowerCase() === lowerName && c.now.countryId === r.countryId);
    const stored = r.contact ? contactBy.get(r.contact.email) : undefined;
    if (stored && stored.companyId !== company?.id) {
      outcomes.push({ failed: { field: "email", message: EMAIL_ELSEWHERE } });
      continue;
    }

    let companyDid: "created" | "updated" | "unchanged" = "unchanged";
    if (!company) {
      const now = {
        id: nextTempId--,
        name: r.companyName,
        username: usernameFor(r.companyName),
        countryId: r.countryId ?? 0,
        tbsCompanyId: r.membershipId,
        streetAddress: r.company.streetAddress ?? "",
        city: r.company.city ?? "",
        postalCode: r.company.postalCode ?? "",
        website: r.company.website ?? "-",
        tel: r.company.tel ?? "",
        vat: r.company.vat ?? "",
        profile: r.company.profile ?? "",
        tradingType: r.company.trading ?? null,
      } as CompanyRow;
      const categories = r.company.categories ?? [];
      company = {
        id: now.id,
        isNew: true,
        now,
        set: {},
        categories,
        categoriesChanged: categories.length > 0,
        lastPosition: 0,
      };
      known.push(company);
      companyDid = "created";
    } else if (r.companyAction !== "same-as-row") {
      const changes = companyChanges(company.now, company.categories, r.company);
      const set: Partial<typeof companies.$inferInsert> = { ...changes.set };
      if (company.now.name !== r.companyName) set.name = r.companyName;
      if (r.countryId !== null && company.now.countryId !== r.countryId) set.countryId = r.countryId;
      if (r.membershipId !== null && company.now.tbsCompanyId === null) set.tbsCompanyId = r.membershipId;
      Object.assign(company.now, set);
      Object.assign(company.set, set);
      if (changes.categories) {
        company.categories = changes.categories;
        company.categoriesChanged = true;
      }
      if (Object.keys(set).length || changes.categories) companyDid = "updated";
    }

    let contactDid: "created" | "updated" | "unchanged" | "none" = "none";
    let contact: ContactState | null = null;
    if (r.contact) {
      if (stored) {
        contact = stored;
        const changes = contactChanges(stored.now, stored.attending, r.contact);
        Object.assign(stored.now, changes.set);
        Object.assign(stored.set, changes.set);
        if (changes.attendingChanged) {
          const wanted = r.contact.attending ?? false;
          stored.attendingSet = wanted;
          // A contact checked in already stays.
          stored.attending = wanted || stored.checkedIn;
        }
        contactDid = changes.fields.length ? "updated" : "unchanged";
      } else {
        const { attending, ...fields } = r.contact;
        company.lastPosition += 1;
        const values = {
          companyId: company.id,
          name: fields.name ?? "TBD",
          ...fields,
          position: company.lastPosition,
        };
        contact = {
          id: null,
          companyId: company.id,
          company,
          now: {
            name: values.name,
            function: values.function ?? "",
            tel: values.tel ?? "",
            imName: values.imName ?? null,
            imValue: values.imValue ?? null,
          },
          insert: values,
          set: {},
          attending: Boolean(attending),
          checkedIn: false,
          ...(attending ? { attendingSet: true } : {}),
        };
        contactBy.set(r.contact.email, contact);
        contactDid = "created";
      }
    }
    outcomes.push({ companyDid, contactDid, contact });
  }

  // The writes: one statement for each kind.
  const created = known.filter((c) => c.isNew);
  if (created.length) {
    const made = await tx
      .insert(companies)
      .values(created.map(({ now: { id: _temp, ...values } }) => values))
      .returning({ id: companies.id, username: companies.username });
    const idOf = new Map(made.map((m) => [m.username, m.id]));
    for (const c of created) {
      const id = idOf.get(c.now.username);
      if (id === undefined) throw new Error("a company was not stored");
      c.id = id;
    }
  }
  const changedCompanies = known.filter((c) => !c.isNew && Object.keys(c.set).length);
  if (changedCompanies.length) await tx.execute(updateMany(companies, COMPANY_COLUMNS, changedCompanies, at));
  const recategorised = known.filter((c) => c.categoriesChanged);
  const cleared = recategorised.filter((c) => !c.isNew).map((c) => c.id);
  if (cleared.length) await tx.delete(companyCategories).where(inArray(companyCategories.companyId, cleared));
  const categoryRows = recategorised.flatMap((c) =>
    c.categories.map((categoryId) => ({ companyId: c.id, categoryId })),
  );
  if (categoryRows.length) await tx.insert(companyCategories).values(categoryRows);

  const people = [...contactBy.values()];
  const newPeople = people.filter((p) => p.insert);
  if (newPeople.length) {
    const made = await tx
      .insert(contacts)
      .values(
        newPeople.map((p) => ({
          ...(p.insert as typeof contacts.$inferInsert),
          companyId: p.company?.id ?? p.companyId,
        })),
      )
      .returning({ id: contacts.id, email: contacts.email });
    const idOf = new Map(made.map((m) => [m.email, m.id]));
    for (const p of newPeople) {
      const id = idOf.get(p.insert?.email ?? "");
      if (id === undefined) throw new Error("a contact was not stored");
      p.id = id;
    }
  }
  const changedPeople = people.filter((p) => p.id !== null && !p.insert && Object.keys(p.set).length);
  if (changedPeople.length)
    await tx.execute(
      updateMany(
        contacts,
        CONTACT_COLUMNS,
        changedPeople.map((p) => ({ id: p.id as number, set: p.set })),
        at,
      ),
    );
  const attend = people.filter((p) => p.attendingSet === true).map((p) => p.id as number);
  if (attend.length)
    await tx
      .insert(editionContacts)
      .values(attend.map((contactId) => ({ editionId, contactId })))
      .onConflictDoNothing();
  const withdraw = people.filter((p) => p.attendingSet === false).map((p) => p.id as number);
  if (withdraw.length)
    await tx
      .delete(editionContacts)
      .where(
        and(
          eq(editionContacts.editionId, editionId),
          inArray(editionContacts.contactId, withdraw),
          isNull(editionContacts.checkedInAt),
        ),
      );

  return outcomes.map((o) =>
    "failed" in o
      ? o
      : { companyDid: o.companyDid, contactDid: o.contactDid, contactId: o.contact?.id ?? null },
  );
}
