import type { CaptchaChallenge } from "@ebm/shared/schemas/mail";
import { solveChallenge, solveChallengeWorkers } from "altcha-lib/v1";
import { apiGet } from "../../lib/api-client.ts";

/** What the solver found: the number and how long the search took (ms). */
export interface CaptchaSolution {
  number: number;
  took: number;
}

/** The search's upper bound when a challenge names none (the ALTCHA widget's default). */
const DEFAULT_MAX_NUMBER = 1_000_000;
/** Workers at most: each searches its own part of the range. */
const MAX_WORKERS = 4;

const isChallenge = (body: unknown): body is CaptchaChallenge => {
  if (typeof body !== "object" || body === null) return false;
  const { algorithm, challenge, salt, signature, maxnumber } = body as Record<string, unknown>;
  return (
    typeof algorithm === "string" &&
    typeof challenge === "string" &&
    typeof salt === "string" &&
    typeof signature === "string" &&
    (maxnumber === undefined || (typeof maxnumber === "number" && Number.isInteger(maxnumber)))
  );
};

/** GET /api/mail/captcha: a signed challenge to solve. An answer of another shape is an ApiError. */
export const fetchCaptchaChallenge = (signal?: AbortSignal): Promise<CaptchaChallenge> =>
  apiGet<CaptchaChallenge>("/api/mail/captcha", {
    signal,
    anonymous: true,
    parse: (body) => {
      if (!isChallenge(body)) throw new Error("Not a captcha challenge");
      return body;
    },
  });

/**
 * The payload the server verifies, exactly as the ALTCHA widget sends it: base64 of the JSON
 * `{algorithm, challenge, number, salt, signature, took}`.
 */
export const captchaPayload = (challenge: CaptchaChallenge, solution: CaptchaSolution): string =>
  btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: solution.took,
    }),
  );

/** When the challenge stops being accepted (ms since the epoch, from its salt), or null if never. */
export function captchaExpiry(challenge: CaptchaChallenge): number | null {
  // The server signs its parameters into the salt: `<random>?expires=<seconds since the epoch>`.
  const params = new URLSearchParams(challenge.salt.split("?")[1] ?? "");
  const raw = params.get("expires") ?? params.get("expire");
  const seconds = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : null;
}

const abortError = () => new DOMException("The captcha was abandoned", "AbortError");

/** Resolves never; rejects when the signal aborts. */
const whenAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(abortError());
    signal.addEventListener("abort", () => reject(abortError()), { once: true });
  });

/** ALTCHA's solver in Web Workers; rejects when a worker cannot start or run. */
async function solveInWorkers(
  challenge: CaptchaChallenge,
  max: number,
  signal: AbortSignal,
): Promise<CaptchaSolution | null> {
  if (typeof Worker === "undefined") throw new Error("No Web Workers here");
  const workers: Worker[] = [];
  let failed: (reason: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => {
    failed = reject;
  });
  const start = () => {
    const worker = new Worker(new URL("./captcha.worker.ts", import.meta.url), { type: "module" });
    worker.addEventListener("error", failed);
    worker.addEventListener("messageerror", failed);
    workers.push(worker);
    return worker;
  };
  const count = Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1));
  try {
    return await Promise.race([
      solveChallengeWorkers(start, count, challenge.challenge, challenge.salt, challenge.algorithm, max),
      failure,
      whenAborted(signal),
    ]);
  } finally {
    for (const worker of workers) worker.terminate();
  }
}

/** ALTCHA's solver on this thread, for when no worker can run. */
async function solveHere(
  challenge: CaptchaChallenge,
  max: number,
  signal: AbortSignal,
): Promise<CaptchaSolution | null> {
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    max,
  );
  const stop = () => controller.abort();
  signal.addEventListener("abort", stop, { once: true });
  try {
    return await Promise.race([promise, whenAborted(signal)]);
  } finally {
    signal.removeEventListener("abort", stop);
    controller.abort();
  }
}

/**
 * Finds the number whose hash with the salt is the challenge, in Web Workers so the page stays
 * responsive, or on this thread when workers cannot start. Rejects with an AbortError when the
 * signal aborts, and with an Error when no number up to the challenge's maximum fits.
 */
export async function solveCaptcha(
  challenge: CaptchaChallenge,
  signal: AbortSignal,
): Promise<CaptchaSolution> {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  let solution: CaptchaSolution | null;
  try {
    solution = await solveInWorkers(challenge, max, signal);
  } catch {
    if (signal.aborted) throw abortError();
    solution = await solveHere(challenge, max, signal);
  }
  if (!solution) throw new Error("The captcha has no solution");
  return { number: solution.number, took: solution.took };
}

/** Asks for a challenge, solves it and returns the payload to send with the message. */
export async function completeCaptcha(
  signal: AbortSignal,
): Promise<{ payload: string; expiresAt: number | null }> {
  const challenge = await fetchCaptchaChallenge(signal);
  const solution = await solveCaptcha(challenge, signal);
  return { payload: captchaPayload(challenge, solution), expiresAt: captchaExpiry(challenge) };
}
