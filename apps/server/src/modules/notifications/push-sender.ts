import { createECDH, hkdfSync, randomBytes } from "node:crypto";
import type { PushMessage } from "@ebm/shared/schemas/notifications";
import { webPush } from "../../lib/lazy.ts";

/** The P-256 key pair that signs this site's push messages (VAPID), base64url as browsers take it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The group order of P-256: a private key is a number from 1 below it. */
const P256_ORDER = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

/**
 * The VAPID key pair, derived from APP_SECRET for this one purpose, so every instance signs with
 * the same key and a restart keeps the devices' subscriptions (they are bound to the public key).
 * Without a secret (a test's own process) a pair is made per process.
 * @example const { publicKey } = vapidKeys(config.APP_SECRET);
 */
export function vapidKeys(secret: string | undefined): VapidKeys {
  const ecdh = createECDH("prime256v1");
  for (let round = 0; ; round++) {
    const candidate = secret
      ? Buffer.from(hkdfSync("sha256", secret, "ebm-vapid", `vapid p-256 ${round}`, 32))
      : randomBytes(32);
    const value = BigInt(`0x${candidate.toString("hex")}`);
    if (value === 0n || value >= P256_ORDER) continue;
    ecdh.setPrivateKey(candidate);
    return {
      publicKey: ecdh.getPublicKey().toString("base64url"),
      privateKey: candidate.toString("base64url"),
    };
  }
}

/** The browsers' push services (Chrome and Android, Firefox, Edge, Safari): https only. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
];

/**
 * Whether the server may send to this endpoint: a browser's push service over https, or one of the
 * configured extra origins. Anything else (an address inside the network, a made-up host) is
 * refused, so a subscription cannot make the server post to where it should not.
 */
export function mayPushTo(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === "https:" && url.port === "" && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  );
}

/** The configured extra origins, as `PUSH_EXTRA_ORIGINS` lists them. */
export const extraOriginsOf = (list: string | undefined): string[] =>
  (list ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);

/** A device's subscription as the push protocol needs it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How a push service answered: delivered, gone for good (the subscription is to be removed), or failed. */
export type PushOutcome = { ok: true } | { ok: false; gone: boolean; status: number | null; reason: string };

/** How long a push service keeps a message for a device that is offline: the meeting day's hours. */
const PUSH_TTL_SECONDS = 6 * 60 * 60;

/**
 * Sends push messages: encrypted for the device (RFC 8291) and signed with the VAPID key by
 * `web-push`, posted with fetch so the answer is read here (404 and 410 mean the device is gone).
 */
export function pushSender(deps: { keys: VapidKeys; subject: string; timeoutMs?: number }) {
  return {
    publicKey: deps.keys.publicKey,
    async send(
      target: PushTarget,
      message: PushMessage,
      urgency: "normal" | "high" = "normal",
    ): Promise<PushOutcome> {
      const details = webPush().generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: deps.subject, ...deps.keys },
          TTL: PUSH_TTL_SECONDS,
          urgency,
          // A newer message of the same topic replaces one still waiting at the push service.
          topic: message.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) || undefined,
        },
      );
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: "error",
          signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        });
        await response.body?.cancel();
        if (response.ok) return { ok: true };
        const gone = response.status === 404 || response.status === 410;
        return {
          ok: false,
          gone,
          status: response.status,
          reason: `push service answered ${response.status}`,
        };
      } catch (err) {
        return { ok: false, gone: false, status: null, reason: (err as Error).message };
      }
    },
  };
}

export type PushSender = ReturnType<typeof pushSender>;

/** VAPID's subject from the configuration: VAPID_SUBJECT, or the address of MAIL_FROM. */
export function vapidSubject(config: { VAPID_SUBJECT?: string | undefined; MAIL_FROM: string }): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address}`;
}
