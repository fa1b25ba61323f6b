import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fullCollection, quietCollection, quietCollector } from "./quiet-collector.ts";

const MB = 1024 * 1024;

describe("the collection when quiet", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * A heap and a process whose sizes the test sets; a collection brings the heap back to `live`
   * (and a little more held) and the process to `residentAfter`.
   */
  function setup(live = 60 * MB) {
    const heap = { used: live, held: live + 10 * MB, live, resident: 150 * MB, residentAfter: 150 * MB };
    const collect = vi.fn(() => {
      heap.used = heap.live;
      heap.held = heap.live + 10 * MB;
      heap.resident = heap.residentAfter;
    });
    const quiet = quietCollector({
      collect,
      heap: () => ({ used: heap.used, held: heap.held }),
      resident: () => heap.resident,
      windowMs: 1_000,
      quietRequests: 5,
    });
    return { heap, collect, quiet };
  }

  it("collects once when a quiet window follows the heap's growth, and not again until it grows", () => {
    const { heap, collect, quiet } = setup();
    // The burst: many requests, the heap grows; nothing is collected while it lasts.
    heap.used += 200 * MB;
    heap.held += 200 * MB;
    for (let w = 0; w < 3; w++) {
      for (let i = 0; i < 50; i++) quiet.request();
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).not.toHaveBeenCalled();
    // Quiet: one collection, then none while the heap stays as it is.
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(quiet.collections).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    // It grows again: the next quiet window collects again.
    heap.used += 20 * MB;
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(2);
    quiet.stop();
  });

  it("collects a heap held far beyond what is in use, as a burst of short-lived objects leaves it", () => {
    const { heap, collect, quiet } = setup();
    heap.used += 15 * MB;
    heap.held += 140 * MB;
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(heap.held).toBe(heap.live + 10 * MB);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    quiet.stop();
  });

  it("collects a heap held far beyond its use even when it was held at the start already", () => {
    const { heap, collect, quiet } = setup();
    // Started after a burst of its own (migrations, a load): this much held is the baseline.
    heap.held += 80 * MB;
    const started = quietCollector({
      collect,
      heap: () => ({ used: heap.used, held: heap.held }),
      resident: () => heap.resident,
      windowMs: 1_000,
      quietRequests: 5,
    });
    quiet.stop();
    // The day adds a little in use and a little held: 90 MB held beyond what is in use.
    heap.used += 10 * MB;
    heap.held += 10 * MB;
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(started.collections).toBe(1);
    // V8 keeps 10 MB of slack after it: not collected again.
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    started.stop();
  });

  it("collects a process grown far beyond its size after the last collection, its heap as before", () => {
    const { heap, collect, quiet } = setup();
    // A burst's buffers and native objects, let go only by a collection of the old space; the heap
    // in use and held as after the last collection.
    heap.resident += 300 * MB;
    for (let i = 0; i < 50; i++) quiet.request();
    vi.advanceTimersByTime(1_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    quiet.stop();
  });

  it("does not collect again a process that the collection could not make smaller, until it grows further", () => {
    const { heap, collect, quiet } = setup();
    heap.resident += 100 * MB;
    heap.residentAfter = heap.resident;
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(collect).toHaveBeenCalledTimes(1);
    heap.resident += 40 * MB;
    vi.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(1);
    heap.resident += 30 * MB;
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(2);
    quiet.stop();
  });

  it("leaves a heap and a process that have grown little alone, however quiet", () => {
    const { heap, collect, quiet } = setup();
    heap.used += 10 * MB;
    heap.held += 12 * MB;
    heap.resident += 50 * MB;
    vi.advanceTimersByTime(30_000);
    expect(collect).not.toHaveBeenCalled();
    quiet.stop();
  });

  it("gives the C library's free memory back after each collection it runs, and only then", () => {
    const { heap, collect, quiet: withoutGiveBack } = setup();
    withoutGiveBack.stop();
    const order: string[] = [];
    collect.mockImplementation(() => {
      order.push("collect");
      heap.used = heap.live;
      heap.held = heap.live + 10 * MB;
      // What the collection freed outside the heap is still resident until it is given back.
      heap.resident = 230 * MB;
    });
    const giveBack = vi.fn(() => {
      order.push("give back");
      heap.resident = heap.residentAfter;
    });
    const quiet = quietCollector({
      collect,
      giveBack,
      heap: () => ({ used: heap.used, held: heap.held }),
      resident: () => heap.resident,
      windowMs: 1_000,
      quietRequests: 5,
    });
    vi.advanceTimersByTime(5_000);
    expect(giveBack).not.toHaveBeenCalled();
    heap.used += 20 * MB;
    vi.advanceTimersByTime(1_000);
    expect(order).toEqual(["collect", "give back"]);
    // Measured after it: the process it left (150 MB), not the 230 MB before, is what the next
    // growth is counted from, so nothing more is collected.
    heap.resident = 200 * MB;
    vi.advanceTimersByTime(5_000);
    expect(order).toEqual(["collect", "give back"]);
    heap.resident = 215 * MB;
    vi.advanceTimersByTime(1_000);
    expect(order).toEqual(["collect", "give back", "collect", "give back"]);
    quiet.stop();
  });

  it("collects once at the first quiet window after the start when asked, then only after growth", () => {
    const { heap, collect, quiet: plain } = setup();
    plain.stop();
    const quiet = quietCollector({
      collect,
      afterStart: true,
      heap: () => ({ used: heap.used, held: heap.held }),
      resident: () => heap.resident,
      windowMs: 1_000,
      quietRequests: 5,
    });
    // The start's load is still coming in: not quiet, nothing collected.
    for (let i = 0; i < 10; i++) quiet.request();
    vi.advanceTimersByTime(1_000);
    expect(collect).not.toHaveBeenCalled();
    // The first quiet window: collected, though nothing grew since the collector began.
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(collect).toHaveBeenCalledTimes(1);
    heap.used += 20 * MB;
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(2);
    quiet.stop();
  });

  it("runs as an instance runs it: after the start, the collection then the C library's memory given back", () => {
    const order: string[] = [];
    const log = { info: vi.fn(), warn: vi.fn() };
    const quiet = quietCollection(log, {
      collect: () => order.push("collect"),
      mallocTrim: { trim: () => order.push("give back") > 0, file: "dist/malloc-trim.node" },
    });
    expect(log.info).toHaveBeenCalledWith(
      "memory: a full collection when quiet, then the C library's free memory given back",
    );
    // Nothing has grown since it began: the first quiet window collects all the same (the start's
    // own burst), then nothing until something grows.
    vi.advanceTimersByTime(10_000);
    expect(order).toEqual(["collect", "give back"]);
    vi.advanceTimersByTime(60_000);
    expect(order).toEqual(["collect", "give back"]);
    quiet?.stop();
  });

  it("says what is missing: the native part not built (info) or not loading (a warning), V8's collection", () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const collect = vi.fn();
    quietCollection(log, {
      collect,
      mallocTrim: { trim: undefined, why: "x.node not built", broken: false },
    })?.stop();
    expect(log.info).toHaveBeenCalledWith(
      "memory: a full collection when quiet; the C library keeps its free memory (x.node not built)",
    );
    quietCollection(log, {
      collect,
      mallocTrim: { trim: undefined, why: "x.node does not load", broken: true },
    })?.stop();
    expect(log.warn).toHaveBeenCalledWith(
      "memory: a full collection when quiet; the C library keeps its free memory (x.node does not load)",
    );
    const none = quietCollection(log, {
      collect: undefined,
      mallocTrim: { trim: undefined, why: "x.node not built", broken: false },
    });
    expect(none).toBeUndefined();
    expect(log.warn).toHaveBeenLastCalledWith(
      "memory: V8's full collection is not available here; the heap a burst grows stays held",
    );
  });

  it("stops looking when stopped", () => {
    const { heap, collect, quiet } = setup();
    quiet.stop();
    heap.used += 500 * MB;
    vi.advanceTimersByTime(30_000);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe("the full collection", () => {
  const V8_MAJOR = Number(process.versions.v8.split(".")[0]);

  /** Objects that fill `mb` of the heap, to be let go. */
  const garbageOf = (mb: number) =>
    Array.from({ length: mb * 2 }, () => Array.from({ length: 16_000 }, (_, i) => ({ i })));

  it("is V8's own, and gives back what nothing holds", () => {
    const gc = fullCollection();
    expect(gc).toBeTypeOf("function");
    let garbage: unknown[] | undefined = garbageOf(40);
    const before = process.memoryUsage().heapUsed;
    garbage = undefined;
    gc?.();
    expect(garbage).toBeUndefined();
    expect(process.memoryUsage().heapUsed).toBeLessThan(before - 10 * MB);
  });

  it("gives the emptied heap back to the system where V8 can (12 and later), not only the objects", () => {
    // In a process of its own, whose heap nothing else moves: a burst of 150 MB let go, a plain
    // collection (the objects go, the pages they grew stay held), then this one.
    const script = `
      import { fullCollection } from ${JSON.stringify(fileURLToPath(new URL("./quiet-collector.ts", import.meta.url)))};
      const gc = fullCollection();
      const heap = () => process.memoryUsage().heapTotal;
      gc();
      const before = heap();
      const burst = () => Array.from({ length: 300 }, () => Array.from({ length: 16000 }, (_, i) => ({ i }))).length;
      burst();
      fullCollection(11)();
      const held = heap();
      gc();
      // V8 hands emptied pages back on a thread of its own: watched until it has, for up to 3 s
      // (after a plain collection its memory reducer gives them back too, but only some 8 s later).
      const started = Date.now();
      const done = () => process.stdout.write(JSON.stringify({ before, held, after: heap() }));
      const watch = () => (heap() < before + (held - before) / 4 || Date.now() - started > 3000 ? done() : setTimeout(watch, 50));
      watch();
    `;
    const out = JSON.parse(
      execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        encoding: "utf8",
        timeout: 30_000,
      }),
    ) as { before: number; held: number; after: number };
    if (V8_MAJOR < 12) {
      expect(out.after).toBeLessThanOrEqual(out.held);
      return;
    }
    // The plain collection kept the burst's pages (~65 MB of heap); this one gave most back.
    const grown = out.held - out.before;
    expect(grown).toBeGreaterThan(40 * MB);
    expect(out.after - out.before).toBeLessThan(grown / 4);
  });
});
