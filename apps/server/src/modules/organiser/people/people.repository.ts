import { createHash } from "node:crypto";
import { and, asc, count, eq, ilike, inArray, isNull, max, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import {
  categories,
  companies,
  companyCategories,
  contacts,
  countries,
  editionContacts,
  passwordResetTokens,
  peopleImportContacts,
  peopleImports,
  peopleInvitationRecipients,
  peopleInvitations,
} from "../../../db/schema/index.ts";
import { containing } from "../audit/audit.repository.ts";

export type CompanyRow = typeof companies.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type ImportRowStored = typeof peopleImports.$inferSelect;
export type InvitationRow = typeof peopleInvitations.$inferSelect;

/** What of an import's row its fingerprint looks at: its company's name and membership id, its e-mail. */
export interface ImportKeysRow {
  companyName: string;
  membershipId: number | null;
  contact: { email: string } | null;
}

/** The file's e-mail addresses, membership ids and company names (lower case), each once. */
export function importKeys(rows: readonly ImportKeysRow[]) {
  return {
    emails: [...new Set(rows.flatMap((r) => (r.contact ? [r.contact.email] : [])))],
    memberships: [...new Set(rows.flatMap((r) => (r.membershipId ? [r.membershipId] : [])))],
    names: [...new Set(rows.map((r) => r.companyName.toLowerCase()).filter(Boolean))],
  };
}

/** Long lists of keys are asked in slices, so no statement carries tens of thousands of parameters. */
const SLICE = 1000;
async function sliced<K, R>(keys: K[], ask: (slice: K[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < keys.length; i += SLICE) out.push(...(await ask(keys.slice(i, i + SLICE))));
  return out;
}

/** The companies and contacts of the console's People section, its imports and invitations. */
export function peopleRepository(db: DbExecutor) {
  return {
    countries: () =>
      db
        .select({ id: countries.id, name: countries.name, iso2: countries.iso2 })
        .from(countries)
        .orderBy(asc(countries.name)),
    categories: () =>
      db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.id)),

    /** One page of companies by name; `q` matches the name or a contact's name or e-mail. */
    async page(opts: { editionId: number; q?: string; limit: number; offset: number }) {
      const conditions: SQL[] = [];
      if (opts.q) {
        const like = containing(opts.q);
        const match = or(
          ilike(companies.name, like),
          sql`exists (select 1 from ${contacts} where ${contacts.companyId} = ${companies.id}
            and (${contacts.name} ilike ${like} or ${contacts.email} ilike ${like}))`,
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: companies.id,
            name: companies.name,
            country: countries.name,
            tbsCompanyId: companies.tbsCompanyId,
            contacts: sql<number>`(select count(*)::int from ${contacts} where ${contacts.companyId} = ${companies.id})`,
            attending: sql<number>`(select count(*)::int from ${contacts} inner join ${editionContacts}
              on ${editionContacts.contactId} = ${contacts.id} and ${editionContacts.editionId} = ${opts.editionId}
              where ${contacts.companyId} = ${companies.id})`,
            withoutPassword: sql<number>`(select count(*)::int from ${contacts} where ${contacts.companyId} = ${companies.id}
              and ${contacts.passwordHash} is null and ${contacts.isActive})`,
          })
          .from(companies)
          .innerJoin(countries, eq(countries.id, companies.countryId))
          .where(where)
          .orderBy(sql`lower(${companies.name})`, asc(companies.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(companies).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async company(id: number) {
      const [row] = await db
        .select({ company: companies, country: countries.name })
        .from(companies)
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(eq(companies.id, id));
      return row;
    },

    async lockCompany(id: number): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).for("update");
      return row;
    },

    async categoriesOf(companyIds: number[]): Promise<Map<number, number[]>> {
      const rows = await sliced(companyIds, (ids) =>
        db
          .select({ companyId: companyCategories.companyId, categoryId: companyCategories.categoryId })
          .from(companyCategories)
          .where(inArray(companyCategories.companyId, ids))
          .orderBy(asc(companyCategories.categoryId)),
      );
      const out = new Map<number, number[]>();
      for (const r of rows) out.set(r.companyId, [...(out.get(r.companyId) ?? []), r.categoryId]);
      return out;
    },

    async setCategories(companyId: number, ids: number[]): Promise<void> {
      await db.delete(companyCategories).where(eq(companyCategories.companyId, companyId));
      if (ids.length)
        await db.insert(companyCategories).values(ids.map((categoryId) => ({ companyId, categoryId })));
    },

    /** The contacts of a company in their order, with whether they attend the edition (erased people are gone). */
    contactsOf: (companyId: number, editionId: number) =>
      db
        .select({
          contact: contacts,
          attending: sql<boolean>`${editionContacts.contactId} is not null`,
        })
        .from(contacts)
        .leftJoin(
          editionContacts,
          and(eq(editionContacts.contactId, contacts.id), eq(editionContacts.editionId, editionId)),
        )
        .where(and(eq(contacts.companyId, companyId), isNull(contacts.erasedAt)))
        .orderBy(asc(contacts.position), asc(contacts.id)),

    /** The contacts with these addresses, with whether they attend the edition. */
    contactsByEmail: (emails: string[], editionId: number) =>
      sliced(emails, (slice) =>
        db
          .select({
            contact: contacts,
            attending: sql<boolean>`${editionContacts.contactId} is not null`,
            checkedIn: sql<boolean>`${editionContacts.checkedInAt} is not null`,
          })
          .from(contacts)
          .leftJoin(
            editionContacts,
            and(eq(editionContacts.contactId, contacts.id), eq(editionContacts.editionId, editionId)),
          )
          .where(inArray(contacts.email, slice)),
      ),

    companiesByMembership: (ids: number[]) =>
      sliced(ids, (slice) => db.select().from(companies).where(inArray(companies.tbsCompanyId, slice))),

    companiesByName: (lowerNames: string[]) =>
      sliced(lowerNames, (slice) =>
        db
          .select()
          .from(companies)
          .where(inArray(sql`lower(${companies.name})`, slice))
          .orderBy(asc(companies.id)),
      ),

    async contactById(id: number): Promise<ContactRow | undefined> {
      const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
      return row;
    },

    /** Ends the contact's open links to set a password (sent to an address it no longer has). */
    async revokeResetLinks(contactId: number, now: Date) {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.contactId, contactId), isNull(passwordResetTokens.usedAt)));
    },

    async lockContact(id: number): Promise<ContactRow | undefined> {
      const [row] = await db.select().from(contacts).where(eq(contacts.id, id)).for("update");
      return row;
    },

    async contactIdByEmail(email: string): Promise<number | undefined> {
      const [row] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, email));
      return row?.id;
    },

    async nextPosition(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: max(contacts.position) })
        .from(contacts)
        .where(eq(contacts.companyId, companyId));
      return (row?.n ?? 0) + 1;
    },

    /** The highest position of each company's contacts (companies without contacts are left out). */
    async maxPositions(companyIds: number[]): Promise<Map<number, number>> {
      const rows = await sliced(companyIds, (ids) =>
        db
          .select({ companyId: contacts.companyId, n: max(contacts.position) })
          .from(contacts)
          .where(inArray(contacts.companyId, ids))
          .groupBy(contacts.companyId),
      );
      return new Map(rows.map((r) => [r.companyId, r.n ?? 0]));
    },

    /** Attends the edition or not; a contact checked in already stays. Answers whether it changed. */
    async setAttending(editionId: number, contactId: number, attending: boolean): Promise<void> {
      if (attending) await db.insert(editionContacts).values({ editionId, contactId }).onConflictDoNothing();
      else
        await db
          .delete(editionContacts)
          .where(
            and(
              eq(editionContacts.editionId, editionId),
              eq(editionContacts.contactId, contactId),
              isNull(editionContacts.checkedInAt),
            ),
          );
    },

    /**
     * The state an import's plan depends on, and only that: the stored contacts with the file's
     * e-mail addresses (their company, their last change, whether they attend the edition and are
     * checked in) and the companies with its membership ids or names (their last change and main
     * interests). A change to one of them changes it; a registration or an edit elsewhere does
     * not, so a preview stays good during a live event.
     */
    async fingerprint(editionId: number, rows: readonly ImportKeysRow[]): Promise<string> {
      const keys = importKeys(rows);
      const contactParts = await sliced(keys.emails, (slice) =>
        db
          .select({
            part: sql<string>`concat_ws(',', ${contacts.id}, ${contacts.companyId}, ${contacts.updatedAt},
              ${editionContacts.contactId}, ${editionContacts.checkedInAt})`,
          })
          .from(contacts)
          .leftJoin(
            editionContacts,
            and(eq(editionContacts.contactId, contacts.id), eq(editionContacts.editionId, editionId)),
          )
          .where(inArray(contacts.email, slice)),
      );
      const companyPart = sql<string>`concat_ws(',', ${companies.id}, ${companies.updatedAt},
        (select string_agg(${companyCategories.categoryId}::text, ' ' order by ${companyCategories.categoryId})
          from ${companyCategories} where ${companyCategories.companyId} = ${companies.id}))`;
      const [byMembership, byName] = await Promise.all([
        sliced(keys.memberships, (slice) =>
          db.select({ part: companyPart }).from(companies).where(inArray(companies.tbsCompanyId, slice)),
        ),
        sliced(keys.names, (slice) =>
          db
            .select({ part: companyPart })
            .from(companies)
            .where(inArray(sql`lower(${companies.name})`, slice)),
        ),
      ]);
      const hash = createHash("sha256");
      for (const parts of [contactParts, byMembership, byName]) {
        for (const part of parts.map((p) => p.part).sort()) hash.update(`${part}\n`);
        hash.update("|");
      }
      return hash.digest("base64url");
    },

    /* ---- imports ---- */

    async insertImport(values: typeof peopleImports.$inferInsert): Promise<ImportRowStored> {
      const [row] = await db.insert(peopleImports).values(values).returning();
      if (!row) throw new Error("the import was not stored");
      return row;
    },
    async importById(id: number): Promise<ImportRowStored | undefined> {
      const [row] = await db.select().from(peopleImports).where(eq(peopleImports.id, id));
      return row;
    },
    async lockImport(id: number): Promise<ImportRowStored | undefined> {
      const [row] = await db.select().from(peopleImports).where(eq(peopleImports.id, id)).for("update");
      return row;
    },
    /**
     * Locks an import and reads its next `limit` rows to write: the rows without problems after
     * the `done` ones, cut out by the database, so a large file is not read whole for each batch.
     */
    async lockImportBatch(id: number, limit: number) {
      const [row] = await db
        .select({
          id: peopleImports.id,
          createdById: peopleImports.createdById,
          createdByName: peopleImports.createdByName,
          state: peopleImports.state,
          total: peopleImports.total,
          done: peopleImports.done,
          result: peopleImports.result,
        })
        .from(peopleImports)
        .where(eq(peopleImports.id, id))
        .for("update");
      if (!row) return undefined;
      const answer = await db.execute(sql`select coalesce(jsonb_agg(s.e order by s.n), '[]'::jsonb) as batch
        from (select x.e, x.n from ${peopleImports}, jsonb_array_elements(${peopleImports.rows}) with ordinality as x(e, n)
          where ${peopleImports.id} = ${id} and jsonb_array_length(x.e -> 'problems') = 0
          order by x.n offset ${row.done} limit ${limit}) s`);
      // Both drivers answer with `rows`, and read jsonb as its value.
      const [first] = (answer as unknown as { rows: { batch: unknown[] | string }[] }).rows;
      const batch =
        typeof first?.batch === "string" ? (JSON.parse(first.batch) as unknown[]) : (first?.batch ?? []);
      return { row, batch };
    },
    async updateImport(id: number, values: Partial<typeof peopleImports.$inferInsert>): Promise<void> {
      await db.update(peopleImports).set(values).where(eq(peopleImports.id, id));
    },
    async rememberImported(importId: number, contactIds: number[]): Promise<void> {
      if (contactIds.length)
        await db
          .insert(peopleImportContacts)
          .values(contactIds.map((contactId) => ({ importId, contactId })))
          .onConflictDoNothing();
    },
    async importedWithoutPassword(importId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(peopleImportContacts)
        .innerJoin(contacts, eq(contacts.id, peopleImportContacts.contactId))
        .where(
          and(
            eq(peopleImportContacts.importId, importId),
            isNull(contacts.passwordHash),
            sql`${contacts.isActive}`,
          ),
        );
      return row?.n ?? 0;
    },

    /* ---- invitations ---- */

    /** The condition that makes a contact one an invitation of `audience` goes to. */
    inviteCondition(
      audience:
        | { kind: "import"; importId: number }
        | { kind: "selection"; contactIds: number[] }
        | { kind: "attending"; editionId: number },
    ): SQL {
      const base = and(isNull(contacts.passwordHash), sql`${contacts.isActive}`) as SQL;
      switch (audience.kind) {
        case "import":
          return and(
            base,
            sql`exists (select 1 from ${peopleImportContacts} where ${peopleImportContacts.contactId} = ${contacts.id}
              and ${peopleImportContacts.importId} = ${audience.importId})`,
          ) as SQL;
        case "selection":
          return and(
            base,
            inArray(contacts.id, audience.contactIds.length ? audience.contactIds : [0]),
          ) as SQL;
        case "attending":
          return and(
            base,
            sql`exists (select 1 from ${editionContacts} where ${editionContacts.contactId} = ${contacts.id}
              and ${editionContacts.editionId} = ${audience.editionId})`,
          ) as SQL;
      }
    },

    async countWhere(where: SQL): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contacts).where(where);
      return row?.n ?? 0;
    },

    async existingContactIds(ids: number[]): Promise<Set<number>> {
      const rows = await db.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    async insertInvitation(values: typeof peopleInvitations.$inferInsert): Promise<InvitationRow> {
      const [row] = await db.insert(peopleInvitations).values(values).returning();
      if (!row) throw new Error("the invitation was not stored");
      return row;
    },

    /** Fixes who the invitation goes to; answers how many. */
    async freezeInvitees(invitationId: number, where: SQL): Promise<number> {
      await db
        .insert(peopleInvitationRecipients)
        .select(
          db
            .select({
              invitationId: sql<number>`${invitationId}`.as("invitation_id"),
              contactId: sql<number>`${contacts.id}`.as("contact_id"),
              invitedAt: sql<Date | null>`null`.as("invited_at"),
              skipped: sql<number>`0`.as("skipped"),
            })
            .from(contacts)
            .where(where),
        )
        .onConflictDoNothing();
      const [row] = await db
        .select({ n: count() })
        .from(peopleInvitationRecipients)
        .where(eq(peopleInvitationRecipients.invitationId, invitationId));
      return row?.n ?? 0;
    },

    async lockInvitation(id: number): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(peopleInvitations)
        .where(eq(peopleInvitations.id, id))
        .for("update");
      return row;
    },
    async updateInvitation(
      id: number,
      values: Partial<typeof peopleInvitations.$inferInsert>,
    ): Promise<void> {
      await db.update(peopleInvitations).set(values).where(eq(peopleInvitations.id, id));
    },

    /** The next recipients not mailed yet, locked so that a second runner skips them. */
    pendingInvitees: (invitationId: number, limit: number) =>
      db
        .select({
          contactId: peopleInvitationRecipients.contactId,
          name: contacts.name,
          email: contacts.email,
          passwordHash: contacts.passwordHash,
          isActive: contacts.isActive,
        })
        .from(peopleInvitationRecipients)
        .innerJoin(contacts, eq(contacts.id, peopleInvitationRecipients.contactId))
        .where(
          and(
            eq(peopleInvitationRecipients.invitationId, invitationId),
            isNull(peopleInvitationRecipients.invitedAt),
          ),
        )
        .orderBy(asc(peopleInvitationRecipients.contactId))
        .limit(limit)
        .for("update", { of: peopleInvitationRecipients, skipLocked: true }),

    async markInvited(invitationId: number, contactId: number, at: Date, skipped: boolean): Promise<void> {
      await db
        .update(peopleInvitationRecipients)
        .set({ invitedAt: at, skipped: skipped ? 1 : 0 })
        .where(
          and(
            eq(peopleInvitationRecipients.invitationId, invitationId),
            eq(peopleInvitationRecipients.contactId, contactId),
          ),
        );
    },

    async invitation(id: number) {
      const [row] = await db
        .select({
          invitation: peopleInvitations,
          invited: sql<number>`(select count(*)::int from ${peopleInvitationRecipients}
            where ${peopleInvitationRecipients.invitationId} = ${peopleInvitations.id}
              and ${peopleInvitationRecipients.invitedAt} is not null and ${peopleInvitationRecipients.skipped} = 0)`,
          skipped: sql<number>`(select count(*)::int from ${peopleInvitationRecipients}
            where ${peopleInvitationRecipients.invitationId} = ${peopleInvitations.id} and ${peopleInvitationRecipients.skipped} = 1)`,
          pending: sql<number>`(select count(*)::int from ${peopleInvitationRecipients}
            where ${peopleInvitationRecipients.invitationId} = ${peopleInvitations.id} and ${peopleInvitationRecipients.invitedAt} is null)`,
        })
        .from(peopleInvitations)
        .where(eq(peopleInvitations.id, id));
      return row;
    },
  };
}
