import { PASSWORD_MIN_SCORE } from "@ebm/shared/constants";
import { passwordStrength } from "@ebm/shared/password-strength";
import { hash, verify } from "@node-rs/argon2";
import { badRequest } from "./errors.ts";

// algorithm 2 is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

// Verified when the e-mail is unknown, so a failed login takes as long either way.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** The server enforces the same strength rule as the form (score ≥ 2), so a script cannot skip it. */
export async function assertStrongPassword(password: string, userInputs: string[]): Promise<void> {
  const { score, suggestion } = await passwordStrength(password, userInputs);
  if (score < PASSWORD_MIN_SCORE) {
    throw badRequest(`Password is too weak.${suggestion ? ` ${suggestion}` : ""}`, "password");
  }
}
