#!/usr/bin/env node
// Two server instances on one PostgreSQL and one Redis, a WebSocket client on each: proves that a
// message, typing, presence and a read cross from one instance to the other; then kills one
// instance mid-conversation and proves that its client, reconnecting to the other with its last
// seq, receives exactly what it missed, in order, none twice, and that its user went offline for
// the other side within the shortened presence heartbeat. Bounded: every wait has a timeout and
// the whole check gives up after 90 s. Exits non-zero on any failure; ends its children on exit.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
//     node scripts/two-instance-check.mjs
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import WebSocket from "ws";
import { freePort, until as waitUntil } from "./lib/wait.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TOTAL_MS = 90_000;
const STEP_MS = 10_000;
/** Short, so a killed instance's users go offline within seconds rather than half a minute. */
const PRESENCE_TTL_MS = 3_000;
const PASSWORD = "Dublin2025!";
const ANNA = "anna.schmidt@demo.ebm.example";
const ERIK = "erik.lindqvist@demo.ebm.example";

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  process.stderr.write(
    "two-instance check: set DATABASE_URL (PostgreSQL) and REDIS_URL; both instances share them\n",
  );
  process.exit(1);
}

const started = Date.now();
const log = (line) => process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`);
const fail = (why) => {
  throw new Error(why);
};
const check = (condition, why) => {
  if (!condition) fail(why);
};

const run = `two_instance_${process.pid}`;
const namespace = `two-instance-${process.pid}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "ebm-two-instance-"));
const children = [];

/** Ends every server started here (each leads its own process group). */
function killChildren(signal = "SIGKILL") {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}
process.on("exit", () => killChildren());
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(1));

const watchdog = setTimeout(() => {
  process.stderr.write(`two-instance check: FAILED: not done within ${TOTAL_MS / 1000} s\n`);
  process.exit(1);
}, TOTAL_MS);

const until = (what, probe, timeoutMs = STEP_MS) => waitUntil(what, probe, timeoutMs);

async function scratchDatabase() {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${run}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${run}`;
  return url.toString();
}

async function dropScratch() {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
  await admin.end();
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `*:${namespace}:*`, "COUNT", 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== "0");
  await redis.quit();
}

/** Starts an instance in its own process group and waits for its health answer. */
async function startInstance(name, databaseUrl, env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: path.join(dataDir, name),
      LOG_LEVEL: "warn",
      RATE_LIMIT_NAMESPACE: namespace,
      PRESENCE_TTL_MS: String(PRESENCE_TTL_MS),
      ...env,
    },
  });
  children.push(child);
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  // The first start loads the demo data into the empty database.
  await until(
    `instance ${name} to answer`,
    async () => {
      if (child.exitCode !== null) fail(`instance ${name} stopped: ${stderr}`);
      const res = await fetch(`${base}/api/health`);
      return res.ok ? true : undefined;
    },
    60_000,
  );
  log(`instance ${name} answers on port ${port}`);
  return { name, base, child, ws: `${base.replace("http", "ws")}/ws/` };
}

async function api(instance, method, url, token, body) {
  const res = await fetch(instance.base + url, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(STEP_MS),
  });
  const json = await res.json();
  return { status: res.status, json };
}

async function signIn(instance, email) {
  const { status, json } = await api(instance, "POST", "/api/auth/login", undefined, {
    email,
    password: PASSWORD,
  });
  check(status === 200, `sign-in of ${email} answered ${status}`);
  return { id: json.id, token: json.token };
}

/** A WebSocket client that keeps every event, answers pings, and waits for events by a test. */
async function client(instance, user, lastSeq) {
  const socket = new WebSocket(instance.ws);
  const events = [];
  let wake = () => undefined;
  socket.on("message", (data) => {
    const event = JSON.parse(data.toString());
    if (event.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
    events.push(event);
    wake();
  });
  const closed = new Promise((resolve) => socket.on("close", resolve));
  await new Promise((resolve, reject) => {
    socket.on("open", resolve);
    socket.on("error", reject);
    setTimeout(() => reject(new Error(`no connection to ${instance.name}`)), STEP_MS);
  });
  const c = {
    events,
    closed,
    send: (event) => socket.send(JSON.stringify(event)),
    close: () => socket.close(),
    /** The first event, from index `from` on, that matches; waits for it. */
    async wait(what, match, from = 0, timeoutMs = STEP_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) return found;
        if (Date.now() > deadline)
          fail(`${user.name} did not get ${what} within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
    },
  };
  c.send({ type: "auth", token: user.token, ...(lastSeq === undefined ? {} : { lastSeq }) });
  const ok = await c.wait("auth-ok", (e) => e.type === "auth-ok");
  return { ...c, authSeq: ok.seq };
}

const storedSeqs = (events) =>
  events.filter((e) => e.type === "new-message" || e.type === "message-read").map((e) => e.seq);

async function main() {
  const databaseUrl = await scratchDatabase();
  log(`scratch database ${run}`);
  const a = await startInstance("A", databaseUrl);
  const b = await startInstance("B", databaseUrl);

  const anna = { ...(await signIn(a, ANNA)), name: "Anna (on A)" };
  const erik = { ...(await signIn(b, ERIK)), name: "Erik (on B)" };
  const conversation = await api(a, "POST", "/api/messages/conversation", anna.token, { contactId: erik.id });
  check(conversation.status === 200, `conversation answered ${conversation.status}`);
  const conversationId = conversation.json.conversationId;

  const annaWs = await client(a, anna);
  const erikWs = await client(b, erik);

  const sent = await api(a, "POST", "/api/messages", anna.token, {
    conversationId,
    message: "Hello from instance A",
    clientId: crypto.randomUUID(),
  });
  check(sent.status === 201, `sending answered ${sent.status}`);
  const arrived = await erikWs.wait("the message from A", (e) => e.type === "new-message");
  check(arrived.message.id === sent.json.newMessage.id, "Erik got another message than the one sent");
  check(arrived.seq === erikWs.authSeq + 1, `the message's seq is ${arrived.seq}, not ${erikWs.authSeq + 1}`);
  log(`a message crosses: posted on A, arrived on B's socket with seq ${arrived.seq}`);

  // Presence is shared once both have written: Erik's answer on B tells Anna on A he is online.
  const answer = await api(b, "POST", "/api/messages", erik.token, {
    conversationId,
    message: "Hello from B",
  });
  check(answer.status === 201, `answering answered ${answer.status}`);
  await annaWs.wait(
    "Erik's user-connected from B",
    (e) => e.type === "user-connected" && e.contactId === erik.id,
  );
  log("presence crosses: once both wrote, Anna on A saw Erik online on B");
  const active = await api(a, "POST", "/api/messages/getActiveUsers", anna.token, {});
  check(
    active.json.users?.includes(erik.id),
    `A does not list Erik as active: ${JSON.stringify(active.json)}`,
  );

  erikWs.send({ type: "typing", contactId: anna.id });
  await annaWs.wait("Erik's typing", (e) => e.type === "user-typing" && e.contactId === erik.id);
  erikWs.send({ type: "stopped-typing", contactId: anna.id });
  await annaWs.wait(
    "Erik's stopped typing",
    (e) => e.type === "user-stopped-typing" && e.contactId === erik.id,
  );
  log("typing crosses: B to A");

  const read = await api(b, "POST", "/api/messages/resetUnreadMessage", erik.token, { conversationId });
  check(read.status === 200, `reading answered ${read.status}`);
  await annaWs.wait("Erik's read", (e) => e.type === "message-read" && e.contactId === erik.id);
  log("a read crosses: read on B, told on A");

  // Mid-conversation, instance B dies without closing anything.
  const lastSeq = Math.max(...storedSeqs(erikWs.events));
  const annaMark = annaWs.events.length;
  process.kill(-b.child.pid, "SIGKILL");
  const killedAt = Date.now();
  await erikWs.closed;
  log(`instance B killed; Erik's client had seen seq ${lastSeq}`);
  const missed = [];
  for (const text of ["Are you still there?", "Instance B went quiet", "Third while away"]) {
    const res = await api(a, "POST", "/api/messages", anna.token, { conversationId, message: text });
    check(res.status === 201, `sending while B is down answered ${res.status}`);
    missed.push(res.json.newMessage.id);
  }

  const offlineWithin = PRESENCE_TTL_MS * 4 + 5_000;
  await annaWs.wait(
    "Erik's user-disconnected after the crash",
    (e) => e.type === "user-disconnected" && e.contactId === erik.id,
    annaMark,
    offlineWithin,
  );
  const after = await api(a, "POST", "/api/messages/getActiveUsers", anna.token, {});
  check(!after.json.users?.includes(erik.id), "A still lists Erik as active after his instance died");
  log(
    `presence after a crash: Erik went offline for Anna ${((Date.now() - killedAt) / 1000).toFixed(1)} s after B died (heartbeat ${PRESENCE_TTL_MS / 1000} s)`,
  );

  const back = await client(a, erik, lastSeq);
  check(back.authSeq === lastSeq + 3, `auth-ok says seq ${back.authSeq}, not ${lastSeq + 3}`);
  await back.wait("the third missed message", (e) => e.type === "new-message" && e.seq === lastSeq + 3);
  const live = await api(a, "POST", "/api/messages", anna.token, { conversationId, message: "Welcome back" });
  await back.wait(
    "the live message after the replay",
    (e) => e.type === "new-message" && e.seq === lastSeq + 4,
  );
  // A ping's answer follows everything the server did before it on this socket.
  back.send({ type: "ping" });
  await back.wait("pong", (e) => e.type === "pong");
  const seqs = storedSeqs(back.events);
  const ids = back.events.filter((e) => e.type === "new-message").map((e) => e.message.id);
  const want = [lastSeq + 1, lastSeq + 2, lastSeq + 3, lastSeq + 4];
  check(
    JSON.stringify(seqs) === JSON.stringify(want),
    `replayed seqs ${JSON.stringify(seqs)}, not ${JSON.stringify(want)}`,
  );
  check(
    JSON.stringify(ids) === JSON.stringify([...missed, live.json.newMessage.id]),
    `replayed messages ${JSON.stringify(ids)}, not the missed ones in order`,
  );
  check(!back.events.some((e) => e.type === "resync"), "the reconnect was told to resync");
  log(`reconnected to A from seq ${lastSeq}: got exactly ${seqs.join(", ")}, in order, none twice`);
  await annaWs.wait(
    "Erik back online",
    (e) => e.type === "user-connected" && e.contactId === erik.id,
    annaMark,
  );

  // A clean stop (a deploy): the instance tells its users' partners at once. Instance C's heartbeat
  // lasts a minute, so no sweep could say it within the wait.
  const c = await startInstance("C", databaseUrl, { PRESENCE_TTL_MS: "60000" });
  const beforeLeaving = annaWs.events.length;
  back.close();
  await annaWs.wait(
    "Erik offline after leaving A",
    (e) => e.type === "user-disconnected" && e.contactId === erik.id,
    beforeLeaving,
  );
  const beforeC = annaWs.events.length;
  const erikOnC = await client(c, erik);
  await annaWs.wait(
    "Erik online on C",
    (e) => e.type === "user-connected" && e.contactId === erik.id,
    beforeC,
  );
  const stoppedAt = Date.now();
  process.kill(-c.child.pid, "SIGTERM");
  await erikOnC.closed;
  await annaWs.wait(
    "Erik's user-disconnected after C stopped cleanly",
    (e) => e.type === "user-disconnected" && e.contactId === erik.id,
    beforeC,
    15_000,
  );
  const gone = await api(a, "POST", "/api/messages/getActiveUsers", anna.token, {});
  check(!gone.json.users?.includes(erik.id), "A still lists Erik as active after his instance stopped");
  log(
    `presence after a clean stop: Erik went offline for Anna ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s after C was told to stop (its heartbeat 60 s)`,
  );

  annaWs.close();
}

let failed = false;
try {
  await main();
  log("two-instance check: passed");
} catch (err) {
  failed = true;
  process.stderr.write(`two-instance check: FAILED: ${err instanceof Error ? err.message : err}\n`);
} finally {
  killChildren("SIGTERM");
  await Promise.race([
    Promise.all(
      children.map((c) =>
        c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.on("exit", r)),
      ),
    ),
    new Promise((r) => setTimeout(r, 5_000)),
  ]);
  killChildren("SIGKILL");
  await dropScratch().catch((err) => process.stderr.write(`two-instance check: clean-up: ${err.message}\n`));
  rmSync(dataDir, { recursive: true, force: true });
  clearTimeout(watchdog);
}
process.exit(failed ? 1 : 0);
