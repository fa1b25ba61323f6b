import { describe, expect, it } from "vitest";
import { dropScan, enqueueScan, flushQueue, type QueuedScan, readQueue } from "./scan-queue.ts";

/** A Storage held in memory, as localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const scan = (clientId: string): QueuedScan => ({
  clientId,
  code: `7.${clientId.padEnd(16, "x")}`,
  notes: `notes ${clientId}`,
  rating: "warm",
  scannedAt: "2025-11-06T14:51:00.000Z",
});

describe("scan queue", () => {
  it("keeps scans per user, oldest first, and each clientId once", () => {
    const storage = memoryStorage();
    enqueueScan(1, scan("a"), storage);
    enqueueScan(1, scan("b"), storage);
    enqueueScan(1, scan("a"), storage);
    enqueueScan(2, scan("c"), storage);
    expect(readQueue(1, storage).map((s) => s.clientId)).toEqual(["b", "a"]);
    expect(readQueue(2, storage).map((s) => s.clientId)).toEqual(["c"]);
    dropScan(1, "b", storage);
    expect(readQueue(1, storage).map((s) => s.clientId)).toEqual(["a"]);
  });

  it("reads unreadable storage as empty", () => {
    const storage = memoryStorage();
    storage.setItem("ebm.scanQueue.1", "{not json");
    expect(readQueue(1, storage)).toEqual([]);
    storage.setItem("ebm.scanQueue.1", JSON.stringify([{ clientId: 3 }]));
    expect(readQueue(1, storage)).toEqual([]);
  });

  it("sends in order, drops what the server answered and stops at the first lost connection", async () => {
    const storage = memoryStorage();
    for (const id of ["a", "b", "c", "d"]) enqueueScan(1, scan(id), storage);
    const sent: string[] = [];
    const outcomes = { a: "stored", b: "refused", c: "offline", d: "stored" } as const;
    const result = await flushQueue(
      1,
      async (queued) => {
        sent.push(queued.clientId);
        return outcomes[queued.clientId as keyof typeof outcomes];
      },
      storage,
    );
    expect(sent).toEqual(["a", "b", "c"]);
    expect(result).toEqual({ stored: 1, refused: 1, left: 2 });
    expect(readQueue(1, storage).map((s) => s.clientId)).toEqual(["c", "d"]);
  });
});
