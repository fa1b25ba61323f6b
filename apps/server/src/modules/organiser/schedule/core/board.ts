import type { Fixed, Person, Slot } from "./types.ts";

/**
 * Who is busy when, how many meetings each person has per day, and which tables each slot has
 * left: the state the schedule fills. Every check the schedule makes asks it.
 */
export class Board {
  readonly slots: Slot[];
  readonly personIndex = new Map<number, number>();
  readonly slotIndex = new Map<number, number>();
  private readonly days: number[];
  private readonly dayOfSlot: Int32Array;
  /** busy[p * S + s]: 0 free, 1 blocked, 2 in a meeting. */
  private readonly busy: Uint8Array;
  private readonly perDay: Int32Array;
  private readonly tablesUsed: Array<Set<number>>;
  /** prevTouching[s]: the slot before s on the same day that ends as s starts, or -1; nextTouching likewise. */
  private readonly prevTouching: Int32Array;
  private readonly nextTouching: Int32Array;

  constructor(
    people: Person[],
    slots: Slot[],
    readonly capPerDay: number,
    readonly maxInARow: number,
  ) {
    this.slots = [...slots].sort((x, y) => x.day - y.day || x.start - y.start);
    this.slots.forEach((s, i) => {
      this.slotIndex.set(s.id, i);
    });
    people.forEach((p, i) => {
      this.personIndex.set(p.id, i);
    });
    this.days = [...new Set(this.slots.map((s) => s.day))].sort((x, y) => x - y);
    this.dayOfSlot = Int32Array.from(this.slots.map((s) => this.days.indexOf(s.day)));
    this.busy = new Uint8Array(people.length * this.slots.length);
    this.perDay = new Int32Array(people.length * this.days.length);
    this.tablesUsed = this.slots.map(() => new Set<number>());
    this.prevTouching = new Int32Array(this.slots.length).fill(-1);
    this.nextTouching = new Int32Array(this.slots.length).fill(-1);
    for (let s = 1; s < this.slots.length; s++) {
      const [a, b] = [this.slots[s - 1] as Slot, this.slots[s] as Slot];
      if (a.day === b.day && a.end === b.start) {
        this.prevTouching[s] = s - 1;
        this.nextTouching[s - 1] = s;
      }
    }
  }

  get slotCount() {
    return this.slots.length;
  }
  get dayCount() {
    return this.days.length;
  }
  day(s: number) {
    return this.dayOfSlot[s] as number;
  }
  isFree(p: number, s: number) {
    return this.busy[p * this.slots.length + s] === 0;
  }
  meetingsOn(p: number, d: number) {
    return this.perDay[p * this.days.length + d] as number;
  }
  meetingsOf(p: number) {
    let n = 0;
    for (let d = 0; d < this.days.length; d++) n += this.meetingsOn(p, d);
    return n;
  }
  tablesLeft(s: number) {
    return (this.slots[s] as Slot).tables - (this.tablesUsed[s] as Set<number>).size;
  }

  /** Meetings in a row around `s` if `p` met in it too. */
  private runWith(p: number, s: number) {
    const row = p * this.slots.length;
    let run = 1;
    for (
      let t = this.prevTouching[s] as number;
      t >= 0 && this.busy[row + t] === 2;
      t = this.prevTouching[t] as number
    )
      run++;
    for (
      let t = this.nextTouching[s] as number;
      t >= 0 && this.busy[row + t] === 2;
      t = this.nextTouching[t] as number
    )
      run++;
    return run;
  }

  /** `p` may take a meeting in `s`: free, under the day's cap, and not one too many in a row. */
  canMeet(p: number, s: number) {
    if (!this.isFree(p, s)) return false;
    if (this.meetingsOn(p, this.day(s)) >= this.capPerDay) return false;
    return this.maxInARow <= 0 || this.runWith(p, s) <= this.maxInARow;
  }

  /** The lowest free table of `s` (the wanted one when free), or null. */
  freeTable(s: number, wanted?: number): number | null {
    const used = this.tablesUsed[s] as Set<number>;
    const tables = (this.slots[s] as Slot).tables;
    if (wanted !== undefined && wanted >= 1 && wanted <= tables && !used.has(wanted)) return wanted;
    if (used.size >= tables) return null;
    for (let t = 1; t <= tables; t++) if (!used.has(t)) return t;
    return null;
  }

  place(people: number[], s: number, table: number | null, meeting = true) {
    for (const p of people) {
      this.busy[p * this.slots.length + s] = meeting
        ? 2
        : Math.max(1, this.busy[p * this.slots.length + s] as number);
      const at = p * this.days.length + this.day(s);
      if (meeting) this.perDay[at] = (this.perDay[at] as number) + 1;
    }
    // A place beyond the slot's tables (the hotel lobby) takes none of them.
    if (table !== null && table >= 1 && table <= (this.slots[s] as Slot).tables)
      (this.tablesUsed[s] as Set<number>).add(table);
  }

  /** Applies what is fixed; people or slots the schedule does not know are skipped. */
  fix(fixed: Fixed[]) {
    for (const f of fixed) {
      const s = this.slotIndex.get(f.slotId);
      if (s === undefined) continue;
      const people = f.people.flatMap((id) => {
        const p = this.personIndex.get(id);
        return p === undefined ? [] : [p];
      });
      this.place(people, s, f.table, f.meeting);
    }
  }
}
