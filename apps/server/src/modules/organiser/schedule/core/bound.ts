import type loadHighs from "highs";
import type { Board } from "./board.ts";
import type { Candidate } from "./candidates.ts";

type Highs = Awaited<ReturnType<typeof loadHighs>>;
let highs: Promise<Highs> | undefined;

/** HiGHS (WebAssembly), loaded with the first schedule an instance plans, once per process. */
function solver() {
  highs ??= import("highs").then((module) => module.default());
  return highs;
}

/** Meetings a person can still have: per day the lesser of the cap left and the free slots. */
export function capacityOf(board: Board, p: number): number {
  let total = 0;
  for (let d = 0; d < board.dayCount; d++) {
    let free = 0;
    for (let s = 0; s < board.slotCount; s++) if (board.day(s) === d && board.isFree(p, s)) free++;
    total += Math.max(0, Math.min(board.capPerDay - board.meetingsOn(p, d), free));
  }
  return total;
}

/** Writes `terms` as LP text, a few per line. */
function sum(terms: string[]) {
  const lines: string[] = [];
  for (let i = 0; i < terms.length; i += 12) lines.push(terms.slice(i, i + 12).join(" + "));
  return lines.join("\n + ");
}

export interface Bound {
  /** The LP relaxation's optimum: no schedule can have more value. */
  value: number;
  /** The candidates the relaxation takes at one half or more. */
  chosen: Set<Candidate>;
}

/**
 * An upper bound on the schedule's value, from the LP relaxation of a relaxed problem solved by
 * HiGHS: each candidate at most once, each company at most its people's capacity, each person
 * named alone on a side at most their capacity, and all meetings at most the tables left. Every
 * schedule satisfies these, so the optimum bounds every schedule's value. `candidates` are the
 * feasible ones (a common free slot before the fill), on the board as it is before the fill.
 */
export async function lpBound(
  board: Board,
  candidates: Candidate[],
  peopleOf: Map<number, number[]>,
  worth: (c: Candidate) => number = (c) => c.value,
): Promise<Bound> {
  if (candidates.length === 0) return { value: 0, chosen: new Set() };
  const cap = new Map<number, number>();
  const capOf = (id: number) => {
    let c = cap.get(id);
    if (c === undefined) {
      const p = board.personIndex.get(id);
      c = p === undefined ? 0 : capacityOf(board, p);
      cap.set(id, c);
    }
    return c;
  };
  const byCompany = new Map<number, string[]>();
  const byPerson = new Map<number, string[]>();
  const objective: string[] = [];
  candidates.forEach((c, i) => {
    const x = `x${i}`;
    objective.push(`${worth(c)} ${x}`);
    for (const company of [c.a, c.b]) byCompany.set(company, [...(byCompany.get(company) ?? []), x]);
    for (const side of [c.sideA, c.sideB])
      if (side.length === 1) byPerson.set(side[0] as number, [...(byPerson.get(side[0] as number) ?? []), x]);
  });
  const rows: string[] = [];
  for (const [company, xs] of byCompany) {
    const capacity = (peopleOf.get(company) ?? []).reduce((n, id) => n + capOf(id), 0);
    rows.push(`c${company}: ${sum(xs)} <= ${capacity}`);
  }
  for (const [person, xs] of byPerson) rows.push(`p${person}: ${sum(xs)} <= ${capOf(person)}`);
  let tables = 0;
  for (let s = 0; s < board.slotCount; s++) tables += Math.max(0, board.tablesLeft(s));
  rows.push(`tables: ${sum(candidates.map((_, i) => `x${i}`))} <= ${tables}`);
  const bounds = candidates.map((_, i) => `0 <= x${i} <= 1`);
  const model = `Maximize\n obj: ${sum(objective)}\nSubject To\n ${rows.join("\n ")}\nBounds\n ${bounds.join("\n ")}\nEnd\n`;
  const result = (await solver()).solve(model, { output_flag: false });
  if (result.Status !== "Optimal") throw new Error(`The schedule's bound: HiGHS ended with ${result.Status}`);
  const chosen = new Set<Candidate>();
  candidates.forEach((c, i) => {
    const column = result.Columns[`x${i}`] as { Primal?: number } | undefined;
    if ((column?.Primal ?? 0) >= 0.5) chosen.add(c);
  });
  return { value: result.ObjectiveValue, chosen };
}
