import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { PushMessage } from "@ebm/shared/schemas/notifications";
import ece from "http_ece";

/** A browser's side of a subscription: its keys, and the decryption of what is pushed to it. */
export function deviceKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: auth.toString("base64url"),
    /** What the push service would hand the device's service worker. */
    decrypt: (body: Buffer): PushMessage =>
      JSON.parse(
        ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }).toString("utf8"),
      ),
  };
}

export interface Pushed {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on this machine: it keeps what it receives and answers `status` (201 by default;
 * 410 says the device is gone).
 */
export async function localPushService() {
  const received: Pushed[] = [];
  let status = 201;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A new device's endpoint at this service. */
    endpoint: () => `${origin}/push/${randomBytes(8).toString("hex")}`,
    answer(code: number) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
