import { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import { ServerResponse } from "node:http";
import { Duplex } from "node:stream";
import type { WebSocket } from "@fastify/websocket";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../db/seed/index.ts";
import { fullCollection } from "../lib/quiet-collector.ts";
import { createTestApp, signIn, type TestApp } from "../test/app.ts";
import { connect } from "../test/ws-client.ts";
import { userChannel } from "./bus.ts";
import { forgetUpgrade } from "./websocket.ts";

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

describe("an open socket and its upgrade", () => {
  it("lets go of the upgrade's request once the socket is open, and still answers", async () => {
    const gc = fullCollection();
    if (!gc) throw new Error("no full collection in this runtime");
    const { user } = await signIn(t.app, "anna.schmidt@demo.ebm.example", DEMO_PASSWORD);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    let upgrade: WeakRef<IncomingMessage> | undefined;
    t.app.server.once("upgrade", (request: IncomingMessage) => {
      upgrade = new WeakRef(request);
    });
    const ws = await connect(`${address.replace("http", "ws")}/ws/`);
    ws.send({ type: "auth", token: user.token });
    await ws.next("auth-ok");
    await ws.roundTrip();
    // A new task: what was looked at in this one is kept until it ends (WeakRef's rule).
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(upgrade).toBeDefined();
    expect(upgrade?.deref()).toBeUndefined();
    await ws.roundTrip();
    ws.close();
  });

  it("detaches the upgrade's response and handles errors with a listener of its own", () => {
    const socket = Object.assign(new EventEmitter(), { terminate: vi.fn() });
    const pluginsRequest = { raw: "the upgrade's request" };
    socket.on("error", () => pluginsRequest);
    const tcp = new Duplex({
      read() {},
      write(_chunk, _encoding, done) {
        done();
      },
    });
    const response = new ServerResponse({ method: "GET", headers: {} } as IncomingMessage);
    response.assignSocket(tcp as never);
    const warn = vi.fn();

    forgetUpgrade(socket as unknown as WebSocket, response, { warn } as unknown as FastifyBaseLogger);

    expect(response.socket).toBeNull();
    expect((tcp as unknown as { _httpMessage: unknown })._httpMessage).toBeNull();
    expect(socket.listenerCount("error")).toBe(1);
    const failure = new Error("invalid frame");
    socket.emit("error", failure);
    expect(warn).toHaveBeenCalledWith({ err: failure }, "a WebSocket failed");
    expect(socket.terminate).toHaveBeenCalledTimes(1);
  });
});
