import Fastify from "fastify";
import fp from "fastify-plugin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../db/seed/index.ts";
import { signInThrottleOf } from "../modules/auth/login-throttle.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../test/app.ts";
import { RATE_CLASSES } from "./rate-classes.ts";
import rateLimitPlugin from "./rate-limit.ts";

let t: TestApp;
let anna: Record<string, string>;
let lars: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  anna = (await signIn(t.app, DEMO.anna, DEMO_PASSWORD)).headers;
  lars = (await signIn(t.app, DEMO.lars, DEMO_PASSWORD)).headers;
});
afterAll(() => t.close());

/** A reach call that costs nothing: a conversation with an account that does not exist (404). */
const startConversation = (headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/messages/conversation",
    headers,
    remoteAddress,
    payload: { contactId: 987_654 },
  });

const validateUser = (remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/register/validateUser",
    remoteAddress,
    payload: { email: "nobody@example.com", companyId: 1, id: 1 },
  });

describe("rate-limit classes", () => {
  it("gives each account one budget for all the calls of a class, and 429 with Retry-After past it", async () => {
    const [perMinute] = RATE_CLASSES.reach.perAccount;
    for (let i = 0; i < perMinute.max; i++) expect((await startConversation(anna)).statusCode).toBe(404);
    const over = await startConversation(anna);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ status: 429, error: "Too Many Requests" });
    // Another reach call of the same account shares the budget ...
    const request = await t.app.inject({
      method: "POST",
      url: "/api/scheduler/meetings",
      headers: anna,
      payload: { toId: 2, timeslotId: 1, message: "" },
    });
    expect(request.statusCode).toBe(429);
    // ... while another account, from the same address, has its own.
    expect((await startConversation(lars)).statusCode).toBe(404);
    // And a call of another class is not held up.
    const own = await t.app.inject({
      method: "POST",
      url: "/api/messages/notifications",
      headers: anna,
      payload: { chatMail: true },
    });
    expect(own.statusCode).toBe(200);
  });

  it("gives each client network one budget; an IPv6 client counts by its /64", async () => {
    const [perMinute] = RATE_CLASSES.public.perAddress;
    const network = (i: number) => `2001:db8:77:1:${(i % 50).toString(16)}::1`;
    const answers = await Promise.all(
      Array.from({ length: perMinute.max }, (_, i) => validateUser(network(i))),
    );
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(0);
    expect((await validateUser("2001:db8:77:1:ffff::9")).statusCode).toBe(429);
    // Another network, and an IPv4 client, still pass.
    expect((await validateUser("2001:db8:77:2::1")).statusCode).not.toBe(429);
    expect((await validateUser("198.51.100.23")).statusCode).not.toBe(429);
  });
});

describe("a shared address at the venue", () => {
  const venue = "198.51.100.77";
  const logEvent = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/register/logEvent",
      remoteAddress: venue,
      headers,
      payload: { event: "pageView", page: "/" },
    });

  it("does not count against a class what a route's own limit refused, nor a signed-in caller by address", async () => {
    const [classBudget] = RATE_CLASSES.public.perAddress;
    // A visitor's script sends page views well past the route's own limit ...
    const statuses = [];
    for (let i = 0; i < classBudget.max + 100; i++) statuses.push((await logEvent()).statusCode);
    expect(statuses).toContain(429);
    // ... yet the refused ones were not counted against the address's class budget.
    expect((await validateUser(venue)).statusCode).not.toBe(429);
    // A signed-in trader behind the same address counts as themself: their page views go on.
    expect((await logEvent(lars)).statusCode).toBe(200);
  });
});

describe("the sign-in back-off beside limits whose keys callers choose", () => {
  it("keeps a pair's back-off however many made-up keys the routes' limits count", async () => {
    const app = Fastify();
    await app.register(fp(async () => {}, { name: "auth" }));
    await app.register(rateLimitPlugin, { namespace: "flood", memoryEntries: 50 });
    // A limit keyed by a path segment, as the calendar feed's is by its token.
    app.get(
      "/feed/:token",
      {
        config: {
          rateLimit: { max: 60, windowMs: 60_000, key: (r) => (r.params as { token: string }).token },
        },
      },
      async () => "",
    );
    await app.ready();
    const throttle = signInThrottleOf(app, "login", 1);
    // One free failure, then the pair waits before each further try.
    for (let i = 0; i < 2; i++)
      expect((await throttle.claim("203.0.113.9", "anna@example.com")).allowed).toBe(true);
    expect((await throttle.claim("203.0.113.9", "anna@example.com")).allowed).toBe(false);

    for (let i = 0; i < 500; i++) await app.inject({ method: "GET", url: `/feed/made-up-${i}` });

    expect((await throttle.claim("203.0.113.9", "anna@example.com")).allowed).toBe(false);
    await app.close();
  });
});
