import type { Board } from "./board.ts";
import type { Candidate } from "./candidates.ts";
import type { Placed } from "./types.ts";

const TIER = { mutual: 0, must: 1, like: 2 } as const;

/** Where a candidate goes: its two people, the slot and the table; null when it fits nowhere. */
export function bestPlace(board: Board, c: Candidate): Placed | null {
  let best: { placed: Placed; score: number } | null = null;
  for (const fromId of c.sideA) {
    const a = board.personIndex.get(fromId);
    if (a === undefined) continue;
    for (const toId of c.sideB) {
      const b = board.personIndex.get(toId);
      if (b === undefined) continue;
      const load = board.meetingsOf(a) + board.meetingsOf(b);
      for (let s = 0; s < board.slotCount; s++) {
        if (board.tablesLeft(s) <= 0 || !board.canMeet(a, s) || !board.canMeet(b, s)) continue;
        const d = board.day(s);
        // The lighter day first (meetings spread over the days), then the people with fewer
        // meetings, then the earlier slot.
        const score = (board.meetingsOn(a, d) + board.meetingsOn(b, d)) * 1e6 + load * 1e3 + s;
        if (!best || score < best.score) {
          const table = board.freeTable(s);
          if (table !== null)
            best = { placed: { fromId, toId, slotId: (board.slots[s] as { id: number }).id, table }, score };
        }
      }
    }
  }
  return best?.placed ?? null;
}

/** Takes a placement onto the board. */
export function take(board: Board, placed: Placed) {
  const s = board.slotIndex.get(placed.slotId) as number;
  board.place(
    [board.personIndex.get(placed.fromId) as number, board.personIndex.get(placed.toId) as number],
    s,
    placed.table,
  );
}

/** The previous draft's meeting still fits as it was: same people, slot and (if free) table. */
export function keepPlace(board: Board, c: Candidate, prev: Placed): Placed | null {
  const [x, y] = c.sideA.includes(prev.fromId) ? [prev.fromId, prev.toId] : [prev.toId, prev.fromId];
  if (!c.sideA.includes(x) || !c.sideB.includes(y)) return null;
  const a = board.personIndex.get(x);
  const b = board.personIndex.get(y);
  const s = board.slotIndex.get(prev.slotId);
  if (a === undefined || b === undefined || s === undefined) return null;
  if (board.tablesLeft(s) <= 0 || !board.canMeet(a, s) || !board.canMeet(b, s)) return null;
  const table = board.freeTable(s, prev.table);
  return table === null ? null : { fromId: x, toId: y, slotId: prev.slotId, table };
}

/** A binary heap of numbers (smallest first) with their payloads. */
class Heap<T> {
  private keys: number[] = [];
  private items: T[] = [];
  get size() {
    return this.keys.length;
  }
  push(key: number, item: T) {
    this.keys.push(key);
    this.items.push(item);
    let i = this.keys.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.keys[parent] as number) <= key) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): [number, T] | undefined {
    if (this.keys.length === 0) return undefined;
    const top: [number, T] = [this.keys[0] as number, this.items[0] as T];
    const lastKey = this.keys.pop() as number;
    const lastItem = this.items.pop() as T;
    if (this.keys.length > 0) {
      this.keys[0] = lastKey;
      this.items[0] = lastItem;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.keys.length && (this.keys[l] as number) < (this.keys[m] as number)) m = l;
        if (r < this.keys.length && (this.keys[r] as number) < (this.keys[m] as number)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }
  private swap(i: number, j: number) {
    [this.keys[i], this.keys[j]] = [this.keys[j] as number, this.keys[i] as number];
    [this.items[i], this.items[j]] = [this.items[j] as T, this.items[i] as T];
  }
}

/**
 * The greedy fill: mutual pairs first, then "must meet", then "would like"; within a priority the
 * pairs the LP relaxation chose first, then the pair whose least-met side has the fewest meetings
 * (so that nobody is left with few while others get many). A pair is looked at again when its
 * people got meetings since it was queued.
 */
export function fill(
  board: Board,
  candidates: Candidate[],
  lpChosen: (c: Candidate) => boolean,
): Map<Candidate, Placed> {
  const least = (side: number[]) => {
    let min = Number.POSITIVE_INFINITY;
    for (const id of side) {
      const p = board.personIndex.get(id);
      if (p !== undefined) min = Math.min(min, board.meetingsOf(p));
    }
    return min === Number.POSITIVE_INFINITY ? 0 : min;
  };
  const keyOf = (c: Candidate) =>
    TIER[c.kind] * 1e7 + (lpChosen(c) ? 0 : 1e6) + Math.min(least(c.sideA), least(c.sideB)) * 1e3;
  const heap = new Heap<number>();
  candidates.forEach((c, i) => {
    heap.push(keyOf(c) + (i % 1000) / 1000, i);
  });
  const placed = new Map<Candidate, Placed>();
  for (let top = heap.pop(); top; top = heap.pop()) {
    const [key, i] = top;
    const c = candidates[i] as Candidate;
    const fresh = keyOf(c) + (i % 1000) / 1000;
    if (fresh > key) {
      heap.push(fresh, i);
      continue;
    }
    const where = bestPlace(board, c);
    if (!where) continue;
    take(board, where);
    placed.set(c, where);
  }
  return placed;
}
