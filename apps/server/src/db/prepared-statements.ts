import { createHash } from "node:crypto";
import type { Pool, QueryConfig } from "pg";

/**
 * More parameters than this and a query stays unnamed: a list of ids (`in ($1, …, $n)`) would
 * otherwise prepare one statement per length it is ever asked with.
 */
const MAX_PARAMS = 16;
/** Longer texts (bulk inserts, say) stay unnamed: run rarely, and large to keep. */
const MAX_TEXT = 8_000;

/**
 * Makes every parameterised query of the pool's connections a named prepared statement, named by
 * its text: PostgreSQL parses and plans it once per connection and reuses the plan after, where an
 * unnamed statement is planned on every call. Under the day's load planning cost PostgreSQL more
 * than running the queries (a join of eight tables took ~10 ms to plan and 0.4 ms to run; decision
 * 0021). node-postgres keeps which names a connection has prepared; drizzle's own named statements
 * keep their names. The same text always gets the same name, so a name never changes meaning.
 */
export function prepareStatements(pool: Pool): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) =>
      query(named(config, rest[0]), ...rest)) as typeof client.query;
  });
}

/** The query with a name derived from its text, when it qualifies (see prepareStatements). */
export function named(config: unknown, values: unknown): unknown {
  if (typeof config !== "object" || config === null) return config;
  const query = config as QueryConfig;
  if (query.name || typeof query.text !== "string" || query.text.length > MAX_TEXT) return config;
  const params = Array.isArray(values) ? values.length : (query.values?.length ?? 0);
  if (params === 0 || params > MAX_PARAMS) return config;
  return { ...query, name: nameOf(query.text) };
}

/** Names of the texts seen lately: the same few hundred texts come again on every request. */
const names = new Map<string, string>();
const KEPT_NAMES = 2_000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `ebm_${createHash("sha1").update(text).digest("base64url")}`;
    // Past the bound, the oldest text goes: its name is made again should it come back.
    if (names.size >= KEPT_NAMES) names.delete(names.keys().next().value as string);
    names.set(text, name);
  }
  return name;
}
