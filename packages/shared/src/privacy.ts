/**
 * Privacy and data rights: the words and limits that the server and the web share (decision 0020).
 */

/** Who sees a person's phone and messenger: every signed-in attendee (the spec), or only their connections. */
export const CONTACT_DETAILS_SHARING = ["attendees", "connections"] as const;
export type ContactDetailsSharing = (typeof CONTACT_DETAILS_SHARING)[number];

/** What a consent record is about: the privacy notice, the directory listing, the contact details' reach. */
export const CONSENT_KINDS = ["notice", "listed", "contactDetails"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Where a consent was given: the registration form, the prompt at first sign-in, the profile. */
export const CONSENT_SOURCES = ["registration", "prompt", "profile"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** How an erased person is named wherever their meetings and messages stay for the other side. */
export const FORMER_ATTENDEE = "Former attendee";

/** The word typed to confirm an erasure. */
export const ERASE_CONFIRM_WORD = "DELETE";

/** Days after an edition's last day before its personal data is purged, unless the organisers set another. */
export const DEFAULT_RETENTION_DAYS = 90;
export const RETENTION_DAYS_MIN = 30;
export const RETENTION_DAYS_MAX = 3650;
/** Days before a purge that the people whose data goes are warned by mail. */
export const RETENTION_WARNING_DAYS = 14;

/** Data exports per account and hour (each builds the whole archive). */
export const EXPORTS_PER_HOUR = 10;

/** Why the event holds personal data, as the privacy notice lists it. */
export const PRIVACY_PURPOSES = [
  "Running the event you registered for: registration, invoices and payment, badges and check-in.",
  "Letting attendees find and meet each other: the directory, company pages, meeting requests and the schedule, chat and badge scans.",
  "The Captain's Dinner: sign-ups and seats.",
  "Telling you what concerns you: mails and notifications about your meetings, messages and the event.",
  "Keeping the service safe: sign-in sessions and records of what the organisers changed.",
] as const;

/** Your rights, as the privacy notice lists them. */
export const PRIVACY_RIGHTS = [
  "See and download everything we hold about you: “Download my data” on your profile.",
  "Correct your details on your profile at any time.",
  "Choose whether you are listed in the directory, and who sees your phone and messenger.",
  "Delete your account: “Delete my account” on your profile, or ask the organisers.",
  "Object to or restrict how we use your data, and take it elsewhere.",
  "Complain to your data protection authority.",
] as const;

/** What the site keeps in a browser, and why: nothing that tracks. */
export const PRIVACY_BROWSER_STORAGE =
  "The site sets no cookies. When you sign in, your browser keeps your session in its local storage until you sign out; the app also keeps your preferences and unsent badge scans there. Visits are counted without anything that identifies you.";
