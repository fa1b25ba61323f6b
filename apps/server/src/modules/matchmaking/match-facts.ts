import type { WishKind } from "@ebm/shared/matchmaking";

/** A stored wish with the wisher's company. */
export interface WishRow {
  contactId: number;
  wisherCompanyId: number;
  targetCompanyId: number;
  kind: WishKind;
}

/** Two companies that met or asked to meet (either order). */
export interface MeetingPair {
  a: number;
  b: number;
}

/** What a person's possible matches and wish list read of the wishes and meetings around them. */
export interface WishFacts {
  /** The person's own "must" and "like" wishes by company. */
  wishes: Map<number, "must" | "like">;
  /** Companies the person marked "no thanks". */
  declined: Set<number>;
  /**
   * Companies where someone wishes to meet someone of the person's company ("must" or "like") and
   * someone of the person's company wishes the same of them. A wish on the person's company that is
   * not returned is never part of it, so it tells nothing.
   */
  mutual: Set<number>;
  /** Companies the person's company already met or asked to meet in the edition. */
  met: Set<number>;
}

const wants = (kind: WishKind) => kind === "must" || kind === "like";

/**
 * Sorts the wishes and meetings of an edition (or those around one company) into what one person
 * may know: their own wishes, the mutual ones of their company, and whom their company met.
 * @example wishFacts(rows, pairs, { contactId: 7, companyId: 3 }).mutual.has(12)
 */
export function wishFacts(
  rows: readonly WishRow[],
  pairs: readonly MeetingPair[],
  person: { contactId: number; companyId: number },
): WishFacts {
  const facts: WishFacts = { wishes: new Map(), declined: new Set(), mutual: new Set(), met: new Set() };
  const ourWishes = new Set<number>();
  const theirWishes = new Set<number>();
  for (const row of rows) {
    if (row.contactId === person.contactId) {
      if (row.kind === "no") facts.declined.add(row.targetCompanyId);
      else facts.wishes.set(row.targetCompanyId, row.kind);
    }
    if (!wants(row.kind)) continue;
    if (row.wisherCompanyId === person.companyId) ourWishes.add(row.targetCompanyId);
    if (row.targetCompanyId === person.companyId) theirWishes.add(row.wisherCompanyId);
  }
  for (const companyId of ourWishes)
    if (theirWishes.has(companyId) && companyId !== person.companyId) facts.mutual.add(companyId);
  for (const pair of pairs) {
    if (pair.a === person.companyId && pair.b !== person.companyId) facts.met.add(pair.b);
    if (pair.b === person.companyId && pair.a !== person.companyId) facts.met.add(pair.a);
  }
  return facts;
}

/**
 * Groups rows by every company they concern, so a run over all people of an edition reads only
 * the rows of each person's company.
 */
export function byCompany<T>(rows: readonly T[], companiesOf: (row: T) => number[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows)
    for (const companyId of new Set(companiesOf(row))) {
      const list = grouped.get(companyId);
      if (list) list.push(row);
      else grouped.set(companyId, [row]);
    }
  return grouped;
}
