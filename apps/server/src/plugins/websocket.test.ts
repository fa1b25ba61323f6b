import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../db/seed/index.ts";
import { createTestApp, signIn, type TestApp } from "../test/app.ts";
import { userChannel } from "./bus.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Socket = Awaited<ReturnType<TestApp["app"]["injectWS"]>>;

/** Collects a socket's messages and waits for the next one matching a type. */
function inbox(ws: Socket) {
  const messages: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  ws.on("message", (data: Buffer) => {
    messages.push(JSON.parse(data.toString()));
    for (const w of waiters.splice(0)) w();
  });
  return async (type: string, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = messages.findIndex((m) => m.type === type);
      if (i >= 0) return messages.splice(i, 1)[0];
      if (Date.now() > deadline) throw new Error(`no ${type} message; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
}

describe("/ws/", () => {
  it("answers ping, authenticates with the session token and delivers the user's events", async () => {
    const { user } = await signIn(t.app, "anna.schmidt@demo.ebm.example", DEMO_PASSWORD);
    const ws = await t.app.injectWS("/ws/");
    const next = inbox(ws);
    ws.send(JSON.stringify({ type: "ping" }));
    expect(await next("pong")).toEqual({ type: "pong" });
    ws.send(JSON.stringify({ type: "auth", token: user.token }));
    expect(await next("auth-ok")).toEqual({ type: "auth-ok", userId: user.id, seq: 0 });
    await t.app.bus.publish(userChannel(user.id), { type: "user-typing", contactId: 7 });
    expect(await next("user-typing")).toEqual({ type: "user-typing", contactId: 7 });
    // What is not an event of the contract is not forwarded.
    await t.app.bus.publish(userChannel(user.id), { type: "hello", n: 1 });
    ws.send(JSON.stringify({ type: "ping" }));
    await next("pong");
    await expect(next("hello", 0)).rejects.toThrow(/no hello/);
    ws.terminate();
  });

  it("closes the socket when its session is signed out elsewhere, and ignores a second auth", async () => {
    const { user, headers } = await signIn(t.app, "lars.becker@demo.ebm.example", DEMO_PASSWORD);
    const ws = await t.app.injectWS("/ws/");
    const next = inbox(ws);
    const closed = new Promise<number>((resolve) => ws.on("close", (code: number) => resolve(code)));
    ws.send(JSON.stringify({ type: "auth", token: user.token }));
    ws.send(JSON.stringify({ type: "auth", token: user.token }));
    expect(await next("auth-ok")).toEqual({ type: "auth-ok", userId: user.id, seq: 0 });
    // A socket's messages are handled in order: once the ping is answered, the second auth was.
    ws.send(JSON.stringify({ type: "ping" }));
    await next("pong");
    await expect(next("auth-ok", 0)).rejects.toThrow(/no auth-ok/);

    // Events for the user are delivered once, not once per auth message.
    await t.app.bus.publish(userChannel(user.id), { type: "user-connected", contactId: 9 });
    expect(await next("user-connected")).toEqual({ type: "user-connected", contactId: 9 });
    ws.send(JSON.stringify({ type: "ping" }));
    await next("pong");
    await expect(next("user-connected", 0)).rejects.toThrow(/no user-connected/);

    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(logout.statusCode).toBe(200);
    expect(await closed).toBe(4003);
  });

  it("refuses a bad token and unknown messages", async () => {
    const ws = await t.app.injectWS("/ws/");
    const next = inbox(ws);
    const closed = new Promise<number>((resolve) => ws.on("close", (code: number) => resolve(code)));
    ws.send("not json");
    expect(await next("error")).toMatchObject({ type: "error" });
    ws.send(JSON.stringify({ type: "auth", token: "forged" }));
    expect(await next("auth-failed")).toEqual({ type: "auth-failed" });
    expect(await closed).toBe(4003);
  });
});
