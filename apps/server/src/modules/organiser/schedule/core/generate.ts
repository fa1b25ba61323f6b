import type { WishKind } from "@ebm/shared/matchmaking";
import type { Fixed, Person, ScheduleInput, Slot, WishIn } from "./types.ts";

/**
 * A generated event for the schedule's benchmark and tests, the same for the same seed: companies
 * of one to three people, two days of slots with a lunch break, wishes skewed towards a few
 * companies (the most wanted by hundreds, as at a real show), some meetings and blocked slots
 * already made.
 */
export interface GeneratedEvent {
  attendees: number;
  companies: number;
  slotsPerDay: number;
  days: number;
  wishes: number;
  /** Tables per slot as a share of the attendees. */
  tableShare: number;
  /** Popularity skew: company k (by rank) is wished in proportion to 1 / k^skew. */
  skew: number;
  /** The chance that someone of a wished company wishes the wisher's company back. */
  reciprocity: number;
  existingMeetings: number;
  blockedSlots: number;
  seed: number;
}

export const BENCH_EVENT: GeneratedEvent = {
  attendees: 1000,
  companies: 600,
  slotsPerDay: 24,
  days: 2,
  wishes: 15_000,
  tableShare: 1 / 3,
  skew: 0.6,
  reciprocity: 0.15,
  existingMeetings: 1000,
  blockedSlots: 500,
  seed: 2025,
};

/** mulberry32: a small seeded generator. */
export function random(seed: number) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEvent(
  e: GeneratedEvent,
  options: { capPerDay: number; maxInARow: number },
): ScheduleInput {
  const rnd = random(e.seed);
  const pick = <T>(items: T[]) => items[Math.floor(rnd() * items.length)] as T;
  // Company sizes: every company one person, then the rest spread one more at a time.
  const sizes = Array.from({ length: e.companies }, () => 1);
  for (let extra = e.attendees - e.companies; extra > 0; extra--) {
    const c = Math.floor(rnd() * e.companies);
    if ((sizes[c] as number) < 4) sizes[c] = (sizes[c] as number) + 1;
    else extra++;
  }
  const people: Person[] = [];
  const peopleOf: number[][] = [];
  sizes.forEach((size, c) => {
    peopleOf[c + 1] = [];
    for (let i = 0; i < size; i++) {
      const id = people.length + 1;
      people.push({ id, companyId: c + 1 });
      peopleOf[c + 1]?.push(id);
    }
  });

  // 20-minute slots from 9:00, a 60-minute lunch break after the first half.
  const slots: Slot[] = [];
  const tables = Math.max(1, Math.round(e.attendees * e.tableShare));
  for (let d = 1; d <= e.days; d++)
    for (let i = 0; i < e.slotsPerDay; i++) {
      const start = d * 24 * 60 + 9 * 60 + i * 20 + (i >= e.slotsPerDay / 2 ? 60 : 0);
      slots.push({ id: slots.length + 1, day: d, start, end: start + 20, tables });
    }

  // Popularity by a random rank: weights 1/k^skew, drawn by their cumulative sums.
  const rank = Array.from({ length: e.companies }, (_, i) => i + 1).sort(() => rnd() - 0.5);
  const cumulative: number[] = [];
  let total = 0;
  for (const r of rank) {
    total += 1 / r ** e.skew;
    cumulative.push(total);
  }
  const popularCompany = () => {
    const x = rnd() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };

  const wishes: WishIn[] = [];
  const seen = new Set<string>();
  // A person wished by many wishes back a few of them: at most this many wishes of their own.
  const wishesBy = new Map<number, number>();
  const ownWishesMax = Math.ceil((2 * e.wishes) / e.attendees);
  for (let tries = 0; wishes.length < e.wishes && tries < e.wishes * 20; tries++) {
    const from = pick(people);
    const to = popularCompany();
    const key = `${from.id}:${to}`;
    if (to === from.companyId || seen.has(key)) continue;
    seen.add(key);
    wishesBy.set(from.id, (wishesBy.get(from.id) ?? 0) + 1);
    const x = rnd();
    const kind: WishKind = x < 0.2 ? "must" : x < 0.92 ? "like" : "no";
    const named = rnd() < 0.3 ? pick(peopleOf[to] ?? []) : undefined;
    wishes.push({ fromId: from.id, toCompanyId: to, toContactId: named ?? null, kind });
    const back = pick(peopleOf[to] ?? []);
    if (
      kind !== "no" &&
      rnd() < e.reciprocity &&
      (wishesBy.get(back) ?? 0) < ownWishesMax &&
      !seen.has(`${back}:${from.companyId}`)
    ) {
      seen.add(`${back}:${from.companyId}`);
      wishesBy.set(back, (wishesBy.get(back) ?? 0) + 1);
      wishes.push({
        fromId: back,
        toCompanyId: from.companyId,
        toContactId: null,
        kind: rnd() < 0.3 ? "must" : "like",
      });
    }
  }

  // Meetings already booked between random people, and blocked slots.
  const fixed: Fixed[] = [];
  const busy = new Set<string>();
  const meetingPairs: Array<[number, number]> = [];
  const usedTables = new Map<number, number>();
  for (let n = 0, tries = 0; n < e.existingMeetings && tries < e.existingMeetings * 10; tries++) {
    const [a, b, s] = [pick(people), pick(people), pick(slots)];
    if (a.companyId === b.companyId || busy.has(`${a.id}@${s.id}`) || busy.has(`${b.id}@${s.id}`)) continue;
    const table = (usedTables.get(s.id) ?? 0) + 1;
    if (table > s.tables) continue;
    usedTables.set(s.id, table);
    busy.add(`${a.id}@${s.id}`).add(`${b.id}@${s.id}`);
    fixed.push({ slotId: s.id, people: [a.id, b.id], table, meeting: true });
    meetingPairs.push([a.companyId, b.companyId]);
    n++;
  }
  for (let n = 0, tries = 0; n < e.blockedSlots && tries < e.blockedSlots * 10; tries++) {
    const [a, s] = [pick(people), pick(slots)];
    if (busy.has(`${a.id}@${s.id}`)) continue;
    busy.add(`${a.id}@${s.id}`);
    fixed.push({ slotId: s.id, people: [a.id], table: null, meeting: false });
    n++;
  }
  return { people, slots, wishes, fixed, meetingPairs, excludedPairs: [], previous: [], ...options };
}
