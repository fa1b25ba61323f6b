/** The part of http_ece (Web Push's encryption, RFC 8188) the tests use to read a push as the device. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer | string },
  ): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
