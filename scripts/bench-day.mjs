#!/usr/bin/env node
// The show-floor day (`npm run bench -- --day`): the demo's 1,000 attendees on two instances over
// one PostgreSQL and one Redis, each with a WebSocket open all day, through a day compressed to
// DAY_SECONDS (300): check-in at four desks, the rush when everyone opens the scheduler, meeting
// requests answered when their event arrives, chat, lead scans (some stored offline and sent late
// in bursts), the Captain's Dinner sign-up opening, and one instance killed in the middle, whose
// people move to the other with their last seq. Reports p50/p99 per kind of call, errors (a
// 403/404/409 is a clear refusal, not an error), events lost or doubled, the dinner's seats per
// day and company, CPU and memory per instance, against the goals; a bare Fastify hello-world's
// p99 under the same crowd is the baseline. Needs DATABASE_URL and REDIS_URL; a scratch database
// is made and dropped. Runs the compiled server (`npm run build`; built here when missing);
// DAY_NODE_ARGS passes Node options to the instances (a heap limit, say).
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { dropRedisKeys, PRODUCTION_BENCH_ENV } from "./lib/bench-env.mjs";
import { Cluster, Person, Stats } from "./lib/day-crowd.mjs";
import { DAY, runDay } from "./lib/day-plan.mjs";
import { report } from "./lib/day-report.mjs";
import { freePort, until } from "./lib/wait.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "apps/server/dist/server.js");
const SETTLE_MS = 30_000;
const METRICS_TOKEN = "bench-day-metrics-token";
const DAY_MS = Number(process.env.DAY_SECONDS ?? 300) * 1000;
const ATTENDEES = 1000;
/**
 * Database connections per instance (DAY_POOL_SIZE): sized to PostgreSQL's cores, not to the
 * crowd. On the bench's two cores, 20 each (the default) left 40 backends fighting for them in the
 * bursts, and every p99 was two to five times that of 6 each (docs/CAPACITY.md).
 */
const POOL_SIZE = Number(process.env.DAY_POOL_SIZE ?? 6);
const GOALS = { p99Ms: 200, dinnerSeats: 250, dinnerPerCompany: 2, memoryMb: 150 };
/** 08:20 on the first meeting day in Dublin: the check-in opens, every meeting lies ahead. */
const EVENT_TIME = "2025-11-06T08:20:00Z";

const { DATABASE_URL, REDIS_URL } = process.env;
const run = `bench_day_${process.pid}`;
const namespace = `bench-day-${process.pid}`;
/** The instances' data folders, made when the day starts (importing this file makes nothing). */
let dataDir;
/** Where the instances send their mail: a server of the crowd's that takes every mail and counts it. */
let smtpUrl;
const children = [];
/** Instances that ended by themselves during the day. */
const crashed = [];
const log = (line) => process.stderr.write(`[day ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

async function sql(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Starts the compiled server as production runs it, in its own process group. */
async function startInstance(name, databaseUrl) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(process.env.DAY_NODE_ARGS?.split(" ") ?? []), server], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: path.join(dataDir, name),
      ...PRODUCTION_BENCH_ENV,
      SMTP_URL: smtpUrl,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      LOG_LEVEL: "warn",
      RATE_LIMIT_NAMESPACE: namespace,
      // The crowd shares one address: the per-address budgets would refuse it (README).
      RATE_LIMIT_SCALE: "10000",
      METRICS_TOKEN,
      EVENT_TIME,
    },
  });
  children.push(child);
  // An instance that ends by itself before the bench ends it (out of memory, say) fails the day.
  child.once("exit", (code, signal) => {
    if (!child.endedByBench)
      crashed.push(`instance ${name} ended by itself (${signal ?? `exit ${code}`}): ${stderr.slice(-300)}`);
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
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

/**
 * A mail server that takes every mail and forgets it, as a real one would answer: without it every
 * mail of the day would fail to send and be tried again, work that a deployment does not do.
 */
async function mailSink() {
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
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    taken: () => taken,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** CPU seconds and resident memory of a process, from /proc. */
function usage(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    return { cpuS: (Number(fields[11]) + Number(fields[12])) / 100, rssMb: rssKb / 1024 };
  } catch {
    return undefined;
  }
}

/** The V8 heap in use and the memory outside it, from the instance's own metrics, in MB. */
async function heapOf(instance) {
  const text = await (
    await fetch(`${instance.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const mb = (name) => Number(new RegExp(`^${name} ([0-9.e+]+)`, "m").exec(text)?.[1] ?? 0) / 1024 / 1024;
  return {
    heapMb: mb("nodejs_heap_size_used_bytes"),
    externalMb: mb("nodejs_external_memory_bytes"),
    collections: Number(/^ebm_quiet_collections_total ([0-9.e+]+)/m.exec(text)?.[1] ?? 0),
  };
}

/** The machine's CPU time in all and idle, from /proc/stat (in clock ticks). */
function machineTicks() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), idle: fields[3] + fields[4] };
}

/**
 * The day's people: ATTENDEES attendees of the current edition, spread over its companies, each with
 * a session of their own (written straight into the scratch database, as a sign-in would), and
 * four desk staff. The demo's own
 * check-ins and dinner sign-ups are cleared so the day makes them anew.
 */
async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
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
        [editionId, ATTENDEES],
      )
    ).rows;
    const session = async (contactId) => {
      const token = randomBytes(32).toString("base64url");
      await client.query(
        "INSERT INTO sessions (token_hash, contact_id, expires_at) VALUES ($1, $2, now() + interval '1 day')",
        [createHash("sha256").update(token).digest("hex"), contactId],
      );
      return token;
    };
    for (const person of attendees) person.token = await session(person.id);
    const [{ companyId }] = (
      await client.query(`SELECT company_id AS "companyId" FROM contacts WHERE role = 'organiser' LIMIT 1`)
    ).rows;
    const desks = [];
    for (let i = 1; i <= DAY.desks; i++) {
      const [{ id }] = (
        await client.query(
          "INSERT INTO contacts (company_id, name, email, role) VALUES ($1, $2, $3, 'desk') RETURNING id",
          [companyId, `Desk ${i}`, `desk-${i}@bench-day.example`],
        )
      ).rows;
      desks.push({ id, companyId, token: await session(id) });
    }
    await client.query("COMMIT");
    return { editionId, attendees, desks };
  } finally {
    await client.end();
  }
}

export async function dayBench() {
  if (!DATABASE_URL || !REDIS_URL)
    return "\nThe show-floor day: skipped (it needs DATABASE_URL and REDIS_URL).\n";
  if (!existsSync(server))
    spawnSync(process.execPath, ["apps/server/scripts/build.mjs"], { cwd: root, stdio: "inherit" });
  dataDir = mkdtempSync(path.join(tmpdir(), "ebm-bench-day-"));
  await sql(DATABASE_URL, `CREATE DATABASE ${run}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${run}`;
  const databaseUrl = url.toString();
  const stats = new Stats();
  let people = [];
  const sink = await mailSink();
  smtpUrl = sink.url;
  try {
    log("starting two instances on a scratch database with the demo data");
    const a = await startInstance("A", databaseUrl);
    const b = await startInstance("B", databaseUrl);
    const { editionId, attendees, desks } = await seed(databaseUrl);
    const cluster = new Cluster([a, b]);
    people = attendees.map((row, i) => new Person({ ...row, home: i % 2, cluster, stats }));
    const deskPeople = desks.map((row, i) => new Person({ ...row, home: i % 2, cluster, stats }));
    log(`${people.length} attendees open their sockets`);
    for (let i = 0; i < people.length; i += 100)
      await Promise.all(people.slice(i, i + 100).map((p) => p.connect()));
    const clock = await (await fetch(`${a.base}/api/misc/clock`)).json();
    const offset = Date.parse(clock.now) - Date.now();
    const samples = new Map([a, b].map((i) => [i.name, { start: usage(i.pid), peakMb: 0, last: undefined }]));
    const sampler = setInterval(() => {
      for (const i of [a, b]) {
        const now = usage(i.pid);
        if (!now) continue;
        const s = samples.get(i.name);
        s.last = now;
        s.peakMb = Math.max(s.peakMb, now.rssMb);
      }
    }, 1000);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const ticksBefore = machineTicks();
    const crowdBefore = process.cpuUsage();
    const began = performance.now();
    let killedAt;
    const { expectations, killed } = await runDay({
      people,
      desks: deskPeople,
      dayMs: DAY_MS,
      eventNow: () => new Date(Date.now() + offset),
      log,
      kill: async () => {
        log(`instance ${a.name} killed`);
        samples.get(a.name).last = usage(a.pid) ?? samples.get(a.name).last;
        killedAt = performance.now();
        cluster.instances[0].up = false;
        a.child.endedByBench = true;
        if (a.child.exitCode === null && a.child.signalCode === null) process.kill(-a.pid, "SIGKILL");
        const movers = people.filter((p) => p.home === 0);
        await until(
          "its people on the other instance",
          async () => (movers.every((p) => p.reconnects > 0 && p.socket.readyState === 1) ? true : undefined),
          60_000,
        );
        return { name: a.name, movers: movers.length, movedInS: (performance.now() - killedAt) / 1000 };
      },
    });
    clearInterval(sampler);
    const ended = performance.now();
    loop.disable();
    const ticksAfter = machineTicks();
    const crowd = process.cpuUsage(crowdBefore);
    const machine = {
      cores: availableParallelism(),
      busyPercent: (1 - (ticksAfter.idle - ticksBefore.idle) / (ticksAfter.total - ticksBefore.total)) * 100,
      crowdCpuPercent: ((crowd.user + crowd.system) / 1000 / (ended - began)) * 100,
      loopP99Ms: loop.percentile(99) / 1e6,
    };
    // Memory after the day: once the instance has been quiet for half a minute.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    samples.get(b.name).settledMb = usage(b.pid)?.rssMb;
    const heap = await heapOf(b).catch(() => undefined);
    const instances = [a, b].map((i) => {
      const s = samples.get(i.name);
      const wall = ((i === a ? killedAt : ended) - began) / 1000;
      return {
        name: i.name,
        killed: i === a,
        cpuPercent: ((s.last.cpuS - s.start.cpuS) / wall) * 100,
        peakMb: s.peakMb,
        endMb: s.settledMb ?? s.last.rssMb,
        ...(i === b ? heap : {}),
      };
    });
    const counters = new Map(
      (await sql(databaseUrl, "SELECT user_id, seq FROM user_event_counters")).map((r) => [r.user_id, r.seq]),
    );
    const dinner = await sql(
      databaseUrl,
      `SELECT day_number AS day, count(*)::int AS seats, max(per)::int AS "maxPerCompany" FROM (
         SELECT day_number, count(*) OVER (PARTITION BY company_id, day_number) AS per FROM dinner_registrations
         WHERE edition_id = $1 AND status IN (0, 1)) d GROUP BY day_number ORDER BY day_number`,
      [editionId],
    );
    const [{ n: checkedIn }] = await sql(
      databaseUrl,
      "SELECT count(*)::int AS n FROM edition_contacts WHERE edition_id = $1 AND checked_in_at IS NOT NULL",
      [editionId],
    );
    const outbox = await sql(
      databaseUrl,
      "SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status ORDER BY status",
    );
    return report({
      goals: GOALS,
      mail: { taken: sink.taken(), outbox },
      crashed,
      stats,
      people,
      counters,
      expectations,
      killed,
      dinner,
      checkedIn,
      instances,
      machine,
      dayS: DAY_MS / 1000,
      poolSize: POOL_SIZE,
    });
  } finally {
    for (const person of people) person.close();
    for (const child of children) child.endedByBench = true;
    for (const child of children)
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    await Promise.all(
      children.map((c) =>
        c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once("exit", r)) : null,
      ),
    );
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
    await sql(DATABASE_URL, `DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
    await dropRedisKeys(REDIS_URL, namespace);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  dayBench()
    .then((out) => process.stdout.write(out))
    .catch((err) => {
      process.stderr.write(`${err.stack ?? err}\n`);
      process.exit(1);
    });
}
