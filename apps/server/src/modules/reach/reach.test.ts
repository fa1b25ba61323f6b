import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companies,
  contacts,
  conversationMembers,
  conversations,
  editionContacts,
  jobs,
  messages,
} from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";
import { connect } from "../../test/ws-client.ts";

const ERIK = "erik.lindqvist@demo.ebm.example";

interface User {
  id: number;
  companyId: number;
  token: string;
  headers: Record<string, string>;
}

let t: TestApp;
let wsUrl: string;
let anna: User;
let erik: User;
let organiser: User;
let member: User;
/** A contact of Erik's company who does not attend: his company page does not show him to others. */
let unlisted: number;

const as = async (email: string): Promise<User> => {
  const { user, headers } = await signIn(t.app, email, DEMO_PASSWORD);
  return { id: user.id, companyId: user.companyId, token: user.token, headers };
};

beforeAll(async () => {
  // The rule is walked over many contacts by one account: more than its hourly budgets allow.
  t = await createTestApp({
    CONTACT_MESSAGES_PER_HOUR: "1000",
    RATE_LIMIT_SCALE: "20",
    // Thursday noon of the demo edition: its later slots still take requests.
    EVENT_TIME: "2025-11-06T12:10:00Z",
  });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  wsUrl = `${address.replace("http", "ws")}/ws/`;
  anna = await as(DEMO.anna);
  erik = await as(ERIK);
  organiser = await as(DEMO.organiser);
  member = await as(DEMO.marketplace);
  const [row] = await t.app.db
    .insert(contacts)
    .values({
      companyId: erik.companyId,
      name: "Nils Unlisted",
      email: "nils.unlisted@reach.example",
      function: "Buyer",
      position: 9,
    })
    .returning({ id: contacts.id });
  unlisted = first(row ? [row] : []).id;
});
afterAll(() => t.close());

const post = (url: string, user: User, payload: object) =>
  t.app.inject({ method: "POST", url, headers: user.headers, payload });
const startConversation = (user: User, contactId: number) =>
  post("/api/messages/conversation", user, { contactId });
const mailContact = (user: User, recipientId: number) =>
  post("/api/mail/sendMailToContact", user, { recipientId, subject: "Hello", message: "A word about stock" });

/** A conversation row made directly, as one made before the rule (or by any other path) would be. */
async function rowBetween(a: number, b: number): Promise<number> {
  const [row] = await t.app.db
    .insert(conversations)
    .values({ contactLowId: Math.min(a, b), contactHighId: Math.max(a, b) })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  const id =
    row?.id ??
    first(
      await t.app.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.contactLowId, Math.min(a, b)),
            eq(conversations.contactHighId, Math.max(a, b)),
          ),
        ),
    ).id;
  await t.app.db
    .insert(conversationMembers)
    .values([
      { conversationId: id, contactId: a },
      { conversationId: id, contactId: b },
    ])
    .onConflictDoNothing();
  return id;
}

describe("who may start a conversation: the contact form's rule", () => {
  it("refuses staff, members who do not attend and contacts a company page does not show, as unknown ids", async () => {
    for (const target of [organiser.id, member.id, unlisted, 987_654]) {
      const res = await startConversation(anna, target);
      expect(res.statusCode, `contact ${target}`).toBe(404);
      expect(res.json()).toMatchObject({
        status: 404,
        message: "This contact was not found.",
        field: "contactId",
      });
    }
    // A member who does not attend reaches no attendee either.
    expect((await startConversation(member, anna.id)).statusCode).toBe(404);
  });

  it("refuses a placeholder its company's page shows, by its name or by its '-' address", async () => {
    const editionId = (await t.app.services.settings.current()).edition.id;
    const taken = await t.app.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, "-"));
    const placeholders = [
      { name: "To be decided", email: "tbd.reach@reach.example" },
      // The address "-" is unique: only when no other contact holds it already.
      ...(taken.length === 0 ? [{ name: "Someone Named", email: "-" }] : []),
    ];
    for (const [i, placeholder] of placeholders.entries()) {
      const [row] = await t.app.db
        .insert(contacts)
        .values({ companyId: erik.companyId, ...placeholder, function: "Buyer", position: 20 + i })
        .returning({ id: contacts.id });
      const id = first(row ? [row] : []).id;
      await t.app.db.insert(editionContacts).values({ editionId, contactId: id });
      const page = await t.app.inject({ url: `/api/companies/${erik.companyId}`, headers: anna.headers });
      const shown = (page.json().result.contacts as { id: number }[]).map((c) => c.id);
      expect(shown, placeholder.name).toContain(id);
      expect((await startConversation(anna, id)).statusCode, placeholder.name).toBe(404);
      expect((await mailContact(anna, id)).statusCode, placeholder.name).toBe(404);
    }
  });

  it("answers the conversation and the contact form alike for every contact id", async () => {
    const ids = (await t.app.db.select({ id: contacts.id }).from(contacts).limit(40)).map((c) => c.id);
    for (const id of [...ids, unlisted, organiser.id, member.id]) {
      if (id === anna.id) continue;
      const chat = (await startConversation(anna, id)).statusCode;
      const form = (await mailContact(anna, id)).statusCode;
      expect([chat, form]).not.toContain(429);
      expect(chat === 200, `contact ${id}: chat ${chat}, form ${form}`).toBe(form === 200);
    }
  });

  it("lists conversations without anybody's e-mail address", async () => {
    expect((await startConversation(anna, erik.id)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/messages/conversation?selectedContact=${erik.id}`,
      headers: anna.headers,
    });
    expect(res.statusCode).toBe(200);
    const listed = res.json().contacts as Record<string, unknown>[];
    expect(listed.some((c) => c.contactId === erik.id)).toBe(true);
    expect(res.body).not.toContain("@");
    for (const contact of listed) expect(contact).not.toHaveProperty("email");
  });

  it("lets someone answer who was written to first, by staff for instance, but not write first to other staff", async () => {
    const toAnna = await startConversation(organiser, anna.id);
    expect(toAnna.statusCode).toBe(200);
    const conversationId = toAnna.json().conversationId as number;
    const first = await post("/api/messages", organiser, {
      conversationId,
      message: "Your badge is ready at the desk.",
    });
    expect(first.statusCode).toBe(201);
    const answer = await post("/api/messages", anna, { conversationId, message: "Thank you, on my way." });
    expect(answer.statusCode, answer.body).toBe(201);
    // The organiser has written to her: she may now also find the conversation anew.
    expect((await startConversation(anna, organiser.id)).statusCode).toBe(200);
  });
});

describe("a meeting request reaches only whom the rule lets one reach, and ties only once answered", () => {
  it("refuses a request to an attendee whose company page shows no contacts, and leaves no tie behind", async () => {
    const { makeCompany, requestMeeting, act, SLOT } = await import("../scheduler/scheduler.test-kit.ts");
    const [hidden] = await makeCompany(t.app);
    // Not a full member: others see its page as a visitor does, without its people.
    await t.app.db
      .update(companies)
      .set({ status: 1 })
      .where(eq(companies.id, hidden?.companyId ?? 0));
    const [asker] = await makeCompany(t.app);
    if (!hidden || !asker) throw new Error("companies not made");
    const refused = await requestMeeting(t.app, asker, hidden, SLOT.friday);
    expect(refused.status).toBe(404);
    expect(refused.body.field).toBe("toId");
    // The other way round the request goes (the asker's company is a full member), and the one
    // asked may answer in the chat: they were reached out to.
    const asked = await requestMeeting(t.app, hidden, asker, SLOT.friday);
    expect(asked.status).toBe(200);
    const chat = (who: typeof asker, contactId: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/messages/conversation",
        headers: who.headers,
        payload: { contactId },
      });
    expect((await chat(asker, hidden.id)).statusCode).toBe(200);
    // The requester of an unanswered, then withdrawn request gains nothing by it.
    expect((await act(t.app, hidden, asked.body.payload.meetingId, "cancel")).status).toBe(200);
    const [third] = await makeCompany(t.app);
    await t.app.db
      .update(companies)
      .set({ status: 1 })
      .where(eq(companies.id, third?.companyId ?? 0));
    if (!third) throw new Error("company not made");
    const notesOnRequest = await requestMeeting(t.app, third, asker, SLOT.later);
    expect(notesOnRequest.status).toBe(200);
    // A shared note before an answer would reach the other side: it stays private until then.
    const note = (isPrivate: boolean) =>
      t.app.inject({
        method: "POST",
        url: "/api/notes/",
        headers: third.headers,
        payload: {
          scheduleId: notesOnRequest.body.payload.meetingId,
          message: "Call me",
          createdBy: third.id,
          isPrivate,
        },
      });
    expect((await note(false)).statusCode).toBe(409);
    expect((await note(true)).statusCode).toBe(201);
  });
});

describe("a message reaches only whom its sender may reach", () => {
  it("stores nothing and mails nothing for a conversation row with someone the form refuses", async () => {
    const conversationId = await rowBetween(anna.id, member.id);
    const res = await post("/api/messages", anna, { conversationId, message: "Cheap RAM, reply now" });
    expect(res.statusCode).toBe(404);
    const stored = await t.app.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored).toEqual([]);
    const mailJobs = await t.app.db.select().from(jobs).where(eq(jobs.name, "messages.unread-mail"));
    const ids = new Set(stored.map((m) => String(m.id)));
    expect(mailJobs.filter((job) => ids.has(job.key ?? ""))).toEqual([]);
  });
});

describe("presence only between people who have exchanged messages", () => {
  it("is shared the moment the first answer makes an exchange, with both online", async () => {
    const [ann, ben] = [await as("lars.becker@demo.ebm.example"), erik];
    const conversationId = (await startConversation(ben, ann.id)).json().conversationId as number;
    const annSocket = await connect(wsUrl, { answerPings: true });
    annSocket.send({ type: "auth", token: ann.token });
    await annSocket.next("auth-ok");
    const benSocket = await connect(wsUrl, { answerPings: true });
    benSocket.send({ type: "auth", token: ben.token });
    await benSocket.next("auth-ok");
    expect((await post("/api/messages", ben, { conversationId, message: "Hello Lars" })).statusCode).toBe(
      201,
    );
    await annSocket.roundTrip();
    expect(annSocket.received.some((e) => e.type === "user-connected")).toBe(false);
    expect((await post("/api/messages", ann, { conversationId, message: "Hello Erik" })).statusCode).toBe(
      201,
    );
    expect(await annSocket.next("user-connected")).toEqual({ type: "user-connected", contactId: ben.id });
    expect(await benSocket.next("user-connected")).toEqual({ type: "user-connected", contactId: ann.id });
    annSocket.terminate();
    benSocket.terminate();
  });

  it("tells nobody of an online user through an empty conversation row", async () => {
    await rowBetween(anna.id, member.id);
    const watcher = await connect(wsUrl, { answerPings: true });
    watcher.send({ type: "auth", token: anna.token });
    await watcher.next("auth-ok");
    const watched = await connect(wsUrl, { answerPings: true });
    watched.send({ type: "auth", token: member.token });
    await watched.next("auth-ok");
    await watched.roundTrip();
    await watcher.roundTrip();
    const active = await post("/api/messages/getActiveUsers", anna, {});
    expect(active.json().users).not.toContain(member.id);
    expect(watcher.received.some((e) => e.type === "user-connected" && e.contactId === member.id)).toBe(
      false,
    );
    // Nor through typing: it is relayed only where one may write.
    watcher.send({ type: "typing", contactId: member.id });
    await watcher.roundTrip();
    await watched.roundTrip();
    expect(watched.received.some((e) => e.type === "user-typing")).toBe(false);
    watcher.terminate();
    watched.terminate();
  });
});
