import { CATEGORY_OPTIONS, type TradingType } from "@ebm/shared/constants";
import { TRADE_REGIONS, type TradeCondition } from "@ebm/shared/matchmaking";
import type { TradeProfile, TradeSide } from "@ebm/shared/schemas/matchmaking";

/**
 * Possible matches, ranked: a pure function of what two companies trade, their main interests and
 * trading type, and the wishes the caller may know of. No database, no clock: the service loads the
 * facts, this decides, and its tests prove the order and the words.
 */

/** What the ranking knows of a company. */
export interface TradingCompany {
  id: number;
  /** For the order among equal scores. */
  name: string;
  /** Main interests (category ids). */
  categories: readonly number[];
  tradingType: TradingType | null;
  /** Null: no trade profile yet. */
  trade: TradeProfile | null;
}

export interface RankInput {
  me: TradingCompany;
  candidates: readonly TradingCompany[];
  /** Never suggested: already met or asked, marked "no thanks", or without anyone to meet. */
  excluded: ReadonlySet<number>;
  /** The caller's own "must" and "like" wishes by company. */
  wishes: ReadonlyMap<number, "must" | "like">;
  /** Companies with a mutual wish (both sides wish to meet); a one-sided wish on the caller never counts. */
  mutual: ReadonlySet<number>;
  /** At most this many; all when absent. */
  limit?: number;
}

export interface RankedMatch {
  companyId: number;
  score: number;
  /** In words, the weightiest first. */
  reasons: string[];
}

/** What each fact adds to a score: a mutual wish outweighs everything a profile can say. */
export const WEIGHTS = {
  mutual: 50,
  must: 6,
  like: 3,
  category: 4,
  brand: 3,
  /** Brands counted at most on either side, so a long list does not outweigh a category. */
  brandsCounted: 3,
  region: 1,
  interest: 1.5,
  tradingType: 1,
} as const;

const EMPTY_SIDE: TradeSide = { categories: [], brands: [], conditions: [], regions: [] };
const categoryName = new Map<number, string>(CATEGORY_OPTIONS.map((c) => [c.id, c.name]));
const regionName = new Map<string, string>(TRADE_REGIONS.map((r) => [r.id, r.name]));

/**
 * Joins words as a sentence does.
 * @example listWords(["Cisco", "HPE", "Dell"]) === "Cisco, HPE and Dell"
 */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** A reason with its weight, for the order of the reasons. */
interface Reason {
  weight: number;
  text: string;
}

/**
 * What one side sells and the other looks for: shared categories in a condition both accept
 * (either side naming none accepts any), shared brands (case-insensitive) and shared regions.
 */
function tradeFit(seller: TradeSide, buyer: TradeSide) {
  const sellerConditions = new Set<TradeCondition>(seller.conditions);
  const accepted =
    seller.conditions.length > 0 && buyer.conditions.length > 0
      ? buyer.conditions.filter((c) => sellerConditions.has(c))
      : seller.conditions.length > 0
        ? seller.conditions
        : buyer.conditions;
  const conditionsFit =
    seller.conditions.length === 0 || buyer.conditions.length === 0 || accepted.length > 0;
  const buyerCategories = new Set(buyer.categories);
  const categories = conditionsFit ? seller.categories.filter((c) => buyerCategories.has(c)) : [];
  const buyerBrands = new Set(buyer.brands.map((b) => b.toLowerCase()));
  const brands = seller.brands.filter((b) => buyerBrands.has(b.toLowerCase()));
  const buyerRegions = new Set(buyer.regions);
  const regions = seller.regions.filter((r) => buyerRegions.has(r));
  return { conditions: accepted, categories, brands, regions };
}

/** The reasons of one direction of trade: "Sells …, which you are looking for" or "Looks for …, which you offer". */
function tradeReasons(fit: ReturnType<typeof tradeFit>, theySell: boolean): Reason[] {
  const reasons: Reason[] = [];
  const [verb, tail] = theySell ? ["Sells", "which you are looking for"] : ["Looks for", "which you offer"];
  if (fit.categories.length > 0) {
    const names = fit.categories.map((c) => categoryName.get(c) ?? String(c));
    const condition = fit.conditions.length > 0 ? `${listWords(fit.conditions)} ` : "";
    reasons.push({
      weight: WEIGHTS.category * fit.categories.length,
      text: `${verb} ${condition}${listWords(names)}, ${tail}`,
    });
  }
  if (fit.brands.length > 0)
    reasons.push({
      weight: WEIGHTS.brand * Math.min(fit.brands.length, WEIGHTS.brandsCounted),
      text: `${verb} ${listWords(fit.brands)}, ${tail}`,
    });
  // A shared region only says something about a trade that fits otherwise.
  if (reasons.length > 0 && fit.regions.length > 0) {
    const names = listWords(fit.regions.map((r) => regionName.get(r) ?? r));
    reasons.push({
      weight: WEIGHTS.region * Math.min(fit.regions.length, 2),
      text: theySell ? `Sells in ${names}, where you buy` : `Buys in ${names}, where you sell`,
    });
  }
  return reasons;
}

/**
 * How well `them` matches `me`, with the reasons in words; null when nothing speaks for it.
 * @example scoreMatch(me, them, { wish: null, mutual: true })?.reasons[0] === "You both wish to meet"
 */
export function scoreMatch(
  me: TradingCompany,
  them: TradingCompany,
  known: { wish: "must" | "like" | null; mutual: boolean },
): { score: number; reasons: string[] } | null {
  const mine = me.trade ?? { lookingFor: EMPTY_SIDE, offering: EMPTY_SIDE };
  const theirs = them.trade ?? { lookingFor: EMPTY_SIDE, offering: EMPTY_SIDE };
  const reasons: Reason[] = [
    ...tradeReasons(tradeFit(theirs.offering, mine.lookingFor), true),
    ...tradeReasons(tradeFit(mine.offering, theirs.lookingFor), false),
  ];
  const myInterests = new Set(me.categories);
  const shared = them.categories.filter((c) => myInterests.has(c));
  if (shared.length > 0) {
    const names = listWords(shared.map((c) => categoryName.get(c) ?? String(c)));
    reasons.push({
      weight: WEIGHTS.interest * shared.length,
      text:
        shared.length === 1 ? `Shares your main interest: ${names}` : `Shares your main interests: ${names}`,
    });
  }
  // The same trading type adds to a match, but makes none on its own: most companies share one.
  if (reasons.length > 0 && me.tradingType !== null && me.tradingType === them.tradingType)
    reasons.push({ weight: WEIGHTS.tradingType, text: `Trades ${me.tradingType} equipment too` });
  if (known.mutual) reasons.push({ weight: WEIGHTS.mutual, text: "You both wish to meet" });
  // The caller's own wish lifts a match; it is a reason of its own only when nothing else is.
  const wishWeight = known.wish ? WEIGHTS[known.wish] : 0;
  if (known.wish && reasons.length === 0) reasons.push({ weight: 0, text: "On your wish list" });
  if (reasons.length === 0) return null;
  const score = reasons.reduce((sum, r) => sum + r.weight, wishWeight);
  return { score, reasons: reasons.sort((a, b) => b.weight - a.weight).map((r) => r.text) };
}

/**
 * The caller's possible matches, best first (equal scores by name, then id): every candidate that
 * is not the caller's company, not excluded and has at least one reason.
 */
export function rankMatches(input: RankInput): RankedMatch[] {
  const ranked: (RankedMatch & { name: string })[] = [];
  for (const them of input.candidates) {
    if (them.id === input.me.id || input.excluded.has(them.id)) continue;
    const found = scoreMatch(input.me, them, {
      wish: input.wishes.get(them.id) ?? null,
      mutual: input.mutual.has(them.id),
    });
    if (found) ranked.push({ companyId: them.id, name: them.name.toLowerCase(), ...found });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.companyId - b.companyId,
  );
  const kept = input.limit === undefined ? ranked : ranked.slice(0, input.limit);
  return kept.map(({ companyId, score, reasons }) => ({ companyId, score, reasons }));
}
