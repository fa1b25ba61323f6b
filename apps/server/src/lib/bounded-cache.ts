/**
 * Answers (text, or bytes: lib/json-cache.ts keptBody) kept for `ttlMs` per key, at most
 * `maxEntries` of them and `maxChars` characters or bytes in all (an answer's size counts once it
 * is made). The oldest go first, and the expired ones go
 * whenever another is added and, when none is, once the oldest expires (a timer that does not keep
 * the process alive): a quiet hour does not keep what a busy minute put in (after the show-floor
 * day that was tens of MB of search answers). A failed load is not kept, so the next request tries
 * again.
 * @example const searches = boundedCache({ ttlMs: 5_000, maxEntries: 500, maxChars: 16 << 20 });
 *   const json = await searches.get(key, () => search(words));
 */
export function boundedCache(opts: { ttlMs: number; maxEntries: number; maxChars: number }) {
  // In insertion order, which is the order of their times: an entry made anew is inserted again.
  const entries = new Map<string, { at: number; value: Promise<string | Buffer>; chars: number }>();
  let chars = 0;
  let sweep: NodeJS.Timeout | undefined;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.chars;
  }

  function trim(now: number) {
    for (const [key, entry] of entries) {
      const within = entries.size <= opts.maxEntries && chars <= opts.maxChars;
      if (within && now - entry.at <= opts.ttlMs) break;
      drop(key);
    }
    sweepLater();
  }

  /** Trims again when the oldest entry expires, unless a timer for that is already set. */
  function sweepLater() {
    if (sweep) return;
    const oldest = entries.values().next().value;
    if (!oldest) return;
    sweep = setTimeout(
      () => {
        sweep = undefined;
        trim(Date.now());
      },
      Math.max(0, oldest.at + opts.ttlMs - Date.now()) + 1,
    );
    sweep.unref();
  }

  return {
    /** The kept answer for `key`, or the one `load` makes (kept from now on). */
    get(key: string, load: () => Promise<string | Buffer>): Promise<string | Buffer> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at <= opts.ttlMs) return hit.value;
      drop(key);
      const value = load();
      const entry = { at: now, value, chars: 0 };
      entries.set(key, entry);
      trim(now);
      value.then(
        (text) => {
          if (entries.get(key) !== entry) return;
          entry.chars = text.length;
          chars += text.length;
          trim(Date.now());
        },
        () => {
          if (entries.get(key) === entry) drop(key);
        },
      );
      return value;
    },
    clear(): void {
      entries.clear();
      chars = 0;
      clearTimeout(sweep);
      sweep = undefined;
    },
    /** What is kept now: entries and characters. */
    size: () => ({ entries: entries.size, chars }),
  };
}
