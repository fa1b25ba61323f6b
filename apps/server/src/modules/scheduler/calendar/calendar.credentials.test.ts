import { calendarFeedResponseSchema } from "@ebm/shared/schemas/scheduler";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, contacts, mailOutbox } from "../../../db/schema/index.ts";
import { verifyPassword } from "../../../lib/passwords.ts";
import { createTestApp, eventually, first, newestMailId, signIn, type TestApp } from "../../../test/app.ts";
import { authService } from "../../auth/auth.service.ts";
import type { Person } from "../../notes/notes.test-kit.ts";

const STRONG = "Harbour-Lights-Over-Liffey-42";
const ANOTHER = "Trawlers-At-Howth-Pier-Dawn-77";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });

/** Makes the person's feed and answers its secret address, as a path the app serves. */
async function newFeed(person: Pick<Person, "headers">): Promise<string> {
  const res = await post("/api/scheduler/calendar", {}, person.headers);
  expect(res.statusCode).toBe(200);
  const url = calendarFeedResponseSchema.parse(res.json()).url;
  if (!url) throw new Error("a feed address expected");
  return new URL(url).pathname;
}

const feedStatus = async (path: string) => (await t.app.inject({ method: "GET", url: path })).statusCode;

async function feedCreatedAt(person: Pick<Person, "headers">) {
  const res = await t.app.inject({ method: "GET", url: "/api/scheduler/calendar", headers: person.headers });
  return calendarFeedResponseSchema.parse(res.json()).createdAt;
}

/** Asks for a reset mail and returns the token of its link. */
async function mailedResetToken(email: string): Promise<string> {
  const afterId = await newestMailId(t.app);
  await post("/api/companies/requestPassword", { email });
  return eventually(async () => {
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const match = mail && mail.id > afterId ? mail.text.match(/\?reset=([\w-]+)/) : null;
    return match?.[1] ? decodeURIComponent(match[1]) : undefined;
  });
}

/** A new contact with a password of its own, signed in, with its e-mail address. */
async function someone() {
  const sample = await t.app.services.dev.createSampleCompany({ contacts: 1, attending: true });
  const contact = first(sample.contacts);
  const { headers } = await signIn(t.app, contact.email, contact.password);
  return { ...contact, headers };
}

describe("the calendar feed ends with the other sessions", () => {
  it("is turned off by a password change; the user sees no feed and makes a new one that works", async () => {
    const person = await someone();
    const feed = await newFeed(person);
    expect(await feedStatus(feed)).toBe(200);

    const changed = await post("/api/companies/resetPassword", { password: STRONG }, person.headers);
    expect(changed.json()).toEqual({ status: 200 });
    expect(await feedStatus(feed)).toBe(404);
    // The session that changed the password stays, and shows no feed.
    expect(await feedCreatedAt(person)).toBeNull();
    const renewed = await newFeed(person);
    expect(renewed).not.toBe(feed);
    expect(await feedStatus(renewed)).toBe(200);
    expect(await feedStatus(feed)).toBe(404);
  });

  it("is turned off by a password set through a mailed link", async () => {
    const person = await someone();
    const feed = await newFeed(person);
    const token = await mailedResetToken(person.email);
    const reset = await post("/api/companies/resetPasswordWithToken", { token, password: STRONG });
    expect(reset.json()).toEqual({ status: 200 });
    expect(await feedStatus(feed)).toBe(404);
    const { headers } = await signIn(t.app, person.email, STRONG);
    expect(await feedCreatedAt({ headers })).toBeNull();
  });

  it("stays when the new password is refused, and other people's feeds stay too", async () => {
    const person = await someone();
    const bystander = await someone();
    const feed = await newFeed(person);
    const othersFeed = await newFeed(bystander);
    const weak = await post("/api/companies/resetPassword", { password: "password" }, person.headers);
    expect(weak.statusCode).toBe(400);
    expect(await feedStatus(feed)).toBe(200);

    expect(
      (await post("/api/companies/resetPassword", { password: ANOTHER }, person.headers)).statusCode,
    ).toBe(200);
    expect(await feedStatus(feed)).toBe(404);
    expect(await feedStatus(othersFeed)).toBe(200);
  });

  it("is ended in the transaction of the new password: when ending it fails, the password stays as it was", async () => {
    const person = await someone();
    await newFeed(person);
    const failing = authService({
      db: t.app.db,
      config: t.app.config,
      mail: t.app.mail,
      onCredentialsChanged: async (tx, userId) => {
        await tx.delete(calendarFeeds).where(eq(calendarFeeds.contactId, userId));
        throw new Error("the feed could not be ended");
      },
    });
    const session = await failing.authenticate(person.headers.authorization.replace("Bearer ", ""));
    if (!session) throw new Error("a session expected");
    await expect(failing.changePassword(session, STRONG)).rejects.toThrow("the feed could not be ended");

    const [stored] = await t.app.db
      .select({ passwordHash: contacts.passwordHash })
      .from(contacts)
      .where(eq(contacts.id, person.id));
    expect(await verifyPassword(stored?.passwordHash ?? null, person.password)).toBe(true);
    expect(await feedCreatedAt(person)).not.toBeNull();
  });
});
