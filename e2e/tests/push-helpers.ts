import { createECDH, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { CDPSession, Page } from "@playwright/test";
import ece from "http_ece";
import { PUSH_SERVICE_PORT } from "../playwright.config.ts";

/**
 * A browser's push service on this machine (headless Chromium reaches none): it decrypts what the
 * server pushes with the device's keys, as the browser would, and hands it on.
 */
export async function localPushService() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const received: string[] = [];
  const waiting: ((payload: string) => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const payload = ece
        .decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: ecdh, authSecret: auth })
        .toString("utf8");
      received.push(payload);
      for (const resolve of waiting.splice(0)) resolve(payload);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(PUSH_SERVICE_PORT, "127.0.0.1", resolve));
  return {
    subscription: {
      endpoint: `http://127.0.0.1:${PUSH_SERVICE_PORT}/push/${randomBytes(8).toString("hex")}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
    /** The next push that arrives (or the one that came already), decrypted. */
    next: (): Promise<string> =>
      new Promise((resolve) => {
        const first = received.shift();
        if (first !== undefined) resolve(first);
        else waiting.push((payload) => resolve(received.shift() ?? payload));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Makes the page's PushManager subscribe at the local push service (a real subscription would go to
 * the browser maker's service, out of reach here); the rest of the Push API is the browser's own.
 */
export async function subscribeAtLocalService(
  page: Page,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  await page.addInitScript((sub) => {
    const KEY = "e2e-push-subscription";
    const fake = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe() {
      localStorage.setItem(KEY, "1");
      return fake() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (localStorage.getItem(KEY) ? fake() : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** The page's service worker registrations, as the DevTools protocol reports them. */
export async function serviceWorkerOf(
  page: Page,
): Promise<{ cdp: CDPSession; registrationId: () => string }> {
  const cdp = await page.context().newCDPSession(page);
  const ids = new Map<string, boolean>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
    for (const r of registrations) ids.set(r.registrationId, !r.isDeleted);
  });
  await cdp.send("ServiceWorker.enable");
  return {
    cdp,
    registrationId: () => {
      const live = [...ids].filter(([, alive]) => alive).map(([id]) => id);
      if (live.length === 0) throw new Error("no service worker is registered");
      return live[live.length - 1] as string;
    },
  };
}
