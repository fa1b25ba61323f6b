import fc from "fast-check";
import {
  DEEP_JSON,
  DEEP_JSON_TEXT,
  fuzzValue,
  type JsonSchema,
  NUMBER_PROBES,
  stringProbes,
  validValue,
} from "./openapi-arbitraries.ts";

interface MediaType {
  schema?: JsonSchema;
}

/** One operation of the document, flattened for the fuzzer. */
export interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

/** Who sends a request: nobody, the demo attendee, the organiser, or a token that was never issued. */
export type Identity = "visitor" | "attendee" | "organiser" | "stale";
const IDENTITIES: Identity[] = ["attendee", "organiser", "visitor", "stale"];

export interface FuzzRequest {
  identity: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Every operation of an OpenAPI document. */
export function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const { parameters = [], requestBody, responses = {} } = op as Partial<Operation>;
      return { method: method.toUpperCase(), path, parameters, requestBody, responses };
    }),
  );
}

type Body =
  | { kind: "none" }
  | { kind: "json" | "form"; value: unknown }
  | { kind: "raw"; contentType?: string; payload: string | Buffer };

/** A request before it is written out: values still structured, so one of them can be swapped. */
export interface Parts {
  identity: Identity;
  /** Per parameter of the operation, in order; `raw` puts a path value in unencoded. */
  params: { value: unknown; present: boolean; raw?: boolean }[];
  extraQuery: string | null;
  encoding: string;
  body: Body;
}

/** Raw bodies no JSON encoder would make. */
const HOSTILE_JSON_TEXTS = [
  "",
  "{",
  "null",
  '"text"',
  "1e400",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "[".repeat(2000),
  DEEP_JSON_TEXT,
  '{"a":1,"a":2}',
];
/** Path segments the router itself has to refuse. */
const RAW_PATH_PROBES = ["%", "%E0%A4%A", "x".repeat(150)];

/** A 1×1 PNG, so the valid branch of an upload reaches the image code. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function multipart(name: string, data: Buffer, filename?: string): Body {
  const boundary = "fuzzboundary7MA4YWxkTrZu0gW";
  const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}`;
  return {
    kind: "raw",
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

function multipartBody(mode: "valid" | "fuzz"): fc.Arbitrary<Body> {
  const picture = fc.constant(multipart("picture", TINY_PNG, "p.png"));
  if (mode === "valid") return picture;
  const bytes = fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b));
  return fc.oneof(
    bytes.map((data) => multipart("picture", data, "p.png")),
    fc.constant(multipart("picture", Buffer.concat([TINY_PNG.subarray(0, 24), Buffer.alloc(32)]), "p.png")),
    fc.constantFrom("file", "Picture").map((name) => multipart(name, TINY_PNG, "p.png")),
    fc.constant(multipart("picture", Buffer.from("not a file"))),
    rawBody(),
  );
}

function rawBody(): fc.Arbitrary<Body> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_JSON_TEXTS).map((payload): Body => ({ kind: "raw", payload })),
    fc
      .constantFrom("text/plain", "application/xml")
      .map((contentType): Body => ({ kind: "raw", contentType, payload: "x" })),
    fc.constant<Body>({ kind: "none" }),
  );
}

/** Valid as the document says, valid with every optional part filled in, or probing it. */
type Mode = "valid" | "full" | "fuzz";

function bodyArb(op: Operation, mode: Mode): fc.Arbitrary<Body> {
  if (op.method === "GET") return fc.constant<Body>({ kind: "none" });
  const content = op.requestBody?.content;
  if (!content) return mode === "fuzz" ? rawBody() : fc.constant<Body>({ kind: "none" });
  if ("multipart/form-data" in content) return multipartBody(mode === "fuzz" ? "fuzz" : "valid");
  const schema = Object.values(content)[0]?.schema ?? {};
  if (mode !== "fuzz")
    return validValue(schema, 0, mode === "full").map((value): Body => ({ kind: "json", value }));
  const value = fuzzValue(schema);
  return fc.oneof(
    { weight: 5, arbitrary: value.map((v): Body => ({ kind: "json", value: v })) },
    ...("application/x-www-form-urlencoded" in content
      ? [value.map((v): Body => ({ kind: "form", value: v }))]
      : []),
    rawBody(),
  );
}

function partsArb(op: Operation, mode: Mode): fc.Arbitrary<Parts> {
  const always = (p: Operation["parameters"][number]) =>
    p.in === "path" || mode === "full" || (p.required && mode === "valid");
  const params = op.parameters.map((p) =>
    fc.record({
      value: mode === "fuzz" ? fuzzValue(p.schema) : validValue(p.schema, 0, mode === "full"),
      present: always(p) ? fc.constant(true) : fc.boolean(),
    }),
  );
  return fc.record({
    identity: fc.constantFrom(...IDENTITIES),
    params: fc.tuple(...params),
    extraQuery:
      mode === "fuzz" ? fc.option(fc.constantFrom("x=1", "__proto__=1", "id=-1")) : fc.constant(null),
    encoding: fc.constantFrom("", "gzip", "br", "gzip, deflate, br"),
    body: bodyArb(op, mode),
  });
}

/**
 * Percent-encodes a path value. A lone surrogate, which encodeURIComponent refuses, goes out as the
 * three bytes a careless encoder would write: the server has to refuse them, not fail on them.
 */
function encodeSegment(value: string): string {
  return value.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 2 || code < 0xd800 || code > 0xdfff)
      return encodeURIComponent(ch).replaceAll(".", "%2E");
    const byte = (n: number) => `%${n.toString(16).toUpperCase()}`;
    return `%ED${byte(0x80 | ((code >> 6) & 0x3f))}${byte(0x80 | (code & 0x3f))}`;
  });
}

const text = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
const json = (value: unknown) =>
  (JSON.stringify(value) ?? "").replaceAll(JSON.stringify(DEEP_JSON), DEEP_JSON_TEXT);

function toRequest(op: Operation, parts: Parts): FuzzRequest {
  let path = op.path;
  const query = new URLSearchParams();
  op.parameters.forEach((p, i) => {
    const { value, present, raw } = parts.params[i] ?? { value: undefined, present: false };
    if (p.in === "path") {
      // A path value stays one non-empty segment, or the request would miss the route.
      const segment = raw ? String(value) : encodeSegment(text(value) || " ");
      path = path.replace(`{${p.name}}`, segment);
    } else if (p.in === "query" && present) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(p.name, text(item));
    }
  });
  const search = [query.toString(), parts.extraQuery].filter(Boolean).join("&");
  const headers: Record<string, string> = {};
  if (parts.encoding) headers["accept-encoding"] = parts.encoding;
  let payload: string | Buffer | undefined;
  const { body } = parts;
  if (body.kind === "json") {
    headers["content-type"] = "application/json";
    payload = json(body.value);
  } else if (body.kind === "form") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    const fields = body.value && typeof body.value === "object" ? body.value : { value: body.value };
    payload = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, text(v)])).toString();
  } else if (body.kind === "raw") {
    headers["content-type"] = body.contentType ?? "application/json";
    payload = body.payload;
  }
  return {
    identity: parts.identity,
    method: op.method,
    url: search ? `${path}?${search}` : path,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/**
 * Random requests for one operation, half of them valid as the document describes them and half
 * probing it: wrong types, missing and extra fields, bounds, odd Unicode, raw bodies.
 */
export function randomRequests(op: Operation, seed: number, numRuns: number): FuzzRequest[] {
  const parts = fc.constantFrom<Mode>("valid", "fuzz").chain((mode) => partsArb(op, mode));
  return fc.sample(parts, { seed, numRuns }).map((p) => toRequest(op, p));
}

/** Every position in a JSON value where one probe can stand, with the value found there. */
function leaves(value: unknown, at: (string | number)[] = []): { at: (string | number)[]; value: unknown }[] {
  const here = at.length ? [{ at, value }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => leaves(v, [...at, i]))];
  if (value && typeof value === "object")
    return [...here, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]))];
  return here;
}

function replaced(value: unknown, at: (string | number)[], probe: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return probe;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, probe) : v));
  const copy: Record<string, unknown> = { ...(value as object) };
  copy[head] = replaced(copy[head], rest, probe);
  return copy;
}

/** A starting point of the systematic pass: the request as sent, and its parts to vary. */
export interface Base {
  request: FuzzRequest;
  parts: Parts;
}

/** Every probe of one position: its kind's probes, and JSON nested too deep to parse safely. */
function probesFor(value: unknown): unknown[] {
  if (typeof value === "string") return [...stringProbes(value), DEEP_JSON];
  if (typeof value === "number") return [...NUMBER_PROBES, DEEP_JSON];
  return [DEEP_JSON];
}

/**
 * Starting points of the systematic pass: requests with every optional part filled in. The
 * document cannot say everything the server checks (a category id must exist), so the caller
 * sends them and keeps the first one the server accepts.
 */
export function baseCandidates(op: Operation, seed: number, count: number): Base[] {
  return fc
    .sample(partsArb(op, "full"), { seed, numRuns: count })
    .map((parts) => ({ request: toRequest(op, { ...parts, identity: "attendee" }), parts }));
}

/**
 * The systematic pass: from one accepted request, one request per probe per position (each
 * parameter, each value of the body), so every field meets NUL, a lone surrogate, a huge size, a
 * `javascript:` address, numbers past the database's integer and deep nesting, whatever the random
 * pass drew.
 */
export function probeRequests(op: Operation, { parts }: Base): FuzzRequest[] {
  const variants: Parts[] = [];
  op.parameters.forEach((p, i) => {
    const swap = (value: unknown, raw = false) =>
      variants.push({
        ...parts,
        params: parts.params.map((x, j) => (j === i ? { value, present: true, raw } : x)),
      });
    const value = parts.params[i]?.value;
    for (const probe of new Set([...probesFor(value), ...probesFor(text(value))])) swap(probe);
    if (p.in === "path") for (const probe of RAW_PATH_PROBES) swap(probe, true);
  });
  const { body } = parts;
  if (body.kind === "json" || body.kind === "form") {
    for (const leaf of [{ at: [] as (string | number)[], value: body.value }, ...leaves(body.value)])
      for (const probe of probesFor(leaf.value))
        variants.push({ ...parts, body: { ...body, value: replaced(body.value, leaf.at, probe) } });
  }
  return variants.map((v, i) => toRequest(op, { ...v, identity: IDENTITIES[i % 3] ?? "attendee" }));
}
