import type { ConsentSource, ContactDetailsSharing } from "@ebm/shared/privacy";
import type { ConsentRecord } from "@ebm/shared/schemas/privacy";
import { formatInstant, zoneName } from "../../../lib/format.ts";

/** The directory switch, in the prompt and on the profile. */
export const LISTING_LABEL = "List me in the attendee directory";
export const LISTING_DESCRIPTION =
  "Unlisted people do not appear on company pages or in suggestions for others, while their meetings and chats keep working.";

/** Who sees a person's phone and messenger, as the choice names it. */
export const CONTACT_DETAILS_LABEL = "Who sees my phone and messenger";
export const CONTACT_DETAILS_CHOICES: readonly { value: ContactDetailsSharing; label: string }[] = [
  { value: "attendees", label: "All signed-in attendees" },
  { value: "connections", label: "Only people I meet or chat with" },
];

/** The notice's retention, in one sentence: null keeps the data until the person deletes it. */
export function retentionWords(retentionDays: number | null): string {
  return retentionDays === null
    ? "Your data is kept until you delete it."
    : `Your data is kept for ${retentionDays} days after each edition, then deleted.`;
}

/** An instant with its zone, as the privacy screens show it: "6 Nov 2025, 09:12 Dublin time". */
export const formatWithZone = (iso: string, timeZone: string) =>
  `${formatInstant(iso, timeZone, { year: true })} ${zoneName(timeZone)}`;

const SOURCE_WORDS: Record<ConsentSource, string> = {
  registration: "at registration",
  prompt: "when signing in",
  profile: "on your profile",
};

/** A stored switch value read as yes or no ("true", "false"; the server writes text). */
const isYes = (value: string) => ["true", "yes", "1", "listed"].includes(value.trim().toLowerCase());

/**
 * One consent record in words, for the profile's history.
 * @example describeRecord({ kind: "listed", value: "false", source: "profile", … }) === "Not listed in the attendee directory, on your profile"
 */
export function describeRecord(record: ConsentRecord): string {
  const where = SOURCE_WORDS[record.source] ?? record.source;
  switch (record.kind) {
    case "notice":
      return `Agreed to the privacy notice, version ${record.noticeVersion}, ${where}`;
    case "listed":
      return `${isYes(record.value) ? "Listed" : "Not listed"} in the attendee directory, ${where}`;
    case "contactDetails": {
      const whom =
        record.value === "connections"
          ? "only to people you meet or chat with"
          : "to all signed-in attendees";
      return `Phone and messenger shown ${whom}, ${where}`;
    }
    default:
      return `${record.kind}: ${record.value}, ${where}`;
  }
}
