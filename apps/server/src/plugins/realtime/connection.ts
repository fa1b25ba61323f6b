import { type ServerWsEvent, type StoredEvent, serverWsEventSchema } from "@ebm/shared/schemas/ws";
import type { WebSocket } from "@fastify/websocket";
import type { FastifyBaseLogger } from "fastify";
import { SESSIONS_CHANGED } from "../bus.ts";
import { type EventStore, followsWithoutGap } from "./event-store.ts";

/**
 * More missed events than this are not replayed: the client is told to refetch (`resync`), which
 * is quicker for it than catching up one by one.
 */
export const MAX_REPLAY = 500;

/**
 * The stored events of one socket, delivered in order, each once. `cursor` is the newest `seq` the
 * socket was sent. Every delivery waits for the one before (one queue per socket), so the replay of
 * an `auth` and the live events that arrive meanwhile cannot overtake each other:
 * - an event at or below the cursor was sent already (replayed, or a repeat) and is dropped;
 * - the next one is sent;
 * - one further ahead means others were published out of order or lost (two changes committed in
 *   one order and published in the other): the gap is read from the store, which holds every event
 *   of a committed change, and sent in order;
 * - a gap the store no longer holds (pruned) ends in `resync`, and the client refetches.
 */
export function eventStream(deps: {
  userId: number;
  events: EventStore;
  send: (event: ServerWsEvent) => void;
  log: FastifyBaseLogger;
}) {
  const { userId, events, send, log } = deps;
  let cursor = 0;
  // Deliveries wait behind this gate until `start` has read where the socket begins.
  let openGate: () => void = () => undefined;
  let queue = new Promise<void>((resolve) => {
    openGate = resolve;
  });

  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((err) => log.warn({ err, userId }, "could not deliver an event"));
  };

  /** Sends the stored events after the cursor up to `target` in order; `resync` when the store lacks some. */
  async function catchUp(target: number) {
    const count = target - cursor;
    if (count <= 0) return;
    const missed = count > MAX_REPLAY ? [] : await events.since(userId, cursor, count);
    if (missed.length !== count || !followsWithoutGap(missed, cursor)) {
      cursor = target;
      send({ type: "resync", seq: target });
      return;
    }
    for (const event of missed) send(event);
    cursor = target;
  }

  async function deliverStored(event: StoredEvent) {
    if (event.seq <= cursor) return;
    if (event.seq === cursor + 1) {
      send(event);
      cursor = event.seq;
      return;
    }
    await catchUp(event.seq);
  }

  return {
    /**
     * Where the socket starts, once it is subscribed to the user's channel: `auth-ok` with the
     * user's newest `seq`, then what it missed after `lastSeq` (or `resync`); on a first connection
     * (no `lastSeq`) from the newest `seq`. Events that arrived meanwhile follow, without repeats.
     */
    async start(lastSeq: number | undefined, sendAuthOk: (seq: number) => void): Promise<void> {
      try {
        const current = await events.current(userId);
        sendAuthOk(current);
        if (lastSeq === undefined) {
          cursor = current;
        } else if (lastSeq > current) {
          // A number this server never gave out (the data was reset): start over.
          cursor = current;
          send({ type: "resync", seq: current });
        } else {
          cursor = lastSeq;
          await catchUp(current);
        }
      } finally {
        openGate();
      }
    },

    /** A message from the user's channel: a stored event in order, anything else as it comes (in turn). */
    deliver(event: ServerWsEvent): void {
      enqueue(async () => {
        if (isStored(event)) await deliverStored(event);
        else send(event);
      });
    },
  };
}

/** Every type of stored event (the record makes a new one in the union a type error until listed). */
const STORED_TYPES: Record<StoredEvent["type"], true> = {
  "new-message": true,
  "message-read": true,
  "meeting-changed": true,
  announcement: true,
  "notifications-read": true,
};

/** A stored event goes through the cursor (in order, once); presence and typing go as they come. */
export const isStored = (event: ServerWsEvent): event is StoredEvent =>
  Object.hasOwn(STORED_TYPES, event.type);

/** Reads a message of a user's channel: a server event for the socket, the session recheck, or nothing. */
export function readChannelMessage(payload: unknown): ServerWsEvent | typeof SESSIONS_CHANGED | undefined {
  if ((payload as { type?: unknown } | null)?.type === SESSIONS_CHANGED) return SESSIONS_CHANGED;
  const parsed = serverWsEventSchema.safeParse(payload);
  return parsed.success ? parsed.data : undefined;
}

/** Sends a typed event when the socket is still open. */
export function sendEvent(socket: WebSocket, event: ServerWsEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}
