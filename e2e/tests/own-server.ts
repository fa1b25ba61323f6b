import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect } from "./fixtures.ts";
import { EVENT_TIME } from "./scheduler-helpers.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** A TCP port free on 127.0.0.1 now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    server.on("error", reject);
  });
}

export interface OwnServer {
  baseURL: string;
  /** Starts the server (again, on the same data) and waits until it answers. */
  start(): Promise<void>;
  /** Stops the server as a deploy does (SIGTERM) and waits until it is gone. */
  stop(): Promise<void>;
  /** Stops the server and deletes its data folder. */
  close(): Promise<void>;
  /**
   * Runs an npm script of the repository with the server's environment (its data folder, database
   * and settings), as an operator would beside it: `npm run <script> -- <args>`; answers its output.
   */
  npm(script: string, args: string[]): Promise<string>;
}

/**
 * A server of a test's own, like the suite's (the built web app, the event clock, the embedded
 * database) but on a fresh data folder and a free port: a test that changes what every visitor
 * sees (closing registration) or stops the server cannot disturb the other tests, which keep the
 * suite's server.
 * @example
 * const server = await ownServer("settings");
 * try {
 *   await server.start();
 *   const context = await browser.newContext({ baseURL: server.baseURL });
 * } finally {
 *   await server.close();
 * }
 */
export async function ownServer(
  name: string,
  opts: {
    /** The event clock's start; null starts the server as `npm start` does, with none set. */
    eventTime?: string | null;
    /** More of the environment: `NODE_ENV: "production"` with what a production start needs. */
    env?: Record<string, string>;
  } = {},
): Promise<OwnServer> {
  const eventTime = opts.eventTime === undefined ? EVENT_TIME.toISOString() : opts.eventTime;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ebm-e2e-${name}-`));
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const { EVENT_TIME: _suiteClock, ...inherited } = process.env;
  const environment = {
    ...inherited,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: "warn",
    RATE_LIMIT_NAMESPACE: `e2e-${name}-${port}`,
    ...(eventTime === null ? {} : { EVENT_TIME: eventTime }),
    LOGO_HOST: "https://logos.ebm.test",
    // Like the suite's server: the embedded database, never CI's PostgreSQL.
    DATABASE_URL: "",
    ...opts.env,
  };

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    process.kill(-(running.pid as number), "SIGTERM");
    await exited;
  }

  return {
    baseURL,
    async start() {
      child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
        cwd: root,
        detached: true,
        stdio: "ignore",
        env: environment,
      });
      await expect
        .poll(async () => (await fetch(`${baseURL}/api/misc/allSettings`).catch(() => undefined))?.status, {
          timeout: 90_000,
        })
        .toBe(200);
    },
    stop,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    npm(script, args) {
      return new Promise((resolve, reject) =>
        execFile(
          "npm",
          ["run", "--silent", script, "--", ...args],
          { cwd: root, env: environment, timeout: 120_000 },
          (error, stdout, stderr) =>
            error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
        ),
      );
    },
  };
}
