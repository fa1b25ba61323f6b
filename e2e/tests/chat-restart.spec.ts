import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
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
import { EVENT_TIME } from "./scheduler-helpers.ts";

const root = path.resolve(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    server.on("error", reject);
  });
}

/**
 * A server of this test's own, on its own embedded database, that the test can stop and start
 * again on the same data (the suite's server must stay up for the other tests).
 */
function ownServer(port: number, dataDir: string) {
  let child: ChildProcess | undefined;
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    baseURL,
    async start() {
      child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
        cwd: root,
        detached: true,
        stdio: "ignore",
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          PUBLIC_URL: baseURL,
          LOG_LEVEL: "warn",
          RATE_LIMIT_NAMESPACE: `e2e-restart-${port}`,
          EVENT_TIME: EVENT_TIME.toISOString(),
          LOGO_HOST: "https://logos.ebm.test",
          // Like the suite's server: the embedded database, never CI's PostgreSQL.
          DATABASE_URL: "",
        },
      });
      await expect
        .poll(async () => (await fetch(`${baseURL}/api/misc/allSettings`).catch(() => undefined))?.status, {
          timeout: 60_000,
        })
        .toBe(200);
    },
    /** Stops the server as a deploy does (SIGTERM) and waits until it is gone. */
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      process.kill(-(running.pid as number), "SIGTERM");
      await exited;
    },
  };
}

test.describe("chat across a server restart", () => {
  test("a page that was open while the server restarted gets what was sent meanwhile, once", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "ebm-e2e-restart-"));
    const server = ownServer(await freePort(), dataDir);
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

      await expect(bubble(bob.page, a.name, "While you were away")).toHaveCount(1, { timeout: 30_000 });
      await expect(bubble(bob.page, a.name, "And one more")).toHaveCount(1);
      await expect(bubble(bob.page, a.name, "Before the restart")).toHaveCount(1);
      // Live again: a message after the reconnect arrives without a reload, once.
      await sendThroughApi(request, apiA, apiB, "Back to normal");
      await expect(bubble(bob.page, a.name, "Back to normal")).toHaveCount(1);
      await expect(log.getByRole("listitem")).toHaveCount(4);
      await bob.context.close();
    } finally {
      await request.dispose();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
