import { WS_CLOSE } from "@ebm/shared/constants";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../test/app.ts";
import { connect, type TestSocket } from "../test/ws-client.ts";
import { socketBudget, typingRepeats, WS_LIMITS } from "./realtime/budget.ts";

const ERIK = "erik.lindqvist@demo.ebm.example";

let t: TestApp;
let wsUrl: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  wsUrl = `${address.replace("http", "ws")}/ws/`;
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});

async function socketOf(token: string) {
  const ws = await connect(wsUrl, { answerPings: true });
  sockets.push(ws);
  ws.send({ type: "auth", token });
  return ws;
}

describe("the budget of one socket", () => {
  it("handles a window's budget, warns once past it, drops the rest and closes far past it", () => {
    const budget = socketBudget({ messagesPerWindow: 3, windowMs: 1000, closeAfterOverBudget: 2 });
    const verdicts = Array.from({ length: 7 }, () => budget.take(0));
    expect(verdicts).toEqual(["handle", "handle", "handle", "warn", "drop", "drop", "close"]);
    expect(budget.take(1000)).toBe("handle");
  });

  it("lets a typing state through once per person within the repeat time", () => {
    const repeats = typingRepeats(2000);
    expect(repeats.isRepeat(5, true, 0)).toBe(false);
    expect(repeats.isRepeat(5, true, 1500)).toBe(true);
    expect(repeats.isRepeat(6, true, 1500)).toBe(false);
    expect(repeats.isRepeat(5, false, 1600)).toBe(false);
    expect(repeats.isRepeat(5, true, 1700)).toBe(false);
    expect(repeats.isRepeat(5, true, 3800)).toBe(false);
  });
});

describe("/ws/ under a flood", () => {
  it("relays a burst of typing frames once, and closes a socket that keeps flooding", async () => {
    const anna = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    const erik = await signIn(t.app, ERIK, DEMO_PASSWORD);
    // A conversation between them, so typing is relayed at all.
    const started = await t.app.inject({
      method: "POST",
      url: "/api/messages/conversation",
      headers: anna.headers,
      payload: { contactId: erik.user.id },
    });
    expect(started.statusCode).toBe(200);
    await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: anna.headers,
      payload: { conversationId: started.json().conversationId, message: "Hello Erik" },
    });
    const listener = await socketOf(erik.user.token);
    await listener.next("auth-ok");
    const flooder = await socketOf(anna.user.token);
    await flooder.next("auth-ok");

    const relay = vi.spyOn(t.app.services.messages, "relayTyping");
    const frames = WS_LIMITS.messagesPerWindow * WS_LIMITS.closeAfterOverBudget + 10;
    for (let i = 0; i < frames; i++) flooder.send({ type: "typing", contactId: erik.user.id });
    expect(await flooder.closed).toBe(WS_CLOSE.tooManyMessages);
    expect(flooder.received.filter((e) => e.type === "error")).toHaveLength(1);
    // Erik heard Anna type once; the frames past the budget were never read.
    await listener.next("user-typing");
    await listener.roundTrip();
    expect(listener.received.filter((e) => e.type === "user-typing")).toHaveLength(1);
    expect(relay).toHaveBeenCalledTimes(1);
    relay.mockRestore();
  });

  it("counts nothing for a socket that closed while its token was being checked", async () => {
    const { user } = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
    const { auth } = t.app.services;
    const authenticate = auth.authenticate;
    let checking = 0;
    // A slow database: the check answers only after the client has gone.
    const slow = vi.spyOn(auth, "authenticate").mockImplementation(async (token) => {
      checking += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return authenticate(token);
    });
    try {
      for (let i = 0; i < 3; i++) {
        const ws = await connect(wsUrl);
        ws.send({ type: "auth", token: user.token });
        await expect.poll(() => checking).toBe(i + 1);
        ws.terminate();
        await ws.closed;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      slow.mockRestore();
    }
    expect(await t.app.presence.online([user.id])).toEqual(new Set());
  });

  it("refuses a socket past the cap of sockets per account, and admits one again after a close", async () => {
    const { user } = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    const open: TestSocket[] = [];
    for (let i = 0; i < WS_LIMITS.socketsPerAccount; i++) {
      const ws = await socketOf(user.token);
      await ws.next("auth-ok");
      open.push(ws);
    }
    const refused = await socketOf(user.token);
    expect(await refused.next("error")).toMatchObject({
      message: expect.stringMatching(/Too many connections/),
    });
    expect(await refused.closed).toBe(WS_CLOSE.tooManySockets);
    expect(refused.received.some((e) => e.type === "auth-ok")).toBe(false);

    open[0]?.close();
    await open[0]?.closed;
    // The close is counted after the socket is gone; the next socket is admitted once it is.
    await expect
      .poll(async () => {
        const again = await socketOf(user.token);
        const code = await Promise.race([again.next("auth-ok").then(() => 0), again.closed]);
        return code;
      })
      .toBe(0);
  });
});
