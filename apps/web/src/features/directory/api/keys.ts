import type { DirectoryFilters } from "../utils/filters.ts";

export const directoryKeys = {
  all: ["directory"] as const,
  /** One submitted search; sorted by match, it is the user's own (`userId`). */
  search: (filters: DirectoryFilters, userId: number | null) =>
    [
      ...directoryKeys.all,
      "search",
      filters.search,
      filters.pref,
      filters.tradingType,
      filters.sort,
      filters.sort === "match" ? userId : null,
    ] as const,
};
