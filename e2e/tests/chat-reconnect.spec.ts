import type { WebSocketRoute } from "@playwright/test";
import {
  bubble,
  newAttendee,
  openChat,
  personBrowser,
  sendThroughApi,
  twoPeopleInTouch,
} from "./chat-helpers.ts";
import { expect, test } from "./fixtures.ts";

interface Frame {
  type?: string;
  seq?: number;
  lastSeq?: number;
  message?: { id: number };
}

const parse = (frame: string | Buffer): Frame => JSON.parse(String(frame)) as Frame;

test.describe("chat across a dropped connection", () => {
  test("the reconnecting page receives what it missed, once, and nothing twice", async ({
    browser,
    baseURL,
    request,
    freshAttendee: a,
  }) => {
    test.setTimeout(90_000);
    const b = await newAttendee(request);
    const { apiB, apiA } = await twoPeopleInTouch(request, a, b, "Before the drop");
    const anna = await personBrowser(browser, baseURL, a);

    // Every socket of Anna's page goes through the test, which can cut it and hold the next one.
    const sockets: { page: WebSocketRoute; server: WebSocketRoute | null }[] = [];
    const received: Frame[][] = [];
    const sent: Frame[][] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await anna.page.routeWebSocket(/\/ws\/$/, async (ws) => {
      const index = sockets.length;
      const entry: { page: WebSocketRoute; server: WebSocketRoute | null } = { page: ws, server: null };
      sockets.push(entry);
      received[index] = [];
      sent[index] = [];
      const waiting: (string | Buffer)[] = [];
      ws.onMessage((frame) => {
        sent[index]?.push(parse(frame));
        if (entry.server) entry.server.send(frame);
        else waiting.push(frame);
      });
      // The second connection reaches the server only once the test has sent the missed message.
      if (index === 1) await held;
      const server = ws.connectToServer();
      entry.server = server;
      server.onMessage((frame) => {
        received[index]?.push(parse(frame));
        ws.send(frame);
      });
      for (const frame of waiting) server.send(frame);
    });

    try {
      await openChat(anna.page, `/messages/${b.id}`);
      await expect(bubble(anna.page, b.name, "Before the drop")).toBeVisible();
      // Live means the socket is there: a message before it would come with the page's refetch instead.
      await expect.poll(() => received[0]?.some((frame) => frame.type === "auth-ok") ?? false).toBe(true);
      await sendThroughApi(request, apiB, apiA, "Live before the drop");
      await expect(bubble(anna.page, b.name, "Live before the drop")).toBeVisible();
      const liveSeq = received[0]?.find((frame) => frame.type === "new-message")?.seq;
      expect(liveSeq).toBeGreaterThan(0);

      // The connection drops; while it is down, Ben writes.
      const first = sockets[0];
      if (!first) throw new Error("the page opened no socket");
      await first.page.close({ code: 4000, reason: "dropped by the test" });
      await first.server?.close().catch(() => undefined);
      await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(2);
      const { messageId } = await sendThroughApi(request, apiB, apiA, "Sent while you were away");
      release();

      // The new connection resumes from the last event seen and gets the missed one, once.
      await expect(bubble(anna.page, b.name, "Sent while you were away")).toBeVisible({ timeout: 15_000 });
      expect(sent[1]?.[0]).toMatchObject({ type: "auth", lastSeq: liveSeq });
      const replayed = received[1]?.filter((frame) => frame.type === "new-message") ?? [];
      expect(replayed.map((frame) => frame.message?.id)).toEqual([messageId]);
      await expect(bubble(anna.page, b.name, "Live before the drop")).toHaveCount(1);
      await expect(bubble(anna.page, b.name, "Sent while you were away")).toHaveCount(1);
    } finally {
      await anna.context.close();
    }
  });
});
