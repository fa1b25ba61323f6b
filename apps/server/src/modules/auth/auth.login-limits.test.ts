import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, type TestApp } from "../../test/app.ts";

// Three per minute: three free wrong passwords per address and account, thirty per address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { authPerMinute: 3 });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const attempt = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });

/** Only the clock is faked: the database and Redis keep their real timers. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date());
  return (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
}

describe("sign-in limits by address and by address plus account", () => {
  it("ten wrong passwords from one address slow that address down, not the owner elsewhere", async () => {
    const advance = fakeClock();
    const attacker = "198.51.100.7";
    const waits: number[] = [];
    for (let i = 1; i <= 10; i++) {
      expect((await attempt(DEMO.anna, `wrong-${i}`, attacker)).statusCode).toBe(400);
      // The first three are free; from the fourth on, even the right password has to wait.
      if (i <= 3) continue;
      const next = await attempt(DEMO.anna, DEMO_PASSWORD, attacker);
      expect(next.statusCode).toBe(429);
      expect(next.json()).toMatchObject({ status: 429, error: "Too Many Requests" });
      const wait = Number(next.headers["retry-after"]);
      expect(next.json().message).toBe(`Too many requests. Please try again in ${wait} seconds.`);
      waits.push(wait);
      if (i < 10) advance(wait * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64]);

    // The owner, from another address, signs in at once, however the e-mail is written.
    expect((await attempt(` ${DEMO.anna.toUpperCase()} `, DEMO_PASSWORD, "203.0.113.20")).statusCode).toBe(
      200,
    );
    // The attacker's address still waits, also with the e-mail written differently.
    expect((await attempt(DEMO.anna.toUpperCase(), "wrong", attacker)).statusCode).toBe(429);
    advance(63_000);
    expect((await attempt(DEMO.anna, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
    // After the wait the owner at that address signs in, and that clears its failures.
    advance(1_000);
    expect((await attempt(DEMO.anna, DEMO_PASSWORD, attacker)).statusCode).toBe(200);
    expect((await attempt(DEMO.anna, "wrong", attacker)).statusCode).toBe(400);
    expect((await attempt(DEMO.anna, DEMO_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it("the waits of one account do not touch another account from the same address", async () => {
    fakeClock();
    const address = "198.51.100.8";
    for (let i = 0; i < 4; i++) await attempt("someone@nowhere.example", "wrong", address);
    expect((await attempt("someone@nowhere.example", "wrong", address)).statusCode).toBe(429);
    expect((await attempt(DEMO.lars, DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it("counts the addresses of one IPv6 /64 as one client", async () => {
    fakeClock();
    for (let i = 1; i <= 4; i++) await attempt(DEMO.lars, "wrong", `2001:db8:5:5::${i}`);
    expect((await attempt(DEMO.lars, "wrong", "2001:db8:5:5:ffff::9")).statusCode).toBe(429);
    expect((await attempt(DEMO.lars, DEMO_PASSWORD, "2001:db8:5:6::1")).statusCode).toBe(200);
  });

  it("counts a burst sent at once in full", async () => {
    fakeClock();
    const address = "198.51.100.9";
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => attempt(DEMO.organiser, `wrong-${i}`, address)),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    // Three free and the one that starts the first wait get through; the rest wait.
    expect(codes).toEqual([400, 400, 400, 400, 429, 429, 429, 429]);
  });

  it("successful sign-ins do not count, so a busy shared address keeps signing in", async () => {
    const address = "198.51.100.10";
    for (let i = 0; i < 32; i++) {
      const res = await attempt(i % 2 ? DEMO.lars : DEMO.organiser, DEMO_PASSWORD, address);
      expect(res.statusCode).toBe(200);
    }
  });

  it("an address failing at many accounts is limited as a whole for the rest of the minute", async () => {
    const advance = fakeClock();
    // Start at the beginning of a clock minute, so the whole run falls in one.
    advance(60_000 - (Date.now() % 60_000));
    const address = "198.51.100.11";
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await attempt(`visitor${i}@nowhere.example`, "wrong", address)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
    const refused = await attempt(DEMO.lars, DEMO_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBe(60);
    // Another address is not affected, and the next minute this one may try again.
    expect((await attempt(DEMO.lars, DEMO_PASSWORD, "198.51.100.12")).statusCode).toBe(200);
    advance(60_000);
    expect((await attempt(DEMO.lars, DEMO_PASSWORD, address)).statusCode).toBe(200);
  });
});
