import type { ConsentSource } from "@ebm/shared/privacy";
import { eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "./client.ts";
import { consents, contacts, privacySettings } from "./schema/index.ts";

const INSERT_CHUNK = 1_000;

/** The privacy notice's current version (1 before the organisers change it). */
export async function currentNoticeVersion(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ version: privacySettings.noticeVersion })
    .from(privacySettings)
    .where(eq(privacySettings.id, 1));
  return row?.version ?? 1;
}

/**
 * Records that the contacts accepted the current notice and chose to be listed, with their
 * contact details for all attendees (the spec's default): what the demo's people and the
 * development tools' sample accounts start with, as if they had answered the first sign-in's prompt.
 */
export async function recordDefaultConsents(
  db: DbExecutor,
  contactIds: readonly number[],
  source: ConsentSource,
  at = new Date(),
): Promise<void> {
  if (contactIds.length === 0) return;
  const noticeVersion = await currentNoticeVersion(db);
  await db
    .update(contacts)
    .set({ listed: true, contactDetails: "attendees" })
    .where(inArray(contacts.id, [...contactIds]));
  const rows = contactIds.flatMap((contactId) =>
    (
      [
        ["notice", "accepted"],
        ["listed", "true"],
        ["contactDetails", "attendees"],
      ] as const
    ).map(([kind, value]) => ({ contactId, kind, value, noticeVersion, source, createdAt: at })),
  );
  // In chunks: one statement takes only so many parameters.
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await db.insert(consents).values(rows.slice(start, start + INSERT_CHUNK));
}
