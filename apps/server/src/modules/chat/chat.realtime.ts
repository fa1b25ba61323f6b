import { publishToUser } from "../../plugins/bus.ts";
import type { Reacher } from "../reach/index.ts";
import type { MessagesDeps } from "./chat.context.ts";
import { messagesRepository } from "./chat.repository.ts";

/** Answers of "may this user write to that one" kept at most, for typing; past it they start over. */
const MAY_WRITE_KEPT = 10_000;

/**
 * What the chat does with live connections: presence and typing. Neither is stored (decision 0011):
 * they matter only while they are true, and a reconnecting client asks for who is online instead.
 */
export function chatRealtime(deps: MessagesDeps) {
  const { db, bus, presence } = deps;
  const repo = messagesRepository(db);
  // A typing burst asks the same question many times: the answer is kept a minute.
  const mayWrite = new Map<string, { allowed: boolean; untilMs: number }>();

  async function mayWriteIn(user: Reacher, contactId: number): Promise<boolean> {
    const key = `${user.id}:${contactId}`;
    const kept = mayWrite.get(key);
    if (kept && kept.untilMs > Date.now()) return kept.allowed;
    const shared = await repo.shared(user.id, contactId);
    const allowed =
      shared !== undefined && (shared.otherWrote || (await deps.reach.mayReach(user, contactId)));
    if (mayWrite.size >= MAY_WRITE_KEPT) mayWrite.clear();
    mayWrite.set(key, { allowed, untilMs: Date.now() + 60_000 });
    return allowed;
  }

  /** Tells the people the user exchanged messages with that the user came online or went offline. */
  async function announce(userId: number, type: "user-connected" | "user-disconnected") {
    const partners = await repo.mutualPartners(userId);
    await Promise.all(partners.map((partner) => publishToUser(bus, partner, { type, contactId: userId })));
  }

  return {
    /**
     * A socket of the user authenticated: it counts unless they already have `maxSockets` open
     * anywhere (false: refused, not counted). Their first anywhere makes them online for their partners.
     */
    async socketOpened(userId: number, maxSockets?: number): Promise<boolean> {
      const { admitted, first } = await presence.connect(userId, maxSockets);
      // Counted now, whatever the announcement does: its failure must not leave the count unpaired.
      if (first)
        await announce(userId, "user-connected").catch((err) =>
          deps.log.warn({ err }, "could not announce a user online"),
        );
      return admitted;
    },

    /** A socket of the user closed; their last anywhere makes them offline for their partners. */
    async socketClosed(userId: number): Promise<void> {
      if (await presence.disconnect(userId)) await announce(userId, "user-disconnected");
    },

    /**
     * The users of instances that stopped without closing their sockets (a crash) go offline for
     * their partners. Run by the recurring sweep; returns how many went offline.
     */
    async sweepPresence(): Promise<number> {
      const offline = await presence.sweep();
      for (const userId of offline) await announce(userId, "user-disconnected");
      return offline.length;
    },

    /**
     * This instance shuts down cleanly: its users with no socket left anywhere go offline for
     * their partners now, not at the next sweep. Returns how many went offline.
     */
    async leavePresence(): Promise<number> {
      const offline = await presence.leave();
      for (const userId of offline) await announce(userId, "user-disconnected");
      return offline.length;
    },

    /**
     * Two people have just both written in their conversation: each who is online now is
     * announced to the other, as a socket opening would have been.
     */
    async exchangeStarted(a: number, b: number): Promise<void> {
      const online = await presence.online([a, b]);
      await Promise.all([
        online.has(b) ? publishToUser(bus, a, { type: "user-connected", contactId: b }) : undefined,
        online.has(a) ? publishToUser(bus, b, { type: "user-connected", contactId: a }) : undefined,
      ]);
    },

    /** Which of the people the user exchanged messages with are online now. */
    async activeUsers(userId: number): Promise<number[]> {
      const partners = [...new Set(await repo.mutualPartners(userId))];
      const online = await presence.online(partners);
      return partners.filter((id) => online.has(id));
    },

    /**
     * Relays that the user types (or stopped) to `contactId`, only within a conversation of the two
     * where the user may write (an answer, or a first word to someone they may reach): typing to a
     * stranger tells them nothing. Returns whether it was relayed.
     */
    async relayTyping(user: Reacher, contactId: number, typing: boolean): Promise<boolean> {
      if (contactId === user.id || !(await mayWriteIn(user, contactId))) return false;
      await publishToUser(bus, contactId, {
        type: typing ? "user-typing" : "user-stopped-typing",
        contactId: user.id,
      });
      return true;
    },
  };
}
