import { DEFAULT_RETENTION_DAYS } from "@ebm/shared/privacy";
import { eq, isNotNull } from "drizzle-orm";
import type { DbExecutor } from "../client.ts";
import { recordDefaultConsents } from "../consents.ts";
import { contacts, privacySettings } from "../schema/index.ts";

/** The demo's consent time: before its edition, when its people first signed in. */
const CONSENTED_AT = new Date("2025-09-01T09:00:00Z");

/**
 * The demo's privacy notice (the organisers' settings) and its people's answers to the first
 * sign-in's prompt: all listed, contact details for every attendee, as the spec shows them.
 */
export async function seedPrivacy(db: DbExecutor): Promise<void> {
  await db
    .update(privacySettings)
    .set({
      controllerName: "EBM Events B.V.",
      controllerAddress: "Herengracht 180, 1016 BR Amsterdam, The Netherlands",
      contactEmail: "privacy@ebm.example",
      recipients: [
        "Mollie B.V. (payments)",
        "Our mail delivery service (the mails the app sends)",
        "Your browser's push service, when you turn on notifications",
      ].join("\n"),
      retentionDays: DEFAULT_RETENTION_DAYS,
      updatedAt: CONSENTED_AT,
    })
    .where(eq(privacySettings.id, 1));
  const people = await db.select({ id: contacts.id }).from(contacts).where(isNotNull(contacts.email));
  await recordDefaultConsents(
    db,
    people.map((person) => person.id),
    "prompt",
    CONSENTED_AT,
  );
}
