import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { contacts, conversationMembers, conversations, leads, meetings } from "../../db/schema/index.ts";

/** The facts behind who may reach whom: what two people already share. */
export function reachRepository(db: DbExecutor) {
  return {
    /** A contact as the rule needs it: whether it is live and whether it is a placeholder. */
    async contact(id: number) {
      const [row] = await db
        .select({ id: contacts.id, name: contacts.name, email: contacts.email, isActive: contacts.isActive })
        .from(contacts)
        .where(eq(contacts.id, id));
      return row;
    },

    /**
     * Whether the two already have something together that makes a message expected: a meeting
     * that was accepted (in any edition, a colleague in it too), a request the other sent to
     * `viewerId` (they reached out), a lead either scanned of the other, or a message the other
     * wrote to `viewerId`. A request the viewer sent and nobody accepted ties nothing: it cannot be
     * used to reach someone the rule would refuse.
     */
    async tied(viewerId: number, otherId: number): Promise<boolean> {
      const pair = (a: number, b: number) =>
        sql`(${meetings.fromId} = ${a} and (${meetings.toId} = ${b} or ${meetings.attendees} @> ${JSON.stringify([b])}::jsonb))`;
      const meeting = db
        .select({ one: sql`1` })
        .from(meetings)
        .where(
          and(
            sql`${meetings.fromId} <> ${meetings.toId}`,
            or(
              and(eq(meetings.status, 1), or(pair(viewerId, otherId), pair(otherId, viewerId))),
              and(eq(meetings.fromId, otherId), eq(meetings.toId, viewerId)),
            ),
          ),
        );
      const lead = db
        .select({ one: sql`1` })
        .from(leads)
        .where(
          or(
            and(eq(leads.ownerId, viewerId), eq(leads.contactId, otherId)),
            and(eq(leads.ownerId, otherId), eq(leads.contactId, viewerId)),
          ),
        );
      const wroteToViewer = db
        .select({ one: sql`1` })
        .from(conversationMembers)
        .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
        .where(
          and(
            eq(conversations.contactLowId, Math.min(viewerId, otherId)),
            eq(conversations.contactHighId, Math.max(viewerId, otherId)),
            eq(conversationMembers.contactId, otherId),
            isNotNull(conversationMembers.wroteAt),
          ),
        );
      const [row] = await db
        .execute<{ tied: boolean }>(
          sql`select (exists (${meeting}) or exists (${lead}) or exists (${wroteToViewer})) as tied`,
        )
        .then((result) => (result as unknown as { rows: { tied: boolean }[] }).rows);
      return row?.tied === true;
    },
  };
}
