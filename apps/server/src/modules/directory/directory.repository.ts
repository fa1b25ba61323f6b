import type { TradingType } from "@ebm/shared/constants";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { companyAttends } from "../../db/attendance.ts";
import type { DbExecutor } from "../../db/client.ts";
import { categories, companies, companyCategories, countries } from "../../db/schema/index.ts";

/** What narrows the directory list. */
export interface DirectoryFilter {
  editionId: number;
  pref?: number | null;
  tradingType?: TradingType | null;
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
  return {
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
