import { LEAD_RATINGS, type LeadRating } from "@ebm/shared/leads";
import { scanQueueKey } from "../../../lib/scan-queue-key.ts";

/**
 * Scans saved while the phone had no connection, kept in localStorage per user until the server
 * has them. Each keeps its own clientId and scan time, so a resend after a lost answer stores the
 * lead once and with the time it was scanned (decision 0012).
 */
export interface QueuedScan {
  clientId: string;
  code: string;
  notes: string;
  rating: LeadRating | null;
  /** ISO time of the scan. */
  scannedAt: string;
}

function isQueuedScan(value: unknown): value is QueuedScan {
  if (typeof value !== "object" || value === null) return false;
  const scan = value as Record<string, unknown>;
  return (
    typeof scan.clientId === "string" &&
    typeof scan.code === "string" &&
    typeof scan.notes === "string" &&
    typeof scan.scannedAt === "string" &&
    (scan.rating === null || (LEAD_RATINGS as readonly unknown[]).includes(scan.rating))
  );
}

const storageKey = scanQueueKey;

/** The user's waiting scans, oldest first; unreadable storage counts as none. */
export function readQueue(userId: number, storage: Storage = localStorage): QueuedScan[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey(userId)) ?? "[]");
    return Array.isArray(parsed) && parsed.every(isQueuedScan) ? parsed : [];
  } catch {
    return [];
  }
}

function writeQueue(userId: number, scans: QueuedScan[], storage: Storage): void {
  if (scans.length === 0) storage.removeItem(storageKey(userId));
  else storage.setItem(storageKey(userId), JSON.stringify(scans));
}

/** Adds a scan to the end of the queue; the same clientId is kept once. */
export function enqueueScan(userId: number, scan: QueuedScan, storage: Storage = localStorage): void {
  const scans = readQueue(userId, storage).filter((queued) => queued.clientId !== scan.clientId);
  writeQueue(userId, [...scans, scan], storage);
}

/** Takes a scan the server has answered for out of the queue. */
export function dropScan(userId: number, clientId: string, storage: Storage = localStorage): void {
  writeQueue(
    userId,
    readQueue(userId, storage).filter((queued) => queued.clientId !== clientId),
    storage,
  );
}

/** What to do with a queued scan after its send: keep it for later, or drop it (stored, or never will be). */
export type SendOutcome = "stored" | "refused" | "offline";

/**
 * Sends the waiting scans one by one, oldest first. A 2xx or a 409 (the person is in the list
 * already: an earlier send got through) is done; another refusal will not change on a resend and
 * is dropped, counted in `refused`; no connection stops the round and keeps the rest.
 */
export async function flushQueue(
  userId: number,
  send: (scan: QueuedScan) => Promise<SendOutcome>,
  storage: Storage = localStorage,
): Promise<{ stored: number; refused: number; left: number }> {
  let stored = 0;
  let refused = 0;
  for (const scan of readQueue(userId, storage)) {
    const outcome = await send(scan);
    if (outcome === "offline") break;
    dropScan(userId, scan.clientId, storage);
    if (outcome === "stored") stored += 1;
    else refused += 1;
  }
  return { stored, refused, left: readQueue(userId, storage).length };
}
