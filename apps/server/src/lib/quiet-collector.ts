import v8 from "node:v8";
import vm from "node:vm";
import { loadMallocTrim, type MallocTrim } from "./malloc-trim.ts";

/** V8's major version: 12 and later (Node.js 22, 24) know the collection that gives pages back. */
const V8_MAJOR = Number(process.versions.v8.split(".")[0]);

/**
 * V8's full collection, for this process: `--expose-gc` set at run time (Node's documented
 * `v8.setFlagsFromString`), then the `gc` it defines in a new context. Undefined if the runtime
 * refuses. On V8 12 and later it is the "last-resort" collection, which also compacts the heap
 * and gives its emptied pages back to the system (a plain one frees the objects but keeps the
 * pages: after the show-floor day an instance held 240 MB of heap for 100 MB in use); it takes
 * 0.1–0.2 s for a heap of that size. Node 20's V8 does not know it (it ignores the call), so there
 * the plain collection runs.
 */
export function fullCollection(v8Major = V8_MAJOR): (() => void) | undefined {
  try {
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as unknown;
    if (typeof gc !== "function") return undefined;
    return v8Major >= 12 ? () => gc({ type: "major", execution: "sync", flavor: "last-resort" }) : () => gc();
  } catch {
    return undefined;
  }
}

export interface QuietCollectorOptions {
  /** Runs a full collection. */
  collect: () => void;
  /**
   * Gives the memory the collection freed outside V8's heap back to the system: the C library's
   * allocator keeps what a burst freed below memory still in use (lib/malloc-trim.ts).
   */
  giveBack?: () => void;
  /** The V8 heap now, in bytes: in use, and held from the system (in use or not). */
  heap?: () => { used: number; held: number };
  /** How often the load is looked at. */
  windowMs?: number;
  /** At most this many requests in a window is quiet. */
  quietRequests?: number;
  /** The heap in use must have grown this much since the last collection, or be held this much beyond its use. */
  growthBytes?: number;
  /** The process's resident memory now, in bytes. */
  resident?: () => number;
  /** Or the process must have grown this much since the last collection. */
  residentGrowthBytes?: number;
  /**
   * Also collects at the first quiet window, whatever it has grown: the start's own burst
   * (modules compiled, migrations, the demo's data loaded) came before the collector.
   */
  afterStart?: boolean;
}

/**
 * After a burst V8 keeps the heap it grew for it: a collection of its old space waits until the
 * space is full again, and a quiet instance fills it slowly, so an instance that served the rush
 * stays hundreds of megabytes large for the rest of the day (decision 0021). This collects once when
 * a window is quiet and the heap has grown since the last collection, and not again until it has:
 * one collection of a few tens of milliseconds when nobody waits, none during the load.
 */
export function quietCollector(opts: QuietCollectorOptions) {
  const heap =
    opts.heap ??
    (() => {
      const { heapUsed, heapTotal } = process.memoryUsage();
      return { used: heapUsed, held: heapTotal };
    });
  const windowMs = opts.windowMs ?? 10_000;
  const quietRequests = opts.quietRequests ?? 20;
  // 16 MB: after a day whose heap held grew 27 MB (66 MB in use of 81 held), 32 MB left the
  // survivor at 197 MB resident instead of ~165.
  const growthBytes = opts.growthBytes ?? 16 * 1024 * 1024;
  const resident = opts.resident ?? (() => process.memoryUsage.rss());
  // 64 MB: a day's survivor whose heap neither grew in use nor was held beyond it (a collection
  // earlier in the day had left it large) stood at 466 MB resident, 109 MB of it V8's heap: what
  // the rest held (buffers and native objects that only a collection of the old space lets go) was
  // given back by the one collection that the same day ran in other runs (164-180 MB after it).
  const residentGrowthBytes = opts.residentGrowthBytes ?? 64 * 1024 * 1024;
  let requests = 0;
  const measure = () => ({ ...heap(), resident: resident() });
  let afterLast = measure();
  let collections = 0;
  let started = !opts.afterStart;
  const timer = setInterval(() => {
    const seen = requests;
    requests = 0;
    if (seen > quietRequests) return;
    // Grown in use, or held well beyond what is in use: a burst of short-lived objects leaves little
    // in use but a heap V8 keeps (after the show-floor day 75 MB in use of 203 MB held). The slack
    // counts, not the growth since the start: an instance that started with a large heap held (its
    // migrations, the demo's load) ended a day at 70 MB in use of 107 MB held, 440 MB resident,
    // and was never collected. Only a heap held larger than after the last collection is looked
    // at, so a slack V8 keeps anyway is not collected again and again.
    // The process as a whole counts too, measured against what it was after the last collection: a
    // process that stays large after one (memory the collection cannot give back) is not collected
    // again until it grows further.
    const now = measure();
    const grewInUse = now.used - afterLast.used >= growthBytes;
    const slack = now.held > afterLast.held && now.held - now.used >= growthBytes;
    const grewResident = now.resident - afterLast.resident >= residentGrowthBytes;
    if (!grewInUse && !slack && !grewResident && started) return;
    started = true;
    opts.collect();
    opts.giveBack?.();
    collections += 1;
    afterLast = measure();
  }, windowMs);
  timer.unref();
  return {
    /** Counts a request toward the window's load. */
    request() {
      requests += 1;
    },
    /** How many collections it has run. */
    get collections() {
      return collections;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/**
 * The collection when quiet as an instance runs it: V8's full collection, then the C library's
 * free memory given back (decision 0024), once at the first quiet window after the start and then
 * after each burst. Logs what is in place; undefined where V8's collection is not available.
 */
export function quietCollection(
  log: { info: (msg: string) => void; warn: (msg: string) => void },
  { collect, mallocTrim }: { collect: (() => void) | undefined; mallocTrim: MallocTrim } = {
    collect: fullCollection(),
    mallocTrim: loadMallocTrim(),
  },
) {
  if (!collect) {
    log.warn("memory: V8's full collection is not available here; the heap a burst grows stays held");
    return undefined;
  }
  if (mallocTrim.trim)
    log.info("memory: a full collection when quiet, then the C library's free memory given back");
  else {
    const msg = `memory: a full collection when quiet; the C library keeps its free memory (${mallocTrim.why})`;
    if (mallocTrim.broken) log.warn(msg);
    else log.info(msg);
  }
  return quietCollector({ collect, giveBack: mallocTrim.trim, afterStart: true });
}
