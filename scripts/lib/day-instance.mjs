// The instances of the show-floor day (scripts/bench-day.mjs) and what the day reads of them and
// of the machine: the compiled server started as production runs it, the mail server it sends to,
// CPU and memory from /proc, the heap from its metrics, and the day's people written into its
// database (PostgreSQL, or the embedded folder while the instance is stopped).
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";
import { PRODUCTION_BENCH_ENV, SERVE_NODE_ARGS, SERVER, writeSession } from "./bench-env.mjs";

import { freePort, until } from "./wait.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const METRICS_TOKEN = "bench-day-metrics-token";
/** 08:20 on the first meeting day in Dublin: the check-in opens, every meeting lies ahead. */
const EVENT_TIME = "2025-11-06T08:20:00Z";

/**
 * The day's instances: each started in its own process group, with the day's settings; one that
 * ends by itself (out of memory, say) is noted in `crashed`, which fails the day.
 * @example const instances = new Instances({ dataDir, smtpUrl, env: { DATABASE_URL } });
 *   const a = await instances.start("A");
 */
export class Instances {
  /** `env` is added to the day's settings; a key set to undefined is left out of the instance's. */
  constructor({ dataDir, smtpUrl, env = {}, nodeArgs = [] }) {
    Object.assign(this, { dataDir, smtpUrl, env, nodeArgs });
    this.children = [];
    this.crashed = [];
  }

  async start(name) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: path.join(this.dataDir, name),
      ...PRODUCTION_BENCH_ENV,
      SMTP_URL: this.smtpUrl,
      LOG_LEVEL: "warn",
      // The crowd shares one address: the per-address budgets would refuse it (README).
      RATE_LIMIT_SCALE: "10000",
      METRICS_TOKEN,
      EVENT_TIME,
      ...this.env,
    };
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
    const child = spawn(process.execPath, [...SERVE_NODE_ARGS, ...this.nodeArgs, SERVER], {
      cwd: root,
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env,
    });
    this.children.push(child);
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once("exit", (code, signal) => {
      if (!child.endedByBench)
        this.crashed.push(
          `instance ${name} ended by itself (${signal ?? `exit ${code}`}): ${stderr.slice(-300)}`,
        );
    });
    await until(
      `instance ${name}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`instance ${name} stopped: ${stderr}`);
        return (await fetch(`${base}/api/health/ready`)).ok ? true : undefined;
      },
      180_000,
    ).catch((err) => {
      throw child.exitCode !== null ? new Error(`instance ${name} stopped: ${stderr}`) : err;
    });
    return { name, base, ws: `${base.replace("http", "ws")}/ws/`, pid: child.pid, child };
  }

  /** Ends an instance at once, as a crash or a pulled plug would. */
  kill(instance) {
    instance.child.endedByBench = true;
    if (instance.child.exitCode === null && instance.child.signalCode === null)
      process.kill(-instance.pid, "SIGKILL");
  }

  /** Stops an instance as its operator would (SIGTERM: it closes its sockets and its database), and waits. */
  async stop(instance) {
    const { child } = instance;
    child.endedByBench = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(child.pid, "SIGTERM");
    await exited;
  }

  /** Ends every instance still running, and waits until they are gone. */
  async killAll() {
    for (const child of this.children) {
      child.endedByBench = true;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    await Promise.all(
      this.children.map((c) =>
        c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once("exit", r)) : null,
      ),
    );
  }
}

/**
 * A mail server that takes every mail and forgets it, as a real one would answer: without it every
 * mail of the day would fail to send and be tried again, work that a deployment does not do.
 */
export async function mailSink() {
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      stream.on("end", () => {
        taken += 1;
        done();
      });
      stream.resume();
    },
  });
  // A connection cut in the middle (the instance killed while it sends) is the sender's to retry.
  server.on("error", () => {});
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    taken: () => taken,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** CPU seconds and resident memory of a process, from /proc. */
export function usage(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    return { cpuS: (Number(fields[11]) + Number(fields[12])) / 100, rssMb: rssKb / 1024 };
  } catch {
    return undefined;
  }
}

/** The V8 heap in use and held, and the memory outside it, from the instance's own metrics, in MB. */
export async function heapOf(instance) {
  const text = await (
    await fetch(`${instance.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const mb = (name) => Number(new RegExp(`^${name} ([0-9.e+]+)`, "m").exec(text)?.[1] ?? 0) / 1024 / 1024;
  return {
    heapMb: mb("nodejs_heap_size_used_bytes"),
    heapTotalMb: mb("nodejs_heap_size_total_bytes"),
    externalMb: mb("nodejs_external_memory_bytes"),
    collections: Number(/^ebm_quiet_collections_total ([0-9.e+]+)/m.exec(text)?.[1] ?? 0),
  };
}

/** Node options that let `heapSnapshot` ask an instance for a snapshot into `dir`. */
export const heapSnapshotArgs = (dir) => ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${dir}`];

/**
 * Asks an instance for a heap snapshot (SIGUSR2) into `dir` and waits until it is written: Node
 * writes it on the instance's own thread, so the instance answers again only once it is complete.
 */
export async function heapSnapshot(instance, dir) {
  mkdirSync(dir, { recursive: true });
  const before = new Set(readdirSync(dir));
  process.kill(instance.pid, "SIGUSR2");
  const file = await until(
    "the heap snapshot",
    async () => readdirSync(dir).find((f) => f.endsWith(".heapsnapshot") && !before.has(f)),
    300_000,
  );
  await until(
    "the instance after its snapshot",
    async () => ((await fetch(`${instance.base}/api/health/live`)).ok ? true : undefined),
    300_000,
  );
  return path.join(dir, file);
}

/** The machine's CPU time in all and idle, from /proc/stat (in clock ticks). */
export function machineTicks() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), idle: fields[3] + fields[4] };
}

/**
 * The embedded database of an instance's data folder, opened by the bench while the instance is
 * stopped (PGlite allows one process at a time), with the query interface of `pg`'s client.
 */
export async function openEmbedded(instanceDataDir) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  const db = new PGlite(path.join(instanceDataDir, "pglite"), { extensions: { pg_trgm } });
  await db.waitReady;
  return { query: (text, values) => db.query(text, values), end: () => db.close() };
}

/**
 * The day's people, written through `client` (a `pg` client or `openEmbedded`'s): `attendees`
 * attendees of the current edition, spread over its companies, each with a session of their own
 * (as a sign-in would make it), and `desks` desk staff. The demo's own check-ins and dinner
 * sign-ups are cleared so the day makes them anew.
 */
export async function seed(client, { attendees: count, desks: deskCount }) {
  await client.query("BEGIN");
  const [{ id: editionId }] = (await client.query("SELECT id FROM editions WHERE is_current LIMIT 1")).rows;
  await client.query(
    "UPDATE edition_contacts SET checked_in_at = NULL, checked_in_by = NULL WHERE edition_id = $1",
    [editionId],
  );
  await client.query("DELETE FROM dinner_registrations WHERE edition_id = $1", [editionId]);
  const attendees = (
    await client.query(
      `SELECT c.id, c.company_id AS "companyId", c.function, c.listed FROM contacts c
       JOIN edition_contacts ec ON ec.contact_id = c.id AND ec.edition_id = $1
       WHERE c.role = 'attendee' AND c.is_active AND c.erased_at IS NULL
       ORDER BY md5(c.id::text) LIMIT $2`,
      [editionId, count],
    )
  ).rows;
  for (const person of attendees) person.token = await writeSession(client, person.id);
  const [{ companyId }] = (
    await client.query(`SELECT company_id AS "companyId" FROM contacts WHERE role = 'organiser' LIMIT 1`)
  ).rows;
  const desks = [];
  for (let i = 1; i <= deskCount; i++) {
    const [{ id }] = (
      await client.query(
        "INSERT INTO contacts (company_id, name, email, role) VALUES ($1, $2, $3, 'desk') RETURNING id",
        [companyId, `Desk ${i}`, `desk-${i}@bench-day.example`],
      )
    ).rows;
    desks.push({ id, companyId, token: await writeSession(client, id) });
  }
  await client.query("COMMIT");
  return { editionId, attendees, desks };
}

/** What the day checks in the database afterwards: event counters, the dinner, check-ins, the outbox. */
export async function afterTheDay(client, editionId) {
  const counters = new Map(
    (await client.query("SELECT user_id, seq FROM user_event_counters")).rows.map((r) => [
      r.user_id,
      Number(r.seq),
    ]),
  );
  const dinner = (
    await client.query(
      `SELECT day_number AS day, count(*)::int AS seats, max(per)::int AS "maxPerCompany" FROM (
         SELECT day_number, count(*) OVER (PARTITION BY company_id, day_number) AS per FROM dinner_registrations
         WHERE edition_id = $1 AND status IN (0, 1)) d GROUP BY day_number ORDER BY day_number`,
      [editionId],
    )
  ).rows;
  const [{ n: checkedIn }] = (
    await client.query(
      "SELECT count(*)::int AS n FROM edition_contacts WHERE edition_id = $1 AND checked_in_at IS NOT NULL",
      [editionId],
    )
  ).rows;
  const outbox = (
    await client.query("SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status ORDER BY status")
  ).rows;
  return { counters, dinner, checkedIn, outbox };
}
