#!/usr/bin/env node
// The People import's benchmark (the organiser console): an organiser previews a CSV file of
// IMPORT_ROWS (1,000) rows, 250 companies of four contacts each, and applies it; the `people.import`
// job writes it in batches while three other clients keep asking the app (the event clock, the
// console's company list, the import's progress, a directory search), one request after another.
// It reports the seconds of the preview and of the writing with rows per second, the other
// requests answered meanwhile with their p95 and slowest latency, and the same file again (a
// re-import: every row unchanged, nothing written). The baseline, measured in the same run, is
// those requests with no import running: the ratios say how much the import slows them.
// Needs PostgreSQL (DATABASE_URL; a scratch database is made and dropped) and no web build.
// `npm run bench -- --import` runs it alone; `npm run bench` runs it last.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { compiledServer, PRODUCTION_BENCH_ENV, SERVE_NODE_ARGS } from "./lib/bench-env.mjs";
import { freePort, until as waitUntil } from "./lib/wait.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROWS = Number(process.env.IMPORT_ROWS ?? 1000);
/** Clients asking other things meanwhile, each one request after another. */
const CLIENTS = 3;
const BASELINE_MS = 5_000;
const WARM_UP_MS = 1_000;
/** What the import promises on a small machine: the writing, and the other requests meanwhile. */
const BUDGET = { rows: 1000, writeSeconds: 10, otherMaxMs: 250 };
const ORGANISER = { email: "organiser@demo.ebm.example", password: "Dublin2025!" };

const { DATABASE_URL } = process.env;
const run = `bench_import_${process.pid}`;

const fail = (why) => {
  throw new Error(why);
};
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function admin(sql) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts the app in its own process group, as production runs, and waits for its health. */
async function startInstance(databaseUrl, dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { REDIS_URL: _oneInstance, ...env } = process.env;
  const child = spawn(process.execPath, [...SERVE_NODE_ARGS, compiledServer()], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      // The API alone is asked: an empty folder stands for the web build.
      WEB_DIST: dataDir,
      ...PRODUCTION_BENCH_ENV,
      LOG_LEVEL: "warn",
      // Three clients from one address ask as fast as they are answered: budgets scaled for it.
      RATE_LIMIT_SCALE: "100",
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  await waitUntil(
    "the app",
    async () => {
      if (child.exitCode !== null) fail(`the app stopped: ${stderr}`);
      return (await fetch(`${base}/api/health`)).ok ? true : undefined;
    },
    240_000,
  );
  return { base, child };
}

/** The file: 250 companies of four contacts each (one country per company), half attending. */
function csv() {
  const lines = ["Company,Country,Main interests,Trading,Contact name,E-mail,Function,Phone,Attending"];
  for (let i = 0; i < ROWS; i++) {
    const company = Math.floor(i / 4);
    lines.push(
      `"Bench Import Co ${company}",${["IE", "DE", "NL", "FR"][company % 4]},Printers|Server/Storage,used,` +
        `Person ${i},bench-import-${i}@example.com,"Sales, EMEA",+353 ${i},${i % 2 ? "yes" : "no"}`,
    );
  }
  return lines.join("\r\n");
}

/**
 * Three clients asking one request after another until `stop()` says so; each request's latency
 * is kept. `onImport` sees each answer about the import.
 */
async function otherRequests({ base, token, importId, stop, onImport }) {
  const auth = { authorization: `Bearer ${token}` };
  const requests = [
    () => fetch(`${base}/api/misc/clock`),
    () => fetch(`${base}/api/organiser/people/companies?q=Bench`, { headers: auth }),
    () => fetch(`${base}/api/organiser/people/imports/${importId}`, { headers: auth }),
    () =>
      fetch(`${base}/api/misc/attendees`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ search: "lenovo" }),
      }),
  ];
  const latencies = [];
  let errors = 0;
  let next = 0;
  const client = async () => {
    while (!stop()) {
      const which = next++ % requests.length;
      const started = performance.now();
      const res = await requests[which]();
      const body = await res.text();
      latencies.push(performance.now() - started);
      if (!res.ok) errors++;
      else if (which === 2) onImport?.(JSON.parse(body).payload);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { latencies: latencies.sort((a, b) => a - b), errors };
}

/** Requests for `ms` milliseconds, none running alongside. */
async function baseline(options, ms) {
  const until = performance.now() + ms;
  return otherRequests({ ...options, stop: () => performance.now() > until });
}

/** Applies an import and keeps the other requests going until it is applied. */
async function applyWhileAsked(options) {
  const { base, token, importId } = options;
  const started = performance.now();
  const res = await fetch(`${base}/api/organiser/people/imports/${importId}/apply`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 202) fail(`apply answered ${res.status}: ${await res.text()}`);
  let finished;
  let midway = 0;
  const deadline = started + 300_000;
  const asked = await otherRequests({
    ...options,
    stop: () => finished !== undefined || performance.now() > deadline,
    onImport: (state) => {
      if (state.state === "applied" && finished === undefined) finished = { at: performance.now(), state };
      else if (state.state === "applying" && state.done > 0 && state.done < state.total) midway++;
    },
  });
  if (!finished) fail("the import was not applied within 5 minutes");
  return { ...asked, seconds: (finished.at - started) / 1000, result: finished.state.result, midway };
}

async function preview(base, token, text) {
  const started = performance.now();
  const res = await fetch(`${base}/api/organiser/people/imports`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ fileName: "bench.csv", text }),
  });
  if (res.status !== 201) fail(`the preview answered ${res.status}: ${await res.text()}`);
  const { payload } = await res.json();
  return { ...payload, seconds: (performance.now() - started) / 1000 };
}

const changesOf = (counts) =>
  counts.companiesCreated + counts.companiesUpdated + counts.contactsCreated + counts.contactsUpdated;

export async function importBench() {
  if (!DATABASE_URL) return "\nPeople import: skipped (it needs PostgreSQL: set DATABASE_URL).\n";
  await admin(`CREATE DATABASE ${run}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${run}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "ebm-bench-import-"));
  let app;
  try {
    app = await startInstance(url.toString(), dataDir);
    const { base } = app;
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ORGANISER),
    });
    if (!login.ok) fail(`the organiser's sign-in answered ${login.status}`);
    const { token } = await login.json();
    const text = csv();

    const first = await preview(base, token, text);
    if (first.summary.errors || first.summary.contactsCreated !== ROWS)
      fail(`the preview found ${first.summary.errors} errors, ${first.summary.contactsCreated} new contacts`);
    const options = { base, token, importId: first.id };
    await baseline(options, WARM_UP_MS); // warm-up, not counted
    const base0 = await baseline(options, BASELINE_MS);
    const written = await applyWhileAsked(options);
    if (written.result.failed.length) fail(`${written.result.failed.length} rows failed`);

    const again = await preview(base, token, text);
    const reapplied = await applyWhileAsked({ ...options, importId: again.id });

    const stats = ({ latencies }) => ({
      n: latencies.length,
      p95: percentile(latencies, 95),
      max: latencies.at(-1) ?? 0,
    });
    const b = stats(base0);
    const w = stats(written);
    const r = stats(reapplied);
    const perSecond = (n, seconds) => n / seconds;
    const ms = (v) => `${v.toFixed(0)} ms`;
    const x = (v) => `${v.toFixed(2)}×`;
    const holds =
      (ROWS < BUDGET.rows || written.seconds * (BUDGET.rows / ROWS) <= BUDGET.writeSeconds) &&
      w.max < BUDGET.otherMaxMs &&
      changesOf(again.summary) === 0 &&
      changesOf(reapplied.result) === 0 &&
      written.errors + reapplied.errors + base0.errors === 0;
    return (
      `\nPeople import (PostgreSQL), ${ROWS} rows (${ROWS / 4} companies of 4 contacts), ` +
      `${CLIENTS} other clients asking one request after another:\n` +
      `  preview ${first.seconds.toFixed(2)} s; writing ${written.seconds.toFixed(2)} s ` +
      `(${perSecond(ROWS, written.seconds).toFixed(0)} rows/s, ${written.midway} progress answers mid-way): ` +
      `${written.result.companiesCreated} companies and ${written.result.contactsCreated} contacts created, ` +
      `${written.result.failed.length} failed\n` +
      `  other requests meanwhile: ${w.n} answered (${perSecond(w.n, written.seconds).toFixed(0)}/s), ` +
      `p95 ${ms(w.p95)}, max ${ms(w.max)}, errors ${written.errors}\n` +
      `  baseline, the same requests with no import running (${BASELINE_MS / 1000} s): ${b.n} answered ` +
      `(${perSecond(b.n, BASELINE_MS / 1000).toFixed(0)}/s), p95 ${ms(b.p95)}, max ${ms(b.max)}\n` +
      `  during the import against the baseline: p95 ${x(w.p95 / b.p95)}, max ${x(w.max / b.max)}, ` +
      `throughput ${x(perSecond(w.n, written.seconds) / perSecond(b.n, BASELINE_MS / 1000))}\n` +
      `  the same file again: preview ${again.seconds.toFixed(2)} s, ${changesOf(again.summary)} changes ` +
      `(${again.summary.unchanged} rows unchanged); applied in ${reapplied.seconds.toFixed(2)} s ` +
      `(${perSecond(ROWS, reapplied.seconds).toFixed(0)} rows/s), ${changesOf(reapplied.result)} changes; ` +
      `other requests meanwhile p95 ${ms(r.p95)} (${x(r.p95 / b.p95)}), max ${ms(r.max)}\n` +
      `People import: ${BUDGET.rows} rows written in ≤ ${BUDGET.writeSeconds} s, other requests ` +
      `< ${BUDGET.otherMaxMs} ms meanwhile, a re-import changes nothing: ${holds ? "holds" : "FAILS"}\n`
    );
  } finally {
    if (app) {
      try {
        process.kill(-app.child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      if (app.child.exitCode === null) await new Promise((r) => app.child.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  importBench()
    .then((report) => process.stdout.write(report))
    .catch((err) => {
      process.stderr.write(`${err.stack ?? err}\n`);
      process.exit(1);
    });
}
