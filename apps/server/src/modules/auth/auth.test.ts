import { UPDATED_USER_HEADER } from "@ebm/shared/constants";
import { sessionUserSchema } from "@ebm/shared/schemas/auth";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contacts, mailOutbox, passwordResetTokens, sessions } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { hashToken } from "../../lib/tokens.ts";
import { createTestApp, DEMO, eventually, newestMailId, signIn, type TestApp } from "../../test/app.ts";
import { RESET_REQUESTS_PER_ACCOUNT_HOUR } from "./password.routes.ts";

const STRONG = "Harbour-Lights-Over-Liffey-42";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

const updatedUser = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers[UPDATED_USER_HEADER];
  return typeof raw === "string" ? JSON.parse(decodeURIComponent(raw)) : undefined;
};

/** Asks the server whether a signed-in session is still valid. */
const validate = (s: Awaited<ReturnType<typeof signIn>>) =>
  post(
    "/api/register/validateUser",
    { email: s.user.email, companyId: s.user.companyId, id: s.user.id },
    s.headers,
  );

/** The token of the newest reset mail to `to` with an id above `afterId`, once it is in the outbox. */
async function latestResetToken(to: string, afterId = 0): Promise<string> {
  return eventually(async () => {
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const match = mail && mail.id > afterId ? mail.text.match(/\?reset=([\w-]+)/) : null;
    return match?.[1] ? decodeURIComponent(match[1]) : undefined;
  });
}

describe("POST /api/auth/login", () => {
  it("returns the user with an opaque bearer token that is stored only hashed", async () => {
    const res = await post("/api/auth/login", { email: DEMO.anna.toUpperCase(), password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const user = sessionUserSchema.parse(res.json());
    expect(user).toMatchObject({ email: DEMO.anna, name: "Anna Schmidt", role: "attendee" });
    expect(user.signature).toContain("Anna Schmidt");
    expect(Buffer.from(user.token, "base64url").length).toBeGreaterThanOrEqual(16);
    const stored = await t.app.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.tokenHash === user.token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it("answers 400 with the same message for a wrong password and an unknown e-mail", async () => {
    const wrong = await post("/api/auth/login", { email: DEMO.anna, password: "not-the-password" });
    const unknown = await post("/api/auth/login", { email: "nobody@nowhere.example", password: "whatever" });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 400 });
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().token).toBeUndefined();
  });

  it("rejects bad input with a 400 naming the field", async () => {
    const badEmail = await post("/api/auth/login", { email: "not-an-email", password: "x" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ status: 400, field: "email" });
    const noPassword = await post("/api/auth/login", { email: DEMO.anna });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().field).toBe("password");
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe("sessions", () => {
  it("validateUser is true only for the token's own user", async () => {
    const { user, headers } = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    const ok = await post(
      "/api/register/validateUser",
      { email: user.email, companyId: user.companyId, id: user.id },
      headers,
    );
    expect(ok.json()).toEqual({ isValid: true });
    const otherId = await post(
      "/api/register/validateUser",
      { email: user.email, companyId: user.companyId, id: user.id + 1 },
      headers,
    );
    expect(otherId.json()).toEqual({ isValid: false });
    const noToken = await post("/api/register/validateUser", {
      email: user.email,
      companyId: user.companyId,
      id: user.id,
    });
    expect(noToken.json()).toEqual({ isValid: false });
  });

  it("a valid stored user gets the current user in the updated-user header", async () => {
    const session = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    await t.app.db
      .update(contacts)
      .set({ function: "Head of Purchasing" })
      .where(eq(contacts.id, session.user.id));
    const res = await validate(session);
    expect(res.json()).toEqual({ isValid: true });
    expect(updatedUser(res)).toMatchObject({
      id: session.user.id,
      email: DEMO.lars,
      function: "Head of Purchasing",
    });
    expect(updatedUser(res).token).toBeUndefined();
  });

  it("an unknown token gets the sign-out order and a 401 on signed-in routes", async () => {
    const headers = { authorization: "Bearer made-up-token" };
    const res = await post("/api/auth/logout", {}, headers);
    expect(res.statusCode).toBe(401);
    expect(updatedUser(res)).toEqual({ doLogout: true });
    const publicRoute = await t.app.inject({ method: "GET", url: "/api/misc/allSettings", headers });
    expect(publicRoute.statusCode).toBe(200);
    expect(updatedUser(publicRoute)).toEqual({ doLogout: true });
  });

  it("logout revokes the token", async () => {
    const { user, headers } = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    expect((await post("/api/auth/logout", {}, headers)).json()).toEqual({ status: 200 });
    const after = await post(
      "/api/register/validateUser",
      { email: user.email, companyId: user.companyId, id: user.id },
      headers,
    );
    expect(after.json()).toEqual({ isValid: false });
    expect(updatedUser(after)).toEqual({ doLogout: true });
  });

  it("expires after the idle time and after the absolute lifetime", async () => {
    const idle = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    const absolute = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    expect((await validate(idle)).json().isValid).toBe(true);
    await t.app.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '15 days' WHERE id = (SELECT max(id) - 1 FROM sessions)`,
    );
    await t.app.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = (SELECT max(id) FROM sessions)`,
    );
    expect((await validate(idle)).json().isValid).toBe(false);
    expect((await validate(absolute)).json().isValid).toBe(false);
  });
});

describe("purging ended sessions", () => {
  it("deletes sessions and tokens that ended over a day ago, and keeps live ones", async () => {
    const live = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    const old = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    const idle = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    const day = 24 * 60 * 60 * 1000;
    await t.app.db
      .update(sessions)
      .set({ revokedAt: new Date(Date.now() - 2 * day) })
      .where(eq(sessions.tokenHash, hashToken(old.user.token)));
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 16 * day) })
      .where(eq(sessions.tokenHash, hashToken(idle.user.token)));
    const before = (await t.app.db.select().from(sessions)).length;
    expect(await t.app.services.auth.purgeEnded()).toBeGreaterThanOrEqual(2);
    expect((await t.app.db.select().from(sessions)).length).toBeLessThanOrEqual(before - 2);
    expect((await validate(live)).json().isValid).toBe(true);
  });
});

describe("password reset by mail", () => {
  it("mails a single-use link that sets a new password and signs out every session", async () => {
    const before = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
    const req = await post("/api/companies/requestPassword", { email: DEMO.organiser });
    expect(req.statusCode).toBe(200);
    expect(req.json()).toEqual({ status: 200 });
    const token = await latestResetToken(DEMO.organiser);
    const [stored] = await t.app.db
      .select()
      .from(passwordResetTokens)
      .orderBy(desc(passwordResetTokens.id))
      .limit(1);
    expect(stored?.tokenHash).not.toBe(token);

    const verify = await post("/api/companies/verifyResetToken", { resetToken: token });
    expect(verify.json()).toMatchObject({ status: 200, payload: { isSuccess: true } });

    const weak = await post("/api/companies/resetPasswordWithToken", { token, password: "password" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe("password");

    const ok = await post("/api/companies/resetPasswordWithToken", { token, password: STRONG });
    expect(ok.json()).toEqual({ status: 200 });

    expect(
      (await post("/api/auth/login", { email: DEMO.organiser, password: DEMO_PASSWORD })).statusCode,
    ).toBe(400);
    expect((await post("/api/auth/login", { email: DEMO.organiser, password: STRONG })).statusCode).toBe(200);
    const oldSession = await post("/api/auth/logout", {}, before.headers);
    expect(oldSession.statusCode).toBe(401);

    const reuse = await post("/api/companies/resetPasswordWithToken", { token, password: `${STRONG}x` });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().field).toBe("token");
    const verifyAgain = await post("/api/companies/verifyResetToken", { resetToken: token });
    expect(verifyAgain.json().payload.isSuccess).toBe(false);
  });

  it("answers the same for an unknown e-mail and mails nothing", async () => {
    const count = async () => (await t.app.db.select().from(mailOutbox)).length;
    const before = await count();
    const lastId = await newestMailId(t.app);
    const res = await post("/api/companies/requestPassword", { email: "nobody@nowhere.example" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    // A known address in the same breath shows the background work has run.
    await post("/api/companies/requestPassword", { email: DEMO.lars });
    await latestResetToken(DEMO.lars, lastId);
    expect(await count()).toBe(before + 1);
  });

  it("keeps an earlier link working beside a later request, ends both once one is used, and refuses an expired one", async () => {
    await post("/api/companies/requestPassword", { email: DEMO.lars });
    const first = await latestResetToken(DEMO.lars);
    const afterFirst = await newestMailId(t.app);
    // A later request, by the owner or by anybody else, does not spoil the link already sent.
    await post("/api/companies/requestPassword", { email: DEMO.lars });
    const second = await latestResetToken(DEMO.lars, afterFirst);
    expect(second).not.toBe(first);
    expect(
      (await post("/api/companies/verifyResetToken", { resetToken: first })).json().payload.isSuccess,
    ).toBe(true);
    expect(
      (await post("/api/companies/resetPasswordWithToken", { token: first, password: STRONG })).statusCode,
    ).toBe(200);
    // The password was set: every other link of the account is over.
    expect(
      (await post("/api/companies/verifyResetToken", { resetToken: second })).json().payload.isSuccess,
    ).toBe(false);

    const afterSecond = await newestMailId(t.app);
    await post("/api/companies/requestPassword", { email: DEMO.lars });
    const third = await latestResetToken(DEMO.lars, afterSecond);
    await t.app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await post("/api/companies/verifyResetToken", { resetToken: third })).json().payload.isSuccess,
    ).toBe(false);
    const res = await post("/api/companies/resetPasswordWithToken", { token: third, password: STRONG });
    expect(res.statusCode).toBe(400);
  });
});

describe("POST /api/companies/resetPassword (signed in)", () => {
  it("needs a signed-in user and a strong password; signs out the other sessions only", async () => {
    expect((await post("/api/companies/resetPassword", { password: STRONG })).statusCode).toBe(401);
    const current = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    const other = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    const weak = await post("/api/companies/resetPassword", { password: "anna1234" }, current.headers);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe("password");
    const ok = await post("/api/companies/resetPassword", { password: STRONG }, current.headers);
    expect(ok.json()).toEqual({ status: 200 });
    expect((await validate(current)).json().isValid).toBe(true);
    expect((await validate(other)).json().isValid).toBe(false);
    expect((await post("/api/auth/login", { email: DEMO.anna, password: STRONG })).statusCode).toBe(200);
  });
});

describe("POST /api/auth/passwordStrength", () => {
  it("scores what is typed with the server's checker, counting the user's own details against it", async () => {
    const weak = await post("/api/auth/passwordStrength", { password: "password" });
    expect(weak.json()).toMatchObject({ status: 200, payload: { score: 0 } });
    expect(weak.json().payload.suggestion.length).toBeGreaterThan(0);
    const strong = await post("/api/auth/passwordStrength", { password: STRONG });
    expect(strong.json().payload.score).toBeGreaterThanOrEqual(3);
    const plain = await post("/api/auth/passwordStrength", { password: "brandtvedt77" });
    const own = await post("/api/auth/passwordStrength", {
      password: "brandtvedt77",
      userInputs: ["Ola Brandtvedt"],
    });
    expect(plain.json().payload.score).toBeGreaterThanOrEqual(2);
    expect(own.json().payload.score).toBeLessThan(2);
    // From a mailed link, the account of the token counts too, as it will when the password is set.
    const lastId = await newestMailId(t.app);
    await post("/api/companies/requestPassword", { email: DEMO.lars });
    const resetToken = await latestResetToken(DEMO.lars, lastId);
    expect((await post("/api/auth/passwordStrength", { password: "beckerdemo" })).json().payload.score).toBe(
      2,
    );
    const viaLink = await post("/api/auth/passwordStrength", { password: "beckerdemo", resetToken });
    expect(viaLink.json().payload.score).toBeLessThan(2);
    const refused = await post("/api/companies/resetPasswordWithToken", {
      token: resetToken,
      password: "beckerdemo",
    });
    expect(refused.json()).toMatchObject({ status: 400, field: "password" });
    const tooLong = await post("/api/auth/passwordStrength", { password: "x".repeat(500) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().field).toBe("password");
  });
});

describe("rate limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({}, { authPerMinute: 3 });
  });
  afterAll(() => limited.close());

  const attempt = (
    email: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    limited.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      remoteAddress,
      headers,
    });

  it("limits one address trying many accounts, and a forged X-Forwarded-For does not help", async () => {
    // The address's budget is per clock minute: the attempts all fall in one that has just begun,
    // however long they take, so a minute turning over mid-way cannot start a fresh budget.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
    try {
      const codes: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await attempt(`visitor${i}@nowhere.example`, "wrong", "192.0.2.50", {
          "x-forwarded-for": `203.0.113.${i}`,
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
      expect(codes[30]).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });

  it("limits reset requests per account and per address", async () => {
    const request = (email: string, remoteAddress: string) =>
      limited.app.inject({
        method: "POST",
        url: "/api/companies/requestPassword",
        payload: { email },
        remoteAddress,
      });
    // One address asking again for one account waits; another address is not held up by it.
    expect((await request("someone@nowhere.example", "198.18.0.1")).statusCode).toBe(200);
    expect((await request("someone@nowhere.example", "198.18.0.1")).statusCode).toBe(429);
    const sameAccount = [];
    for (let i = 2; i < RESET_REQUESTS_PER_ACCOUNT_HOUR + 2; i++)
      sameAccount.push((await request("someone@nowhere.example", `198.18.0.${i}`)).statusCode);
    // Many addresses together reach the account's hourly budget (the first one's request counted).
    expect(sameAccount.slice(0, RESET_REQUESTS_PER_ACCOUNT_HOUR - 1).every((c) => c === 200)).toBe(true);
    expect(sameAccount.at(-1)).toBe(429);
    const sameAddress = [];
    for (let i = 0; i < 7; i++)
      sameAddress.push((await request(`person${i}@nowhere.example`, "198.18.1.1")).statusCode);
    expect(sameAddress.slice(0, 6).every((c) => c === 200)).toBe(true);
    expect(sameAddress[6]).toBe(429);
  });
});
