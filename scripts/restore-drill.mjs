#!/usr/bin/env node
// The restore drill (docs/OPERATIONS.md): for the embedded database, and for PostgreSQL when
// DATABASE_URL is set, starts a server with the demo data, uploads a picture, runs `npm run backup`
// while the server runs, stops it, wipes its database and data folder, runs `npm run restore`,
// starts it again and checks that Anna signs in, has the same meetings, and that her picture is
// served byte for byte. Bounded: gives up after 4 minutes. Exits non-zero on any failure.
//
//   [DATABASE_URL=postgres://postgres@127.0.0.1:5432/test] node scripts/restore-drill.mjs
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import sharp from "sharp";
import { freePort, until } from "./lib/wait.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = promisify(execFile);
const TOTAL_MS = 240_000;
const PASSWORD = "Dublin2025!";
const ANNA = "anna.schmidt@demo.ebm.example";
const started = Date.now();
const log = (line) => process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`);
const check = (condition, why) => {
  if (!condition) throw new Error(why);
};
const children = new Set();
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
});
const watchdog = setTimeout(() => {
  process.stderr.write(`restore drill: FAILED: not done within ${TOTAL_MS / 1000} s\n`);
  process.exit(1);
}, TOTAL_MS);

/** The environment of one drill's server and commands: no Redis, its own folders and port. */
function environment({ databaseUrl, dataDir, backupDir, port }) {
  const { REDIS_URL: _redis, EVENT_TIME: _clock, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: "development",
    DATABASE_URL: databaseUrl ?? "",
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    RATE_LIMIT_NAMESPACE: `restore-drill-${process.pid}-${port}`,
  };
}

async function startServer(env) {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env,
  });
  children.add(child);
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const base = env.PUBLIC_URL;
  await until(
    "the server to be ready",
    async () => {
      if (child.exitCode !== null) throw new Error(`the server stopped: ${stderr}`);
      return (await fetch(`${base}/api/health/ready`)).ok ? true : undefined;
    },
    120_000,
  ).catch((err) => {
    throw new Error(`${err.message}\n${stderr}`);
  });
  return {
    base,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
      children.delete(child);
    },
  };
}

const npm = async (env, args) => (await run("npm", ["run", "--silent", ...args], { cwd: root, env })).stdout;

async function api(base, method, url, token, body) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** What must survive: Anna's sign-in, her meetings and her new picture's bytes. */
async function snapshot(base, picture) {
  const login = await api(base, "POST", "/api/auth/login", undefined, { email: ANNA, password: PASSWORD });
  check(login.status === 200, `Anna's sign-in answered ${login.status}`);
  const { token } = login.json;
  const meetings = await api(base, "GET", "/api/scheduler/meetings", token);
  check(meetings.status === 200, `Anna's meetings answered ${meetings.status}`);
  const ids = meetings.json.meets.map((m) => m.id).sort((a, b) => a - b);
  let pictureUrl = picture;
  if (!pictureUrl) {
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#1e6f5c" } })
      .png()
      .toBuffer();
    form.append("picture", new Blob([png], { type: "image/png" }), "drill.png");
    const res = await fetch(`${base}/api/companies/uploadPicture`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    check(res.status === 200, `the picture's upload answered ${res.status}`);
    pictureUrl = (await res.json()).profilePicLarge;
  }
  const served = await fetch(new URL(pictureUrl, base));
  check(served.status === 200, `the picture ${pictureUrl} answered ${served.status}`);
  return { ids, pictureUrl, bytes: Buffer.from(await served.arrayBuffer()) };
}

async function drill(kind, databaseUrl, resetDatabase) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ebm-drill-${kind}-`));
  const backupDir = mkdtempSync(path.join(tmpdir(), `ebm-drill-backups-${kind}-`));
  try {
    const env = environment({ databaseUrl, dataDir, backupDir, port: await freePort() });
    let server = await startServer(env);
    const before = await snapshot(server.base);
    check(before.ids.length > 0, "Anna has no meetings to keep");
    const printed = await npm(env, ["backup"]);
    const file = /Backup written: (.+)/.exec(printed)?.[1]?.trim();
    check(file, `npm run backup printed no file: ${printed}`);
    log(`${kind}: backed up while the server ran: ${path.basename(file)}`);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (resetDatabase) await resetDatabase();
    log(`${kind}: the server stopped, its data folder${resetDatabase ? " and database" : ""} wiped`);
    await npm(env, ["restore", "--", file, ...(databaseUrl ? ["--yes"] : [])]);
    server = await startServer(env);
    const after = await snapshot(server.base, before.pictureUrl);
    await server.stop();
    check(
      JSON.stringify(after.ids) === JSON.stringify(before.ids),
      `meetings ${after.ids} after, ${before.ids} before`,
    );
    check(after.bytes.equals(before.bytes), "the picture's bytes differ after the restore");
    log(`${kind}: restored: Anna signs in, her ${after.ids.length} meetings and her new picture are back`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  }
}

async function main() {
  await drill("embedded");
  const { DATABASE_URL } = process.env;
  if (!DATABASE_URL) return log("PostgreSQL: skipped (no DATABASE_URL)");
  const name = `restore_drill_${process.pid}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  const create = () => admin.query(`CREATE DATABASE ${name}`);
  const drop = () => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await create();
  try {
    const url = new URL(DATABASE_URL);
    url.pathname = `/${name}`;
    await drill("postgres", url.toString(), async () => {
      await drop();
      await create();
    });
  } finally {
    await drop();
    await admin.end();
  }
}

let failed = false;
try {
  await main();
  log("restore drill: passed");
} catch (err) {
  failed = true;
  process.stderr.write(`restore drill: FAILED: ${err instanceof Error ? err.message : err}\n`);
} finally {
  clearTimeout(watchdog);
}
process.exit(failed ? 1 : 0);
