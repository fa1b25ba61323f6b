/**
 * Limits of the organiser console's settings, shared by the console and the server's schemas in
 * `schemas/organiser-settings.ts`. No schema library here, so the pages load none.
 */

/** The longest home page text the console takes. */
export const SETTINGS_TEXT_MAX = 20_000;
/** The longest request expiry: a month. */
export const REQUEST_EXPIRY_MAX_HOURS = 720;
