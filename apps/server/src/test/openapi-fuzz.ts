import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { UPDATED_USER_HEADER } from "@ebm/shared/constants";
import { updatedUserSchema } from "@ebm/shared/schemas/auth";
import { Ajv, type ValidateFunction } from "ajv";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "./app.ts";
import { toJsonSchema } from "./openapi-arbitraries.ts";
import {
  baseCandidates,
  type FuzzRequest,
  type Identity,
  type Operation,
  operationsOf,
  probeRequests,
  randomRequests,
} from "./openapi-requests.ts";

/**
 * Property-based run over the app's own OpenAPI document: requests made from its parameter and
 * body schemas, valid and hostile, from a visitor, the demo attendee, the organiser and a token
 * that was never issued; first a systematic pass (each field meets each probe), then a random
 * one. Every answer must be below 500, documented for its operation, of a documented content
 * type and valid against the documented schema. Fixed seed and counts, so a failure reproduces.
 */
const SEED = 20_250_605;
/** Set OPENAPI_FUZZ_RUNS for a deeper run by hand; the suite keeps to a few seconds. */
const RUNS_PER_OPERATION = Number(process.env.OPENAPI_FUZZ_RUNS) || 30;

/** Tries at a request the server accepts, to start the systematic pass from. */
const BASE_CANDIDATES = 8;

/** Sign-out runs on sessions of its own, so the other calls keep theirs. */
const SIGN_OUT = "POST /api/auth/logout";
/** A password change may really change the password: it runs last. */
const PASSWORD_CHANGE = "POST /api/companies/resetPassword";
/** An organiser's erasure may really erase a demo account (Anna's): it runs after everything else. */
const ERASURE = "POST /api/organiser/privacy/people/{contactId}/erase";
const order = (op: Operation) => [SIGN_OUT, PASSWORD_CHANGE, ERASURE].indexOf(`${op.method} ${op.path}`);

/**
 * Requests no generator guesses (the demo passwords), sent first and checked like the rest; the
 * sign-ins give the attendee and the organiser their sessions.
 */
const EXAMPLES: { operation: string; as: Identity; body: object }[] = [
  { operation: "POST /api/auth/login", as: "attendee", body: { email: DEMO.anna, password: DEMO_PASSWORD } },
  {
    operation: "POST /api/auth/login",
    as: "organiser",
    body: { email: DEMO.organiser, password: DEMO_PASSWORD },
  },
  {
    operation: "POST /api/register/loginTBSToGrabInfo",
    as: "visitor",
    body: { email: DEMO.marketplace, password: DEMO_PASSWORD },
  },
];

/**
 * The run over one shard of the operations (every `count`-th from `index`, in the document's
 * order), so the shards' files run side by side on the test workers.
 */
export function fuzzOperations(index: number, count: number): void {
  let t: TestApp;
  let operations: Operation[];
  /** Every operation, for the examples (the sign-ins every shard needs). */
  let allOperations: Operation[];
  const tokens: Record<Identity, string | undefined> = {
    visitor: undefined,
    attendee: undefined,
    organiser: undefined,
    stale: "c3RhbGUtdG9rZW4tdGhhdC1uZXZlci1leGlzdGVk",
  };

  beforeAll(async () => {
    // The contact forms' small hourly budget and the rate-limit classes' budgets of one account would
    // turn many requests into 429s (documented, but they would test nothing behind the limit).
    t = await createTestApp({ CONTACT_MESSAGES_PER_HOUR: "1000", RATE_LIMIT_SCALE: "100" });
    const doc = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    allOperations = operationsOf(doc.json());
    operations = allOperations
      .filter((_op, position) => position % count === index)
      .sort((a, b) => order(a) - order(b));
  });
  afterAll(() => t?.close());

  const ajv = new Ajv({ strict: false, allErrors: true });
  // The formats the document names; a loose reading is enough to catch a wrong kind of value.
  ajv.addFormat("email", /^[^\s@]+@[^\s@]+$/);
  ajv.addFormat("date-time", { validate: (s: string) => !Number.isNaN(Date.parse(s)) });
  const validators = new Map<object, ValidateFunction>();
  function validatorFor(schema: object): ValidateFunction {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(toJsonSchema(schema) as object);
      validators.set(schema, validate);
    }
    return validate;
  }

  function decodedBody(res: LightMyRequestResponse): string {
    const encoding = res.headers["content-encoding"];
    if (encoding === "gzip") return gunzipSync(res.rawPayload).toString("utf8");
    if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString("utf8");
    if (encoding === "deflate") return inflateSync(res.rawPayload).toString("utf8");
    return res.body;
  }

  /** What is wrong with an answer, or undefined when it is as documented. */
  function mismatchOf(op: Operation, res: LightMyRequestResponse): string | undefined {
    const documented = op.responses[String(res.statusCode)] ?? op.responses.default;
    if (!documented) return `status ${res.statusCode} is not documented`;
    const updatedUser = res.headers[UPDATED_USER_HEADER];
    if (typeof updatedUser === "string") {
      let user: unknown;
      try {
        user = JSON.parse(decodeURIComponent(updatedUser));
      } catch {
        return `${UPDATED_USER_HEADER} header is not URI-encoded JSON`;
      }
      const parsed = updatedUserSchema.safeParse(user);
      if (!parsed.success) return `${UPDATED_USER_HEADER} header: ${parsed.error.message}`;
    }
    const content = documented.content ?? {};
    const mediaType = String(res.headers["content-type"] ?? "").split(";")[0] ?? "";
    const media = content[mediaType];
    if (!media) {
      if (!Object.keys(content).length && !res.rawPayload.length) return undefined;
      return `content type "${mediaType}" is not documented for ${res.statusCode}`;
    }
    if (mediaType !== "application/json" || !media.schema) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(decodedBody(res));
    } catch {
      return "the body is not JSON";
    }
    const validate = validatorFor(media.schema);
    if (!validate(body)) return `body: ${ajv.errorsText(validate.errors, { dataVar: "body" })}`;
    const status = (body as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status !== res.statusCode)
      return `body status ${status} differs from HTTP ${res.statusCode}`;
    return undefined;
  }

  async function send(op: Operation, request: FuzzRequest) {
    const fresh =
      `${op.method} ${op.path}` === SIGN_OUT && ["attendee", "organiser"].includes(request.identity);
    const email = request.identity === "organiser" ? DEMO.organiser : DEMO.anna;
    const token = fresh ? (await signIn(t.app, email, DEMO_PASSWORD)).user.token : tokens[request.identity];
    return t.app.inject({
      method: request.method as "GET" | "POST",
      url: request.url,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  }

  describe(`the OpenAPI document, operations ${index + 1} of every ${count}`, () => {
    it("describes every answer to valid and hostile requests, with no 5xx", {
      timeout: 120_000,
    }, async () => {
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      let serverErrors = 0;
      let mismatches = 0;
      async function check(op: Operation, request: FuzzRequest) {
        const res = await send(op, request);
        sent++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${request.method} ${request.url.slice(0, 120)} as ${request.identity}`;
        const payload = String(request.payload ?? "").slice(0, 160);
        if (res.statusCode >= 500) {
          serverErrors++;
          failures.push(`${where}: ${res.statusCode} for ${payload}`);
          return res;
        }
        const mismatch = mismatchOf(op, res);
        if (mismatch) {
          mismatches++;
          failures.push(`${where} → ${res.statusCode}: ${mismatch} (body ${payload})`);
        }
        return res;
      }

      for (const example of EXAMPLES) {
        const op = allOperations.find((o) => `${o.method} ${o.path}` === example.operation);
        if (!op) throw new Error(`${example.operation} is not in the document`);
        const res = await check(op, {
          identity: "visitor",
          method: op.method,
          url: op.path,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(example.body),
        });
        if (op.path !== "/api/auth/login") continue;
        if (res.statusCode !== 200) throw new Error(`demo sign-in failed: ${res.statusCode} ${res.body}`);
        tokens[example.as] = (res.json() as { token: string }).token;
      }
      for (const [index, op] of operations.entries()) {
        const seed = SEED + index;
        const candidates = baseCandidates(op, seed, BASE_CANDIDATES);
        let base = candidates[0];
        for (const candidate of candidates) {
          base = candidate;
          if ((await check(op, candidate.request)).statusCode < 400) break;
        }
        const requests = [
          ...(base ? probeRequests(op, base) : []),
          ...randomRequests(op, seed, RUNS_PER_OPERATION),
        ];
        for (const request of requests) await check(op, request);
      }

      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      process.stdout.write(
        `openapi fuzz ${index + 1}/${count} on ${t.app.dbKind}: ${operations.length} operations, ${sent} requests, ${serverErrors} 5xx, ${mismatches} mismatches (${byStatus.join(" ")})\n`,
      );
      expect(failures.slice(0, 40)).toEqual([]);
    });
  });
}
