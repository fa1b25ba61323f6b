import { CATEGORY_OPTIONS, TRADING_TYPES } from "@ebm/shared/constants";
import type { AttendeesSearchBody } from "@ebm/shared/schemas/directory";

/**
 * A submitted directory search: the request body itself, every field present (part 2 §5: empty
 * values are sent as null).
 */
export type DirectoryFilters = {
  [K in keyof AttendeesSearchBody]-?: NonNullable<AttendeesSearchBody[K]> | null;
};

export const NO_FILTERS: DirectoryFilters = { search: null, pref: null, tradingType: null, sort: null };

/** Address parameters that hold a submitted search. */
const FILTER_PARAMS = { search: "search", pref: "pref", trading: "trading", sort: "sort" } as const;

function categoryId(value: string | null | undefined): number | null {
  const id = Number(value);
  return CATEGORY_OPTIONS.some((option) => option.id === id) ? id : null;
}

function tradingType(value: string | null | undefined): DirectoryFilters["tradingType"] {
  return TRADING_TYPES.find((type) => type === value) ?? null;
}

/** "match" sorts a signed-in attendee's possible matches first; the name order is the default (null). */
function sortOrder(value: string | null | undefined): DirectoryFilters["sort"] {
  return value === "match" ? "match" : null;
}

/**
 * The filters from the form's raw values: text trimmed, empty or unknown values as null.
 * @example toFilters({ search: "  Tech ", pref: "", trading: "used" }) // { search: "Tech", pref: null, tradingType: "used", sort: null }
 */
export function toFilters(values: {
  search?: string | null;
  pref?: string | null;
  trading?: string | null;
  sort?: string | null;
}) {
  const search = values.search?.trim() ?? "";
  return {
    search: search === "" ? null : search,
    pref: categoryId(values.pref),
    tradingType: tradingType(values.trading),
    sort: sortOrder(values.sort),
  } satisfies DirectoryFilters;
}

/** The filters held in the address; a hand-edited address with unknown values reads as "any". */
export function filtersFromParams(params: URLSearchParams): DirectoryFilters {
  return toFilters({
    search: params.get(FILTER_PARAMS.search),
    pref: params.get(FILTER_PARAMS.pref),
    trading: params.get(FILTER_PARAMS.trading),
    sort: params.get(FILTER_PARAMS.sort),
  });
}

/** The address parameters of a search: only the filters that are set, so "all" is a bare address. */
export function filtersToParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search !== null) params.set(FILTER_PARAMS.search, filters.search);
  if (filters.pref !== null) params.set(FILTER_PARAMS.pref, String(filters.pref));
  if (filters.tradingType !== null) params.set(FILTER_PARAMS.trading, filters.tradingType);
  if (filters.sort === "match") params.set(FILTER_PARAMS.sort, filters.sort);
  return params;
}
