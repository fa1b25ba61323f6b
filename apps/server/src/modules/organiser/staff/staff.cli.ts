import type { UserRole } from "@ebm/shared/schemas/auth";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, contacts, countries, passwordResetTokens } from "../../../db/schema/index.ts";
import { hashToken, newToken } from "../../../lib/tokens.ts";
import { auditRepository } from "../audit/audit.repository.ts";
import { staffRepository } from "./staff.repository.ts";
import { changeRole } from "./staff.service.ts";

/** How the command line signs its audit entries. */
const CLI = "npm run make-organiser";

/**
 * Gives an account a staff role, or takes it (role "attendee"), from the command line. Staff are
 * marked in the database (the contact's role), never recognised by their e-mail address; the change
 * is audited as done from the command line, and the last organiser stays one. Returns undefined
 * when no account has the address.
 */
export async function setStaffRole(db: Db, email: string, role: UserRole, by = CLI) {
  const id = await staffRepository(db).idByEmail(email);
  if (id === undefined) return undefined;
  const changed = await changeRole(
    db,
    (tx, line) =>
      auditRepository(tx).insert({
        actorId: null,
        actorName: by,
        ...line,
        objectId: line.objectId == null ? null : String(line.objectId),
        before: line.before ?? null,
        after: line.after ?? null,
      }),
    id,
    role,
  );
  return { id: changed.id, name: changed.name, role: changed.role, changed: changed.changed };
}

/** How long the link of a new organiser's first password stays valid. */
export const FIRST_LINK_HOURS = 24;

/**
 * The first organiser of a new installation (or a new one beside them): creates the account in
 * the organisers' own company (made when no company has that name), makes it organiser staff and
 * answers a one-time token to set its password with (valid FIRST_LINK_HOURS). For an address
 * that already has an account, use setStaffRole.
 */
export async function createOrganiser(
  db: Db,
  input: { email: string; name: string; companyName: string; countryIso2: string },
  now = new Date(),
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.iso2, input.countryIso2.toUpperCase()));
    if (!country) throw new Error(`No country has the code ${input.countryIso2}.`);
    // The organisers' own company: one of that name whose people are all staff, never a company
    // that registered under the same name.
    let [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.name, input.companyName),
          sql`not exists (select 1 from ${contacts} where ${contacts.companyId} = ${companies.id} and ${contacts.role} = 'attendee')`,
        ),
      )
      .orderBy(asc(companies.id))
      .limit(1);
    if (!company) {
      [company] = await tx
        .insert(companies)
        .values({
          name: input.companyName,
          username: `staff-${email}`,
          countryId: country.id,
        })
        .returning({ id: companies.id });
    }
    if (!company) throw new Error("The company could not be created.");
    const [contact] = await tx
      .insert(contacts)
      .values({ companyId: company.id, name: input.name, email, role: "organiser" })
      .returning({ id: contacts.id });
    if (!contact) throw new Error("The account could not be created.");
    const token = newToken();
    const expiresAt = new Date(now.getTime() + FIRST_LINK_HOURS * 3_600_000);
    await tx
      .insert(passwordResetTokens)
      .values({ tokenHash: hashToken(token), contactId: contact.id, expiresAt });
    await auditRepository(tx).insert({
      actorId: null,
      actorName: CLI,
      action: "staff.grant",
      objectType: "contact",
      objectId: String(contact.id),
      summary: `Created ${input.name} (#${contact.id}) as organiser staff`,
      before: null,
      after: { role: "organiser" },
    });
    return { id: contact.id, token, expiresAt };
  });
}
