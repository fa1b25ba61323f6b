/** The part of http_ece (web-push's encryption, RFC 8188) that the tests use to read a push as a device would. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer | string },
  ): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
