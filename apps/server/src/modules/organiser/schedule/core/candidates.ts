import { type LeftOutReason, SCHEDULE_VALUES, type ScheduleKind } from "@ebm/shared/matchmaking";
import type { ScheduleInput, WishIn } from "./types.ts";

/**
 * A meeting the schedule may make: two companies, one of each side's allowed people. Wishes are
 * gathered per pair of companies, because a company meets another once (colleagues are never
 * double-booked): a mutual pair (each side wishes the other) comes first, then "must meet", then
 * "would like".
 */
export interface Candidate {
  /** The pair's key: the lower company id, ":", the higher. */
  key: string;
  a: number;
  b: number;
  kind: ScheduleKind;
  value: number;
  /** Who may sit on each side: the people who wished or were named, else anyone of the company. */
  sideA: number[];
  sideB: number[];
  wishes: WishIn[];
}

/** A wish that no candidate carries, and why. */
export interface Unplaceable {
  wish: WishIn;
  kind: ScheduleKind;
  reason: LeftOutReason;
}

export const pairKey = (x: number, y: number) => (x < y ? `${x}:${y}` : `${y}:${x}`);

interface PairWishes {
  a: number;
  b: number;
  wishes: WishIn[];
  wishersA: Set<number>;
  wishersB: Set<number>;
  namedA: Set<number>;
  namedB: Set<number>;
  must: boolean;
}

/** The candidates of the input's wishes, and the wishes that cannot become one. */
export function candidatesOf(input: ScheduleInput): { candidates: Candidate[]; unplaceable: Unplaceable[] } {
  const companyOf = new Map(input.people.map((p) => [p.id, p.companyId]));
  const peopleOf = new Map<number, number[]>();
  for (const p of input.people) peopleOf.set(p.companyId, [...(peopleOf.get(p.companyId) ?? []), p.id]);
  const proposable = new Set(input.people.filter((p) => p.proposable !== false).map((p) => p.id));
  const saidNo = new Set(
    input.wishes.filter((w) => w.kind === "no").map((w) => `${w.fromId}:${w.toCompanyId}`),
  );
  const meeting = new Set(input.meetingPairs.map(([x, y]) => pairKey(x, y)));
  const excluded = new Set(input.excludedPairs.map(([x, y]) => pairKey(x, y)));

  const pairs = new Map<string, PairWishes>();
  for (const wish of input.wishes) {
    if (wish.kind === "no") continue;
    const from = companyOf.get(wish.fromId);
    if (from === undefined || from === wish.toCompanyId) continue;
    const key = pairKey(from, wish.toCompanyId);
    if (meeting.has(key)) continue;
    let pair = pairs.get(key);
    if (!pair) {
      const [a, b] = from < wish.toCompanyId ? [from, wish.toCompanyId] : [wish.toCompanyId, from];
      pair = {
        a,
        b,
        wishes: [],
        wishersA: new Set(),
        wishersB: new Set(),
        namedA: new Set(),
        namedB: new Set(),
        must: false,
      };
      pairs.set(key, pair);
    }
    pair.wishes.push(wish);
    pair.must ||= wish.kind === "must";
    const fromA = from === pair.a;
    (fromA ? pair.wishersA : pair.wishersB).add(wish.fromId);
    if (wish.toContactId !== null && companyOf.get(wish.toContactId) === wish.toCompanyId)
      (fromA ? pair.namedB : pair.namedA).add(wish.toContactId);
  }

  const candidates: Candidate[] = [];
  const unplaceable: Unplaceable[] = [];
  for (const [key, pair] of pairs) {
    const kind: ScheduleKind =
      pair.wishersA.size > 0 && pair.wishersB.size > 0 ? "mutual" : pair.must ? "must" : "like";
    const side = (company: number, other: number, wishers: Set<number>, named: Set<number>) => {
      const willing = (id: number) => !saidNo.has(`${id}:${other}`);
      const preferred = [...wishers, ...named].filter(willing);
      if (preferred.length > 0) return [...new Set(preferred)].sort((x, y) => x - y);
      return (peopleOf.get(company) ?? []).filter((id) => proposable.has(id) && willing(id));
    };
    const sideA = side(pair.a, pair.b, pair.wishersA, pair.namedA);
    const sideB = side(pair.b, pair.a, pair.wishersB, pair.namedB);
    let reason: LeftOutReason | null = null;
    if (excluded.has(key)) reason = "removed";
    else if (!peopleOf.has(pair.a) || !peopleOf.has(pair.b)) reason = "no-contact";
    else if (sideA.length === 0 || sideB.length === 0) reason = "no-thanks";
    if (reason) {
      for (const wish of pair.wishes) unplaceable.push({ wish, kind, reason });
      continue;
    }
    candidates.push({
      key,
      a: pair.a,
      b: pair.b,
      kind,
      value: SCHEDULE_VALUES[kind],
      sideA,
      sideB,
      wishes: pair.wishes,
    });
  }
  return { candidates, unplaceable };
}
