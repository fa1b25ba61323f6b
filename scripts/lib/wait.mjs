// Small helpers of the scripts that start servers of their own (two-instance-check, bench-chat).
import { createServer } from "node:net";

/** A TCP port free on 127.0.0.1 now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Polls until `probe` returns something other than undefined, for at most `timeoutMs`; a probe
 * that throws counts as not yet.
 * @example await until("the server", async () => ((await fetch(url)).ok ? true : undefined), 60_000);
 */
export async function until(what, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
