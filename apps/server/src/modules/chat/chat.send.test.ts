import { randomUUID } from "node:crypto";
import type { ChatMessage } from "@ebm/shared/schemas/messages";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMembers, messages, userEvents } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { userChannel } from "../../plugins/bus.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";

const ERIK = "erik.lindqvist@demo.ebm.example";

let t: TestApp;
let anna: { id: number; headers: Record<string, string> };
let erik: { id: number; headers: Record<string, string> };
let conversationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
  const e = await signIn(t.app, ERIK, DEMO_PASSWORD);
  anna = { id: a.user.id, headers: a.headers };
  erik = { id: e.user.id, headers: e.headers };
  const res = await t.app.inject({
    method: "POST",
    url: "/api/messages/conversation",
    headers: anna.headers,
    payload: { contactId: erik.id },
  });
  conversationId = (res.json() as { conversationId: number }).conversationId;
});
afterAll(() => t.close());

const sendAs = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/messages", headers, payload });

const eventsOf = (userId: number) =>
  t.app.db.select().from(userEvents).where(eq(userEvents.userId, userId)).orderBy(asc(userEvents.seq));

describe("sending with a clientId", () => {
  it("stores a retried send once and answers the stored message, 201 again", async () => {
    const clientId = randomUUID();
    const body = { conversationId, message: "Only once, please", clientId };
    const first201 = await sendAs(anna.headers, body);
    const retry = await sendAs(anna.headers, body);
    expect(first201.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    const a = (first201.json() as { newMessage: ChatMessage }).newMessage;
    expect((retry.json() as { newMessage: ChatMessage }).newMessage).toEqual(a);
    expect(a.clientId).toBe(clientId);
    const rows = await t.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, anna.id), eq(messages.clientId, clientId)));
    expect(rows).toHaveLength(1);
    // Published once: one event per member for the message.
    const annas = (await eventsOf(anna.id)).filter(
      (e) => e.payload.type === "new-message" && e.payload.message.id === a.id,
    );
    const eriks = (await eventsOf(erik.id)).filter(
      (e) => e.payload.type === "new-message" && e.payload.message.id === a.id,
    );
    expect(annas).toHaveLength(1);
    expect(eriks).toHaveLength(1);
  });

  it("stores concurrent retries of one send once", async () => {
    const clientId = randomUUID();
    const body = { conversationId, message: "Racing retries", clientId };
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendAs(anna.headers, body)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((r) => (r.json() as { newMessage: ChatMessage }).newMessage.id));
    expect(ids.size).toBe(1);
    expect(await t.app.db.$count(messages, eq(messages.clientId, clientId))).toBe(1);
    const unread = first(
      await t.app.db
        .select()
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.contactId, erik.id),
          ),
        ),
    ).unreadCount;
    const unreadInRows = await t.app.db.$count(
      messages,
      and(eq(messages.conversationId, conversationId), eq(messages.senderId, anna.id)),
    );
    expect(unread).toBe(unreadInRows);
  });

  it("lets another sender use the same clientId, and refuses its reuse in another conversation", async () => {
    const clientId = randomUUID();
    expect((await sendAs(anna.headers, { conversationId, message: "A", clientId })).statusCode).toBe(201);
    expect((await sendAs(erik.headers, { conversationId, message: "B", clientId })).statusCode).toBe(201);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/messages/conversation",
      headers: anna.headers,
      payload: { contactId: 2 },
    });
    const otherId = (other.json() as { conversationId: number }).conversationId;
    const reused = await sendAs(anna.headers, { conversationId: otherId, message: "C", clientId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ field: "clientId" });
  });

  it("refuses a clientId that is not a UUID", async () => {
    const res = await sendAs(anna.headers, { conversationId, message: "x", clientId: "1" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "clientId" });
  });
});

describe("the stored events of a message and a read", () => {
  it("gives both members a new-message with their next seq, stored before it is published", async () => {
    const seen: unknown[] = [];
    const unsubscribe = await t.app.bus.subscribe(userChannel(erik.id), async (event) => {
      // When an event is published its row is already stored (published after the commit).
      const seq = (event as { seq?: number }).seq;
      const rows =
        seq === undefined
          ? []
          : await t.app.db
              .select()
              .from(userEvents)
              .where(and(eq(userEvents.userId, erik.id), eq(userEvents.seq, seq)));
      seen.push({ event, stored: rows.length });
    });
    const annaBefore = await t.app.userEvents.current(anna.id);
    const erikBefore = await t.app.userEvents.current(erik.id);
    const res = await sendAs(anna.headers, { conversationId, message: "Numbered" });
    const message = (res.json() as { newMessage: ChatMessage }).newMessage;
    expect(await t.app.userEvents.current(anna.id)).toBe(annaBefore + 1);
    expect(await t.app.userEvents.current(erik.id)).toBe(erikBefore + 1);
    expect(await t.app.userEvents.since(erik.id, erikBefore, 10)).toEqual([
      { type: "new-message", seq: erikBefore + 1, message },
    ]);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual({ event: { type: "new-message", seq: erikBefore + 1, message }, stored: 1 });
    await unsubscribe();
  });

  it("tells the sender a message-read when the recipient reads, once", async () => {
    await sendAs(anna.headers, { conversationId, message: "Read me" });
    const before = await t.app.userEvents.current(anna.id);
    const read = () =>
      t.app.inject({
        method: "POST",
        url: "/api/messages/resetUnreadMessage",
        headers: erik.headers,
        payload: { conversationId },
      });
    expect((await read()).statusCode).toBe(200);
    const events = await t.app.userEvents.since(anna.id, before, 10);
    expect(events).toEqual([
      {
        type: "message-read",
        seq: before + 1,
        conversationId,
        contactId: erik.id,
        dateRead: expect.any(String),
      },
    ]);
    // Nothing left unread: nothing to tell.
    expect((await read()).statusCode).toBe(200);
    expect(await t.app.userEvents.current(anna.id)).toBe(before + 1);
  });

  it("numbers each user's events without gaps under concurrent sends both ways", async () => {
    const annaBefore = await t.app.userEvents.current(anna.id);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        sendAs(i % 2 ? anna.headers : erik.headers, { conversationId, message: `burst ${i}` }),
      ),
    );
    const events = await t.app.userEvents.since(anna.id, annaBefore, 100);
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6].map((n) => annaBefore + n));
  });
});

describe("pruning the kept events", () => {
  it("keeps the newest events of each user and drops what is past the retention", async () => {
    const current = await t.app.userEvents.current(erik.id);
    expect(current).toBeGreaterThan(2);
    await t.app.db
      .update(userEvents)
      .set({ createdAt: new Date(Date.now() - 4 * 86_400_000) })
      .where(and(eq(userEvents.userId, erik.id), eq(userEvents.seq, 1)));
    await t.app.userEvents.prune();
    const kept = await eventsOf(erik.id);
    expect(kept.map((e) => e.seq)).not.toContain(1);
    expect(kept.at(-1)?.seq).toBe(current);
  });
});
