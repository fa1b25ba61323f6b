import type { WishKind } from "@ebm/shared/matchmaking";
import type { TradeProfile } from "@ebm/shared/schemas/matchmaking";
import { and, asc, count, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { companyAttends, contactAttends } from "../../db/attendance.ts";
import type { DbExecutor } from "../../db/client.ts";
import {
  companies,
  companyCategories,
  companyTrade,
  contacts,
  countries,
  matchDigests,
  meetings,
  wishes,
} from "../../db/schema/index.ts";

const categoriesOf = sql<
  number[]
>`coalesce((select array_agg(${companyCategories.categoryId} order by ${companyCategories.categoryId})
  from ${companyCategories} where ${companyCategories.companyId} = ${companies.id}), '{}')`;

/** A contact who attends the edition and may be met: active, not staff. */
const attendingPerson = (editionId: number): SQL =>
  and(contactAttends(editionId), sql`${contacts.isActive}`, eq(contacts.role, "attendee")) as SQL;

const fromContact = alias(contacts, "from_contact");
const toContact = alias(contacts, "to_contact");
const wisher = alias(contacts, "wisher");
const targetContact = alias(contacts, "target_contact");

export function matchmakingRepository(db: DbExecutor) {
  const companyColumns = {
    id: companies.id,
    name: companies.name,
    country: countries.name,
    status: companies.status,
    tradingType: companies.tradingType,
    categories: categoriesOf,
    lookingFor: companyTrade.lookingFor,
    offering: companyTrade.offering,
  };
  const companyRows = () =>
    db
      .select(companyColumns)
      .from(companies)
      .innerJoin(countries, eq(countries.id, companies.countryId))
      .leftJoin(companyTrade, eq(companyTrade.companyId, companies.id));

  return {
    /** Every company attending the edition, with what the ranking reads. */
    attendingCompanies(editionId: number) {
      return companyRows().where(companyAttends(editionId));
    },

    /** One company with what the ranking reads, and whether it attends the edition. */
    async company(companyId: number, editionId: number) {
      const [row] = await db
        .select({ ...companyColumns, attends: sql<boolean>`${companyAttends(editionId)}` })
        .from(companies)
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .leftJoin(companyTrade, eq(companyTrade.companyId, companies.id))
        .where(eq(companies.id, companyId));
      return row;
    },

    /**
     * The people of the edition one may meet, by company and position: the first of a company is
     * the one a match names. With `matchable`, only those who did not turn possible matches off;
     * with `listed`, only those listed in the directory (the ones a match may name to others).
     */
    attendingPeople(
      editionId: number,
      opts: { companyId?: number; matchable?: boolean; listed?: boolean } = {},
    ) {
      return db
        .select({
          id: contacts.id,
          name: contacts.name,
          email: contacts.email,
          companyId: contacts.companyId,
          possibleMatchesDisabled: contacts.possibleMatchesDisabled,
        })
        .from(contacts)
        .where(
          and(
            attendingPerson(editionId),
            opts.companyId === undefined ? undefined : eq(contacts.companyId, opts.companyId),
            opts.matchable ? eq(contacts.possibleMatchesDisabled, false) : undefined,
            opts.listed ? eq(contacts.listed, true) : undefined,
          ),
        )
        .orderBy(asc(contacts.companyId), asc(contacts.position), asc(contacts.id));
    },

    /** A contact and whether the user turned possible matches off. */
    async contact(contactId: number) {
      const [row] = await db
        .select({
          id: contacts.id,
          companyId: contacts.companyId,
          isActive: contacts.isActive,
          possibleMatchesDisabled: contacts.possibleMatchesDisabled,
        })
        .from(contacts)
        .where(eq(contacts.id, contactId));
      return row;
    },

    async trade(companyId: number): Promise<TradeProfile | undefined> {
      const [row] = await db
        .select({ lookingFor: companyTrade.lookingFor, offering: companyTrade.offering })
        .from(companyTrade)
        .where(eq(companyTrade.companyId, companyId));
      return row;
    },

    async saveTrade(companyId: number, trade: TradeProfile) {
      await db
        .insert(companyTrade)
        .values({ companyId, ...trade })
        .onConflictDoUpdate({
          target: companyTrade.companyId,
          set: { ...trade, updatedAt: sql`now()` },
        });
    },

    /**
     * Wishes of the edition with the wisher's company: those made by people of `companyId` or about
     * it, or all of them without one.
     */
    wishes(editionId: number, companyId?: number) {
      return db
        .select({
          contactId: wishes.contactId,
          wisherCompanyId: wisher.companyId,
          targetCompanyId: wishes.targetCompanyId,
          kind: wishes.kind,
        })
        .from(wishes)
        .innerJoin(wisher, eq(wisher.id, wishes.contactId))
        .where(
          and(
            eq(wishes.editionId, editionId),
            companyId === undefined
              ? undefined
              : or(eq(wisher.companyId, companyId), eq(wishes.targetCompanyId, companyId)),
          ),
        );
    },

    /** One person's wishes of the edition, with the names they show, newest change first. */
    ownWishes(editionId: number, contactId: number) {
      return db
        .select({
          companyId: wishes.targetCompanyId,
          companyName: companies.name,
          country: countries.name,
          contactId: wishes.targetContactId,
          contactName: targetContact.name,
          kind: wishes.kind,
          updatedAt: wishes.updatedAt,
        })
        .from(wishes)
        .innerJoin(companies, eq(companies.id, wishes.targetCompanyId))
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .leftJoin(targetContact, eq(targetContact.id, wishes.targetContactId))
        .where(and(eq(wishes.editionId, editionId), eq(wishes.contactId, contactId)))
        .orderBy(sql`${wishes.updatedAt} desc`, asc(wishes.id));
    },

    /** Holds the person's row to the end of the transaction, so their wishes are counted once at a time. */
    async lockPerson(contactId: number) {
      await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(eq(contacts.id, contactId))
        .for("no key update");
    },

    /** Holds the people's rows (in id order) to the end of the transaction: one digest at a time each. */
    async lockPeople(contactIds: readonly number[]) {
      if (contactIds.length === 0) return;
      await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(inArray(contacts.id, [...contactIds]))
        .orderBy(asc(contacts.id))
        .for("no key update");
    },

    async countWishes(editionId: number, contactId: number, exceptCompanyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(wishes)
        .where(
          and(
            eq(wishes.editionId, editionId),
            eq(wishes.contactId, contactId),
            ne(wishes.targetCompanyId, exceptCompanyId),
          ),
        );
      return row?.n ?? 0;
    },

    async saveWish(values: {
      editionId: number;
      contactId: number;
      targetCompanyId: number;
      targetContactId: number | null;
      kind: WishKind;
    }) {
      await db
        .insert(wishes)
        .values(values)
        .onConflictDoUpdate({
          target: [wishes.editionId, wishes.contactId, wishes.targetCompanyId],
          set: { kind: values.kind, targetContactId: values.targetContactId, updatedAt: sql`now()` },
        });
    },

    /** Deletes the person's wish about a company; whether there was one. */
    async deleteWish(editionId: number, contactId: number, targetCompanyId: number): Promise<boolean> {
      const gone = await db
        .delete(wishes)
        .where(
          and(
            eq(wishes.editionId, editionId),
            eq(wishes.contactId, contactId),
            eq(wishes.targetCompanyId, targetCompanyId),
          ),
        )
        .returning({ id: wishes.id });
      return gone.length > 0;
    },

    /**
     * Pairs of companies that met or asked to meet in the edition: every meeting not cancelled, and
     * every meeting held, either direction, colleagues' included, blocked slots not. With `companyId`,
     * only that company's pairs.
     */
    meetingPairs(editionId: number, companyId?: number) {
      return db
        .selectDistinct({ a: fromContact.companyId, b: toContact.companyId })
        .from(meetings)
        .innerJoin(fromContact, eq(fromContact.id, meetings.fromId))
        .innerJoin(toContact, eq(toContact.id, meetings.toId))
        .where(
          and(
            eq(meetings.editionId, editionId),
            ne(meetings.fromId, meetings.toId),
            or(isNull(meetings.dtCancelled), eq(meetings.outcome, "held")),
            companyId === undefined
              ? undefined
              : or(eq(fromContact.companyId, companyId), eq(toContact.companyId, companyId)),
          ),
        );
    },

    /** The companies already named to people in their digests of the edition. */
    mailedMatches(editionId: number, contactIds?: readonly number[]) {
      return db
        .select({ contactId: matchDigests.contactId, companyId: matchDigests.companyId })
        .from(matchDigests)
        .where(
          and(
            eq(matchDigests.editionId, editionId),
            contactIds === undefined ? undefined : inArray(matchDigests.contactId, [...contactIds]),
          ),
        );
    },

    /** Records the companies a digest names; a company named before stays as it was. */
    async recordMailed(editionId: number, contactId: number, companyIds: readonly number[]) {
      if (companyIds.length === 0) return;
      await db
        .insert(matchDigests)
        .values(companyIds.map((companyId) => ({ contactId, editionId, companyId })))
        .onConflictDoNothing();
    },

    /** The contact, when they attend the edition as one of its people one may meet. */
    async attendingContactOf(editionId: number, contactId: number) {
      const [row] = await db
        .select({ id: contacts.id, companyId: contacts.companyId, name: contacts.name })
        .from(contacts)
        .where(and(eq(contacts.id, contactId), attendingPerson(editionId)));
      return row;
    },
  };
}

export type MatchmakingRepository = ReturnType<typeof matchmakingRepository>;
