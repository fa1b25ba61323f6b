import { LEADS_MESSAGES } from "@ebm/shared/messages";
import type { LeadRating, ScannedContactResponse } from "@ebm/shared/schemas/leads";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { leadsKey } from "../../../lib/api/keys.ts";
import { saveLead } from "../../../lib/api/save-lead.ts";
import { ApiError, NETWORK_ERROR } from "../../../lib/api-client.ts";
import { codeFromScan } from "../../../lib/camera-scanner/scan-text.ts";
import { eventNow } from "../../../lib/event-clock.ts";
import { getScannedContact } from "../api/get-scanned-contact.ts";
import type { QueuedScan } from "../utils/scan-queue.ts";

/** One read badge: its code, the client id that makes its save safe to resend, and when it was read. */
export interface Scan {
  code: string;
  clientId: string;
  scannedAt: string;
}

/** The scanner's states (part 2 §4): scanning, stopped, scanned, scan error, save error. */
export type ScanState =
  | { kind: "scanning" }
  /** `done` says what happened to the last scan. */
  | { kind: "stopped"; done?: { text: string; queued: boolean } }
  | { kind: "looking"; scan: Scan }
  /** `scanned` null: no connection, so the scan is kept without the person's details. */
  | { kind: "scanned"; scan: Scan; scanned: ScannedContactResponse | null }
  | { kind: "scanError"; message: string }
  | { kind: "saveError" };

const isOffline = (error: unknown) =>
  error instanceof ApiError && (error.code === NETWORK_ERROR || error.status >= 500);

/** A random UUID; `crypto.randomUUID` exists only on secure pages, which a phone at the desk may not be on. */
function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The scanner's flow: a read QR text becomes a scan, the server names the person, and a save
 * stores the lead, or queues it when there is no connection (`enqueue`).
 */
export function useScanFlow(userId: number, enqueue: (scan: QueuedScan) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ScanState>({ kind: "scanning" });
  const [saving, setSaving] = useState(false);
  // Answers that arrive after the user moved on (Scan Again, Cancel) are not shown.
  const turn = useRef(0);

  const onText = useCallback(async (text: string) => {
    const mine = ++turn.current;
    const code = codeFromScan(text);
    if (!code) {
      setState({ kind: "scanError", message: LEADS_MESSAGES.scanError });
      return;
    }
    // When it was read by the event's clock, which the server checks it against (lib/event-clock.ts).
    const scan: Scan = { code, clientId: newClientId(), scannedAt: new Date(eventNow()).toISOString() };
    setState({ kind: "looking", scan });
    try {
      const scanned = await getScannedContact(code);
      if (mine === turn.current) setState({ kind: "scanned", scan, scanned });
    } catch (error) {
      if (mine !== turn.current) return;
      if (isOffline(error)) setState({ kind: "scanned", scan, scanned: null });
      else if (error instanceof ApiError && error.status === 400)
        setState({ kind: "scanError", message: LEADS_MESSAGES.selfScan });
      else setState({ kind: "scanError", message: LEADS_MESSAGES.scanError });
    }
  }, []);

  const queue = useCallback(
    (scan: Scan, notes: string, rating: LeadRating | null) => {
      enqueue({ ...scan, notes, rating });
      setState({
        kind: "stopped",
        done: { text: "Saved on this phone. It is sent as soon as the connection returns.", queued: true },
      });
    },
    [enqueue],
  );

  const save = useCallback(
    async (notes: string, rating: LeadRating | null) => {
      if (state.kind !== "scanned") return;
      const { scan, scanned } = state;
      if (!scanned) {
        queue(scan, notes, rating);
        return;
      }
      setSaving(true);
      try {
        await saveLead({
          contactId: scan.code,
          notes,
          clientId: scan.clientId,
          scannedAt: scan.scannedAt,
          ...(rating ? { rating } : {}),
        });
        void queryClient.invalidateQueries({ queryKey: leadsKey(userId) });
        setState({ kind: "stopped", done: { text: `Lead saved: ${scanned.contact.name}`, queued: false } });
      } catch (error) {
        if (isOffline(error)) queue(scan, notes, rating);
        // Part 2 §5: any other answer is the §8 failure (the server says 409 for a duplicate).
        else setState({ kind: "saveError" });
      } finally {
        setSaving(false);
      }
    },
    [state, queue, queryClient, userId],
  );

  const scanAgain = useCallback(() => {
    turn.current += 1;
    setState({ kind: "scanning" });
  }, []);
  const stop = useCallback(() => {
    turn.current += 1;
    setState({ kind: "stopped" });
  }, []);

  return { state, saving, onText, save, scanAgain, stop };
}
