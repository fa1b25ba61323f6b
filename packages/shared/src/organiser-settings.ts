/**
 * Limits of the organiser console's settings, shared by the console and the server's schemas in
 * `schemas/organiser-settings.ts`. No schema library here, so the pages load none.
 */

/** The longest home page text the console takes. */
export const SETTINGS_TEXT_MAX = 20_000;
/** The longest request expiry: a month. */
export const REQUEST_EXPIRY_MAX_HOURS = 720;
/** The longest notice of a meeting reminder: two hours before it begins. */
export const REMINDER_MAX_MINUTES = 120;
/** A new edition's reminder: 10 minutes before each accepted meeting. */
export const REMINDER_DEFAULT_MINUTES = 10;
