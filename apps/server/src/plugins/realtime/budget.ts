/**
 * The budgets of the WebSocket (decision 0015). A socket's client sends little: `auth` once, a
 * `pong` every 25 s, `typing` when a user starts writing and `stopped-typing` 5 s after. Anything
 * far beyond that is a script, and every relayed message costs a query and a publish.
 */
export const WS_LIMITS = {
  /** Sockets one account may have open at once, over all instances (phones, laptops, tabs). */
  socketsPerAccount: 10,
  /** Messages a socket may send in one window; the rest are dropped unread. */
  messagesPerWindow: 40,
  windowMs: 10_000,
  /** A socket that sends this many times its budget in one window is closed. */
  closeAfterOverBudget: 4,
  /** Typing relays one account may cause per minute over all its sockets and instances. */
  typingPerMinute: 120,
  /** A repeat of the same typing state to the same person within this time is not relayed again. */
  typingRepeatMs: 2_000,
} as const;

/** What to do with a message a socket sent: handle it, drop it (saying so once), or close the socket. */
export type Verdict = "handle" | "drop" | "warn" | "close";

/**
 * The message budget of one socket: a fixed window of `windowMs`. Within budget a message is
 * handled; the first one over it is dropped with a warning, the next ones silently; far over it
 * the socket is closed.
 * @example const budget = socketBudget(); if (budget.take(Date.now()) !== "handle") return;
 */
export function socketBudget(
  limits: { messagesPerWindow: number; windowMs: number; closeAfterOverBudget: number } = WS_LIMITS,
) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let count = 0;
  return {
    take(nowMs: number): Verdict {
      if (nowMs - windowStart >= limits.windowMs) {
        windowStart = nowMs;
        count = 0;
      }
      count += 1;
      if (count <= limits.messagesPerWindow) return "handle";
      if (count === limits.messagesPerWindow + 1) return "warn";
      if (count > limits.messagesPerWindow * limits.closeAfterOverBudget) return "close";
      return "drop";
    },
  };
}

/**
 * Which typing relays of a socket would only repeat the last one: the same state to the same
 * person within `typingRepeatMs`. Kept per socket, at most one entry per person written to.
 */
export function typingRepeats(repeatMs: number = WS_LIMITS.typingRepeatMs) {
  const last = new Map<number, { typing: boolean; atMs: number }>();
  return {
    /** True when this relay would repeat the last one; otherwise records it and answers false. */
    isRepeat(contactId: number, typing: boolean, nowMs: number): boolean {
      const before = last.get(contactId);
      if (before && before.typing === typing && nowMs - before.atMs < repeatMs) return true;
      last.set(contactId, { typing, atMs: nowMs });
      return false;
    },
  };
}
