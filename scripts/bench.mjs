#!/usr/bin/env node
// Benchmarks, reported as ratios against a baseline measured in the same run (DESIGN.md §7):
//  1. throughput of the settings and public content endpoints versus a bare Fastify hello-world,
//     100 connections;
//  2. gzipped size of the initial JavaScript of "/" (entry, home route and their static imports)
//     and of all JavaScript, against the budgets.
//  3. the attendee directory (POST /api/misc/attendees: a text search, a category and trading
//     type, the full list; and the CSV download) by throughput and p95 latency, against the
//     budget "directory search p95 ≤ 50 ms" (DESIGN.md §7).
// Run `npm run build` first. DATABASE_URL, when set, benchmarks the server on that PostgreSQL
// server, in a scratch database created and dropped here (the named database is not touched).
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const hdr = createRequire(fileURLToPath(import.meta.resolve("autocannon")))("hdr-histogram-js");

/** The home route's module, and what a signed-in phone adds to it (its cards load at ≤640 px). */
const HOME_ROUTE = { src: "src/features/home/components/HomePage.tsx", name: "HomePage" };
const PHONE_CARDS = { src: "src/features/home/components/SignedInCards.tsx", name: "SignedInCards" };

/**
 * Gzipped JavaScript a first visit of "/" downloads: the entry of index.html, the home route's
 * chunk and everything they import statically (read from Vite's build manifest), and what a
 * signed-in phone adds; and all JS.
 */
function jsSizes() {
  const dist = path.join(root, "apps/web/dist");
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
    initial: closure(["index.html", keyOf(HOME_ROUTE)]),
    phone: closure(["index.html", keyOf(HOME_ROUTE), keyOf(PHONE_CARDS)]),
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

async function main() {
  const sizes = jsSizes();
  process.stdout.write(
    `Initial JS of "/": ${kb(sizes.initial)} gzipped (budget 150 KB: ${((sizes.initial / (150 * 1024)) * 100).toFixed(0)}%); ` +
      `signed in on a phone ${kb(sizes.phone)} (${((sizes.phone / (150 * 1024)) * 100).toFixed(0)}%)\n` +
      `All JS: ${kb(sizes.all)} gzipped (budget 450 KB: ${((sizes.all / (450 * 1024)) * 100).toFixed(0)}%)\n\n`,
  );

  // `npm run bench -- --sizes` stops here: the bundle figures alone.
  if (process.argv.includes("--sizes")) return;

  const dataDir = mkdtempSync(path.join(tmpdir(), "ebm-bench-"));
  const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
  const port = 3300 + Math.floor(Math.random() * 500);
  const helloPort = port + 1000;
  const hello = spawn(process.execPath, ["scripts/bench-hello.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(helloPort) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  const app = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      // Measured as production runs, with what a production start requires (README "Production").
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      APP_SECRET: "bench-app-secret-0123456789abcdefghij",
      CAPTCHA_HMAC_KEY: "bench-captcha-key-0123456789abcdefghij",
      SMTP_URL: "smtp://127.0.0.1:2525",
      PAYMENT_PROVIDER: "simulated",
      ALLOW_SIMULATED_PAYMENTS: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const appUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(helloUrl, hello);
    await waitFor(`${appUrl}/api/health`, app);
    await scratch?.settle();
    await run(helloUrl, hello.pid); // warm-up, not counted
    const base = await run(helloUrl, hello.pid);
    const results = [];
    for (const endpoint of ENDPOINTS) {
      await run(`${appUrl}${endpoint}`, app.pid, 2); // warm-up, not counted
      results.push([endpoint, await run(`${appUrl}${endpoint}`, app.pid)]);
    }
    const directory = [];
    for (const entry of DIRECTORY) {
      const count = await directoryCount(
        appUrl,
        entry.fresh ? { ...entry, body: { ...entry.body, search: `${entry.body.search} qcount` } } : entry,
      );
      const url = `${appUrl}${entry.path}`;
      await run(url, app.pid, 2, directoryRequest(entry)); // warm-up, not counted
      directory.push([entry, count, await run(url, app.pid, DURATION_S, directoryRequest(entry))]);
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
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
