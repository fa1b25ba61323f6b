/**
 * A small seeded pseudo-random generator (mulberry32) so the demo data is the same on every run.
 * Each part of the seed draws from its own stream, so changing one part does not shift the others.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick: empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(options: readonly (readonly [T, number])[]): T {
    const total = options.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of options) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = options[options.length - 1];
    if (!last) throw new Error("Rng.weighted: empty list");
    return last[0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /**
   * Fills a pattern: `#` any digit, `%` a digit 1-9, `@` an upper-case letter; other characters stay.
   * Example: `rng.fill("+31 %# ### ####")` gives "+31 20 555 0192".
   */
  fill(pattern: string): string {
    let out = "";
    for (const ch of pattern) {
      if (ch === "#") out += String(this.int(0, 9));
      else if (ch === "%") out += String(this.int(1, 9));
      else if (ch === "@") out += String.fromCharCode(65 + this.int(0, 25));
      else out += ch;
    }
    return out;
  }
}

/** Named streams, one per part of the seed. */
export const SEEDS = {
  companies: 20251105,
  contacts: 20251106,
  content: 20251107,
  images: 2021,
  scheduler: 6112025,
  registrations: 20250303,
  matchmaking: 29112025,
} as const;
