import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";

/** An edition's id, or a prepared statement's placeholder for one. */
type EditionId = number | Placeholder;

import { companies, contacts, editionContacts } from "./schema/index.ts";

/** The contact of the row at hand attends the edition. */
export function contactAttends(editionId: EditionId): SQL {
  return sql`exists (select 1 from ${editionContacts} where ${editionContacts.contactId} = ${contacts.id}
    and ${editionContacts.editionId} = ${editionId})`;
}

/**
 * The company of the row at hand attends the edition: at least one of its active contacts, not
 * staff of the organisers or the desk, is listed for it. The directory lists exactly these companies, only their
 * pages open (besides one's own), and only their users see other full members' pages in full, so
 * all three read this one rule. `companyId` names another company than the row's (a viewer's own).
 */
export function companyAttends(
  editionId: EditionId,
  companyId: SQL | Placeholder | number = sql`${companies.id}`,
): SQL {
  return sql`exists (select 1 from ${editionContacts} inner join ${contacts} on ${contacts.id} = ${editionContacts.contactId}
    where ${editionContacts.editionId} = ${editionId} and ${contacts.companyId} = ${companyId}
    and ${contacts.isActive} and ${eq(contacts.role, "attendee")})`;
}
