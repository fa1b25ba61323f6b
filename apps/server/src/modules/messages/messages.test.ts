import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMembers } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, signIn, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/messages/unreadMessages", () => {
  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/messages/unreadMessages" });
    expect(res.statusCode).toBe(401);
  });

  it("lists the signed-in user's unread messages per contact, and only theirs", async () => {
    const { user, headers } = await signIn(t.app, "anna.schmidt@demo.ebm.example", DEMO_PASSWORD);
    const res = await t.app.inject({ method: "GET", url: "/api/messages/unreadMessages", headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      status: number;
      unreadMessages: { contactId: number; unreadMessages: number }[];
    };
    expect(body.status).toBe(200);

    // What the database says Anna has not read, per conversation partner.
    const members = await t.app.db.select().from(conversationMembers);
    const expected = members
      .filter((m) => m.contactId === user.id && m.unreadCount > 0)
      .map((mine) => ({
        contactId: members.find((m) => m.conversationId === mine.conversationId && m.contactId !== user.id)
          ?.contactId,
        unreadMessages: mine.unreadCount,
      }));
    expect(expected.length).toBeGreaterThan(0);
    expect(body.unreadMessages).toEqual(expect.arrayContaining(expected));
    expect(body.unreadMessages).toHaveLength(expected.length);
    expect(body.unreadMessages.every((u) => u.contactId !== user.id)).toBe(true);
  });
});
