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
// is made and dropped. Runs the compiled server (`npm run build`; built here when missing).
//
// `--embedded` (`npm run bench -- --day --embedded`) runs the same day on one instance on the
// embedded database (no PostgreSQL, no Redis, nothing killed): its people are written into the
// data folder while the instance is stopped, and its memory goal is the embedded one.
//
// DAY_NODE_ARGS passes Node options to the instances (a heap limit, say, or `--cpu-prof
// --cpu-prof-dir=dir` for the survivor's CPU profile of the day); DAY_HEAP_SNAPSHOT=dir
// writes a heap snapshot of the surviving instance there after the day's quiet, to read in DevTools.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { compiledServer, dropRedisKeys } from "./lib/bench-env.mjs";
import { Cluster, Person, Stats } from "./lib/day-crowd.mjs";
import {
  afterTheDay,
  heapOf,
  heapSnapshot,
  heapSnapshotArgs,
  Instances,
  machineTicks,
  mailSink,
  openEmbedded,
  seed,
  usage,
} from "./lib/day-instance.mjs";
import { DAY, runDay } from "./lib/day-plan.mjs";
import { report } from "./lib/day-report.mjs";
import { until } from "./lib/wait.mjs";

const SETTLE_MS = 30_000;
const DAY_MS = Number(process.env.DAY_SECONDS ?? 300) * 1000;
const ATTENDEES = 1000;
/**
 * Database connections per instance (DAY_POOL_SIZE): sized to PostgreSQL's cores, not to the
 * crowd. On the bench's two cores, 20 each (the default) left 40 backends fighting for them in the
 * bursts, and every p99 was two to five times that of 6 each (docs/CAPACITY.md).
 */
const POOL_SIZE = Number(process.env.DAY_POOL_SIZE ?? 6);
const HEAP_SNAPSHOT_DIR = process.env.DAY_HEAP_SNAPSHOT
  ? path.resolve(process.env.DAY_HEAP_SNAPSHOT)
  : undefined;
/** The goals; memory after the day is 150 MB on PostgreSQL, 300 MB on the embedded database. */
const goals = (embedded) => ({
  p99Ms: 200,
  dinnerSeats: 250,
  dinnerPerCompany: 2,
  memoryMb: embedded ? 300 : 150,
});

const { DATABASE_URL, REDIS_URL } = process.env;
const run = `bench_day_${process.pid}`;
const namespace = `bench-day-${process.pid}`;
const log = (line) => process.stderr.write(`[day ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

async function sql(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Runs `work` with a `pg` client of `url`, or with the embedded database of `dir`. */
async function withDatabase({ url, dir }, work) {
  const client = url ? new pg.Client({ connectionString: url }) : await openEmbedded(dir);
  if (url) await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Where the day's data lives: a scratch PostgreSQL database, or the embedded folder of the one
 * instance ("E"); and the instances' settings for it.
 */
function placeOf(embedded, dataDir) {
  if (embedded) {
    const where = { dir: path.join(dataDir, "E") };
    return { where, env: { DATABASE_URL: undefined, REDIS_URL: undefined } };
  }
  const url = new URL(DATABASE_URL);
  url.pathname = `/${run}`;
  const where = { url: url.toString() };
  return {
    where,
    env: {
      DATABASE_URL: where.url,
      REDIS_URL,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      RATE_LIMIT_NAMESPACE: namespace,
    },
  };
}

/**
 * Starts the day's instances and writes its people. On PostgreSQL: two instances, people written
 * while they run. Embedded: one instance started once to make its folder and the demo, stopped
 * while its people are written into that folder (PGlite opens in one process at a time), then
 * started again.
 */
async function startDay(embedded, instances, where) {
  const people = { attendees: ATTENDEES, desks: DAY.desks };
  if (embedded) {
    log("starting one instance on the embedded database with the demo data");
    await instances.stop(await instances.start("E"));
    const seeded = await withDatabase(where, (client) => seed(client, people));
    return { list: [await instances.start("E")], seeded };
  }
  log("starting two instances on a scratch database with the demo data");
  const list = [await instances.start("A"), await instances.start("B")];
  return { list, seeded: await withDatabase(where, (client) => seed(client, people)) };
}

export async function dayBench({ embedded = process.argv.includes("--embedded") } = {}) {
  if (!embedded && (!DATABASE_URL || !REDIS_URL))
    return "\nThe show-floor day: skipped (it needs DATABASE_URL and REDIS_URL; --embedded runs it without).\n";
  compiledServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), "ebm-bench-day-"));
  const stats = new Stats();
  let people = [];
  const sink = await mailSink();
  const { where, env } = placeOf(embedded, dataDir);
  const nodeArgs = [
    ...(process.env.DAY_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
    ...(HEAP_SNAPSHOT_DIR ? heapSnapshotArgs(HEAP_SNAPSHOT_DIR) : []),
  ];
  const instances = new Instances({ dataDir, smtpUrl: sink.url, nodeArgs, env });
  try {
    if (!embedded) await sql(DATABASE_URL, `CREATE DATABASE ${run}`);
    const day = await startDay(embedded, instances, where);
    const [a, b = a] = day.list;
    const { editionId, attendees, desks } = day.seeded;
    const cluster = new Cluster(day.list);
    const homes = day.list.length;
    people = attendees.map((row, i) => new Person({ ...row, home: i % homes, cluster, stats }));
    const deskPeople = desks.map((row, i) => new Person({ ...row, home: i % homes, cluster, stats }));
    log(`${people.length} attendees open their sockets`);
    for (let i = 0; i < people.length; i += 100)
      await Promise.all(people.slice(i, i + 100).map((p) => p.connect()));
    const clock = await (await fetch(`${a.base}/api/misc/clock`)).json();
    const offset = Date.parse(clock.now) - Date.now();
    const samples = new Map(
      day.list.map((i) => [i.name, { start: usage(i.pid), peakMb: 0, last: undefined }]),
    );
    const sampler = setInterval(() => {
      for (const i of day.list) {
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
        // One instance on the embedded database: nobody to move to.
        if (a === b) return undefined;
        log(`instance ${a.name} killed`);
        samples.get(a.name).last = usage(a.pid) ?? samples.get(a.name).last;
        killedAt = performance.now();
        cluster.instances[0].up = false;
        instances.kill(a);
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
    if (HEAP_SNAPSHOT_DIR) log(`heap snapshot of ${b.name}: ${await heapSnapshot(b, HEAP_SNAPSHOT_DIR)}`);
    const list = day.list.map((i) => {
      const s = samples.get(i.name);
      const killedHere = killed?.name === i.name;
      const wall = ((killedHere ? killedAt : ended) - began) / 1000;
      return {
        name: i.name,
        killed: killedHere,
        cpuPercent: ((s.last.cpuS - s.start.cpuS) / wall) * 100,
        peakMb: s.peakMb,
        endMb: s.settledMb ?? s.last.rssMb,
        ...(i === b ? heap : {}),
      };
    });
    for (const person of people) person.close();
    // Stopped as an operator would (the embedded folder opens in one process at a time, and a
    // `--cpu-prof` in DAY_NODE_ARGS writes its profile on a clean exit).
    await instances.stop(b);
    const checked = await withDatabase(where, (client) => afterTheDay(client, editionId));
    return report({
      goals: goals(embedded),
      setup: embedded
        ? "one instance on the embedded database"
        : `two instances of ${POOL_SIZE} database connections each, PostgreSQL and Redis`,
      mail: { taken: sink.taken(), outbox: checked.outbox },
      crashed: instances.crashed,
      stats,
      people,
      counters: checked.counters,
      expectations,
      killed,
      dinner: checked.dinner,
      checkedIn: checked.checkedIn,
      instances: list,
      machine,
      dayS: DAY_MS / 1000,
    });
  } finally {
    for (const person of people) person.close();
    await instances.killAll();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!embedded) {
      await sql(DATABASE_URL, `DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
      await dropRedisKeys(REDIS_URL, namespace);
    }
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
