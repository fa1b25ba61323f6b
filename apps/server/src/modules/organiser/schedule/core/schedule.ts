import type { LeftOutReason } from "@ebm/shared/matchmaking";
import { Board } from "./board.ts";
import { lpBound } from "./bound.ts";
import { type Candidate, candidatesOf, pairKey } from "./candidates.ts";
import { fill, keepPlace, take } from "./place.ts";
import type { LeftOutWish, Placed, ScheduleInput, ScheduleResult } from "./types.ts";

/** The value at the given share (0..1) of sorted numbers. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

/** A common slot where both sides can meet on the board as it is; `tables` false ignores tables. */
function fits(board: Board, c: Candidate, tables = true): boolean {
  for (const x of c.sideA) {
    const a = board.personIndex.get(x);
    if (a === undefined) continue;
    for (const y of c.sideB) {
      const b = board.personIndex.get(y);
      if (b === undefined) continue;
      for (let s = 0; s < board.slotCount; s++)
        if ((!tables || board.tablesLeft(s) > 0) && board.canMeet(a, s) && board.canMeet(b, s)) return true;
    }
  }
  return false;
}

/** Why a feasible candidate found no place on the final board. */
function reasonOnBoard(board: Board, c: Candidate): LeftOutReason {
  let freeTogether = false;
  let underCap = false;
  for (const x of c.sideA) {
    const a = board.personIndex.get(x) as number;
    for (const y of c.sideB) {
      const b = board.personIndex.get(y) as number;
      for (let s = 0; s < board.slotCount; s++) {
        if (!board.isFree(a, s) || !board.isFree(b, s)) continue;
        freeTogether = true;
        const d = board.day(s);
        if (board.meetingsOn(a, d) < board.capPerDay && board.meetingsOn(b, d) < board.capPerDay)
          underCap = true;
      }
    }
  }
  if (!freeTogether) return "taken-by-higher";
  if (!underCap) return "cap-reached";
  return fits(board, c, false) ? "no-table" : "taken-by-higher";
}

/**
 * The automatic schedule: from the wishes, the free slots (what is fixed respected), the tables,
 * the cap per person per day and the rule on meetings in a row, a draft of meetings with its
 * figures and every wish left out with its reason. The previous draft's meetings stay where they
 * still fit (so a re-run moves as few as it can); then the rest is filled by priority (mutual,
 * must meet, would like), guided by the LP relaxation that also bounds the value.
 */
export async function draftSchedule(input: ScheduleInput): Promise<ScheduleResult> {
  const started = performance.now();
  const { candidates, unplaceable } = candidatesOf(input);
  const board = new Board(input.people, input.slots, input.capPerDay, input.maxInARow);
  board.fix(input.fixed);
  const peopleOf = new Map<number, number[]>();
  for (const p of input.people) peopleOf.set(p.companyId, [...(peopleOf.get(p.companyId) ?? []), p.id]);

  const feasible = candidates.filter((c) => fits(board, c));
  const feasibleSet = new Set(feasible);
  const bound = await lpBound(board, feasible, peopleOf);
  // How many mutual wishes any schedule could meet together (the same relaxation, mutual ones
  // alone, each worth one): the share of them met is the first figure of a draft.
  const mutualFeasible = feasible.filter((c) => c.kind === "mutual");
  const mutualBound = await lpBound(board, mutualFeasible, peopleOf, () => 1);

  // The previous draft first, in priority order, where it still fits.
  const companyOf = new Map(input.people.map((p) => [p.id, p.companyId]));
  const previousOf = new Map<string, Placed>();
  for (const prev of input.previous) {
    const [x, y] = [companyOf.get(prev.fromId), companyOf.get(prev.toId)];
    if (x !== undefined && y !== undefined) previousOf.set(pairKey(x, y), prev);
  }
  const placed = new Map<Candidate, Placed>();
  const order = { mutual: 0, must: 1, like: 2 } as const;
  for (const c of [...feasible].sort((x, y) => order[x.kind] - order[y.kind])) {
    const prev = previousOf.get(c.key);
    const kept = prev && keepPlace(board, c, prev);
    if (kept) {
      take(board, kept);
      placed.set(c, kept);
    }
  }
  const rest = feasible.filter((c) => !placed.has(c));
  const guided = input.guided !== false;
  for (const [c, where] of fill(board, rest, (c) => guided && bound.chosen.has(c))) placed.set(c, where);

  let moved = 0;
  for (const [c, where] of placed) {
    const prev = previousOf.get(c.key);
    if (
      prev &&
      (prev.slotId !== where.slotId || new Set([prev.fromId, prev.toId, where.fromId, where.toId]).size !== 2)
    )
      moved++;
  }

  const leftOut: LeftOutWish[] = unplaceable.map(({ wish, kind, reason }) => ({
    fromId: wish.fromId,
    toCompanyId: wish.toCompanyId,
    toContactId: wish.toContactId,
    kind,
    reason,
  }));
  for (const c of candidates) {
    if (placed.has(c)) continue;
    const reason: LeftOutReason = feasibleSet.has(c) ? reasonOnBoard(board, c) : "no-common-slot";
    for (const w of c.wishes)
      leftOut.push({
        fromId: w.fromId,
        toCompanyId: w.toCompanyId,
        toContactId: w.toContactId,
        kind: c.kind,
        reason,
      });
  }

  const meetings = [...placed].map(([c, where]) => ({ ...where, kind: c.kind, value: c.value }));
  // Fairness among the people who wished to meet someone (the others asked for nothing).
  const wishers = new Set(input.wishes.filter((w) => w.kind !== "no").map((w) => w.fromId));
  const perPerson = input.people
    .filter((p) => wishers.has(p.id))
    .map((p) => board.meetingsOf(board.personIndex.get(p.id) as number))
    .sort((x, y) => x - y);
  const mutual = candidates.filter((c) => c.kind === "mutual");
  const mutualUnplaceable = new Set(
    unplaceable
      .filter((u) => u.kind === "mutual")
      .map((u) => pairKey(companyOf.get(u.wish.fromId) as number, u.wish.toCompanyId)),
  );
  return {
    meetings,
    leftOut,
    figures: {
      wishes: input.wishes.filter((w) => w.kind !== "no").length,
      mutualWishes: mutual.length + mutualUnplaceable.size,
      feasibleMutual: Math.min(mutualFeasible.length, Math.floor(mutualBound.value + 1e-6)),
      scheduledMutual: mutual.filter((c) => placed.has(c)).length,
      meetings: meetings.length,
      value: meetings.reduce((n, m) => n + m.value, 0),
      bound: Math.round(bound.value * 100) / 100,
      p10: quantile(perPerson, 0.1),
      median: quantile(perPerson, 0.5),
      moved,
      millis: Math.round(performance.now() - started),
    },
  };
}
