import { WS_CLOSE, WS_FULL_RETRY_MS, WS_RECONNECT_MS, WS_RECONNECT_SPREAD_MS } from "@ebm/shared/constants";
import type { ChatMessage } from "@ebm/shared/schemas/messages";
import type { ServerWsEvent } from "@ebm/shared/schemas/ws";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRealtimeClient, type RealtimeSession, type SocketLike } from "./realtime.ts";

/** A WebSocket stand-in: records what the client sends, lets the test open, answer and close it. */
class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  private listeners: Record<string, ((arg: { data: unknown; code: number }) => void)[]> = {};

  addEventListener(type: string, listener: (arg: { data: unknown; code: number }) => void): void {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    for (const listener of this.listeners.close ?? []) listener({ data: undefined, code });
  }
  open(): void {
    this.readyState = 1;
    for (const listener of this.listeners.open ?? []) listener({ data: undefined, code: 0 });
  }
  receive(event: unknown): void {
    const data = typeof event === "string" ? event : JSON.stringify(event);
    for (const listener of this.listeners.message ?? []) listener({ data, code: 0 });
  }
}

function fakeSession(token: string | null, userId: number) {
  let current = token;
  const listeners = new Set<() => void>();
  const session: RealtimeSession = {
    getToken: () => current,
    getUser: () => (current ? { id: userId } : null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    session,
    signOut() {
      current = null;
      for (const listener of listeners) listener();
    },
  };
}

const message = (id: number): ChatMessage => ({
  id,
  conversationId: 4,
  contactId: 9,
  content: `hello ${id}`,
  dateCreated: "2025-11-06T10:00:00.000Z",
  dateRead: null,
  clientId: null,
});

const newMessage = (seq: number, id = seq): ServerWsEvent => ({
  type: "new-message",
  seq,
  message: message(id),
});

/** A client whose reconnects wait exactly WS_RECONNECT_MS unless `random` says otherwise. */
function setup(token: string | null = "token-a", userId = 7, random = () => 0) {
  const sockets: FakeSocket[] = [];
  const { session, signOut } = fakeSession(token, userId);
  const client = createRealtimeClient({
    session,
    random,
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error("no socket was opened");
    return socket;
  };
  return { client, sockets, latest, signOut };
}

describe("the real-time client", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("authenticates with the session token and answers ping with pong", () => {
    const { client, latest } = setup();
    const stop = client.start();
    latest().open();
    expect(latest().sent).toEqual([{ type: "auth", token: "token-a" }]);
    latest().receive({ type: "ping" });
    expect(latest().sent.at(-1)).toEqual({ type: "pong" });
    stop();
  });

  it("hands each handler only its own type, fully typed, and stops after unsubscribe", () => {
    const { client, latest } = setup();
    client.start();
    const typing: number[] = [];
    const messages: string[] = [];
    const unsubscribe = client.subscribe("user-typing", (event) => typing.push(event.contactId));
    client.subscribe("new-message", (event) => messages.push(event.message.content));
    latest().open();
    latest().receive({ type: "auth-ok", userId: 7, seq: 0 });
    latest().receive({ type: "user-typing", contactId: 9 });
    latest().receive(newMessage(1));
    unsubscribe();
    latest().receive({ type: "user-typing", contactId: 10 });
    expect(typing).toEqual([9]);
    expect(messages).toEqual(["hello 1"]);
  });

  it("drops messages outside the contract and keeps going", () => {
    const { client, latest } = setup();
    client.start();
    const seen: number[] = [];
    client.subscribe("user-connected", (event) => seen.push(event.contactId));
    latest().open();
    latest().receive({ type: "auth-ok", userId: 7, seq: 0 });
    latest().receive("not json");
    latest().receive({ type: "user-connected", contactId: "9" });
    latest().receive({ type: "user-connected" });
    latest().receive({ type: "something-else", contactId: 9 });
    latest().receive({ type: "new-message", seq: 1, message: { content: "<b>no</b>" } });
    latest().receive({ type: "user-connected", contactId: 9 });
    expect(seen).toEqual([9]);
  });

  it("sends only once authenticated, with the event's own shape", () => {
    const { client, latest } = setup();
    client.start();
    expect(client.send({ type: "typing", contactId: 9 })).toBe(false);
    latest().open();
    expect(client.send({ type: "typing", contactId: 9 })).toBe(false);
    latest().receive({ type: "auth-ok", userId: 7, seq: 0 });
    expect(client.send({ type: "typing", contactId: 9 })).toBe(true);
    expect(latest().sent.at(-1)).toEqual({ type: "typing", contactId: 9 });
  });

  it("reconnects 3 s after a close, resumes from the newest seq and never delivers an event twice", () => {
    const { client, sockets, latest } = setup();
    client.start();
    const delivered: number[] = [];
    client.subscribe("new-message", (event) => delivered.push(event.seq));
    latest().open();
    latest().receive({ type: "auth-ok", userId: 7, seq: 4 });
    latest().receive(newMessage(5));
    latest().receive(newMessage(6));
    latest().close();

    vi.advanceTimersByTime(2_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent[0]).toEqual({ type: "auth", token: "token-a", lastSeq: 6 });

    // The server's replay overlaps what came live: 6 again, then the missed 7 and 8.
    latest().receive({ type: "auth-ok", userId: 7, seq: 8 });
    latest().receive(newMessage(6));
    latest().receive(newMessage(7));
    latest().receive(newMessage(8));
    latest().receive(newMessage(8));
    latest().receive({ type: "message-read", seq: 8, conversationId: 4, contactId: 9, dateRead: "x" });
    expect(delivered).toEqual([5, 6, 7, 8]);
    expect(client.lastSeq(7)).toBe(8);
  });

  it("spreads reconnects over the 2 s after the 3 s, at random, so a stopped instance's phones come back apart", () => {
    const waits = [0, 0.5, 0.9995].map((draw) => {
      const { client, sockets, latest } = setup("token-a", 7, () => draw);
      const stop = client.start();
      latest().open();
      latest().receive({ type: "auth-ok", userId: 7, seq: 1 });
      latest().close();
      let waited = 0;
      while (sockets.length === 1 && waited < 10_000) {
        vi.advanceTimersByTime(1);
        waited += 1;
      }
      stop();
      return waited;
    });
    expect(waits).toEqual([
      WS_RECONNECT_MS,
      WS_RECONNECT_MS + 1_000,
      WS_RECONNECT_MS + WS_RECONNECT_SPREAD_MS - 1,
    ]);
  });

  it("has the screens refetch when a reconnect has no seq to resume from (the first socket closed before auth-ok)", () => {
    const { client, sockets, latest } = setup();
    client.start();
    const resyncs: number[] = [];
    client.subscribe("resync", (event) => resyncs.push(event.seq));
    latest().open();
    latest().close();
    vi.advanceTimersByTime(3_000);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent[0]).toEqual({ type: "auth", token: "token-a" });
    latest().receive({ type: "auth-ok", userId: 7, seq: 3 });
    expect(resyncs).toEqual([3]);
    expect(client.lastSeq(7)).toBe(3);
  });

  it("waits a minute, not 3 s, when the server refused the socket for too many open ones", () => {
    const { client, sockets, latest } = setup();
    client.start();
    latest().open();
    latest().receive({ type: "error", message: "Too many connections of this account are open." });
    latest().close(WS_CLOSE.tooManySockets);
    vi.advanceTimersByTime(WS_FULL_RETRY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it("starts from the server's seq on a first connection, so older events are not replayed to it", () => {
    const { client, latest } = setup();
    client.start();
    const delivered: number[] = [];
    const resyncs: number[] = [];
    client.subscribe("new-message", (event) => delivered.push(event.seq));
    client.subscribe("resync", (event) => resyncs.push(event.seq));
    latest().open();
    latest().receive({ type: "auth-ok", userId: 7, seq: 10 });
    latest().receive(newMessage(10));
    latest().receive(newMessage(11));
    expect(delivered).toEqual([11]);
    // The screens have just loaded: nothing to refetch.
    expect(resyncs).toEqual([]);
  });

  it("on resync tells its subscribers and goes on from the server's seq", () => {
    const { client, latest } = setup();
    client.start();
    const resyncs: number[] = [];
    const delivered: number[] = [];
    client.subscribe("resync", (event) => resyncs.push(event.seq));
    client.subscribe("new-message", (event) => delivered.push(event.seq));
    latest().open();
    latest().receive({ type: "auth-ok", userId: 7, seq: 2 });
    latest().close();
    vi.advanceTimersByTime(3_000);
    latest().open();
    latest().receive({ type: "auth-ok", userId: 7, seq: 900 });
    latest().receive({ type: "resync", seq: 900 });
    latest().receive(newMessage(900));
    latest().receive(newMessage(901));
    expect(resyncs).toEqual([900]);
    expect(delivered).toEqual([901]);
  });

  it("delivers a meeting event once, whether it arrives live or in a replay", () => {
    const { client, latest } = setup();
    client.start();
    const delivered: number[] = [];
    client.subscribe("meeting-changed", (event) => delivered.push(event.seq));
    latest().open();
    latest().receive({ type: "auth-ok", userId: 7, seq: 3 });
    const changed = (seq: number) => ({
      type: "meeting-changed",
      seq,
      meetingId: 5,
      change: "accepted",
      byId: 9,
    });
    latest().receive(changed(4));
    latest().receive(changed(4));
    latest().receive(changed(5));
    expect(delivered).toEqual([4, 5]);
  });

  it("refetches when the server's newest seq is older than the one seen (its events were lost)", () => {
    const { client, latest } = setup();
    client.start();
    const resyncs: number[] = [];
    client.subscribe("resync", (event) => resyncs.push(event.seq));
    latest().open();
    latest().receive({ type: "auth-ok", userId: 7, seq: 0 });
    latest().receive(newMessage(30));
    latest().close();
    vi.advanceTimersByTime(3_000);
    latest().open();
    latest().receive({ type: "auth-ok", userId: 7, seq: 3 });
    expect(resyncs).toEqual([3]);
    expect(client.lastSeq(7)).toBe(3);
  });

  it("keeps the newest seq per user: another user starts afresh", () => {
    const first = setup("token-a", 7);
    first.client.start();
    first.latest().open();
    first.latest().receive({ type: "auth-ok", userId: 7, seq: 0 });
    first.latest().receive(newMessage(3));
    expect(first.client.lastSeq(7)).toBe(3);
    expect(first.client.lastSeq(8)).toBeUndefined();
  });

  it("pings a silent server and replaces a socket that does not answer", () => {
    const { client, sockets, latest } = setup();
    client.start();
    latest().open();
    latest().receive({ type: "auth-ok", userId: 7, seq: 0 });
    vi.advanceTimersByTime(25_000);
    expect(latest().sent.at(-1)).toEqual({ type: "ping" });
    vi.advanceTimersByTime(10_000);
    expect(latest().readyState).toBe(3);
    vi.advanceTimersByTime(3_000);
    expect(sockets).toHaveLength(2);
  });

  it("does not reconnect after sign-out", () => {
    const { client, sockets, latest, signOut } = setup();
    client.start();
    latest().open();
    signOut();
    expect(latest().readyState).toBe(3);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
  });

  it("opens nothing for a visitor", () => {
    const { client, sockets } = setup(null);
    client.start();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(0);
  });
});
