import type { TradeProfile } from "@ebm/shared/schemas/matchmaking";
import type { TradingCompany } from "./match-ranking.ts";
import type { MatchmakingRepository } from "./matchmaking.repository.ts";

/** The list of companies and people is the same for everyone: kept this long, like the directory's. */
const BOARD_TTL_MS = 5_000;

/** An attending company as the suggestions read it, with the person a match names (null: nobody to meet). */
export interface BoardCompany extends TradingCompany {
  country: string;
  status: number;
  target: { id: number; name: string } | null;
}

/** A company row as the repository reads it. */
interface CompanyRow {
  id: number;
  name: string;
  country: string;
  status: number;
  tradingType: TradingCompany["tradingType"];
  categories: number[] | null;
  lookingFor: TradeProfile["lookingFor"] | null;
  offering: TradeProfile["offering"] | null;
}

export function toTradingCompany(row: CompanyRow): Omit<BoardCompany, "target"> {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    status: row.status,
    categories: row.categories ?? [],
    tradingType: row.tradingType,
    trade: row.lookingFor && row.offering ? { lookingFor: row.lookingFor, offering: row.offering } : null,
  };
}

/**
 * The attending companies of an edition by id, each with the first person (by position) who did not
 * turn possible matches off: read once for everyone, kept BOARD_TTL_MS, forgotten after a change of
 * a trade profile on this instance.
 */
export function matchBoard(repo: MatchmakingRepository) {
  let kept: { editionId: number; at: number; companies: Promise<Map<number, BoardCompany>> } | undefined;

  async function load(editionId: number): Promise<Map<number, BoardCompany>> {
    const [rows, people] = await Promise.all([
      repo.attendingCompanies(editionId),
      // A match names only someone listed in the directory (decision 0020).
      repo.attendingPeople(editionId, { matchable: true, listed: true }),
    ]);
    const firstPerson = new Map<number, { id: number; name: string }>();
    for (const person of people)
      if (!firstPerson.has(person.companyId))
        firstPerson.set(person.companyId, { id: person.id, name: person.name });
    return new Map(
      rows.map((row) => [row.id, { ...toTradingCompany(row), target: firstPerson.get(row.id) ?? null }]),
    );
  }

  return {
    of(editionId: number): Promise<Map<number, BoardCompany>> {
      const now = Date.now();
      if (kept && kept.editionId === editionId && now - kept.at <= BOARD_TTL_MS) return kept.companies;
      const entry = { editionId, at: now, companies: load(editionId) };
      kept = entry;
      // A failed load is not kept: the next call tries again.
      entry.companies.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return entry.companies;
    },
    invalidate(): void {
      kept = undefined;
    },
  };
}

export type MatchBoard = ReturnType<typeof matchBoard>;
