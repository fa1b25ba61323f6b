#!/usr/bin/env node
// Benchmarks, reported as ratios against a baseline measured in the same run (DESIGN.md §7):
//  1. throughput of the settings and public content endpoints versus a bare Fastify hello-world,
//     100 connections;
//  2. gzipped size of the initial JavaScript of "/" (entry, home route and their static imports)
//     and of all JavaScript, against the budgets.
//  3. the attendee directory (POST /api/misc/attendees: a text search, a category and trading
//     type, the full list; and the CSV download) by throughput and p95 latency, against the
//     budget "directory search p95 ≤ 50 ms" (DESIGN.md §7);
//  4. Lighthouse (mobile) on "/", "/program" and "/attendees" beside a static baseline page, against
//     the budget "performance ≥ 95, CLS ≤ 0.05" (scripts/bench-lighthouse.mjs). It needs Chromium
//     (CHROME_PATH, else /usr/bin/chromium) and takes two to three minutes: BENCH_LIGHTHOUSE=0
//     skips it.
//  5. meeting requests under contention (POST /api/scheduler/meetings: 100 signed-in requesters
//     asking 20 popular contacts for meetings in 10 timeslots, on PostgreSQL only) by throughput and
//     p99 latency, against the budget "p99 ≤ 250 ms, no error other than a clear 'try again'"
//     (DESIGN.md §7): a 200 (booked) and a 409 (busy, full, or try again) are answers, anything
//     else is an error. Its people, sessions and future timeslots are written straight into the
//     scratch database. `npm run bench -- --meetings` runs this one alone.
//  6. the chat (scripts/bench-chat.mjs): 5,000 authenticated WebSockets on one instance with memory
//     per connection, and message delivery p50/p99 on one instance and across two through Redis,
//     beside a bare `ws` echo server; then a meeting request's `meeting-changed` event at the other
//     side's socket, p50/p99 on one instance and across two. `npm run bench -- --chat` runs this
//     one alone.
//  8. the automatic schedule (apps/server/src/scripts/bench-matchmaking.ts): a generated event of
//     1,000 attendees and 15,000 wishes, its draft against the LP bound of the same run, fairness,
//     conflicts and time, and a re-run after 50 cancellations. `npm run bench -- --matchmaking`
//     (`--privacy`: the data export and erasure of the full demo's busiest attendee, bench-privacy.ts)
//     runs it alone; `npm run bench` runs it last.
//  7. the console's People import (scripts/bench-import.mjs, on PostgreSQL only): 1,000 CSV rows
//     previewed and written by the job runner while other requests are asked, by seconds, rows/s
//     and the other requests' p95/max latency against the same requests with no import running, and
//     the same file again (no change). `npm run bench -- --import` runs this one alone, without a
//     web build.
//  9. the show-floor day (scripts/bench-day.mjs, on PostgreSQL and Redis): 1,000 attendees on two
//     instances through a compressed day, one instance killed in the middle; p50/p99 per kind of
//     call, errors, events lost or doubled, the dinner's seats, CPU and memory per instance.
//     `npm run bench -- --day` runs it alone; `npm run bench` runs it after the import;
//     `npm run bench -- --day --embedded` runs it on one instance on the embedded database.
// Run `npm run build` first for the web build (WEB_DIST names another); the server is compiled
// from the sources at the start of each run and started as production starts it. DATABASE_URL, when set, benchmarks the
// server on that PostgreSQL server, in a scratch database created and dropped here (the named
// database is not touched). BENCH_PORT sets the app's port (the hello-world takes the next one).
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chatBench } from "./bench-chat.mjs";
import { dayBench } from "./bench-day.mjs";
import { importBench } from "./bench-import.mjs";
import { BASELINE_FILE, BASELINE_HTML, lighthouseReport } from "./bench-lighthouse.mjs";
import { compiledServer, PRODUCTION_BENCH_ENV, SERVE_NODE_ARGS, writeSession } from "./lib/bench-env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
/** Node options for the app under test (`--cpu-prof --cpu-prof-dir=…`, say: written at its SIGTERM). */
const BENCH_NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
/** The settings and public content endpoints that every visitor's pages read. */
const ENDPOINTS = [
  "/api/misc/allSettings",
  "/api/misc/sponsors",
  "/api/misc/testimonials",
  "/api/misc/program",
  "/api/misc/contactInfo",
  "/api/misc/pictures/21",
];

/**
 * The directory's requests, as a browser sends them (JSON body, compression accepted). "lenovo"
 * is a product word found in a few dozen of the ~1,000 seeded companies.
 */
const DIRECTORY = [
  { name: "search 'lenovo'", method: "POST", path: "/api/misc/attendees", body: { search: "lenovo" } },
  {
    // Every request asks for words nobody asked for in the last seconds ("lenovo" plus a new
    // word), so each one goes to the database: the cost of the search itself, without the
    // answers the server keeps for a few seconds.
    name: "search, new words each time",
    method: "POST",
    path: "/api/misc/attendees",
    body: { search: "lenovo" },
    fresh: true,
  },
  {
    name: "category + trading type",
    method: "POST",
    path: "/api/misc/attendees",
    body: { search: null, pref: 3, tradingType: "used" },
  },
  {
    name: "full list",
    method: "POST",
    path: "/api/misc/attendees",
    body: { search: null, pref: null, tradingType: null },
  },
  { name: "CSV download", method: "GET", path: "/api/misc/attendeesAsCSV" },
];
const DIRECTORY_P95_BUDGET_MS = 50;

/** Meeting requests under contention: who asks, whom, in how many slots; and the budget. */
const MEETINGS = { requesters: 100, contacts: 20, slots: 10 };
const MEETING_P99_BUDGET_MS = 250;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The web build under test. */
const webDist = path.resolve(root, process.env.WEB_DIST ?? "apps/web/dist");
const LIGHTHOUSE_RUNS = 3;

const hdr = createRequire(fileURLToPath(import.meta.resolve("autocannon")))("hdr-histogram-js");

/** The home route's module, and what a signed-in phone adds to it (its cards load at ≤640 px). */
const HOME_ROUTE = { src: "src/app/pages/HomeRoute.tsx", name: "HomeRoute" };
/** The app's code, which the entry of index.html imports at once (or after a prerendered page's first paint). */
const APP = { src: "src/app/start.tsx", name: "start" };
const PHONE_CARDS = { src: "src/features/home/components/SignedInCards.tsx", name: "SignedInCards" };

/**
 * Gzipped JavaScript a first visit of "/" downloads: the entry of index.html, the home route's
 * chunk and everything they import statically (read from Vite's build manifest), and what a
 * signed-in phone adds; and all JS.
 */
function jsSizes() {
  const dist = webDist;
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
  const keyOf = ({ src, name }) => {
    const key = Object.keys(manifest).find(
      (k) => manifest[k].src === src || (manifest[k].isDynamicEntry && manifest[k].name === name),
    );
    if (!key) throw new Error(`${src} is not in the build manifest`);
    return key;
  };
  const closure = (keys) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return [...files].reduce((sum, f) => sum + gz(f), 0);
  };
  const all = readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".js"));
  return {
    initial: closure(["index.html", keyOf(APP), keyOf(HOME_ROUTE)]),
    phone: closure(["index.html", keyOf(APP), keyOf(HOME_ROUTE), keyOf(PHONE_CARDS)]),
    all: all.reduce((sum, f) => sum + gz(`assets/${f}`), 0),
  };
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Loads one URL and reports the server's CPU time per request beside the throughput: on a small
 * machine the load generator shares the cores, so throughput alone partly measures the client.
 */
const run = (url, serverPid, duration = DURATION_S, request = {}) =>
  new Promise((resolve, reject) => {
    const cpuBefore = cpuMs(serverPid);
    // autocannon reports p90 and p97.5 but not p95: it records into this histogram, read afterwards
    // (its own end-of-run destroy is held back until then).
    const latencies = hdr.build({
      bitBucketSize: 64,
      autoResize: true,
      lowestDiscernibleValue: 1,
      highestTrackableValue: 10000,
      numberOfSignificantValueDigits: 5,
    });
    const destroy = latencies.destroy.bind(latencies);
    latencies.destroy = () => {};
    autocannon(
      { url, connections: CONNECTIONS, duration, histograms: { latencies }, ...request },
      (err, result) => {
        const p95 = latencies.getValueAtPercentile(95);
        destroy();
        if (err) return reject(err);
        const requests = result.requests.total || 1;
        resolve({
          ...result,
          p95,
          cpuUsPerRequest: ((cpuMs(serverPid) - cpuBefore) * 1000) / requests,
        });
      },
    );
  });

/** autocannon's request options for a directory case; browsers accept compressed answers. */
const directoryRequest = ({ method, body, fresh }) => {
  const options = {
    method,
    headers: {
      "accept-encoding": "gzip, deflate, br",
      ...(body ? { "content-type": "application/json" } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  };
  if (!fresh) return options;
  let counter = 0;
  const setupRequest = (request) => ({
    ...request,
    body: JSON.stringify({ ...body, search: `${body.search} q${(counter++).toString(36)}` }),
  });
  return { ...options, requests: [{ ...options, setupRequest }] };
};

/** One plain request of a directory case: the number of companies (or CSV lines) it answers. */
async function directoryCount(appUrl, { method, path: urlPath, body }) {
  const res = await fetch(`${appUrl}${urlPath}`, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}`);
  if (urlPath.endsWith("CSV")) return (await res.text()).trim().split("\n").length - 1;
  return (await res.json()).payload.length;
}

async function waitFor(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${url} exited before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the app did not become healthy");
}

/** A throw-away database on the server of `adminUrl`, so the benchmark leaves no data behind. */
async function scratchDatabase(adminUrl) {
  const { Client } = createRequire(path.join(root, "apps/server/package.json"))("pg");
  const name = `ebm_bench_${process.pid}_${Date.now()}`;
  const run = async (sql) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** After the demo data load: settle the tables now, so autovacuum does not run during a measurement. */
    async settle() {
      const client = new Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query("VACUUM ANALYZE");
      } finally {
        await client.end();
      }
    },
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Writes the meeting benchmark's people into the database of `databaseUrl`: requesters and
 * popular contacts, each of a company of their own, attending the current edition; a session per
 * requester (the token's SHA-256, as the app stores it); and timeslots a month ahead, which the
 * real clock has not passed.
 */
async function seedMeetingBench(databaseUrl) {
  const { Client } = createRequire(path.join(root, "apps/server/package.json"))("pg");
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const one = async (sql, values) => (await client.query(sql, values)).rows[0];
    const { id: editionId } = await one("SELECT id FROM editions WHERE is_current LIMIT 1");
    const { id: countryId } = await one("SELECT id FROM countries ORDER BY id LIMIT 1");
    const person = async (tag) => {
      const { id: companyId } = await one(
        "INSERT INTO companies (name, username, country_id, status) VALUES ($1, $2, $3, 3) RETURNING id",
        [`Bench ${tag} Ltd`, `bench-${tag}`, countryId],
      );
      const { id } = await one(
        "INSERT INTO contacts (company_id, name, email) VALUES ($1, $2, $3) RETURNING id",
        [companyId, `Bench ${tag}`, `${tag}@bench.example`],
      );
      await client.query("INSERT INTO edition_contacts (edition_id, contact_id) VALUES ($1, $2)", [
        editionId,
        id,
      ]);
      return id;
    };
    const contactIds = [];
    for (let i = 0; i < MEETINGS.contacts; i++) contactIds.push(await person(`popular-${i}`));
    const tokens = [];
    for (let i = 0; i < MEETINGS.requesters; i++) {
      const id = await person(`requester-${i}`);
      tokens.push(await writeSession(client, id));
    }
    const slotIds = [];
    const firstStart = Date.now() + 30 * 86_400_000 - (Date.now() % 1_800_000);
    // Twice the slots: the first half warms the request path up, the second half is measured.
    for (let i = 0; i < 2 * MEETINGS.slots; i++) {
      const starts = new Date(firstStart + i * 1_800_000);
      const ends = new Date(starts.getTime() + 1_800_000);
      const hhmm = (date) => date.toISOString().slice(11, 16);
      const { id } = await one(
        `INSERT INTO timeslots (edition_id, day, time_start, time_end, starts_at_utc, ends_at_utc)
         VALUES ($1, 2, $2, $3, $4, $5) RETURNING id`,
        [editionId, hhmm(starts), hhmm(ends), starts, ends],
      );
      slotIds.push(id);
    }
    await client.query("COMMIT");
    return {
      tokens,
      contactIds,
      warmUpSlotIds: slotIds.slice(0, MEETINGS.slots),
      slotIds: slotIds.slice(MEETINGS.slots),
    };
  } finally {
    await client.end();
  }
}

/** autocannon's options for meeting requests: each one from a random requester to a random popular contact and slot. */
const meetingRequest = ({ tokens, contactIds, slotIds }) => {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const options = { method: "POST", headers: { "content-type": "application/json" } };
  const setupRequest = (request) => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${pick(tokens)}` },
    body: JSON.stringify({ toId: pick(contactIds), timeslotId: pick(slotIds), message: "Shall we meet?" }),
  });
  return { ...options, requests: [{ ...options, setupRequest }] };
};

/** A signed-in read of the same requesters (GET /api/scheduler/pending-meetings), the meeting benchmark's baseline. */
const signedInRead = ({ tokens }) => {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const setupRequest = (request) => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${pick(tokens)}` },
  });
  return { method: "GET", requests: [{ method: "GET", setupRequest }] };
};

/** The meeting benchmark's lines: throughput, p99, the answers by status, the baseline, and the budget. */
function meetingReport(r, base) {
  const counts = Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
  );
  const answered = (counts[200] ?? 0) + (counts[409] ?? 0);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const errors = r.errors + r.timeouts + (total - answered);
  const holds = r.latency.p99 <= MEETING_P99_BUDGET_MS && errors === 0;
  return (
    `\nMeeting requests under contention (${MEETINGS.requesters} requesters on ${MEETINGS.contacts} popular contacts, ` +
    `${MEETINGS.slots} timeslots, ${CONNECTIONS} connections, ${DURATION_S} s, PostgreSQL):\n` +
    `  ${r.requests.average.toFixed(0)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ` +
    `server CPU ${r.cpuUsPerRequest.toFixed(0)} µs/req\n` +
    `  answers: ${Object.entries(counts)
      .map(([code, n]) => `${code}×${n}`)
      .join(" ")}; errors (neither 200 nor 409, or no answer) ${errors}\n` +
    `  baseline, a signed-in read (GET /api/scheduler/pending-meetings): ${base.requests.average.toFixed(0)} req/s  ` +
    `p99 ${base.latency.p99} ms; requests reach ${(r.requests.average / base.requests.average).toFixed(2)} of its throughput\n` +
    `Meeting requests p99 ≤ ${MEETING_P99_BUDGET_MS} ms with no error but "try again": ${holds ? "holds" : "FAILS"}\n`
  );
}

/**
 * Benchmarks 1 and 3: the settings and content endpoints against the hello-world, then the
 * attendee directory; writes their reports.
 */
async function contentAndDirectory({ appUrl, appPid, helloUrl, helloPid }) {
  await run(helloUrl, helloPid); // warm-up, not counted
  const base = await run(helloUrl, helloPid);
  const results = [];
  for (const endpoint of ENDPOINTS) {
    await run(`${appUrl}${endpoint}`, appPid, 2); // warm-up, not counted
    results.push([endpoint, await run(`${appUrl}${endpoint}`, appPid)]);
  }
  const directory = [];
  for (const entry of DIRECTORY) {
    const count = await directoryCount(
      appUrl,
      entry.fresh ? { ...entry, body: { ...entry.body, search: `${entry.body.search} qcount` } } : entry,
    );
    const url = `${appUrl}${entry.path}`;
    await run(url, appPid, 2, directoryRequest(entry)); // warm-up, not counted
    directory.push([entry, count, await run(url, appPid, DURATION_S, directoryRequest(entry))]);
  }
  const line = (name, r) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p95 ${r.p95} ms  p97.5 ${r.latency.p97_5} ms  server CPU ${r.cpuUsPerRequest.toFixed(0)} µs/req  errors ${r.errors + r.non2xx}\n`;
  const ratio = (r) => r.requests.average / base.requests.average;
  process.stdout.write(
    `Throughput, ${CONNECTIONS} connections, ${DURATION_S} s each (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}):\n` +
      line("bare Fastify hello-world", base) +
      results.map(([endpoint, r]) => line(`GET ${endpoint}`, r)).join("") +
      `\nratio to hello-world (budget ≥ 0.50), by throughput and by server CPU per request:\n` +
      results
        .map(
          ([endpoint, r]) =>
            `  ${endpoint.padEnd(32)} ${ratio(r).toFixed(2)}  ${(base.cpuUsPerRequest / r.cpuUsPerRequest).toFixed(2)}\n`,
        )
        .join(""),
  );
  const searches = directory.filter(([entry]) => entry.method === "POST");
  const worst = Math.max(...searches.map(([, , r]) => r.p95));
  process.stdout.write(
    `\nAttendee directory, ${CONNECTIONS} connections, ${DURATION_S} s each; ratio to hello-world by throughput:\n` +
      directory
        .map(([entry, count, r]) =>
          line(`${entry.name} (${count} rows)`, r).replace(/\n$/, `  ratio ${ratio(r).toFixed(2)}\n`),
        )
        .join("") +
      `Directory search p95 ≤ ${DIRECTORY_P95_BUDGET_MS} ms: ${worst <= DIRECTORY_P95_BUDGET_MS ? "holds" : "FAILS"} ` +
      `(worst p95 ${worst} ms: ${searches.map(([entry, , r]) => `${entry.name} ${r.p95} ms`).join(", ")})\n`,
  );
}

/** A benchmark of its own in apps/server/src/scripts (the schedule's, the privacy rights'), in a process of its own. */
function scriptBench(script) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", `apps/server/src/scripts/${script}`], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(`\n${out}`) : reject(new Error(`${script} ended with ${code}`)),
    );
  });
}

async function main() {
  // `npm run bench -- --matchmaking` measures the automatic schedule alone (no server, no web build).
  if (process.argv.includes("--matchmaking")) {
    process.stdout.write(await scriptBench("bench-matchmaking.ts"));
    return;
  }
  // `npm run bench -- --privacy` measures the export and the erasure of the full demo's busiest attendee.
  if (process.argv.includes("--privacy")) {
    process.stdout.write(await scriptBench("bench-privacy.ts"));
    return;
  }
  // `npm run bench -- --day` runs the show-floor day alone (the compiled server; no web build needed).
  if (process.argv.includes("--day")) {
    process.stdout.write(await dayBench());
    return;
  }
  // `npm run bench -- --import` measures the People import alone, with an instance of its own
  // (the API only: no web build needed).
  if (process.argv.includes("--import")) {
    process.stdout.write(await importBench());
    return;
  }
  const sizes = jsSizes();
  process.stdout.write(
    `Initial JS of "/": ${kb(sizes.initial)} gzipped (budget 150 KB: ${((sizes.initial / (150 * 1024)) * 100).toFixed(0)}%); ` +
      `signed in on a phone ${kb(sizes.phone)} (${((sizes.phone / (150 * 1024)) * 100).toFixed(0)}%)\n` +
      `All JS: ${kb(sizes.all)} gzipped (budget 450 KB: ${((sizes.all / (450 * 1024)) * 100).toFixed(0)}%)\n\n`,
  );

  // `npm run bench -- --sizes` stops here: the bundle figures alone.
  if (process.argv.includes("--sizes")) return;
  // `npm run bench -- --chat` measures the chat alone, with instances of its own.
  if (process.argv.includes("--chat")) {
    process.stdout.write(await chatBench());
    return;
  }
  // `npm run bench -- --meetings` measures the meeting requests alone; `--api` the content
  // endpoints and the directory alone (no Lighthouse, meetings or chat).
  const meetingsOnly = process.argv.includes("--meetings");
  const apiOnly = process.argv.includes("--api");

  const dataDir = mkdtempSync(path.join(tmpdir(), "ebm-bench-"));
  const withLighthouse = !meetingsOnly && !apiOnly && process.env.BENCH_LIGHTHOUSE !== "0";
  // The app serves a copy of the build with the Lighthouse baseline page in it, so the baseline
  // travels the same server, compression and headers as the pages it is compared with.
  const servedDist = path.join(dataDir, "web");
  cpSync(webDist, servedDist, { recursive: true });
  writeFileSync(path.join(servedDist, BASELINE_FILE), BASELINE_HTML);
  const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
  // Above the ports of the services a machine commonly runs (MariaDB at 3306 took one of 3300-3799).
  const port = Number(process.env.BENCH_PORT ?? 20_000 + Math.floor(Math.random() * 5_000));
  const helloPort = port + 1;
  const hello = spawn(process.execPath, ["scripts/bench-hello.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(helloPort) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  const app = spawn(process.execPath, [...SERVE_NODE_ARGS, ...BENCH_NODE_ARGS, compiledServer()], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: servedDist,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      // Measured as production runs, with what a production start requires (README "Production").
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...PRODUCTION_BENCH_ENV,
      LOG_LEVEL: "warn",
      // The measured crowd shares one address: the per-address budgets would refuse it (README).
      RATE_LIMIT_SCALE: "10000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const appUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(helloUrl, hello);
    await waitFor(`${appUrl}/api/health`, app);
    await scratch?.settle();
    // First, while nothing else loads the machine.
    const lighthouse = withLighthouse
      ? await lighthouseReport(appUrl, { runs: LIGHTHOUSE_RUNS })
      : `Lighthouse: skipped (${meetingsOnly ? "--meetings" : apiOnly ? "--api" : "BENCH_LIGHTHOUSE=0"}).\n`;
    if (!meetingsOnly) await contentAndDirectory({ appUrl, appPid: app.pid, helloUrl, helloPid: hello.pid });
    if (scratch && !apiOnly) {
      const seeded = await seedMeetingBench(scratch.url);
      const readUrl = `${appUrl}/api/scheduler/pending-meetings`;
      await run(readUrl, app.pid, 2, signedInRead(seeded)); // warm-up, not counted
      const base = await run(readUrl, app.pid, DURATION_S, signedInRead(seeded));
      const url = `${appUrl}/api/scheduler/meetings`;
      // Warm-up, not counted: other slots, so the measured run starts with every place free.
      await run(url, app.pid, 2, meetingRequest({ ...seeded, slotIds: seeded.warmUpSlotIds }));
      process.stdout.write(meetingReport(await run(url, app.pid, DURATION_S, meetingRequest(seeded)), base));
    } else if (!apiOnly) {
      process.stdout.write(
        "\nMeeting requests under contention: skipped (it needs PostgreSQL: set DATABASE_URL).\n",
      );
    }
    process.stdout.write(`\n${lighthouse}`);
  } finally {
    for (const child of [app, hello]) child.kill("SIGTERM");
    await Promise.all(
      [app, hello].map((child) =>
        child.exitCode === null ? new Promise((r) => child.once("exit", r)) : null,
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
  if (!meetingsOnly && !apiOnly) {
    process.stdout.write(await chatBench());
    process.stdout.write(await importBench());
    process.stdout.write(await dayBench());
  }
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
