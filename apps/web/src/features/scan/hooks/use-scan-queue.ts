import { LEADS_MESSAGES } from "@ebm/shared/messages";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { leadsKey } from "../../../lib/api/keys.ts";
import { saveLead } from "../../../lib/api/save-lead.ts";
import { ApiError, NETWORK_ERROR } from "../../../lib/api-client.ts";
import { showError, showSuccess } from "../../../lib/notify.ts";
import {
  enqueueScan,
  flushQueue,
  type QueuedScan,
  readQueue,
  type SendOutcome,
} from "../utils/scan-queue.ts";

/** One send of a queued scan, read as what the queue does with it. */
async function send(scan: QueuedScan): Promise<SendOutcome> {
  try {
    await saveLead({
      contactId: scan.code,
      notes: scan.notes,
      clientId: scan.clientId,
      scannedAt: scan.scannedAt,
      ...(scan.rating ? { rating: scan.rating } : {}),
    });
    return "stored";
  } catch (error) {
    if (error instanceof ApiError && error.code === NETWORK_ERROR) return "offline";
    // A 5xx may pass: kept for the next round, like no connection.
    if (error instanceof ApiError && error.status >= 500) return "offline";
    // 409: the person is in the list already, which is where the scan was going.
    if (error instanceof ApiError && error.status === 409) return "stored";
    return "refused";
  }
}

/** One round at a time per page: two rounds would send the same scan twice at once. */
let flushing: Promise<unknown> | null = null;

/** Told when a round ends, so an open scanner counts what still waits. */
const roundEnded = new Set<() => void>();

/**
 * Sends the user's waiting scans, one round at a time, and says what came of it. Also called by
 * the app frame from any page when the connection returns.
 * @example await sendWaitingScans(user.id, queryClient);
 */
export async function sendWaitingScans(userId: number, queryClient: QueryClient): Promise<void> {
  if (flushing) return;
  if (readQueue(userId).length === 0) return;
  const round = flushQueue(userId, send);
  flushing = round;
  try {
    const { stored, refused } = await round;
    if (stored > 0) {
      showSuccess({ title: stored === 1 ? "1 waiting scan saved" : `${stored} waiting scans saved` });
      void queryClient.invalidateQueries({ queryKey: leadsKey(userId) });
    }
    if (refused > 0) showError({ title: LEADS_MESSAGES.saveError });
  } finally {
    flushing = null;
    for (const listener of roundEnded) listener();
  }
}

/**
 * The scans waiting for a connection: how many, adding one, and sending them when the browser is
 * back online (and once on opening the scanner, for scans left from an earlier visit).
 * @example const queue = useScanQueue(user.id); queue.add(scan); queue.count
 */
export function useScanQueue(userId: number) {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(() => readQueue(userId).length);

  const flush = useCallback(async () => {
    await sendWaitingScans(userId, queryClient);
    setCount(readQueue(userId).length);
  }, [userId, queryClient]);

  useEffect(() => {
    const recount = () => setCount(readQueue(userId).length);
    roundEnded.add(recount);
    return () => {
      roundEnded.delete(recount);
    };
  }, [userId]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [flush]);

  const add = useCallback(
    (scan: QueuedScan) => {
      enqueueScan(userId, scan);
      setCount(readQueue(userId).length);
    },
    [userId],
  );

  return { count, add, flush };
}
