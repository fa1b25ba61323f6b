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
   * Stores the events in the caller's transaction, each with the next `seq` of its user, in one
   * statement. The users' counter rows are taken in id order, so two transactions that both write
   * to A and B queue up instead of deadlocking; the row lock also keeps each user's `seq` in commit
   * order.
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
      if (events.length === 0) return [];
      // Each user's events in order, numbered 1..n; n is how far the user's counter moves.
      const perUser = new Map<number, number>();
      const numbered = events.map(({ userId, event }) => {
        const ord = (perUser.get(userId) ?? 0) + 1;
        perUser.set(userId, ord);
        return { userId, ord, event };
      });
      const input = numbered.map(({ userId, ord, event }) => ({
        user_id: userId,
        ord,
        n: perUser.get(userId),
        payload: event,
      }));
      // One statement for them all: the counters moved in user id order (the rows are locked in
      // the order the insert meets them), then the events written with their seqs.
      const result = await tx.execute(sql`
        with input as (
          select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
            as e(user_id int, ord int, n int, payload jsonb)
        ),
        moved as (
          insert into ${userEventCounters} (user_id, seq)
            select distinct user_id, n from input order by user_id
          on conflict (user_id) do update set seq = ${userEventCounters}.seq + excluded.seq
          returning user_id, seq
        ),
        written as (
          insert into ${userEvents} (user_id, seq, type, payload)
            select input.user_id, moved.seq - input.n + input.ord, input.payload->>'type', input.payload
            from input join moved using (user_id)
        )
        select user_id, seq from moved`);
      // Both drivers answer with `rows`.
      const last = new Map(
        (result as unknown as { rows: { user_id: number; seq: number }[] }).rows.map((r) => [
          r.user_id,
          r.seq,
        ]),
      );
      return numbered.map(({ userId, ord, event }) => {
        const top = last.get(userId);
        if (top === undefined) throw new Error(`no event counter for user ${userId}`);
        return { userId, event: { ...event, seq: top - (perUser.get(userId) ?? 0) + ord } as StoredEvent };
      });
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
