/** Chat limits shared by the message composer and the server's schemas in `schemas/messages.ts`. */

/** Longest chat message, in characters (part 2 §5 asks only that it is not empty). */
export const CHAT_MESSAGE_MAX = 2000;
