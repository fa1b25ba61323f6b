#!/usr/bin/env node
// The chat's benchmark (DESIGN.md §7), beside a bare `ws` echo server measured in the same run:
//  1. connections held: CHAT_CONNECTIONS (5,000) authenticated WebSockets on one instance, with the
//     server's memory per connection (resident set growth, and the V8 heap in use after full
//     collections, read through the inspector), against the echo server holding as many;
//  2. delivery: the time from a POST /api/messages to its `new-message` event at the recipient's
//     socket, p50 and p99 over CHAT_MESSAGES messages, while the connections above stay open; on one
//     instance, then (with REDIS_URL) with the recipient on a second instance; against the echo
//     server's round trip.
//  3. meeting events: the time from a meeting request (POST /api/scheduler/meetings) to its
//     `meeting-changed` event at the other side's socket, p50 and p99 over MEETING_REQUESTS
//     requests from requesters of other companies (each withdrawn again before the next), on one
//     instance and across two, while the connections stay open.
// Needs PostgreSQL (DATABASE_URL; a scratch database is made and dropped); REDIS_URL for part 2's
// second instance. `npm run bench -- --chat` runs it alone; `npm run bench` runs it last.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import WebSocket from "ws";
import {
  compiledServer,
  dropRedisKeys,
  PRODUCTION_BENCH_ENV,
  SERVE_NODE_ARGS,
  writeSession,
} from "./lib/bench-env.mjs";
import { heapInspector } from "./lib/heap.mjs";
import { freePort, until as waitUntil } from "./lib/wait.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CONNECTIONS = Number(process.env.CHAT_CONNECTIONS ?? 5000);
const MESSAGES = Number(process.env.CHAT_MESSAGES ?? 300);
const MEETING_REQUESTS = Number(process.env.MEETING_REQUESTS ?? 200);
/** Requests per requester (a requester may send 10 a day; each is withdrawn before the next). */
const REQUESTS_EACH = 5;
/** Sessions per listening user: presence and the bus work per user, sockets per session. */
const SOCKETS_PER_USER = 10;
const OPEN_AT_ONCE = 100;
const WARM_UP = 30;
const STEP_MS = 60_000;
const BUDGET = { connections: 5000, oneInstanceP99Ms: 50, twoInstancesP99Ms: 150 };
/** The meeting day's promise (issue: "the other side sees it within a second"). */
const MEETING_BUDGET_MS = 1000;
/** The event clock of the instances: the demo's first meeting morning, so its slots lie ahead. */
const EVENT_TIME = "2025-11-06T07:00:00Z";

const { DATABASE_URL, REDIS_URL } = process.env;
const run = `bench_chat_${process.pid}`;
const namespace = `bench-chat-${process.pid}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "ebm-bench-chat-"));
const children = [];

const fail = (why) => {
  throw new Error(why);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

const until = (what, probe, timeoutMs = STEP_MS) => waitUntil(what, probe, timeoutMs);

async function admin(sql) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts an app instance in its own process group, as production runs, and waits for its health;
 * with `inspectPort`, its inspector listens there (for its heap, lib/heap.mjs).
 */
async function startInstance(name, databaseUrl, inspectPort) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const inspect = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [];
  const child = spawn(process.execPath, [...SERVE_NODE_ARGS, ...inspect, compiledServer()], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      ...(REDIS_URL ? { REDIS_URL } : {}),
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: path.join(dataDir, name),
      ...PRODUCTION_BENCH_ENV,
      LOG_LEVEL: "warn",
      RATE_LIMIT_NAMESPACE: namespace,
      // One sender writes every message of the run: the budgets of one person, scaled for it.
      RATE_LIMIT_SCALE: "100",
      EVENT_TIME,
    },
  });
  children.push(child);
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  await until(`instance ${name}`, async () => {
    if (child.exitCode !== null) fail(`instance ${name} stopped: ${stderr}`);
    return (await fetch(`${base}/api/health`)).ok ? true : undefined;
  });
  return { base, pid: child.pid, ws: `${base.replace("http", "ws")}/ws/`, inspectPort };
}

/** The bare baseline: a `ws` server in its own process that echoes every message. */
async function startEcho() {
  const port = await freePort();
  const inspectPort = await freePort();
  const code = `import { WebSocketServer } from "ws";
    const wss = new WebSocketServer({ port: ${port}, host: "127.0.0.1" });
    wss.on("connection", (s) => s.on("message", (m) => s.send(m.toString())));
    wss.on("listening", () => process.stdout.write("ready\\n"));`;
  const child = spawn(
    process.execPath,
    [`--inspect=127.0.0.1:${inspectPort}`, "--input-type=module", "-e", code],
    {
      cwd: root,
      detached: true,
      // Its stderr is the inspector's notices, and the error it stops with should it fail.
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.push(child);
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", () => reject(new Error(`the echo server stopped: ${stderr}`)));
  });
  return { pid: child.pid, ws: `ws://127.0.0.1:${port}/`, inspectPort };
}

/** Bench people: listeners (each with SOCKETS_PER_USER sessions), a sender and a recipient. */
async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql, values) => (await client.query(sql, values)).rows[0];
    await client.query("BEGIN");
    const { id: editionId } = await one("SELECT id FROM editions WHERE is_current LIMIT 1");
    const { id: countryId } = await one("SELECT id FROM countries ORDER BY id LIMIT 1");
    const company = async (tag) =>
      (
        await one(
          "INSERT INTO companies (name, username, country_id, status) VALUES ($1, $2, $3, 3) RETURNING id",
          [`Chat bench ${tag}`, `chat-bench-${tag}`, countryId],
        )
      ).id;
    const listenersCompany = await company("listeners");
    const senderCompany = await company("sender");
    const users = Math.ceil(CONNECTIONS / SOCKETS_PER_USER) + 1;
    const { rows } = await client.query(
      `INSERT INTO contacts (company_id, name, email)
       SELECT $1, 'Listener ' || n, 'listener-' || n || '@chat-bench.example' FROM generate_series(1, $2) AS n
       RETURNING id`,
      [listenersCompany, users],
    );
    const listenerIds = rows.map((row) => row.id);
    const { id: senderId } = await one(
      "INSERT INTO contacts (company_id, name, email) VALUES ($1, 'Sender', 'sender@chat-bench.example') RETURNING id",
      [senderCompany],
    );
    await client.query("INSERT INTO edition_contacts (edition_id, contact_id) SELECT $1, unnest($2::int[])", [
      editionId,
      [...listenerIds, senderId],
    ]);
    const tokens = new Map();
    const session = (contactId) => writeSession(client, contactId);
    const [recipientId, ...others] = listenerIds;
    const listenerTokens = [];
    for (const id of others)
      for (let i = 0; i < SOCKETS_PER_USER; i++) listenerTokens.push(await session(id));
    tokens.set("sender", await session(senderId));
    tokens.set("recipient", await session(recipientId));
    // Requesters of meetings, each of a company of its own.
    const requesterTokens = [];
    for (let i = 0; i < Math.ceil(MEETING_REQUESTS / REQUESTS_EACH); i++) {
      const { id } = await one(
        "INSERT INTO contacts (company_id, name, email) VALUES ($1, $2, $3) RETURNING id",
        [await company(`requester-${i}`), `Requester ${i}`, `requester-${i}@chat-bench.example`],
      );
      await client.query("INSERT INTO edition_contacts (edition_id, contact_id) VALUES ($1, $2)", [
        editionId,
        id,
      ]);
      requesterTokens.push(await session(id));
    }
    const { id: timeslotId } = await one(
      "SELECT id FROM timeslots WHERE edition_id = $1 AND starts_at_utc > $2 ORDER BY starts_at_utc LIMIT 1",
      [editionId, EVENT_TIME],
    );
    await client.query("COMMIT");
    return {
      requesterTokens,
      timeslotId,
      listenerTokens: listenerTokens.slice(0, CONNECTIONS),
      senderToken: tokens.get("sender"),
      recipientId,
      recipientToken: tokens.get("recipient"),
    };
  } finally {
    await client.end();
  }
}

/** Opens a socket and, given a token, authenticates it; answers the server's pings. */
function openSocket(url, token) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error("a socket did not open in time")), STEP_MS);
    socket.on("error", reject);
    socket.on("message", (raw) => {
      const event = JSON.parse(raw.toString());
      if (event.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
      if (event.type === "auth-ok") {
        clearTimeout(timer);
        resolve(socket);
      }
      if (event.type === "auth-failed") reject(new Error("a bench session was refused"));
    });
    socket.on("open", () => {
      if (!token) {
        clearTimeout(timer);
        resolve(socket);
      } else socket.send(JSON.stringify({ type: "auth", token }));
    });
  });
}

/** Opens `tokens.length` sockets (or `count` bare ones), OPEN_AT_ONCE at a time. */
async function openMany(url, tokens) {
  const sockets = [];
  for (let i = 0; i < tokens.length; i += OPEN_AT_ONCE)
    sockets.push(
      ...(await Promise.all(tokens.slice(i, i + OPEN_AT_ONCE).map((token) => openSocket(url, token)))),
    );
  return sockets;
}

/**
 * What a server holds per socket: its V8 heap after full collections and its resident memory,
 * each before the sockets open and once they are open and the process has settled, in KB a socket.
 */
async function memoryPerSocket({ pid, inspectPort }, open) {
  const heap = await heapInspector(inspectPort);
  try {
    const heapBefore = await heap.usedAfterCollection();
    const rssBefore = rssKb(pid);
    const sockets = await open();
    await sleep(2000);
    const heapKb = ((await heap.usedAfterCollection()) - heapBefore) / 1024 / sockets.length;
    const rssPerSocket = (rssKb(pid) - rssBefore) / sockets.length;
    return { sockets, heapKb: heapKb.toFixed(2), rssKb: rssPerSocket.toFixed(1) };
  } finally {
    heap.close();
  }
}

/** Echo round trips, one after another. */
async function echoLatency(url) {
  const socket = await openSocket(url);
  const times = [];
  for (let i = 0; i < MESSAGES; i++) {
    const start = performance.now();
    await new Promise((resolve) => {
      socket.once("message", resolve);
      socket.send(JSON.stringify({ i }));
    });
    times.push(performance.now() - start);
  }
  socket.close();
  return times.sort((a, b) => a - b);
}

/** POST on `senderBase`, `new-message` on `recipientWs`: one message at a time, its delivery time. */
async function deliveryLatency(senderBase, recipientWs, seeded, conversationId) {
  const recipient = await openSocket(recipientWs, seeded.recipientToken);
  const waiting = new Map();
  recipient.on("message", (raw) => {
    const event = JSON.parse(raw.toString());
    if (event.type !== "new-message") return;
    waiting.get(event.message.clientId)?.(performance.now());
  });
  const times = [];
  // The first WARM_UP messages warm the path up and are not counted.
  for (let i = 0; i < WARM_UP + MESSAGES; i++) {
    const clientId = randomUUID();
    const arrived = new Promise((resolve, reject) => {
      waiting.set(clientId, resolve);
      setTimeout(() => reject(new Error("a message did not arrive in time")), STEP_MS);
    });
    const start = performance.now();
    const res = await fetch(`${senderBase}/api/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${seeded.senderToken}` },
      body: JSON.stringify({ conversationId, message: `Bench message ${i}`, clientId }),
    });
    if (res.status !== 201) fail(`POST /api/messages answered ${res.status}: ${await res.text()}`);
    const took = (await arrived) - start;
    if (i >= WARM_UP) times.push(took);
    waiting.delete(clientId);
  }
  recipient.close();
  return times.sort((a, b) => a - b);
}

/**
 * A request on `senderBase`, its `meeting-changed` on `recipientWs`: one request at a time, its
 * delivery time; each is withdrawn (and its event awaited) before the next.
 */
async function meetingLatency(senderBase, recipientWs, seeded) {
  const recipient = await openSocket(recipientWs, seeded.recipientToken);
  const waiting = new Map();
  recipient.on("message", (raw) => {
    const event = JSON.parse(raw.toString());
    if (event.type === "meeting-changed")
      waiting.get(`${event.meetingId}:${event.change}`)?.(performance.now());
  });
  const heard = (meetingId, change) =>
    new Promise((resolve, reject) => {
      waiting.set(`${meetingId}:${change}`, resolve);
      setTimeout(() => reject(new Error(`a ${change} event did not arrive in time`)), STEP_MS).unref();
    });
  const post = async (token, url, body) => {
    const res = await fetch(`${senderBase}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) fail(`POST ${url} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  // The request's event can come before its answer: listen for any meeting's, then match it.
  const times = [];
  let pendingAt;
  recipient.on("message", (raw) => {
    const event = JSON.parse(raw.toString());
    if (event.type === "meeting-changed" && event.change === "requested" && pendingAt)
      pendingAt.resolve({ meetingId: event.meetingId, at: performance.now() });
  });
  for (let i = 0; i < MEETING_REQUESTS; i++) {
    const token = seeded.requesterTokens[Math.floor(i / REQUESTS_EACH)];
    let resolveRequested;
    const requested = new Promise((resolve) => {
      resolveRequested = resolve;
    });
    pendingAt = { resolve: resolveRequested };
    const start = performance.now();
    const answer = await post(token, "/api/scheduler/meetings", {
      toId: seeded.recipientId,
      timeslotId: seeded.timeslotId,
      message: `Bench request ${i}`,
    });
    const event = await Promise.race([
      requested,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("a request's event did not arrive in time")), STEP_MS).unref(),
      ),
    ]);
    if (event.meetingId !== answer.payload.meetingId) fail("the event named another meeting");
    times.push(event.at - start);
    pendingAt = undefined;
    const cancelled = heard(answer.payload.meetingId, "cancelled");
    await post(token, `/api/scheduler/meetings/${answer.payload.meetingId}/action/cancel`, {});
    await cancelled;
  }
  recipient.close();
  return times.sort((a, b) => a - b);
}

const line = (name, sorted) =>
  `  ${name.padEnd(50)} p50 ${ms(percentile(sorted, 50)).padStart(9)}  p99 ${ms(percentile(sorted, 99)).padStart(9)}\n`;

export async function chatBench() {
  if (!DATABASE_URL) return "\nChat: skipped (it needs PostgreSQL: set DATABASE_URL).\n";
  await admin(`CREATE DATABASE ${run}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${run}`;
  const databaseUrl = url.toString();
  let report = "";
  const sockets = [];
  try {
    const echo = await startEcho();
    const a = await startInstance("a", databaseUrl, await freePort());
    const seeded = await seed(databaseUrl);

    // 1. Connections held, beside the echo server holding as many.
    const echoMemory = await memoryPerSocket(echo, () =>
      openMany(echo.ws, Array(seeded.listenerTokens.length).fill(undefined)),
    );
    const echoTimes = await echoLatency(echo.ws);
    for (const socket of echoMemory.sockets) socket.terminate();

    let openSeconds = 0;
    const appMemory = await memoryPerSocket(a, async () => {
      const started = performance.now();
      sockets.push(...(await openMany(a.ws, seeded.listenerTokens)));
      openSeconds = (performance.now() - started) / 1000;
      return sockets;
    });
    const held = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;

    // 2. Delivery while they stay open.
    const conversation = await fetch(`${a.base}/api/messages/conversation`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${seeded.senderToken}` },
      body: JSON.stringify({ contactId: seeded.recipientId }),
    });
    if (!conversation.ok) fail(`POST /api/messages/conversation answered ${conversation.status}`);
    const { conversationId } = await conversation.json();
    const one = await deliveryLatency(a.base, a.ws, seeded, conversationId);
    const meetingOne = await meetingLatency(a.base, a.ws, seeded);
    let two;
    let meetingTwo;
    if (REDIS_URL) {
      const b = await startInstance("b", databaseUrl);
      two = await deliveryLatency(a.base, b.ws, seeded, conversationId);
      meetingTwo = await meetingLatency(a.base, b.ws, seeded);
    }
    const meetingP99 = Math.max(percentile(meetingOne, 99), meetingTwo ? percentile(meetingTwo, 99) : 0);

    const p99One = percentile(one, 99);
    const p99Two = two ? percentile(two, 99) : undefined;
    report =
      `\nChat (PostgreSQL${REDIS_URL ? ", Redis" : ""}), beside a bare ws echo server:\n` +
      `  authenticated WebSockets held by one instance: ${held} of ${CONNECTIONS} ` +
      `(opened in ${openSeconds.toFixed(1)} s, ${OPEN_AT_ONCE} at a time)\n` +
      `  memory per connection: V8 heap ${appMemory.heapKb} KB (echo server ${echoMemory.heapKb} KB), ` +
      `resident ${appMemory.rssKb} KB (echo server ${echoMemory.rssKb} KB)\n` +
      `Delivery, ${MESSAGES} messages one after another, while the connections stay open:\n` +
      line("bare ws echo round trip", echoTimes) +
      line("POST /api/messages to new-message, one instance", one) +
      (two
        ? line("the same across two instances (Redis)", two)
        : "  across two instances: skipped (it needs REDIS_URL)\n") +
      `Chat: ${BUDGET.connections} connections held, p99 ≤ ${BUDGET.oneInstanceP99Ms} ms on one instance` +
      `${two ? ` and ≤ ${BUDGET.twoInstancesP99Ms} ms across two` : ""}: ` +
      `${held >= BUDGET.connections && p99One <= BUDGET.oneInstanceP99Ms && (p99Two === undefined || p99Two <= BUDGET.twoInstancesP99Ms) ? "holds" : "FAILS"}\n` +
      `Meeting events, ${MEETING_REQUESTS} requests one after another (each withdrawn before the next):\n` +
      line("request to meeting-changed, one instance", meetingOne) +
      (meetingTwo
        ? line("the same across two instances (Redis)", meetingTwo)
        : "  across two instances: skipped (it needs REDIS_URL)\n") +
      `Meeting events: p99 ≤ ${MEETING_BUDGET_MS} ms: ${meetingP99 <= MEETING_BUDGET_MS ? "holds" : "FAILS"} ` +
      `(${(meetingP99 / percentile(echoTimes, 99)).toFixed(0)}× the echo round trip's p99)\n`;
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const child of children) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once("exit", r)) : null)),
    );
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
    if (REDIS_URL) await dropRedisKeys(REDIS_URL, namespace);
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  chatBench()
    .then((report) => process.stdout.write(report))
    .catch((err) => {
      process.stderr.write(`${err.stack ?? err}\n`);
      process.exit(1);
    });
}
