import { CATEGORY_OPTIONS } from "@ebm/shared/constants";
import { TRADE_REGIONS, type TradeCondition } from "@ebm/shared/matchmaking";
import type { TradeProfile, TradeSide } from "@ebm/shared/schemas/matchmaking";

export const CONDITION_LABELS: Record<TradeCondition, string> = {
  new: "New",
  refurbished: "Refurbished",
  used: "Used",
};

export const EMPTY_SIDE: TradeSide = { categories: [], brands: [], conditions: [], regions: [] };

/** One line of a side of a trade profile: what it is about and its values in words. */
export interface TradeLine {
  term: "Categories" | "Brands" | "Condition" | "Regions";
  values: string[];
}

/**
 * A side of a trade profile as lines of words, in the order of the choices (empty lines left out).
 * @example tradeLines({ categories: [3], brands: ["Cisco"], conditions: ["used"], regions: [] })
 * // [{ term: "Categories", values: ["Server/Storage"] }, { term: "Brands", values: ["Cisco"] }, { term: "Condition", values: ["Used"] }]
 */
export function tradeLines(side: TradeSide): TradeLine[] {
  const lines: TradeLine[] = [
    {
      term: "Categories",
      values: CATEGORY_OPTIONS.filter((c) => side.categories.includes(c.id)).map((c) => c.name),
    },
    { term: "Brands", values: side.brands },
    {
      term: "Condition",
      values: (["new", "refurbished", "used"] as const)
        .filter((c) => side.conditions.includes(c))
        .map((c) => CONDITION_LABELS[c]),
    },
    { term: "Regions", values: TRADE_REGIONS.filter((r) => side.regions.includes(r.id)).map((r) => r.name) },
  ];
  return lines.filter((line) => line.values.length > 0);
}

/** Whether a trade profile says anything at all. */
export const hasTrade = (trade: TradeProfile | undefined): trade is TradeProfile =>
  trade !== undefined && (tradeLines(trade.lookingFor).length > 0 || tradeLines(trade.offering).length > 0);
