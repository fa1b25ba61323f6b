import { createHash, randomBytes } from "node:crypto";

/** A 256-bit random token, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Tokens are stored only as their SHA-256, so a database leak does not leak sessions. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
