import type { CaptchaChallenge } from "@ebm/shared/schemas/mail";
import { createChallenge, solveChallenge, verifySolution } from "altcha-lib/v1";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { captchaExpiry, captchaPayload, completeCaptcha, solveCaptcha } from "./captcha.ts";

// The server's settings (apps/server/src/modules/contact/captcha.ts).
const HMAC_KEY = "test-hmac-key";
const MAX_NUMBER = 50_000;
const EXPIRES = new Date("2099-01-01T00:00:00Z");

let challenge: CaptchaChallenge;

beforeAll(async () => {
  challenge = await createChallenge({
    algorithm: "SHA-256",
    hmacKey: HMAC_KEY,
    maxNumber: MAX_NUMBER,
    expires: EXPIRES,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const decode = (payload: string) => JSON.parse(Buffer.from(payload, "base64").toString("utf8"));

/** Stands in for the browser's Worker, recording what was made and what was said to it. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  /** How a fake behaves: answer with the library's solver, or fail to load. */
  static mode: "answer" | "fail" = "answer";
  readonly sent: unknown[] = [];
  terminated = false;
  private search: AbortController | undefined;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
    if (FakeWorker.mode === "fail") queueMicrotask(() => this.dispatchEvent(new Event("error")));
  }

  postMessage(message: {
    type: string;
    payload?: { algorithm: string; challenge: string; max: number; salt: string; start: number };
  }) {
    this.sent.push(message);
    // What altcha-lib/v1/worker does with its two messages.
    if (message.type === "abort") this.search?.abort();
    if (message.type !== "work" || !message.payload) return;
    const { algorithm, challenge: hash, max, salt, start } = message.payload;
    const { promise, controller } = solveChallenge(hash, salt, algorithm, max, start);
    this.search = controller;
    void promise.then((solution) =>
      this.dispatchEvent(new MessageEvent("message", { data: solution && { ...solution, worker: true } })),
    );
  }

  terminate() {
    this.terminated = true;
  }
}

function useFakeWorkers(mode: "answer" | "fail", cores = 2) {
  FakeWorker.made = [];
  FakeWorker.mode = mode;
  vi.stubGlobal("Worker", FakeWorker);
  vi.stubGlobal("navigator", { hardwareConcurrency: cores });
}

describe("captchaPayload", () => {
  it("is base64 of the JSON the ALTCHA widget sends, in its order", () => {
    const payload = captchaPayload(challenge, { number: 1234, took: 56 });
    expect(Object.keys(decode(payload))).toEqual([
      "algorithm",
      "challenge",
      "number",
      "salt",
      "signature",
      "took",
    ]);
    expect(decode(payload)).toEqual({
      algorithm: "SHA-256",
      challenge: challenge.challenge,
      number: 1234,
      salt: challenge.salt,
      signature: challenge.signature,
      took: 56,
    });
  });
});

describe("captchaExpiry", () => {
  it("reads the expiry the server signed into the salt", () => {
    expect(captchaExpiry(challenge)).toBe(EXPIRES.getTime());
  });

  it("is null for a challenge without one", () => {
    expect(captchaExpiry({ ...challenge, salt: "abc123" })).toBeNull();
    expect(captchaExpiry({ ...challenge, salt: "abc123?expires=" })).toBeNull();
  });
});

describe("solveCaptcha", () => {
  it("solves on this thread where there are no workers, and the server accepts the payload", async () => {
    expect(typeof Worker).toBe("undefined");
    const solution = await solveCaptcha(challenge, new AbortController().signal);
    expect(await verifySolution(captchaPayload(challenge, solution), HMAC_KEY, true)).toBe(true);
  });

  it("shares the range among workers, one per core, and ends them when solved", async () => {
    useFakeWorkers("answer", 2);
    const solution = await solveCaptcha(challenge, new AbortController().signal);

    expect(await verifySolution(captchaPayload(challenge, solution), HMAC_KEY, true)).toBe(true);
    expect(FakeWorker.made).toHaveLength(2);
    const [first, second] = FakeWorker.made;
    expect(first?.url.pathname).toMatch(/captcha\.worker\.ts$/);
    expect(first?.options).toEqual({ type: "module" });
    expect(first?.sent[0]).toEqual({
      type: "work",
      payload: {
        algorithm: "SHA-256",
        challenge: challenge.challenge,
        max: MAX_NUMBER / 2,
        salt: challenge.salt,
        start: 0,
      },
    });
    expect(second?.sent[0]).toMatchObject({ payload: { start: MAX_NUMBER / 2, max: MAX_NUMBER } });
    expect(FakeWorker.made.every((worker) => worker.terminated)).toBe(true);
  });

  it("falls back to this thread when a worker cannot load", async () => {
    useFakeWorkers("fail");
    const solution = await solveCaptcha(challenge, new AbortController().signal);

    expect(await verifySolution(captchaPayload(challenge, solution), HMAC_KEY, true)).toBe(true);
    expect(FakeWorker.made.length).toBeGreaterThan(0);
    expect(FakeWorker.made.every((worker) => worker.terminated)).toBe(true);
  });

  it("falls back to this thread when workers cannot be made at all", async () => {
    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new DOMException("Blocked by the content security policy", "SecurityError");
        }
      },
    );
    vi.stubGlobal("navigator", { hardwareConcurrency: 2 });
    const solution = await solveCaptcha(challenge, new AbortController().signal);
    expect(await verifySolution(captchaPayload(challenge, solution), HMAC_KEY, true)).toBe(true);
  });

  it("stops with an AbortError when abandoned", async () => {
    // A challenge no number fits: the search would run through all 50,000.
    const unsolvable = { ...challenge, challenge: "0".repeat(64) };
    const attempt = new AbortController();
    const solving = solveCaptcha(unsolvable, attempt.signal);
    attempt.abort();
    await expect(solving).rejects.toMatchObject({ name: "AbortError" });
  });

  it("fails when no number up to the maximum fits", async () => {
    const unsolvable = { ...challenge, challenge: "0".repeat(64), maxnumber: 20 };
    await expect(solveCaptcha(unsolvable, new AbortController().signal)).rejects.toThrow(
      "The captcha has no solution",
    );
  });
});

describe("completeCaptcha", () => {
  it("asks the server for a challenge and returns a payload it accepts, with the expiry", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(challenge)));
    vi.stubGlobal("fetch", fetchMock);

    const { payload, expiresAt } = await completeCaptcha(new AbortController().signal);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/mail/captcha");
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("GET");
    expect(await verifySolution(payload, HMAC_KEY, true)).toBe(true);
    expect(expiresAt).toBe(EXPIRES.getTime());
  });

  it("rejects an answer that is not a challenge", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ ok: 1 }))));
    await expect(completeCaptcha(new AbortController().signal)).rejects.toMatchObject({
      name: "ApiError",
      code: "UnreadableResponse",
    });
  });

  it("rejects when the server refuses (too many challenges)", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(new Response(JSON.stringify({ error: "Too Many Requests" }), { status: 429 })),
    );
    await expect(completeCaptcha(new AbortController().signal)).rejects.toMatchObject({ status: 429 });
  });
});
