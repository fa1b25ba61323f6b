// The privacy rights' benchmark (`npm run bench -- --privacy`): the full demo data on the embedded
// database (or DATABASE_URL's PostgreSQL, a scratch database), its busiest attendee (the most
// meetings, messages, leads and notes together), the time of their data export through the API
// (goal ≤ 10 s) and of their erasure (goal ≤ 60 s). Baseline in the same run: the export and the
// erasure of the least busy attendee, so the figures read as ratios.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { seedDemoData } from "../db/seed/index.ts";

const GOALS = { exportSeconds: 10, eraseSeconds: 60 };

/** Everything a person is in, counted: the busiest first. */
const BUSY = sql`select c.id, c.name,
    (select count(*) from meetings m where m.from_id = c.id or m.to_id = c.id)
    + (select count(*) from messages g where g.conversation_id in
        (select conversation_id from conversation_members where contact_id = c.id))
    + (select count(*) from leads l where l.owner_id = c.id or l.contact_id = c.id)
    + (select count(*) from meeting_notes n where n.created_by = c.id) as records
  from contacts c where c.role = 'attendee' and c.password_hash is not null and c.erased_at is null
  order by records desc, c.id`;

async function main() {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "ebm-bench-privacy-"));
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      DATA_DIR: ":memory:",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3000",
      RATE_LIMIT_SCALE: "100",
    }),
    uploadsDir,
  };
  const db = await openDatabase({ dataDir: ":memory:" });
  const seeded = performance.now();
  await seedDemoData(db.db, { uploadsDir, size: "full" });
  const app = await buildApp({ config, db, logger: false, mailTickMs: 3_600_000 });
  await app.ready();
  process.stdout.write(
    `Full demo data on PGlite seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s\n`,
  );

  const people = (await app.db.execute(BUSY)) as unknown as {
    rows: { id: number; name: string; records: number | string }[];
  };
  const busiest = people.rows[0];
  const quietest = people.rows.at(-1);
  if (!busiest || !quietest) throw new Error("no attendee with a password in the demo data");
  const organiser = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: "organiser@demo.ebm.example", password: "Dublin2025!" },
  });
  const headers = { authorization: `Bearer ${organiser.json().token}` };

  const rows: string[] = [];
  const timings: Record<string, { exportMs: number; eraseMs: number }> = {};
  for (const [label, person] of [
    ["busiest", busiest],
    ["least busy (baseline)", quietest],
  ] as const) {
    const started = performance.now();
    const exported = await app.inject({
      method: "GET",
      url: `/api/organiser/privacy/people/${person.id}/export`,
      headers,
    });
    const exportMs = performance.now() - started;
    if (exported.statusCode !== 200) throw new Error(`export: ${exported.statusCode} ${exported.body}`);
    const erasing = performance.now();
    const erased = await app.inject({
      method: "POST",
      url: `/api/organiser/privacy/people/${person.id}/erase`,
      headers,
      payload: { confirm: "DELETE" },
    });
    const eraseMs = performance.now() - erasing;
    if (erased.statusCode !== 200) throw new Error(`erasure: ${erased.statusCode} ${erased.body}`);
    timings[label] = { exportMs, eraseMs };
    rows.push(
      `${label}: contact ${person.id} with ${person.records} meetings, messages, leads and notes; ` +
        `export ${(exportMs / 1000).toFixed(2)} s (${(exported.rawPayload.length / 1024).toFixed(0)} KB ZIP), ` +
        `erasure ${(eraseMs / 1000).toFixed(2)} s`,
    );
  }
  const busy = timings.busiest;
  const base = timings["least busy (baseline)"];
  if (busy && base)
    rows.push(
      `busiest against the baseline: export ×${(busy.exportMs / base.exportMs).toFixed(2)}, erasure ×${(busy.eraseMs / base.eraseMs).toFixed(2)}`,
      `goals: export ≤ ${GOALS.exportSeconds} s ${busy.exportMs <= GOALS.exportSeconds * 1000 ? "ok" : "MISSED"}, ` +
        `erasure ≤ ${GOALS.eraseSeconds} s ${busy.eraseMs <= GOALS.eraseSeconds * 1000 ? "ok" : "MISSED"}`,
    );
  process.stdout.write(`${rows.join("\n")}\n`);
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
}

await main();
