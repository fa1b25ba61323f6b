import type { ConsentKind, ConsentSource, ContactDetailsSharing } from "@ebm/shared/privacy";
import type { PrivacySettings } from "@ebm/shared/schemas/privacy";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { consents, contacts, privacySettings } from "../../db/schema/index.ts";

export function privacyRepository(db: DbExecutor) {
  return {
    async settings() {
      const [row] = await db.select().from(privacySettings).where(eq(privacySettings.id, 1));
      return row;
    },

    /** Saves the settings and moves the notice to its next version; returns that version. */
    async saveSettings(values: PrivacySettings, at: Date): Promise<number> {
      const [row] = await db
        .insert(privacySettings)
        .values({ id: 1, ...values, noticeVersion: 1, updatedAt: at })
        .onConflictDoUpdate({
          target: privacySettings.id,
          set: { ...values, noticeVersion: sql`${privacySettings.noticeVersion} + 1`, updatedAt: at },
        })
        .returning({ version: privacySettings.noticeVersion });
      return row?.version ?? 1;
    },

    /** The person as the privacy calls need them; erased people are not found. */
    async person(id: number, opts: { lock?: boolean } = {}) {
      const query = db
        .select({
          id: contacts.id,
          name: contacts.name,
          email: contacts.email,
          role: contacts.role,
          passwordHash: contacts.passwordHash,
          listed: contacts.listed,
          contactDetails: contacts.contactDetails,
        })
        .from(contacts)
        .where(and(eq(contacts.id, id), sql`${contacts.erasedAt} is null`));
      const [row] = await (opts.lock ? query.for("update") : query);
      return row;
    },

    /** The person's consent records, newest first. */
    history(contactId: number, limit = 50) {
      return db
        .select()
        .from(consents)
        .where(eq(consents.contactId, contactId))
        .orderBy(desc(consents.id))
        .limit(limit);
    },

    /** The newest acceptance of the notice. */
    async accepted(contactId: number) {
      const [row] = await db
        .select({ version: consents.noticeVersion, at: consents.createdAt })
        .from(consents)
        .where(and(eq(consents.contactId, contactId), eq(consents.kind, "notice")))
        .orderBy(desc(consents.id))
        .limit(1);
      return row;
    },

    async record(
      contactId: number,
      entries: { kind: ConsentKind; value: string }[],
      noticeVersion: number,
      source: ConsentSource,
      at: Date,
    ) {
      if (entries.length === 0) return;
      await db
        .insert(consents)
        .values(entries.map((entry) => ({ contactId, ...entry, noticeVersion, source, createdAt: at })));
    },

    async setSwitches(
      contactId: number,
      values: { listed?: boolean; contactDetails?: ContactDetailsSharing },
      at: Date,
    ) {
      await db
        .update(contacts)
        .set({ ...values, updatedAt: at })
        .where(eq(contacts.id, contactId));
    },
  };
}
