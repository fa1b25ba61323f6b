import { CATEGORY_OPTIONS, type TradingType } from "@ebm/shared/constants";

interface ProfilePreferences {
  categories: number[];
  trading: TradingType | null;
}

const CATEGORY_NAMES = new Map<number, string>(CATEGORY_OPTIONS.map((option) => [option.id, option.name]));

/**
 * Reads a company's `preferences` JSON text (`{"categories":[ids],"trading":"used"|"new"}`),
 * keeping only known category ids; unreadable text gives no choices, and `fallbackTrading` fills a
 * missing trade type.
 * @example readPreferences('{"categories":[1,3],"trading":"new"}', null) // { categories: [1, 3], trading: "new" }
 */
export function readPreferences(text: string, fallbackTrading: TradingType | null): ProfilePreferences {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const record = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const rawCategories = Array.isArray(record.categories) ? record.categories : [];
  const categories = [...new Set(rawCategories.map(Number))].filter((id) => CATEGORY_NAMES.has(id));
  const trading = record.trading === "used" || record.trading === "new" ? record.trading : fallbackTrading;
  return { categories, trading };
}

/**
 * A company's main interests by name and its trading type, for a scanned contact's card; unknown
 * ids and unreadable text are left out.
 * @example readInterests('{"categories":[1],"trading":"used"}') // { interests: ["PC/Laptops"], trading: "used" }
 */
export function readInterests(text: string): { interests: string[]; trading: TradingType | null } {
  const { categories, trading } = readPreferences(text, null);
  return { interests: categories.flatMap((id) => CATEGORY_NAMES.get(id) ?? []), trading };
}
