import type { TradingType } from "@ebm/shared/constants";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { companyAttends } from "../../../db/attendance.ts";
import type { DbExecutor } from "../../../db/client.ts";
import { categories, companies, companyCategories, countries } from "../../../db/schema/index.ts";

/** What narrows the directory list. */
export interface DirectoryFilter {
  editionId: number;
  pref?: number | null;
  tradingType?: TradingType | null;
}

/** A search word with the ids of the countries whose name contains it. */
export interface SearchWord {
  word: string;
  countryIds: number[];
}

/**
 * A LIKE pattern that finds `word` anywhere, with the user's `%`, `_` and `\` taken literally
 * (backslash is PostgreSQL's default LIKE escape).
 * @example containsPattern("50%") === "%50\\%%"
 */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(filter: DirectoryFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [companyAttends(filter.editionId)];
  if (filter.pref != null)
    parts.push(sql`exists (select 1 from ${companyCategories} where ${companyCategories.companyId} = ${companies.id}
      and ${companyCategories.categoryId} = ${filter.pref})`);
  if (filter.tradingType != null) parts.push(eq(companies.tradingType, filter.tradingType));
  return and(...parts);
}

const nameOrder = [asc(sql`lower(${companies.name})`), asc(companies.id)];

export function attendeesRepository(db: DbExecutor) {
  // A prepared statement: each connection parses and plans it once, and the query is built once
  // here instead of on every search (both showed in the server's profile under load).
  let searchIds: ReturnType<typeof prepareSearchIds> | undefined;
  const prepareSearchIds = () =>
    db
      .select({ id: sql<number>`m.id` })
      .from(sql`directory_search(${sql.placeholder("words")}::jsonb) as m(id)`)
      .prepare("directory_search_ids");

  return {
    /**
     * Country ids and lower-cased names: a small table the search matches words against. A
     * promise, not Drizzle's query builder, which runs its query again on every `await`: the
     * service keeps this answer for a minute.
     */
    async countryNames(): Promise<{ id: number; name: string }[]> {
      return await db
        .select({ id: countries.id, name: sql<string>`lower(${countries.name})` })
        .from(countries);
    },

    /**
     * Ids of the companies matching every word (AND), each in the name, description, industry or
     * country name; the trigram index of `search_text` answers the LIKE, the country ids the rest.
     */
    async matchingIds(words: SearchWord[]): Promise<number[]> {
      if (words.length === 0) return [];
      const json = JSON.stringify(
        words.map(({ word, countryIds }) => ({ pattern: containsPattern(word), countries: countryIds })),
      );
      // directory_search (migration 0002) reads the trigram index even on a table this small.
      searchIds ??= prepareSearchIds();
      const rows = await searchIds.execute({ words: json });
      return rows.map((row) => row.id);
    },

    /** Attending companies that pass the filter, ordered by name case-insensitively. */
    list(filter: DirectoryFilter) {
      return db
        .select({
          id: companies.id,
          name: companies.name,
          country: countries.name,
          description: companies.profile,
          status: companies.status,
          tier: companies.tier,
          industry: companies.industry,
          tradingType: companies.tradingType,
          categories: sql<
            number[]
          >`coalesce((select array_agg(${companyCategories.categoryId} order by ${companyCategories.categoryId})
            from ${companyCategories} where ${companyCategories.companyId} = ${companies.id}), '{}')`,
        })
        .from(companies)
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(conditions(filter))
        .orderBy(...nameOrder);
    },

    /**
     * One batch of the CSV: attending companies after the keyset `after` (lower-cased name and id),
     * in the directory's order, with their main-interest names.
     */
    csvBatch(editionId: number, limit: number, after?: { sortName: string; id: number }) {
      const keyset = after
        ? sql`(lower(${companies.name}), ${companies.id}) > (${after.sortName}, ${after.id})`
        : undefined;
      return db
        .select({
          id: companies.id,
          sortName: sql<string>`lower(${companies.name})`,
          name: companies.name,
          country: countries.name,
          tier: companies.tier,
          tradingType: companies.tradingType,
          industry: companies.industry,
          description: companies.profile,
          interests: sql<string>`coalesce((select string_agg(${categories.name}, ', ' order by ${categories.id})
            from ${companyCategories} inner join ${categories} on ${categories.id} = ${companyCategories.categoryId}
            where ${companyCategories.companyId} = ${companies.id}), '')`,
        })
        .from(companies)
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(and(companyAttends(editionId), keyset))
        .orderBy(...nameOrder)
        .limit(limit);
    },
  };
}

export type AttendeesRepository = ReturnType<typeof attendeesRepository>;
