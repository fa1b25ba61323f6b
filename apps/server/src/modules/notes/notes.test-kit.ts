import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { meetingParticipants, meetings } from "../../db/schema/index.ts";
import { first, signIn } from "../../test/app.ts";

/** A signed-in contact of a sample company. */
export interface Person {
  id: number;
  name: string;
  companyId: number;
  companyName: string;
  headers: Record<string, string>;
}

/**
 * A new attending company with `contacts` people, each signed in, so a test changes data of its
 * own and never the demo accounts'.
 * @example const [seller, colleague] = await sampleCompany(t.app, 2);
 */
export async function sampleCompany(app: FastifyInstance, contacts: number): Promise<Person[]> {
  const sample = await app.services.dev.createSampleCompany({ contacts, attending: true });
  const people: Person[] = [];
  for (const contact of sample.contacts) {
    const { headers } = await signIn(app, contact.email, contact.password);
    people.push({
      id: contact.id,
      name: contact.name,
      companyId: sample.company.id,
      companyName: sample.company.name,
      headers,
    });
  }
  return people;
}

/** The lowest floor table (below `below`) no live top-level meeting of the slot has taken. */
export async function freeTable(app: FastifyInstance, timeslotId: number, below = 120): Promise<number> {
  const used = await app.db
    .select({ table: meetings.tableNumber })
    .from(meetings)
    .where(
      and(
        eq(meetings.timeslotId, timeslotId),
        isNull(meetings.dtCancelled),
        isNull(meetings.parentScheduleId),
      ),
    );
  const taken = new Set(used.map((row) => row.table));
  for (let table = 1; table < below; table++) if (!taken.has(table)) return table;
  throw new Error(`no free table in slot ${timeslotId}`);
}

/**
 * Stores a meeting as the scheduler does: the row in the current edition and, while it is live,
 * one participants row per person taking a seat (the block's owner, a child meeting's colleague,
 * otherwise both sides).
 */
export async function insertMeeting(
  app: FastifyInstance,
  meeting: {
    fromId: number;
    toId: number;
    timeslotId: number;
    status?: 0 | 1;
    table?: number | null;
    parentScheduleId?: number;
    message?: string;
  },
): Promise<number> {
  const { edition } = await app.services.settings.current();
  const row = first(
    await app.db
      .insert(meetings)
      .values({
        editionId: edition.id,
        timeslotId: meeting.timeslotId,
        fromId: meeting.fromId,
        toId: meeting.toId,
        status: meeting.status ?? 1,
        tableNumber: meeting.table ?? null,
        parentScheduleId: meeting.parentScheduleId ?? null,
        message: meeting.message ?? "",
      })
      .returning({ id: meetings.id }),
  );
  const seated =
    meeting.fromId === meeting.toId || meeting.parentScheduleId !== undefined
      ? [meeting.fromId]
      : [meeting.fromId, meeting.toId];
  await app.db
    .insert(meetingParticipants)
    .values(seated.map((contactId) => ({ meetingId: row.id, contactId, timeslotId: meeting.timeslotId })));
  return row.id;
}

/**
 * Cancels a meeting and its live child meetings as the scheduler does: ended at `at` with a
 * reason, seats freed, sequence grown.
 */
export async function cancelMeeting(
  app: FastifyInstance,
  meetingId: number,
  reason: "declined" | "cancelled" | "expired" | "cannotAttend",
  at = new Date(),
): Promise<void> {
  const children = await app.db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.parentScheduleId, meetingId), isNull(meetings.dtCancelled)));
  for (const id of [meetingId, ...children.map((child) => child.id)]) {
    await app.db
      .update(meetings)
      .set({ dtCancelled: at, cancelReason: reason, sequence: sql`${meetings.sequence} + 1`, updatedAt: at })
      .where(eq(meetings.id, id));
    await app.db.delete(meetingParticipants).where(eq(meetingParticipants.meetingId, id));
  }
}
