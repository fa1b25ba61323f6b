import fc from "fast-check";

/** The part of an OpenAPI 3.0 schema object the app's document uses. */
export interface JsonSchema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

/**
 * OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum` (draft 4); Ajv and the generators
 * below read the draft 6+ form, where the bound itself is the exclusive limit.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toJsonSchema(value);
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  return out;
}

/**
 * Stands for JSON nested 50,000 levels deep: too deep to build as a value here, so the request
 * builder puts the text in where this string ends up.
 */
export const DEEP_JSON = "\u0001deep-json\u0001";
export const DEEP_JSON_TEXT = `${"[".repeat(50_000)}${"]".repeat(50_000)}`;

/** Values that have broken servers before: control and odd Unicode, injections, huge sizes. */
const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\u202eevil",
  "\ufeff",
  "😀".repeat(300),
  "x".repeat(10_001),
  "javascript:alert(1)",
  "JaVaScRiPt:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  "%00",
  "../../../../etc/passwd",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "99999999999999999999",
  "null",
  "__proto__",
  "https://example.com/ a b",
  "a@b",
  `${"a".repeat(64)}@${"b".repeat(250)}.com`,
  DEEP_JSON,
];
const HOSTILE_NUMBERS = [-1, 0, 0.5, -0.000001, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308];

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { "": "" }, [[[[]]]]),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.double(),
);

/** What the systematic pass puts in place of one string: breaks storage, links, sizes. */
export const stringProbes = (valid: string) => [
  `${valid}\u0000`,
  `${valid}\ud800`,
  "javascript:alert(1)",
  "x".repeat(10_001),
];
/** What it puts in place of one number: past the database's integer, and past any sane bound. */
export const NUMBER_PROBES = [2 ** 31, -(2 ** 31) - 1, 1e308, 0.5];

/** Demo values that reach past "not found" into the real code paths. */
const KNOWN_EMAILS = ["anna.schmidt@demo.ebm.example", "organiser@demo.ebm.example"];

function clampInt(value: number): number {
  return Math.max(Number.MIN_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, value));
}

function numberBounds(s: JsonSchema): { min: number; max: number } {
  const exMin = typeof s.exclusiveMinimum === "number" ? s.exclusiveMinimum + 1 : undefined;
  const exMax = typeof s.exclusiveMaximum === "number" ? s.exclusiveMaximum - 1 : undefined;
  return {
    min: clampInt(Math.ceil(exMin ?? s.minimum ?? Number.MIN_SAFE_INTEGER)),
    max: clampInt(Math.floor(exMax ?? s.maximum ?? Number.MAX_SAFE_INTEGER)),
  };
}

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 60, minLength + 60);
  const fits = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
  if (s.format === "email") return fc.oneof(fc.constantFrom(...KNOWN_EMAILS), fc.emailAddress()).filter(fits);
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: "grapheme" }));
}

function validNumber(s: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = numberBounds(s);
  // Small ids hit rows of the demo data; the full range hits the bounds.
  const small = fc.integer({ min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(min, 40)) });
  const integers = fc.oneof({ weight: 3, arbitrary: small }, fc.integer({ min, max }));
  if (s.type === "integer") return integers;
  return fc.oneof(integers, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

function validObject(s: JsonSchema, depth: number, full = false): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([k, p]) => [k, validValue(p, depth + 1, full)]),
  );
  const record = fc.record(model, { requiredKeys: full ? Object.keys(properties) : (s.required ?? []) });
  if (Object.keys(properties).length || !s.additionalProperties) return record;
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
    minKeys: full ? 1 : 0,
    maxKeys: 4,
  });
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

/**
 * A value the schema allows. `full` fills every optional property and array and leaves nothing
 * null, so the systematic pass finds a value at every position it probes.
 */
export function validValue(s: JsonSchema, depth = 0, full = false): fc.Arbitrary<unknown> {
  const base = validBase(s, depth, full);
  return s.nullable && !full ? fc.oneof({ weight: 4, arbitrary: base }, fc.constant(null)) : base;
}

function validBase(s: JsonSchema, depth: number, full: boolean): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum.filter((v) => !full || v !== null));
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map((member) => validValue(member, depth, full)));
  switch (s.type) {
    case "string":
      return validString(s);
    case "integer":
    case "number":
      return validNumber(s);
    case "boolean":
      return fc.boolean();
    case "array": {
      const minLength = Math.max(s.minItems ?? 0, full ? 1 : 0);
      const maxLength = Math.min(s.maxItems ?? minLength + 3, minLength + 3);
      return fc.array(validValue(s.items ?? {}, depth + 1, full), { minLength, maxLength });
    }
    case "object":
      return validObject(s, depth, full);
    default:
      return fc.jsonValue({ maxDepth: depth > 2 ? 0 : 2 });
  }
}

/** Values just outside the schema's bounds, of the wrong kind, or valid with a poisoned character. */
function edgeValues(s: JsonSchema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [];
  const tainted: fc.Arbitrary<unknown>[] = [];
  if (s.type === "string") {
    if (s.maxLength !== undefined) edges.push("x".repeat(s.maxLength + 1), " ".repeat(s.maxLength + 1));
    if (s.minLength) edges.push("x".repeat(s.minLength - 1));
    edges.push(42, ["a"]);
    tainted.push(validString(s).chain((v) => fc.constantFrom(...stringProbes(v))));
  }
  if (s.type === "integer" || s.type === "number") {
    const { min, max } = numberBounds(s);
    edges.push(min - 1, max + 1, String(min), "1", 1.5, ...NUMBER_PROBES);
  }
  if (s.type === "array") {
    const item = s.items?.type === "integer" ? 1 : "x";
    edges.push(
      Array.from({ length: (s.maxItems ?? 50) + 1 }, () => item),
      "1,2",
    );
  }
  if (s.type === "object") edges.push("{}", [], { nested: { deeper: [1, 2, 3] } }, { deep: DEEP_JSON });
  if (s.type === "boolean") edges.push("true", 1, "false", 0);
  return fc.oneof(hostileScalar, ...(edges.length ? [fc.constantFrom(...edges)] : []), ...tainted);
}

/** Mostly a valid value with one bad part: the shape that gets deepest into a handler. */
export function fuzzValue(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: validValue(s, depth) }, hostileValue(s, depth));
}

/** A value the schema refuses, or one that probes its edges. */
export function hostileValue(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const properties = Object.entries(s.properties ?? {});
  if (s.type !== "object" || !properties.length || depth > 3) return edgeValues(s);
  const valid = validObject(s, depth);
  const required = s.required ?? [];
  const oneBadProperty = fc
    .constantFrom(...properties)
    .chain(([key, child]) => fc.tuple(valid, fc.constant(key), hostileValue(child, depth + 1)))
    .map(([obj, key, bad]) => ({ ...obj, [key]: bad }));
  const missingRequired = required.length
    ? fc.tuple(valid, fc.constantFrom(...required)).map(([obj, key]) => {
        const { [key]: _dropped, ...rest } = obj;
        return rest;
      })
    : valid;
  const extraProperties = fc
    .tuple(valid, fc.dictionary(fc.constantFrom("extra", "status", "role", "isAdmin", "id"), hostileScalar))
    .map(([obj, extra]) => ({ ...obj, ...extra }));
  const model = Object.fromEntries(properties.map(([k, p]) => [k, fuzzValue(p, depth + 1)]));
  return fc.oneof(
    { weight: 4, arbitrary: oneBadProperty },
    { weight: 2, arbitrary: missingRequired },
    extraProperties,
    fc.record(model, { requiredKeys: [] }),
    edgeValues(s),
  );
}
