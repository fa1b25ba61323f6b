import { type StoredEvent, type StoredEventInput, storedEventSchema } from "@ebm/shared/schemas/ws";
import { and, asc, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/client.ts";
import { userEventCounters, userEvents } from "../../db/schema/index.ts";
import { type Bus, publishToUser } from "../bus.ts";

/** An event for one user, before it is stored. */
export interface EventFor {
  userId: number;
  event: StoredEventInput;
}

/** An event as stored for one user, with its `seq`: what is published after the commit. */
export interface StoredEventFor {
  userId: number;
  event: StoredEvent;
}

/** How long stored events are kept for a reconnecting client; an older `lastSeq` gets `resync`. */
export const EVENT_RETENTION = { days: 3, perUser: 500 } as const;

/**
 * The per-user event store behind the WebSocket (decision 0011). A change appends its events in its
 * own transaction, so an event exists only if its change does, and publishes them after the commit;
 * a socket that (re)connects reads what it missed from here.
 */
export interface EventStore {
  /**
   * Stores the events in the caller's transaction, each with the next `seq` of its user. The users'
   * counter rows are taken in id order, so two transactions that both write to A and B queue up
   * instead of deadlocking; the row lock also keeps each user's `seq` in commit order.
   */
  append(tx: DbExecutor, events: EventFor[]): Promise<StoredEventFor[]>;
  /** Publishes stored events to their users' sockets: call it after the commit. */
  publish(events: StoredEventFor[]): Promise<void>;
  /** The newest `seq` of the user (0 before their first event). */
  current(userId: number): Promise<number>;
  /** The user's kept events after `afterSeq`, oldest first, at most `limit`. */
  since(userId: number, afterSeq: number, limit: number): Promise<StoredEvent[]>;
  /** Drops events older than the retention, and all but the newest `perUser` of each user. */
  prune(): Promise<void>;
}

/** A run of events that follows `afterSeq` with no gap (what a replay may send as it is). */
export function followsWithoutGap(events: StoredEvent[], afterSeq: number): boolean {
  return events.every((event, i) => event.seq === afterSeq + i + 1);
}

export function eventStore(deps: { db: Db; bus: Bus }): EventStore {
  const { db, bus } = deps;
  return {
    async append(tx, events) {
      const ordered = events
        .map((item, index) => ({ ...item, index }))
        .sort((a, b) => a.userId - b.userId || a.index - b.index);
      const stored: StoredEventFor[] = new Array(events.length);
      for (const item of ordered) {
        const [counter] = await tx
          .insert(userEventCounters)
          .values({ userId: item.userId, seq: 1 })
          .onConflictDoUpdate({
            target: userEventCounters.userId,
            set: { seq: sql`${userEventCounters.seq} + 1` },
          })
          .returning({ seq: userEventCounters.seq });
        if (!counter) throw new Error(`no event counter for user ${item.userId}`);
        await tx
          .insert(userEvents)
          .values({ userId: item.userId, seq: counter.seq, type: item.event.type, payload: item.event });
        stored[item.index] = {
          userId: item.userId,
          event: { ...item.event, seq: counter.seq } as StoredEvent,
        };
      }
      return stored;
    },

    async publish(events) {
      for (const { userId, event } of events) await publishToUser(bus, userId, event);
    },

    async current(userId) {
      const [row] = await db
        .select({ seq: userEventCounters.seq })
        .from(userEventCounters)
        .where(eq(userEventCounters.userId, userId));
      return row?.seq ?? 0;
    },

    async since(userId, afterSeq, limit) {
      const rows = await db
        .select({ seq: userEvents.seq, payload: userEvents.payload })
        .from(userEvents)
        .where(and(eq(userEvents.userId, userId), gt(userEvents.seq, afterSeq)))
        .orderBy(asc(userEvents.seq))
        .limit(limit);
      // Parsed, not cast: a row written by an older release must not reach a client unchecked.
      return rows.map((row) => storedEventSchema.parse({ ...row.payload, seq: row.seq }));
    },

    async prune() {
      await db
        .delete(userEvents)
        .where(
          or(
            lt(userEvents.createdAt, sql.raw(`now() - interval '${EVENT_RETENTION.days} days'`)),
            sql`${userEvents.seq} <= (SELECT ${userEventCounters.seq} - ${EVENT_RETENTION.perUser} FROM ${userEventCounters} WHERE ${userEventCounters.userId} = ${userEvents.userId})`,
          ),
        );
    },
  };
}
