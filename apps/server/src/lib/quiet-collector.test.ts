import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fullCollection, quietCollector } from "./quiet-collector.ts";

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

  it("gives the emptied heap back to the system where V8 can (12 and later), not only the objects", async () => {
    const gc = fullCollection();
    gc?.();
    // The heap held before the burst; a burst of 150 MB grows it, and a plain collection frees the
    // objects but keeps (some or all of) the pages they grew.
    const before = process.memoryUsage().heapTotal;
    let garbage: unknown[] | undefined = garbageOf(150);
    garbage = undefined;
    fullCollection(11)?.();
    const held = process.memoryUsage().heapTotal;
    expect(garbage).toBeUndefined();
    if (V8_MAJOR < 12) {
      gc?.();
      expect(process.memoryUsage().heapTotal).toBeLessThanOrEqual(held);
      return;
    }
    // The heap held goes back to about its size before the burst. V8 hands emptied pages back on a
    // thread of its own: on a busy machine (the whole suite at once) that can come after the call
    // returns, so the heap held is watched until it has.
    await vi.waitFor(
      () => {
        gc?.();
        expect(process.memoryUsage().heapTotal).toBeLessThan(before + 32 * MB);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
