import type { FastifyReply } from "fastify";

const BEYOND_ASCII = /[\u0080-\uffff]/;

/**
 * A JSON body kept for many answers: ASCII text as it is (Node.js writes it with the headers in
 * one write), any other text as its UTF-8 bytes. A text with one character beyond Latin-1 (a
 * Turkish name among the testimonials) is kept by V8 at two bytes a character, and each answer
 * encoded all of it anew: the testimonials (4.5 KB) took 22-24 µs of CPU an answer as text and
 * 15-16 as bytes, the answers of ASCII text the same either way (a build with each, side by side).
 * @example keptBody('{"name":"Şule"}') instanceof Buffer; keptBody('{"n":1}') === '{"n":1}'
 */
export function keptBody(json: string): string | Buffer {
  return BEYOND_ASCII.test(json) ? Buffer.from(json) : json;
}

/**
 * Response bodies that are the same for everyone and change rarely (settings, public content),
 * serialised once per period and per key, so a request writes the body as it is: ASCII text as
 * text, which cost ~18 % less CPU per request than bytes on the settings' answer in an earlier
 * measure (docs/decisions/0003-security-headers.md), and other text as bytes (`keptBody`). A few
 * seconds of staleness is fine across instances; a failed load is not kept, so the next request
 * tries again.
 * @example const cached = jsonCache(5_000); sendJson(reply, await cached("sponsors", load));
 */
export function jsonCache(ttlMs: number, maxKeys = 100) {
  const entries = new Map<string, { at: number; json: Promise<string | Buffer> }>();
  return (key: string, load: () => Promise<unknown>): Promise<string | Buffer> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at <= ttlMs) return hit.json;
    // Keys come from a few routes and their ids; the cap only guards against unbounded growth.
    if (!hit && entries.size >= maxKeys) entries.clear();
    const entry = { at: now, json: load().then((body) => keptBody(JSON.stringify(body))) };
    entries.set(key, entry);
    entry.json.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.json;
  };
}

/** The serializer of a body that is JSON text already. */
const asIs = (body: unknown) => body as string;

/**
 * Sends JSON that was built from the route's typed result, as it is: text, or its UTF-8 bytes
 * (which need no serialising or encoding per request). The body's shape is the one the route's
 * response schema describes (the server tests parse it with that schema).
 */
export function sendJson<T>(reply: FastifyReply, json: string | Buffer): T {
  reply.type("application/json; charset=utf-8");
  if (typeof json === "string") reply.serializer(asIs);
  return json as unknown as T;
}
