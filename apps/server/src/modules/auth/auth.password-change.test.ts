import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, passwordResetTokens } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { SESSIONS_CHANGED, userChannel } from "../../plugins/bus.ts";
import { createTestApp, DEMO, eventually, newestMailId, signIn, type TestApp } from "../../test/app.ts";

const STRONG = "Harbour-Lights-Over-Liffey-42";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });

/** Whether the server still takes a signed-in session. */
const stillSignedIn = async (s: Awaited<ReturnType<typeof signIn>>) =>
  (
    await post(
      "/api/register/validateUser",
      { email: s.user.email, companyId: s.user.companyId, id: s.user.id },
      s.headers,
    )
  ).json().isValid as boolean;

const linkWorks = async (resetToken: string) =>
  (await post("/api/companies/verifyResetToken", { resetToken })).json().payload.isSuccess as boolean;

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

/**
 * A second live link for the same account, as two requests at the same moment, or a "Set your
 * password" mail and a reset request, can leave behind.
 */
async function anotherLiveLink(contactId: number): Promise<string> {
  const token = newToken();
  await t.app.db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    contactId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

/** Collects the sessions-changed announcements to a user's channel. */
async function announcements(userId: number) {
  const seen: unknown[] = [];
  const stop = await t.app.bus.subscribe(userChannel(userId), (event) => {
    if ((event as { type?: string }).type === SESSIONS_CHANGED) seen.push(event);
  });
  return { seen, stop };
}

describe("a password change ends every other session and every outstanding reset link", () => {
  it("signed in: keeps this session, ends the others and the links already mailed", async () => {
    const current = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    const laptop = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    const mailed = await mailedResetToken(DEMO.anna);
    const stray = await anotherLiveLink(current.user.id);
    expect(await linkWorks(mailed)).toBe(true);
    const heard = await announcements(current.user.id);

    const res = await post("/api/companies/resetPassword", { password: STRONG }, current.headers);
    expect(res.json()).toEqual({ status: 200 });

    expect(await stillSignedIn(current)).toBe(true);
    expect(await stillSignedIn(laptop)).toBe(false);
    expect(await linkWorks(mailed)).toBe(false);
    expect(await linkWorks(stray)).toBe(false);
    // Whoever had the link cannot set a password of their own with it.
    const takeover = await post("/api/companies/resetPasswordWithToken", {
      token: mailed,
      password: `${STRONG}-mine`,
    });
    expect(takeover.json()).toMatchObject({ status: 400, field: "token" });
    expect((await post("/api/auth/login", { email: DEMO.anna, password: STRONG })).statusCode).toBe(200);
    await eventually(async () => (heard.seen.length > 0 ? true : undefined));
    await heard.stop();
  });

  it("with a link: ends every session and every other link of that user", async () => {
    const phone = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    const token = await mailedResetToken(DEMO.lars);
    const other = await anotherLiveLink(phone.user.id);
    expect(await linkWorks(other)).toBe(true);
    const heard = await announcements(phone.user.id);

    const res = await post("/api/companies/resetPasswordWithToken", { token, password: STRONG });
    expect(res.json()).toEqual({ status: 200 });

    expect(await stillSignedIn(phone)).toBe(false);
    expect(await linkWorks(token)).toBe(false);
    expect(await linkWorks(other)).toBe(false);
    const again = await post("/api/companies/resetPasswordWithToken", {
      token: other,
      password: `${STRONG}-again`,
    });
    expect(again.json()).toMatchObject({ status: 400, field: "token" });
    expect((await post("/api/auth/login", { email: DEMO.lars, password: STRONG })).statusCode).toBe(200);
    await eventually(async () => (heard.seen.length > 0 ? true : undefined));
    await heard.stop();
  });

  it("a refused password changes nothing: sessions and links stay", async () => {
    const current = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
    const other = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
    const mailed = await mailedResetToken(DEMO.organiser);
    const weak = await post("/api/companies/resetPassword", { password: "password" }, current.headers);
    expect(weak.json()).toMatchObject({ status: 400, field: "password" });
    expect(await stillSignedIn(other)).toBe(true);
    expect(await linkWorks(mailed)).toBe(true);
  });
});
