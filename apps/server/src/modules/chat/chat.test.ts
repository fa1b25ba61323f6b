import { CHAT_MESSAGE_MAX, type ChatMessage, type ConversationContact } from "@ebm/shared/schemas/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, conversationMembers, conversations, messages } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";

const ERIK = "erik.lindqvist@demo.ebm.example";

let t: TestApp;
let anna: { id: number; headers: Record<string, string> };
let erik: { id: number; headers: Record<string, string> };
/** A seeded conversation of Anna's with someone else (not Erik). */
let annasConversation: { id: number; partnerId: number };

beforeAll(async () => {
  t = await createTestApp();
  const a = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
  const e = await signIn(t.app, ERIK, DEMO_PASSWORD);
  anna = { id: a.user.id, headers: a.headers };
  erik = { id: e.user.id, headers: e.headers };
  const row = first(
    await t.app.db.select().from(conversations).where(eq(conversations.contactLowId, anna.id)),
  );
  annasConversation = { id: row.id, partnerId: row.contactHighId };
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: "POST", url, headers, payload });

async function conversationOf(user: { headers: Record<string, string> }, contactId: number): Promise<number> {
  const res = await post("/api/messages/conversation", user.headers, { contactId });
  expect(res.statusCode).toBe(200);
  return (res.json() as { conversationId: number }).conversationId;
}

async function send(user: { headers: Record<string, string> }, conversationId: number, message: string) {
  const res = await post("/api/messages", user.headers, { conversationId, message });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { newMessage: ChatMessage }).newMessage;
}

describe("GET /api/messages/unreadMessages", () => {
  it("lists the signed-in user's unread messages per contact, and only theirs", async () => {
    const res = await get("/api/messages/unreadMessages", anna.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      status: number;
      unreadMessages: { contactId: number; unreadMessages: number }[];
    };
    expect(body.status).toBe(200);
    const members = await t.app.db.select().from(conversationMembers);
    const expected = members
      .filter((m) => m.contactId === anna.id && m.unreadCount > 0)
      .map((mine) => ({
        contactId: members.find((m) => m.conversationId === mine.conversationId && m.contactId !== anna.id)
          ?.contactId,
        unreadMessages: mine.unreadCount,
      }));
    expect(expected.length).toBeGreaterThan(0);
    expect(body.unreadMessages).toEqual(expect.arrayContaining(expected));
    expect(body.unreadMessages).toHaveLength(expected.length);
  });
});

describe("POST /api/messages/conversation", () => {
  it("finds or makes the conversation of the ordered pair, once, whoever asks", async () => {
    const fromAnna = await conversationOf(anna, erik.id);
    const again = await conversationOf(anna, erik.id);
    const fromErik = await conversationOf(erik, anna.id);
    expect(again).toBe(fromAnna);
    expect(fromErik).toBe(fromAnna);
    const row = first(await t.app.db.select().from(conversations).where(eq(conversations.id, fromAnna)));
    expect([row.contactLowId, row.contactHighId]).toEqual([
      Math.min(anna.id, erik.id),
      Math.max(anna.id, erik.id),
    ]);
    const members = await t.app.db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, fromAnna));
    expect(members.map((m) => m.contactId).sort((a, b) => a - b)).toEqual(
      [anna.id, erik.id].sort((a, b) => a - b),
    );
  });

  it("refuses oneself (400 naming contactId) and an unknown contact (404)", async () => {
    const self = await post("/api/messages/conversation", anna.headers, { contactId: anna.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ field: "contactId" });
    const unknown = await post("/api/messages/conversation", anna.headers, { contactId: 999_999 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("POST /api/messages", () => {
  it("stores the trimmed text as plain text and answers 201 with it", async () => {
    const conversationId = await conversationOf(anna, erik.id);
    const res = await post("/api/messages", anna.headers, {
      conversationId,
      message: "  <b>Hello</b> & welcome\n",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { status: number; newMessage: ChatMessage };
    expect(body.status).toBe(201);
    expect(body.newMessage).toMatchObject({
      conversationId,
      contactId: anna.id,
      content: "<b>Hello</b> & welcome",
      dateRead: null,
      clientId: null,
    });
    const stored = first(await t.app.db.select().from(messages).where(eq(messages.id, body.newMessage.id)));
    expect(stored.content).toBe("<b>Hello</b> & welcome");
  });

  it("counts the message as unread for the recipient and moves the conversation up", async () => {
    const conversationId = await conversationOf(anna, erik.id);
    const unreadOf = async () =>
      first(
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
    const before = await unreadOf();
    const message = await send(anna, conversationId, "Are you at the stand?");
    expect(await unreadOf()).toBe(before + 1);
    const row = first(
      await t.app.db.select().from(conversations).where(eq(conversations.id, conversationId)),
    );
    expect(row.lastMessageAt?.toISOString()).toBe(message.dateCreated);
    const list = (await get("/api/messages/conversation", anna.headers)).json() as {
      contacts: ConversationContact[];
    };
    expect(list.contacts[0]).toMatchObject({
      contactId: erik.id,
      conversationId,
      lastMessageAt: message.dateCreated,
      lastMessage: { text: "Are you at the stand?", fromMe: true },
    });
    // The other side reads the same preview, not as their own.
    const theirs = (await get("/api/messages/conversation", erik.headers)).json() as {
      contacts: ConversationContact[];
    };
    expect(theirs.contacts.find((c) => c.conversationId === conversationId)?.lastMessage).toEqual({
      text: "Are you at the stand?",
      fromMe: false,
    });
  });

  it("refuses an empty text, one of spaces and one past the limit, naming the field", async () => {
    const conversationId = await conversationOf(anna, erik.id);
    for (const message of ["", "   \n ", "x".repeat(CHAT_MESSAGE_MAX + 1)]) {
      const res = await post("/api/messages", anna.headers, { conversationId, message });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: "message" });
    }
    const longest = await post("/api/messages", anna.headers, {
      conversationId,
      message: `  ${"x".repeat(CHAT_MESSAGE_MAX)}  `,
    });
    expect(longest.statusCode).toBe(201);
  });
});

describe("GET /api/messages", () => {
  it("pages a conversation newest first, older than `before`", async () => {
    const conversationId = await conversationOf(anna, erik.id);
    const sent: ChatMessage[] = [];
    for (const text of ["one", "two", "three"]) sent.push(await send(erik, conversationId, text));
    const page = (
      await get(`/api/messages?conversationId=${conversationId}&limit=2`, anna.headers)
    ).json() as {
      messages: ChatMessage[];
    };
    expect(page.messages.map((m) => m.content)).toEqual(["three", "two"]);
    const older = (
      await get(`/api/messages?conversationId=${conversationId}&limit=2&before=${sent[1]?.id}`, anna.headers)
    ).json() as { messages: ChatMessage[] };
    expect(older.messages[0]?.content).toBe("one");
    expect(older.messages.every((m) => m.id < (sent[1]?.id ?? 0))).toBe(true);
  });
});

describe("POST /api/messages/resetUnreadMessage", () => {
  it("clears the reader's unread count and marks the other's messages read", async () => {
    const conversationId = await conversationOf(anna, erik.id);
    const message = await send(erik, conversationId, "Did you read this?");
    const res = await post("/api/messages/resetUnreadMessage", anna.headers, { conversationId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    const mine = first(
      await t.app.db
        .select()
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.contactId, anna.id),
          ),
        ),
    );
    expect(mine.unreadCount).toBe(0);
    const read = first(await t.app.db.select().from(messages).where(eq(messages.id, message.id)));
    expect(read.readAt).not.toBeNull();
    const unread = (await get("/api/messages/unreadMessages", anna.headers)).json() as {
      unreadMessages: { contactId: number }[];
    };
    expect(unread.unreadMessages.some((u) => u.contactId === erik.id)).toBe(false);
  });
});

describe("GET /api/messages/conversation", () => {
  it("lists the user's contacts newest first with their counts, hiding placeholders", async () => {
    const res = await get("/api/messages/conversation", anna.headers);
    expect(res.statusCode).toBe(200);
    const { contacts: list } = res.json() as { contacts: ConversationContact[] };
    expect(list.length).toBeGreaterThanOrEqual(3);
    const times = list.map((c) => c.lastMessageAt ?? "");
    expect(times).toEqual([...times].sort().reverse());
    const seeded = list.find((c) => c.conversationId === annasConversation.id);
    const count = await t.app.db.$count(messages, eq(messages.conversationId, annasConversation.id));
    expect(seeded).toMatchObject({ contactId: annasConversation.partnerId, messageCount: count });

    // A placeholder contact of the partner's company is not listed, with or without messages.
    await t.app.db
      .update(contacts)
      .set({ name: "To be decided" })
      .where(eq(contacts.id, annasConversation.partnerId));
    const hidden = (await get("/api/messages/conversation", anna.headers)).json() as {
      contacts: ConversationContact[];
    };
    expect(hidden.contacts.some((c) => c.contactId === annasConversation.partnerId)).toBe(false);
    const pictures = (await get("/api/messages/conversation/profilePictures", anna.headers)).json() as {
      profilePictures: { contactId: number }[];
    };
    expect(pictures.profilePictures.some((p) => p.contactId === annasConversation.partnerId)).toBe(false);
    await t.app.db
      .update(contacts)
      .set({ name: "Restored Name" })
      .where(eq(contacts.id, annasConversation.partnerId));
  });

  it("includes the selected contact's conversation without messages, and only then", async () => {
    const { lars } = await signInLars();
    const conversationId = await conversationOf(lars, erik.id);
    const plain = (await get("/api/messages/conversation", lars.headers)).json() as {
      contacts: ConversationContact[];
    };
    expect(plain.contacts.some((c) => c.conversationId === conversationId)).toBe(false);
    const selected = (
      await get(`/api/messages/conversation?selectedContact=${erik.id}`, lars.headers)
    ).json() as {
      contacts: ConversationContact[];
    };
    expect(selected.contacts.find((c) => c.conversationId === conversationId)).toMatchObject({
      contactId: erik.id,
      messageCount: 0,
      unreadMessages: 0,
      lastMessageAt: null,
      lastMessage: null,
      name: "Erik Lindqvist",
    });
  });
});

describe("GET /api/messages/conversation/profilePictures", () => {
  it("gives the picture of each conversation partner", async () => {
    const res = await get("/api/messages/conversation/profilePictures", anna.headers);
    expect(res.statusCode).toBe(200);
    const { profilePictures } = res.json() as {
      profilePictures: { contactId: number; profilePic: string | null }[];
    };
    const [partner] = await t.app.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, annasConversation.partnerId));
    expect(profilePictures).toContainEqual({
      contactId: annasConversation.partnerId,
      profilePic: partner?.profilePic,
    });
    expect(profilePictures.some((p) => p.contactId === anna.id)).toBe(false);
  });
});

describe("GET and POST /api/messages/notifications", () => {
  it("reads and switches the user's unread mail, on by default", async () => {
    expect((await get("/api/messages/notifications", erik.headers)).json()).toEqual({
      status: 200,
      chatMail: true,
    });
    const off = await post("/api/messages/notifications", erik.headers, { chatMail: false });
    expect(off.json()).toEqual({ status: 200, chatMail: false });
    expect((await get("/api/messages/notifications", erik.headers)).json()).toEqual({
      status: 200,
      chatMail: false,
    });
    expect((await get("/api/messages/notifications", anna.headers)).json()).toEqual({
      status: 200,
      chatMail: true,
    });
    await post("/api/messages/notifications", erik.headers, { chatMail: true });
    const bad = await post("/api/messages/notifications", erik.headers, { chatMail: "yes" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("only the two members of a conversation", () => {
  const calls: Array<[string, (conversationId: number) => ReturnType<typeof get>]> = [
    ["GET /api/messages", (id) => get(`/api/messages?conversationId=${id}`, erik.headers)],
    [
      "POST /api/messages",
      (id) => post("/api/messages", erik.headers, { conversationId: id, message: "Hi" }),
    ],
    [
      "POST /api/messages with a clientId",
      (id) =>
        post("/api/messages", erik.headers, {
          conversationId: id,
          message: "Hi",
          clientId: crypto.randomUUID(),
        }),
    ],
    [
      "POST /api/messages/resetUnreadMessage",
      (id) => post("/api/messages/resetUnreadMessage", erik.headers, { conversationId: id }),
    ],
  ];

  it.each(calls)(
    "%s answers 403 for another user's conversation and changes nothing",
    async (_name, call) => {
      const before = await t.app.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, annasConversation.id));
      const members = await t.app.db
        .select()
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, annasConversation.id));
      const res = await call(annasConversation.id);
      expect(res.statusCode).toBe(403);
      expect(
        await t.app.db.select().from(messages).where(eq(messages.conversationId, annasConversation.id)),
      ).toEqual(before);
      expect(
        await t.app.db
          .select()
          .from(conversationMembers)
          .where(eq(conversationMembers.conversationId, annasConversation.id)),
      ).toEqual(members);
    },
  );

  it.each(calls)("%s answers 403 for a conversation that does not exist", async (_name, call) => {
    expect((await call(2_000_000)).statusCode).toBe(403);
  });

  it("lists nobody else's conversations, and Erik's own once he has one", async () => {
    const list = (await get("/api/messages/conversation", erik.headers)).json() as {
      contacts: ConversationContact[];
    };
    expect(list.contacts.some((c) => c.conversationId === annasConversation.id)).toBe(false);
    expect(list.contacts.every((c) => c.contactId !== erik.id)).toBe(true);
  });
});

let lars: { id: number; headers: Record<string, string> } | undefined;
async function signInLars() {
  if (!lars) {
    const l = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    lars = { id: l.user.id, headers: l.headers };
  }
  return { lars };
}
