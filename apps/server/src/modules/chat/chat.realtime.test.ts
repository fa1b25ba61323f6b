import type { ChatMessage } from "@ebm/shared/schemas/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userEvents } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { MAX_REPLAY } from "../../plugins/realtime/connection.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../test/app.ts";
import { connect, type TestSocket } from "../../test/ws-client.ts";

const ERIK = "erik.lindqvist@demo.ebm.example";

interface User {
  id: number;
  token: string;
  headers: Record<string, string>;
}

let t: TestApp;
let wsUrl: string;
let anna: User;
let erik: User;
let lars: User;
let conversationId: number;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ WS_PING_INTERVAL_MS: "500" });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  wsUrl = `${address.replace("http", "ws")}/ws/`;
  const as = async (email: string): Promise<User> => {
    const { user, headers } = await signIn(t.app, email, DEMO_PASSWORD);
    return { id: user.id, token: user.token, headers };
  };
  anna = await as(DEMO.anna);
  erik = await as(ERIK);
  lars = await as(DEMO.lars);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/messages/conversation",
    headers: anna.headers,
    payload: { contactId: erik.id },
  });
  conversationId = (res.json() as { conversationId: number }).conversationId;
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});

/** A socket of the user, authenticated (from `lastSeq` when given), answering the server's pings. */
async function online(user: User, lastSeq?: number) {
  const ws = await connect(wsUrl, { answerPings: true });
  sockets.push(ws);
  ws.send({ type: "auth", token: user.token, ...(lastSeq === undefined ? {} : { lastSeq }) });
  const ok = await ws.next("auth-ok");
  return { ws, ok };
}

async function send(user: User, message: string): Promise<ChatMessage> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/messages",
    headers: user.headers,
    payload: { conversationId, message },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { newMessage: ChatMessage }).newMessage;
}

const seqsOf = (ws: TestSocket) =>
  ws.received.flatMap((e) => ("seq" in e && e.type !== "auth-ok" ? [e.seq] : []));

describe("stored events over the socket", () => {
  it("says the user's newest seq in auth-ok and delivers a message to both members live", async () => {
    const current = await t.app.userEvents.current(erik.id);
    const e = await online(erik);
    expect(e.ok).toEqual({ type: "auth-ok", userId: erik.id, seq: current });
    const a = await online(anna);
    const message = await send(anna, "Live hello");
    expect(await e.ws.next("new-message")).toEqual({ type: "new-message", seq: current + 1, message });
    expect(await a.ws.next("new-message")).toMatchObject({ message });
    e.ws.close();
    a.ws.close();
  });

  it("replays exactly what a client missed since lastSeq, in order, then goes on live without repeats", async () => {
    const first = await online(erik);
    const lastSeq = first.ok.seq;
    first.ws.terminate();
    const missed: ChatMessage[] = [];
    for (const text of ["while away 1", "while away 2", "while away 3"]) missed.push(await send(anna, text));

    const back = await online(erik, lastSeq);
    expect(back.ok.seq).toBe(lastSeq + 3);
    const replayed: Array<{ seq: number; message: ChatMessage }> = [];
    for (let i = 0; i < 3; i++) replayed.push(await back.ws.next("new-message"));
    expect(replayed.map((e) => e.seq)).toEqual([lastSeq + 1, lastSeq + 2, lastSeq + 3]);
    expect(replayed.map((e) => e.message.id)).toEqual(missed.map((m) => m.id));

    const live = await send(anna, "after the replay");
    expect(await back.ws.next("new-message")).toMatchObject({ seq: lastSeq + 4, message: { id: live.id } });
    await back.ws.roundTrip();
    expect(seqsOf(back.ws)).toEqual([lastSeq + 1, lastSeq + 2, lastSeq + 3, lastSeq + 4]);
    back.ws.close();
  });

  it("loses and repeats nothing when messages are sent while the client reconnects", async () => {
    const first = await online(erik);
    const lastSeq = first.ok.seq;
    first.ws.terminate();
    // Sends race the reconnect: some are stored before it reads the store, some after it subscribed.
    const sending = (async () => {
      for (let i = 0; i < 8; i++) await send(anna, `race ${i}`);
    })();
    const back = await online(erik, lastSeq);
    await sending;
    const want = Array.from({ length: 8 }, (_, i) => lastSeq + i + 1);
    await expect.poll(() => seqsOf(back.ws), { timeout: 5000 }).toEqual(want);
    await back.ws.roundTrip();
    expect(seqsOf(back.ws)).toEqual(want);
    back.ws.close();
  });

  it("fills in an event published out of order from the store", async () => {
    const e = await online(erik);
    const base = e.ok.seq;
    // Two events stored in order, published in the other order (two commits racing to publish).
    const [one, two] = await t.app.db.transaction((tx) =>
      t.app.userEvents.append(tx, [
        {
          userId: erik.id,
          event: {
            type: "message-read",
            conversationId,
            contactId: anna.id,
            dateRead: "2025-11-06T10:00:00.000Z",
          },
        },
        {
          userId: erik.id,
          event: {
            type: "message-read",
            conversationId,
            contactId: anna.id,
            dateRead: "2025-11-06T10:01:00.000Z",
          },
        },
      ]),
    );
    await t.app.userEvents.publish([two as NonNullable<typeof two>]);
    await t.app.userEvents.publish([one as NonNullable<typeof one>]);
    await expect.poll(() => seqsOf(e.ws)).toEqual([base + 1, base + 2]);
    await e.ws.roundTrip();
    expect(seqsOf(e.ws)).toEqual([base + 1, base + 2]);
    e.ws.close();
  });

  it("tells a client to resync when what it missed is no longer kept, or too much", async () => {
    const e = await online(erik);
    const lastSeq = e.ok.seq;
    e.ws.terminate();
    await send(anna, "pruned away");
    await send(anna, "kept");
    await t.app.db
      .delete(userEvents)
      .where(and(eq(userEvents.userId, erik.id), eq(userEvents.seq, lastSeq + 1)));
    const back = await online(erik, lastSeq);
    expect(await back.ws.next("resync")).toEqual({ type: "resync", seq: lastSeq + 2 });
    await back.ws.roundTrip();
    expect(back.ws.received.some((ev) => ev.type === "new-message")).toBe(false);
    // After a resync it goes on live from the seq it was given.
    const live = await send(anna, "after resync");
    expect(await back.ws.next("new-message")).toMatchObject({ seq: lastSeq + 3, message: { id: live.id } });
    back.ws.close();

    // A seq the server never gave out (its data was reset) is a resync too.
    const future = await online(erik, lastSeq + 1000);
    expect(await future.ws.next("resync")).toEqual({ type: "resync", seq: lastSeq + 3 });
    future.ws.close();
  });

  it("tells a client that missed more than it replays to resync", async () => {
    const e = await online(erik);
    const lastSeq = e.ok.seq;
    e.ws.terminate();
    const read = {
      type: "message-read",
      conversationId,
      contactId: anna.id,
      dateRead: "2025-11-06T10:00:00.000Z",
    } as const;
    await t.app.db.transaction((tx) =>
      t.app.userEvents.append(
        tx,
        Array.from({ length: MAX_REPLAY + 1 }, () => ({ userId: erik.id, event: read })),
      ),
    );
    const back = await online(erik, lastSeq);
    expect(await back.ws.next("resync")).toEqual({ type: "resync", seq: lastSeq + MAX_REPLAY + 1 });
    await back.ws.roundTrip();
    expect(back.ws.received.some((ev) => ev.type === "message-read")).toBe(false);
    back.ws.close();
  });
});

describe("typing", () => {
  it("relays typing and its stop to the contact, only between members of a conversation", async () => {
    const a = await online(anna);
    const e = await online(erik);
    const l = await online(lars);
    e.ws.send({ type: "typing", contactId: anna.id });
    expect(await a.ws.next("user-typing")).toEqual({ type: "user-typing", contactId: erik.id });
    e.ws.send({ type: "stopped-typing", contactId: anna.id });
    expect(await a.ws.next("user-stopped-typing")).toEqual({
      type: "user-stopped-typing",
      contactId: erik.id,
    });

    // Erik and Lars share no conversation: Lars hears nothing of Erik's typing.
    e.ws.send({ type: "typing", contactId: lars.id });
    await e.ws.roundTrip();
    await l.ws.roundTrip();
    expect(l.ws.received.some((ev) => ev.type === "user-typing")).toBe(false);
    // Typing is not stored.
    expect(await t.app.db.$count(userEvents, eq(userEvents.type, "user-typing"))).toBe(0);
    for (const s of [a, e, l]) s.ws.close();
  });

  it("ignores typing before auth", async () => {
    const a = await online(anna);
    const stranger = await connect(wsUrl);
    sockets.push(stranger);
    stranger.send({ type: "typing", contactId: anna.id });
    await stranger.roundTrip();
    await a.ws.roundTrip();
    expect(a.ws.received.some((ev) => ev.type === "user-typing")).toBe(false);
    stranger.close();
    a.ws.close();
  });
});

describe("presence", () => {
  it("announces a user's first socket and last close only to the people they exchanged messages with", async () => {
    const a = await online(anna);
    const l = await online(lars);
    const active = async (user: User) =>
      (
        (
          await t.app.inject({
            method: "POST",
            url: "/api/messages/getActiveUsers",
            headers: user.headers,
            payload: {},
          })
        ).json() as { users: number[] }
      ).users;

    // Erik's sockets of the tests before have all closed.
    await expect.poll(() => active(anna)).not.toContain(erik.id);
    // Only Anna has written in their conversation so far: neither sees the other online.
    const e0 = await online(erik);
    await e0.ws.roundTrip();
    await a.ws.roundTrip();
    expect(a.ws.received.some((ev) => ev.type === "user-connected" && ev.contactId === erik.id)).toBe(false);
    expect(e0.ws.received.some((ev) => ev.type === "user-connected" && ev.contactId === anna.id)).toBe(false);
    expect(await active(anna)).not.toContain(erik.id);
    expect(await active(erik)).not.toContain(anna.id);
    e0.ws.close();
    await e0.ws.closed;
    await expect.poll(() => t.app.presence.online([erik.id])).toEqual(new Set());
    // Erik answers: from now on the two share their presence.
    await send(erik, "Hello Anna, good to meet you");
    expect(await active(erik)).toContain(anna.id);
    const e1 = await online(erik);
    expect(await a.ws.next("user-connected")).toEqual({ type: "user-connected", contactId: erik.id });
    expect(await active(anna)).toContain(erik.id);
    const e2 = await online(erik);
    e1.ws.close();
    await e1.ws.closed;
    // Still online through the second socket: nothing is announced yet.
    await e2.ws.roundTrip();
    expect(await active(anna)).toContain(erik.id);
    e2.ws.close();
    const connectedAt = a.ws.received.findIndex(
      (ev) => ev.type === "user-connected" && ev.contactId === erik.id,
    );
    const disconnects = () =>
      a.ws.received
        .slice(connectedAt)
        .filter((ev) => ev.type === "user-disconnected" && ev.contactId === erik.id);
    await expect.poll(() => disconnects().length).toBe(1);
    await a.ws.roundTrip();
    expect(disconnects()).toEqual([{ type: "user-disconnected", contactId: erik.id }]);
    expect(await active(anna)).not.toContain(erik.id);

    // Lars has no conversation with Erik: he heard nothing.
    await l.ws.roundTrip();
    expect(l.ws.received.some((ev) => ev.type === "user-connected" && ev.contactId === erik.id)).toBe(false);
    expect(await active(lars)).not.toContain(erik.id);
    a.ws.close();
    l.ws.close();
  });
});

describe("heartbeat", () => {
  it("pings every interval and closes a socket that does not answer", async () => {
    const silent = await connect(wsUrl);
    sockets.push(silent);
    silent.send({ type: "auth", token: anna.token });
    await silent.next("auth-ok");
    await silent.next("ping");
    expect(await silent.closed).toBe(1006);
  });

  it("keeps a socket that answers the pings", async () => {
    const a = await online(anna);
    for (let i = 0; i < 3; i++) await a.ws.next("ping");
    await a.ws.roundTrip();
    a.ws.close();
  });
});
