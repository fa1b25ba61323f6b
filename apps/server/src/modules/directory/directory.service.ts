import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import type { TradingType } from "@ebm/shared/constants";
import type { AttendeesSearchBody, DirectoryEntry } from "@ebm/shared/schemas/directory";
import type { Db } from "../../db/client.ts";
import { boundedCache } from "../../lib/bounded-cache.ts";
import { compactLocalDate } from "../../lib/dates.ts";
import { keptBody } from "../../lib/json-cache.ts";
import type { CurrentEdition } from "../settings/index.ts";
import { attendeesCsv } from "./directory.csv.ts";
import { attendeesRepository } from "./directory.repository.ts";

/**
 * Unsearched lists (at most 10 categories × 3 trading types) are the same for everyone: their JSON
 * is kept this long. Another instance's profile update shows after at most this delay.
 */
const LIST_TTL_MS = 5_000;
/**
 * Searches made in the last period are answered from memory too: during the event many people look
 * for the same words, and a round trip to the database costs more than the answer itself.
 */
const SEARCHES_KEPT = 500;
/**
 * And at most this much JSON in all: a word that matches most companies answers nearly the whole
 * list (0.8 MB for the demo), so 500 such answers would hold 400 MB.
 */
const SEARCHES_CHARS = 16 * 1024 * 1024;
/**
 * A list (with its compressed copies and search texts) or CSV nobody asked for in this long is let
 * go, so a quiet evening does not hold what the day's filters made (~3 MB a list for the demo).
 */
const IDLE_MS = 60_000;

export type ContentEncoding = "br" | "gzip";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESS: Record<ContentEncoding, (json: string) => Promise<Buffer>> = {
  gzip: (json) => gzipAsync(json, { level: 6 }),
  // Quality 5 compresses ~1,000 rows in a few milliseconds and still beats gzip's size.
  br: (json) => brotliAsync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
};
/**
 * The smallest copies, made once per list content in the background: Brotli's best quality takes
 * about 0.4 s for the full list (~430 KB of JSON) and sends 28 KB instead of quality 5's 34 KB.
 */
const COMPRESS_BEST: Record<ContentEncoding, (json: string) => Promise<Buffer>> = {
  gzip: (json) => gzipAsync(json, { level: 9 }),
  br: (json) =>
    brotliAsync(json, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    }),
};

/**
 * The compressed copies of one list's JSON, by encoding: a quick copy at once, and the smallest
 * one, started on first demand, sent as soon as it is made.
 */
function compressedCopies(json: string): (encoding: ContentEncoding) => Promise<Buffer> {
  const quick = new Map<ContentEncoding, Promise<Buffer>>();
  const best = new Map<ContentEncoding, Buffer>();
  return (encoding) => {
    const smallest = best.get(encoding);
    if (smallest) return Promise.resolve(smallest);
    let copy = quick.get(encoding);
    if (!copy) {
      copy = COMPRESS[encoding](json);
      quick.set(encoding, copy);
      // A failure leaves the quick copy in use.
      COMPRESS_BEST[encoding](json).then(
        (buffer) => best.set(encoding, buffer),
        () => {},
      );
    }
    return copy;
  };
}

/**
 * The encoding to send, from the request's Accept-Encoding: brotli, then gzip, else none.
 * @example preferredEncoding("gzip, deflate, br") === "br"; preferredEncoding("gzip;q=0") === undefined
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/** What a search looks in for one entry, lower-cased: name, description and industry; country. */
interface Haystack {
  text: string;
  country: string;
}

/**
 * A cached unsearched list: its entries, their JSON, each compressed copy and the entries' search
 * texts, each made once, on first demand.
 */
export interface CachedList {
  entries: Promise<DirectoryEntry[]>;
  json: Promise<string>;
  encoded(encoding: ContentEncoding): Promise<Buffer>;
  haystacks(): Promise<Haystack[]>;
  /** The compressed copies, kept by the next list of the same filters when its JSON is the same. */
  copies: Promise<(encoding: ContentEncoding) => Promise<Buffer>>;
}

/**
 * Splits the free text into words: trimmed, "" is no search.
 * @example searchWords("  Dublin  servers ") → ["Dublin", "servers"]
 */
export function searchWords(search: string | null | undefined): string[] {
  return (search ?? "").trim().split(/\s+/).filter(Boolean);
}

/** A signed-in user's possible matches by company (score and best reason); null when they turned them off. */
export type MatchScores = (user: {
  id: number;
  companyId: number;
  role?: string;
}) => Promise<Map<number, { score: number; reason: string }> | null>;

/**
 * The compressed copies of a list's JSON: the previous period's when the JSON is unchanged (nearly
 * always), so the smallest copy is made once per change, not every period. A function of its own
 * so that only this callback, until it has run, refers to the previous list: a closure of the
 * list's own function kept it (V8 gives a function's closures one shared context), and with it
 * every list before it, a chain that grew by one list each period (51 lists, 44 MB, after the
 * show-floor day).
 */
function copiesOf(
  json: Promise<string>,
  previous: CachedList | undefined,
): Promise<(encoding: ContentEncoding) => Promise<Buffer>> {
  return json.then(async (text) =>
    previous && (await previous.json.catch(() => undefined)) === text
      ? await previous.copies
      : compressedCopies(text),
  );
}

/**
 * A list's JSON answer; the previous list's own string when the text is the same (nearly always):
 * the compressed copies kept from the previous list refer to its text, so one string is held
 * instead of two (0.8 MB each for the demo's full list). A function of its own for the reason
 * `copiesOf` gives: the previous list is referred to only until this has run.
 */
function jsonOf(entries: Promise<DirectoryEntry[]>, previous: CachedList | undefined): Promise<string> {
  return entries.then(async (payload) => {
    const text = JSON.stringify({ status: 200, payload });
    const before = await previous?.json.catch(() => undefined);
    return before === text ? before : text;
  });
}

/** The attendee directory (part 2 §2, §3, §5, §7). */
export function attendeesService(
  db: Db,
  deps: { current: () => Promise<CurrentEdition> },
  opts: { matchScores?: MatchScores; idleMs?: number } = {},
) {
  const idleMs = opts.idleMs ?? IDLE_MS;
  const repo = attendeesRepository(db);
  let lists = new Map<string, { at: number; usedAt: number; list: CachedList }>();
  const searches = boundedCache({ ttlMs: LIST_TTL_MS, maxEntries: SEARCHES_KEPT, maxChars: SEARCHES_CHARS });
  /** The CSV of an edition, made once per change like the lists (100 downloads at once read the database once). */
  let csvFile: { at: number; editionId: number; bytes: Promise<Buffer> } | undefined;
  let idleSweep: NodeJS.Timeout | undefined;

  /** Lets go of the lists and the CSV unused for IDLE_MS (opts.idleMs), checking again while any is kept. */
  function forgetIdleLater() {
    if (idleSweep) return;
    idleSweep = setTimeout(() => {
      idleSweep = undefined;
      const now = Date.now();
      for (const [key, entry] of lists) if (now - entry.usedAt > idleMs) lists.delete(key);
      if (csvFile && now - csvFile.at > idleMs) csvFile = undefined;
      if (lists.size > 0 || csvFile) forgetIdleLater();
    }, idleMs);
    // Housekeeping of this process's memory: it does not keep the process alive.
    idleSweep.unref();
  }

  async function list(filter: {
    pref?: number | null;
    tradingType?: TradingType | null;
  }): Promise<DirectoryEntry[]> {
    const { edition } = await deps.current();
    const rows = await repo.list({
      editionId: edition.id,
      pref: filter.pref,
      tradingType: filter.tradingType,
    });
    return rows.map(({ tier, ...row }) => ({
      ...row,
      isDiamond: tier === "diamond",
      isGold: tier === "gold",
      isTrusted: tier === "trusted",
    }));
  }

  /**
   * The entries of the cached list of the same filters that match every word, in its order: a
   * word matches when the name, description or industry holds it, or the country's name does
   * (case-insensitive substrings; decision 0005). The list is in memory already, so a search costs
   * no round trip to the database and is exactly as fresh as that list.
   */
  async function searched(filtered: CachedList, words: string[]): Promise<DirectoryEntry[]> {
    const haystacks = await filtered.haystacks();
    const lower = words.map((word) => word.toLowerCase());
    return (await filtered.entries).filter((_, i) => {
      const { text, country } = haystacks[i] as Haystack;
      return lower.every((word) => text.includes(word) || country.includes(word));
    });
  }

  /** The JSON answer of a search, kept like the lists, within SEARCHES_KEPT and SEARCHES_CHARS. */
  function cachedSearch(filtered: CachedList, key: string, words: string[]): Promise<string | Buffer> {
    return searches.get(key, () =>
      searched(filtered, words).then((payload) => keptBody(JSON.stringify({ status: 200, payload }))),
    );
  }

  function cachedList(pref: number | null | undefined, tradingType: TradingType | null | undefined) {
    const key = `${pref ?? ""}|${tradingType ?? ""}`;
    const now = Date.now();
    const hit = lists.get(key);
    forgetIdleLater();
    if (hit && now - hit.at <= LIST_TTL_MS) {
      hit.usedAt = now;
      return hit.list;
    }
    const entries = list({ pref, tradingType });
    const json = jsonOf(entries, hit?.list);
    const copies = copiesOf(json, hit?.list);
    // A failed load rejects `json` too, which the caller sees; this copy of it needs no handler.
    copies.catch(() => {});
    let haystacks: Promise<Haystack[]> | undefined;
    const cached: CachedList = {
      entries,
      json,
      copies,
      encoded: (encoding) => copies.then((copy) => copy(encoding)),
      haystacks() {
        haystacks ??= entries.then((rows) =>
          rows.map((row) => ({
            text: `${row.name} ${row.description} ${row.industry ?? ""}`.toLowerCase(),
            country: row.country.toLowerCase(),
          })),
        );
        return haystacks;
      },
    };
    const entry = { at: now, usedAt: now, list: cached };
    lists.set(key, entry);
    // A failed load is not kept: the next request tries again.
    json.catch(() => {
      if (lists.get(key) === entry) lists.delete(key);
    });
    return cached;
  }

  return {
    /**
     * The answer to POST /api/misc/attendees: a shared cached list when there is no search word,
     * else the JSON of the companies matching every word.
     */
    search(
      body: AttendeesSearchBody,
    ): { kind: "list"; list: CachedList } | { kind: "searched"; json: Promise<string | Buffer> } {
      const words = searchWords(body.search);
      const filtered = cachedList(body.pref, body.tradingType);
      if (words.length === 0) return { kind: "list", list: filtered };
      const key = `${body.pref ?? ""}|${body.tradingType ?? ""}|${words.join(" ").toLowerCase()}`;
      return { kind: "searched", json: cachedSearch(filtered, key, words) };
    },

    /**
     * The answer to POST /api/misc/attendees with sort "match" for a signed-in user: the same rows
     * as by name, the user's possible matches first (best first, then by name), each row with its
     * `match`. Undefined when the user turned possible matches off: the name order answers then.
     */
    async byMatch(body: AttendeesSearchBody, user: Parameters<MatchScores>[0]): Promise<string | undefined> {
      const scores = await opts.matchScores?.(user);
      if (!scores) return undefined;
      const words = searchWords(body.search);
      const filtered = cachedList(body.pref, body.tradingType);
      const entries = words.length > 0 ? await searched(filtered, words) : await filtered.entries;
      // The list is in name order and the sort is stable: equal scores stay by name.
      const payload = entries
        .map((entry) => ({ ...entry, match: scores.get(entry.id) ?? null }))
        .sort((a, b) => (b.match?.score ?? -1) - (a.match?.score ?? -1));
      return JSON.stringify({ status: 200, payload });
    },

    /**
     * The attendee list as CSV bytes and its file name (attendees-YYYYMMDD.csv by the event clock):
     * made once and served from memory until a change here or LIST_TTL_MS, as fresh as the lists.
     */
    async csv(now: Date) {
      const { edition } = await deps.current();
      const at = Date.now();
      if (!csvFile || csvFile.editionId !== edition.id || at - csvFile.at > LIST_TTL_MS) {
        const entry = { at, editionId: edition.id, bytes: buffer(attendeesCsv(repo, edition.id)) };
        csvFile = entry;
        forgetIdleLater();
        // A failed read is not kept: the next download tries again.
        entry.bytes.catch(() => {
          if (csvFile === entry) csvFile = undefined;
        });
      }
      return {
        filename: `attendees-${compactLocalDate(now, edition.timezone)}.csv`,
        bytes: await csvFile.bytes,
      };
    },

    /** Forgets the cached lists after a company change, so this instance serves the new data at once. */
    invalidate(): void {
      lists = new Map();
      searches.clear();
      csvFile = undefined;
    },
  };
}

export type AttendeesService = ReturnType<typeof attendeesService>;
