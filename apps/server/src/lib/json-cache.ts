import type { FastifyReply } from "fastify";

/**
 * Response bodies that are the same for everyone and change rarely (settings, public content),
 * serialised once per period and per key, so a request writes the text as it is. Kept as text,
 * not as UTF-8 bytes: Node.js writes a text body together with the headers in one write, while
 * bytes go out beside them in a gathered write that cost ~18 % more CPU per request on these
 * small answers (docs/decisions/0003-security-headers.md). A few seconds of staleness is fine
 * across instances; a failed load is not kept, so the next request tries again.
 * @example const cached = jsonCache(5_000); sendJson(reply, await cached("sponsors", load));
 */
export function jsonCache(ttlMs: number, maxKeys = 100) {
  const entries = new Map<string, { at: number; json: Promise<string> }>();
  return (key: string, load: () => Promise<unknown>): Promise<string> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at <= ttlMs) return hit.json;
    // Keys come from a few routes and their ids; the cap only guards against unbounded growth.
    if (!hit && entries.size >= maxKeys) entries.clear();
    const entry = { at: now, json: load().then((body) => JSON.stringify(body)) };
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
