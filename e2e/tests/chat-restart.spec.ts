import { request as apiRequest } from "@playwright/test";
import {
  bubble,
  logIn,
  messageLog,
  newAttendee,
  openChat,
  personBrowser,
  sendThroughApi,
} from "./chat-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { ownServer } from "./own-server.ts";

test.describe("chat across a server restart", () => {
  test("a page that was open while the server restarted gets what was sent meanwhile, once", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    // A server of its own, on its own data, that the test can stop and start again (the suite's
    // server must stay up for the other tests).
    const server = await ownServer("restart");
    const request = await apiRequest.newContext({ baseURL: server.baseURL });
    try {
      await server.start();
      const a = await newAttendee(request);
      const b = await newAttendee(request);
      const apiA = await logIn(request, a);
      const apiB = await logIn(request, b);
      await sendThroughApi(request, apiA, apiB, "Before the restart");

      const bob = await personBrowser(browser, server.baseURL, b);
      await openChat(bob.page, `/messages/${apiA.id}`);
      const log = messageLog(bob.page, a.name);
      await expect(bubble(bob.page, a.name, "Before the restart")).toHaveCount(1);

      await server.stop();
      await server.start();
      // Sent as soon as the server answers again: the page is still waiting to reconnect (3 s after
      // its socket closed, and again while the server was down), so it learns of this message only
      // by asking for what it missed.
      await sendThroughApi(request, apiA, apiB, "While you were away");
      await sendThroughApi(request, apiA, apiB, "And one more");

      // The page reconnects every 3 s; on a busy machine with Redis the restarted server may take a
      // while to take sockets again.
      await expect(bubble(bob.page, a.name, "While you were away")).toHaveCount(1, { timeout: 60_000 });
      await expect(bubble(bob.page, a.name, "And one more")).toHaveCount(1);
      await expect(bubble(bob.page, a.name, "Before the restart")).toHaveCount(1);
      // Live again: a message after the reconnect arrives without a reload, once.
      await sendThroughApi(request, apiA, apiB, "Back to normal");
      await expect(bubble(bob.page, a.name, "Back to normal")).toHaveCount(1);
      await expect(log.getByRole("listitem")).toHaveCount(4);
      await bob.context.close();
    } finally {
      await request.dispose();
      await server.close();
    }
  });
});
