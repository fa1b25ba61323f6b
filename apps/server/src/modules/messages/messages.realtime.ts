import { publishToUser } from "../../plugins/bus.ts";
import type { MessagesDeps } from "./messages.context.ts";
import { messagesRepository } from "./messages.repository.ts";

/**
 * What the chat does with live connections: presence and typing. Neither is stored (decision 0011):
 * they matter only while they are true, and a reconnecting client asks for who is online instead.
 */
export function chatRealtime(deps: MessagesDeps) {
  const { db, bus, presence } = deps;
  const repo = messagesRepository(db);

  /** Tells the user's conversation partners that the user came online or went offline. */
  async function announce(userId: number, type: "user-connected" | "user-disconnected") {
    const partners = await repo.partners(userId);
    await Promise.all(partners.map((partner) => publishToUser(bus, partner, { type, contactId: userId })));
  }

  return {
    /** A socket of the user authenticated; their first anywhere makes them online for their partners. */
    async socketOpened(userId: number): Promise<void> {
      if (await presence.connect(userId)) await announce(userId, "user-connected");
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

    /** Which of the user's conversation partners are online now. */
    async activeUsers(userId: number): Promise<number[]> {
      const partners = [...new Set(await repo.partners(userId))];
      const online = await presence.online(partners);
      return partners.filter((id) => online.has(id));
    },

    /**
     * Relays that the user types (or stopped) to `contactId`, only when the two share a
     * conversation: typing to a stranger says nothing to them. Returns whether it was relayed.
     */
    async relayTyping(userId: number, contactId: number, typing: boolean): Promise<boolean> {
      if (contactId === userId || !(await repo.share(userId, contactId))) return false;
      await publishToUser(bus, contactId, {
        type: typing ? "user-typing" : "user-stopped-typing",
        contactId: userId,
      });
      return true;
    },
  };
}
