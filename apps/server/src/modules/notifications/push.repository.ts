import type { PushKind, PushSubscriptionBody } from "@ebm/shared/schemas/notifications";
import { and, arrayContains, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { companies, contacts, messages, pushSubscriptions } from "../../db/schema/index.ts";

/** How many devices one user may have subscribed at once; a new one beyond drops the oldest. */
export const PUSH_DEVICES_MAX = 10;

export function pushRepository(db: DbExecutor) {
  return {
    /**
     * Subscribes the device for the user: a known endpoint changes hands and keys (a device signed
     * in as someone else now tells them). Keeps the user's newest devices only.
     */
    async upsert(userId: number, body: PushSubscriptionBody, now: Date): Promise<void> {
      const values = {
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        kinds: body.kinds,
        timeZone: body.timeZone ?? null,
        createdAt: now,
      };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(PUSH_DEVICES_MAX);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    },

    async remove(userId: number, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    async removeById(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** The user's subscription of this endpoint (another user's is not theirs to see). */
    async ofUser(userId: number, endpoint: string) {
      const [row] = await db
        .select({ kinds: pushSubscriptions.kinds })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
      return row;
    },

    /** The devices of these users that want `kind`. */
    async wanting(userIds: number[], kind: PushKind) {
      if (userIds.length === 0) return [];
      return db
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(
          and(inArray(pushSubscriptions.userId, userIds), arrayContains(pushSubscriptions.kinds, [kind])),
        );
    },

    async byId(id: number) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, id));
    },

    /** A chat message as its push tells it: who wrote, what, and whether it was read already. */
    async message(messageId: number) {
      const [row] = await db
        .select({
          senderId: messages.senderId,
          content: messages.content,
          readAt: messages.readAt,
          senderName: contacts.name,
          companyName: companies.name,
        })
        .from(messages)
        .innerJoin(contacts, eq(contacts.id, messages.senderId))
        .leftJoin(companies, eq(companies.id, contacts.companyId))
        .where(eq(messages.id, messageId));
      return row;
    },

    /** Whether the user wants a mail before each meeting too. */
    async reminderMail(userId: number): Promise<boolean | undefined> {
      const [row] = await db
        .select({ reminderMail: contacts.reminderMail })
        .from(contacts)
        .where(eq(contacts.id, userId));
      return row?.reminderMail;
    },

    async setReminderMail(userId: number, reminderMail: boolean): Promise<void> {
      await db.update(contacts).set({ reminderMail }).where(eq(contacts.id, userId));
    },

    /** Of these users, those who want a mail before each meeting. */
    async wantingReminderMail(userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(
          and(inArray(contacts.id, userIds), eq(contacts.reminderMail, true), sql`${contacts.isActive}`),
        );
      return rows.map((row) => row.id);
    },
  };
}
