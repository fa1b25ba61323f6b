import { FORMER_ATTENDEE } from "@ebm/shared/privacy";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { strFromU8, unzipSync } from "fflate";
import { expect } from "vitest";
import { registrationAttendees, registrations } from "../../db/schema/index.ts";
import { call, type Person } from "../scheduler/scheduler.test-kit.ts";

export { call, makeCompany, type Person } from "../scheduler/scheduler.test-kit.ts";

/** Starts a conversation of `from` with `to` and sends `text`; returns the conversation's id. */
export async function sendMessage(app: FastifyInstance, from: Person, to: { id: number }, text: string) {
  const started = await call(app, from, "POST", "/api/messages/conversation", { contactId: to.id });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const sent = await call(app, from, "POST", "/api/messages", {
    conversationId: started.body.conversationId,
    message: text,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return started.body.conversationId as number;
}

/** Reads a data export: its files by name, and data.json's tables. */
export function readArchive(bytes: Buffer) {
  const files = unzipSync(new Uint8Array(bytes));
  const data = JSON.parse(strFromU8(files["data.json"] ?? new Uint8Array())) as {
    person: { id: number; name: string; email: string };
    tables: Record<string, Record<string, unknown>[]>;
  };
  return {
    names: Object.keys(files).sort(),
    data,
    text: (name: string) => strFromU8(files[name] ?? new Uint8Array()),
  };
}

/** GETs an archive as `who`; fails unless it is a ZIP. */
export async function download(app: FastifyInstance, who: Pick<Person, "headers">, url: string) {
  const res = await app.inject({ method: "GET", url, headers: who.headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/zip");
  return readArchive(res.rawPayload);
}

/**
 * Every place in the database a string is found, as `table.column`: each text, varchar and JSON
 * column of each table, case-insensitively. The proof that an erasure left nothing behind.
 */
export async function whereFound(app: FastifyInstance, needle: string): Promise<string[]> {
  const columns = (
    (await app.db.execute(
      sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    )) as unknown as { rows: { table_name: string; column_name: string; data_type: string }[] }
  ).rows;
  const found: string[] = [];
  for (const { table_name, column_name, data_type } of columns) {
    const c = sql.identifier(column_name);
    const asText = data_type === "text" || data_type === "character varying" ? c : sql`${c}::text`;
    const hit = (await app.db.execute(
      sql`select 1 from ${sql.identifier(table_name)} where strpos(lower(${asText}), lower(${needle})) > 0 limit 1`,
    )) as unknown as { rows: unknown[] };
    if (hit.rows.length > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/**
 * A registration of the company for an edition (12,300 cents) with one attendee line, written as
 * the registration form does; returns its id.
 */
export async function registerLine(
  app: FastifyInstance,
  at: { editionId: number; companyId: number; status: "paid" | "pending_payment" },
  line: { contactId?: number; name: string; email: string; tel: string },
): Promise<number> {
  const [registration] = await app.db
    .insert(registrations)
    .values({
      ...at,
      isMember: true,
      subtotalCents: 10_000,
      vatCents: 2_300,
      totalCents: 12_300,
      vatRateBp: 2_300,
    })
    .returning({ id: registrations.id });
  if (!registration) throw new Error("no registration stored");
  await app.db
    .insert(registrationAttendees)
    .values({ registrationId: registration.id, function: "Buyer", ...line });
  return registration.id;
}

export { FORMER_ATTENDEE };
