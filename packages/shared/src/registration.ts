/**
 * Registration (part 1 §2.4, §3, §5, §7): limits the wizard and the server's schemas in
 * `schemas/register.ts` share. No schema library here, so the pages load none.
 */

/** Longest company profile text, in characters. */
export const PROFILE_MAX_CHARS = 1000;
/** Most categories a company picks as its main interests. */
export const MAX_INTERESTS = 3;
/** Shortest attendee e-mail address the wizard takes, in characters. */
export const ATTENDEE_EMAIL_MIN_CHARS = 7;
