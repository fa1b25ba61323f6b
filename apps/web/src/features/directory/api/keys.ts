import type { DirectoryFilters } from "../utils/filters.ts";

export const directoryKeys = {
  all: ["directory"] as const,
  /** One submitted search. */
  search: (filters: DirectoryFilters) =>
    [...directoryKeys.all, "search", filters.search, filters.pref, filters.tradingType] as const,
};
