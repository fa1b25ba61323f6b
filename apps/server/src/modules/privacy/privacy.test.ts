import { myPrivacyResponseSchema, privacyNoticeResponseSchema } from "@ebm/shared/schemas/privacy";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, leads } from "../../db/schema/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../test/app.ts";
import { requestMeeting, SLOT, THURSDAY_NOON } from "../scheduler/scheduler.test-kit.ts";
import { call, download, makeCompany, type Person, sendMessage } from "./privacy.test-kit.ts";

let t: TestApp;
let organiser: { headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON });
  organiser = await signIn(t.app, DEMO.organiser, "Dublin2025!");
});
afterAll(() => t?.close());

const mine = async (who: Person) =>
  myPrivacyResponseSchema.parse((await call(t.app, who, "GET", "/api/me/privacy")).body).privacy;
const setMine = (who: Person, body: object) => call(t.app, who, "PUT", "/api/me/privacy", body);
const contactsShownTo = async (viewer: Person, companyId: number) =>
  (await call(t.app, viewer, "GET", `/api/companies/${companyId}`)).body.result.contacts as {
    id: number;
    tel: string;
    imValue: string | null;
  }[];

describe("the privacy notice", () => {
  it("is public, built from the organisers' settings, and its version grows with each change", async () => {
    const before = privacyNoticeResponseSchema.parse(
      (await call(t.app, undefined, "GET", "/api/privacy")).body,
    ).notice;
    expect(before.purposes.length).toBeGreaterThan(0);
    expect(before.rights.some((right) => right.includes("Download my data"))).toBe(true);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/organiser/privacy",
      headers: organiser.headers,
      payload: {
        controllerName: "Notice Test B.V.",
        controllerAddress: "Street 1, Town",
        contactEmail: "privacy@notice.example",
        recipients: "Payments: Mollie\n\nMail: our mail service",
        retentionDays: 120,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = privacyNoticeResponseSchema.parse(
      (await call(t.app, undefined, "GET", "/api/privacy")).body,
    ).notice;
    expect(after.version).toBe(before.version + 1);
    expect(after.controller).toEqual({
      name: "Notice Test B.V.",
      address: "Street 1, Town",
      email: "privacy@notice.example",
    });
    expect(after.recipients).toEqual(["Payments: Mollie", "Mail: our mail service"]);
    expect(after.retentionDays).toBe(120);
  });

  it("is changed by organiser staff only, with a clear 400 for a bad field", async () => {
    const [attendee] = (await makeCompany(t.app)) as [Person];
    const body = {
      controllerName: "X",
      controllerAddress: "",
      contactEmail: "",
      recipients: "",
      retentionDays: null,
    };
    expect((await call(t.app, attendee, "PUT", "/api/organiser/privacy", body)).status).toBe(403);
    expect((await call(t.app, undefined, "PUT", "/api/organiser/privacy", body)).status).toBe(401);
    expect((await call(t.app, attendee, "GET", "/api/organiser/privacy")).status).toBe(403);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/organiser/privacy",
      headers: organiser.headers,
      payload: { ...body, retentionDays: 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("retentionDays");
  });
});

describe("cookies", () => {
  it("are never set: not by the pages, the public calls, a sign-in or a counted visit", async () => {
    const answers = [
      await t.app.inject({ method: "GET", url: "/" }),
      await t.app.inject({ method: "GET", url: "/privacy" }),
      await t.app.inject({ method: "GET", url: "/api/privacy" }),
      await t.app.inject({ method: "GET", url: "/api/misc/allSettings" }),
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: DEMO.anna, password: "Dublin2025!" },
      }),
      await t.app.inject({
        method: "POST",
        url: "/api/register/logEvent",
        payload: { event: "page_view", page: "/" },
      }),
    ];
    // The calls answer (the pages need the web build, which the server tests may run without).
    expect(answers.slice(2).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.headers["set-cookie"] ?? null)).toEqual(answers.map(() => null));
  });
});

describe("consent", () => {
  it("is asked of a new person until they accept the current notice; each answer is recorded", async () => {
    const [newcomer] = (await makeCompany(t.app)) as [Person];
    const first = await mine(newcomer);
    expect(first.consentNeeded).toBe(true);
    expect(first.accepted).toBeNull();
    const stale = await setMine(newcomer, {
      acceptNotice: first.noticeVersion + 7,
      listed: false,
      source: "prompt",
    });
    expect(stale.status).toBe(409);
    expect(stale.body.field).toBe("acceptNotice");
    expect((await mine(newcomer)).listed).toBe(true);

    const ok = await setMine(newcomer, {
      acceptNotice: first.noticeVersion,
      listed: false,
      contactDetails: "connections",
      source: "prompt",
    });
    expect(ok.status).toBe(200);
    const after = await mine(newcomer);
    expect(after.consentNeeded).toBe(false);
    expect(after.accepted?.version).toBe(first.noticeVersion);
    expect(after).toMatchObject({ listed: false, contactDetails: "connections" });
    expect(after.history.map((h) => [h.kind, h.value, h.source])).toEqual(
      expect.arrayContaining([
        ["notice", "accepted", "prompt"],
        ["listed", "false", "prompt"],
        ["contactDetails", "connections", "prompt"],
      ]),
    );
  });

  it("refuses an empty change, an unknown field and a visitor", async () => {
    const [someone] = (await makeCompany(t.app)) as [Person];
    const empty = await setMine(someone, {});
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe("listed");
    expect((await setMine(someone, { listed: "no" })).body.field).toBe("listed");
    expect((await setMine(someone, { listed: true, role: "organiser" })).status).toBe(400);
    expect((await call(t.app, undefined, "GET", "/api/me/privacy")).status).toBe(401);
    expect((await call(t.app, undefined, "PUT", "/api/me/privacy", { listed: false })).status).toBe(401);
  });

  it("is required of a registration (field acceptPrivacy)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { acceptPrivacy: false },
    });
    expect(res.statusCode).toBe(400);
    const fields = JSON.stringify(res.json());
    expect(fields).toMatch(/companyProfile|acceptPrivacy/);
  });
});

describe("the directory listing", () => {
  it("hides someone not listed from other companies' view of their company, not from colleagues", async () => {
    const [shown, hidden] = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
    const [other] = (await makeCompany(t.app)) as [Person];
    expect((await contactsShownTo(other, shown.companyId)).map((c) => c.id)).toEqual([shown.id, hidden.id]);
    expect((await setMine(hidden, { listed: false })).status).toBe(200);
    expect((await contactsShownTo(other, shown.companyId)).map((c) => c.id)).toEqual([shown.id]);
    expect((await contactsShownTo(shown, shown.companyId)).map((c) => c.id)).toEqual([shown.id, hidden.id]);
    // Nobody else may start a conversation with them: the reach rule follows the listing.
    const start = await call(t.app, other, "POST", "/api/messages/conversation", { contactId: hidden.id });
    expect(start.status).toBe(404);
  });

  it("keeps the meetings and chats of someone who turns it off", async () => {
    const [a] = (await makeCompany(t.app)) as [Person];
    const [b] = (await makeCompany(t.app)) as [Person];
    const conversationId = await sendMessage(t.app, a, b, "Before the switch");
    expect((await setMine(a, { listed: false })).status).toBe(200);
    const answer = await call(t.app, b, "POST", "/api/messages", { conversationId, message: "Still here" });
    expect(answer.status).toBe(201);
    const again = await call(t.app, a, "POST", "/api/messages", { conversationId, message: "And me" });
    expect(again.status).toBe(201);
  });
});

describe("who sees phone and messenger", () => {
  it("is every attendee by default; only colleagues and connections once narrowed", async () => {
    const [person, colleague] = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
    const [stranger] = (await makeCompany(t.app)) as [Person];
    const [met] = (await makeCompany(t.app)) as [Person];
    await t.app.db
      .update(contacts)
      .set({ tel: "+31 6 1234 9876", imName: "WhatsApp", imValue: "+31612349876" })
      .where(eq(contacts.id, person.id));
    const card = async (viewer: Person) =>
      (await contactsShownTo(viewer, person.companyId)).find((c) => c.id === person.id);
    expect((await card(stranger))?.tel).toBe("+31 6 1234 9876");

    expect((await setMine(person, { contactDetails: "connections" })).status).toBe(200);
    expect(await card(stranger)).toMatchObject({ tel: "", imValue: null });
    expect((await card(colleague))?.tel).toBe("+31 6 1234 9876");
    // A scanned badge ties the two (the reach rule's facts).
    await t.app.db.insert(leads).values({ ownerId: met.id, contactId: person.id });
    expect(await card(met)).toMatchObject({ tel: "+31 6 1234 9876", imValue: "+31612349876" });
  });
});

describe("the export", () => {
  it("holds every record about the person, their message and meeting too, without secrets", async () => {
    const [me] = (await makeCompany(t.app)) as [Person];
    const [partner] = (await makeCompany(t.app)) as [Person];
    await sendMessage(t.app, me, partner, "Export me: 40 ThinkPads");
    await sendMessage(t.app, partner, me, "Sure, which grade?");
    const request = await requestMeeting(t.app, me, partner, SLOT.next, "Let us talk laptops");
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    await setMine(me, { listed: false });

    const archive = await download(t.app, me, "/api/me/data-export");
    expect(archive.names).toEqual(
      expect.arrayContaining(["README.txt", "data.json", "csv/messages.csv", "csv/meetings.csv"]),
    );
    const { tables, person } = archive.data;
    expect(person.id).toBe(me.id);
    expect(tables.contacts?.[0]).toMatchObject({ id: me.id, email: me.email, listed: false });
    expect(tables.messages?.map((m) => m.content)).toEqual(
      expect.arrayContaining(["Export me: 40 ThinkPads", "Sure, which grade?"]),
    );
    expect(tables.meetings?.some((m) => m.to_id === partner.id && m.message === "Let us talk laptops")).toBe(
      true,
    );
    expect(tables.consents?.some((c) => c.kind === "listed" && c.value === "false")).toBe(true);
    expect(tables.sessions?.length).toBeGreaterThan(0);
    expect(archive.text("csv/messages.csv")).toContain("Export me: 40 ThinkPads");
    const everything = JSON.stringify(archive.data);
    expect(everything).not.toMatch(/password_hash|token_hash|p256dh/);
    // Only the person's own: the partner's own records (sessions, consents) are not in it.
    expect(tables.sessions?.every((s) => s.contact_id === me.id)).toBe(true);
  });

  it("is the caller's own; another person's goes through the organisers only", async () => {
    const [me] = (await makeCompany(t.app)) as [Person];
    const [other] = (await makeCompany(t.app)) as [Person];
    expect((await call(t.app, undefined, "GET", "/api/me/data-export")).status).toBe(401);
    const url = `/api/organiser/privacy/people/${other.id}/export`;
    expect((await call(t.app, me, "GET", url)).status).toBe(403);
    const byStaff = await download(t.app, organiser, url);
    expect(byStaff.data.person.id).toBe(other.id);
    expect(
      (await call(t.app, organiser, "GET", "/api/organiser/privacy/people/2000000000/export")).status,
    ).toBe(404);
    expect((await call(t.app, organiser, "GET", "/api/organiser/privacy/people/abc/export")).status).toBe(
      400,
    );
  });
});
