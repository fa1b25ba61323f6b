// The simulated people of the show-floor day (scripts/bench-day.mjs): each attendee holds one
// WebSocket all day on "their" instance and sends their calls there, as a load balancer with
// affinity would; when that instance goes, the socket reconnects to another with its last seq and
// the call is sent again there. Every call is timed per kind; every stored event is counted by seq,
// so what a person missed or got twice shows at the end.
import WebSocket from "ws";

/** Answers a person sees as a clear refusal (a rule of the event), not a fault of the server. */
const REFUSALS = new Set([403, 404, 409]);
const CALL_TIMEOUT_MS = 30_000;
/**
 * A socket that closes comes back as the web app's does (apps/web/src/lib/realtime.ts): after
 * WS_RECONNECT_MS and a random part of WS_RECONNECT_SPREAD_MS (packages/shared/src/constants.ts).
 */
const WS_RECONNECT_MS = 3000;
const WS_RECONNECT_SPREAD_MS = 2000;
const reconnectWait = () => WS_RECONNECT_MS + Math.floor(Math.random() * WS_RECONNECT_SPREAD_MS);

/** Per-kind timings and outcomes of every call of the day. */
export class Stats {
  kinds = new Map();
  /** Calls cut by an instance that went away and answered by another. */
  movedCalls = 0;
  errors = [];

  /** Per 5-second window of the wall clock: the calls, and those slower than `slowMs`, with the slowest. */
  windows = new Map();
  slowMs = 200;

  record(kind, ms, outcome) {
    const window = Math.floor(Date.now() / 5000) * 5000;
    const w = this.windows.get(window) ?? { calls: 0, slow: 0, maxMs: 0, kinds: new Map() };
    this.windows.set(window, w);
    w.calls += 1;
    if (ms > this.slowMs) {
      w.slow += 1;
      w.kinds.set(kind, (w.kinds.get(kind) ?? 0) + 1);
    }
    w.maxMs = Math.max(w.maxMs, ms);
    let entry = this.kinds.get(kind);
    if (!entry) {
      entry = { times: [], ok: 0, refused: 0, errors: 0 };
      this.kinds.set(kind, entry);
    }
    entry.times.push(ms);
    entry[outcome === "ok" ? "ok" : outcome === "refused" ? "refused" : "errors"] += 1;
  }

  error(kind, why) {
    if (this.errors.length < 20) this.errors.push(`${kind}: ${why}`);
  }
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The instances of the day; a killed one is marked down and no longer chosen. */
export class Cluster {
  constructor(instances) {
    this.instances = instances.map((instance) => ({ ...instance, up: true }));
  }

  /** The instance at `index`, or the next one that is up. */
  pick(index) {
    for (let i = 0; i < this.instances.length; i++) {
      const instance = this.instances[(index + i) % this.instances.length];
      if (instance.up) return instance;
    }
    throw new Error("no instance is up");
  }
}

/** One attendee (or desk): a session, a home instance, a socket and the events it received. */
export class Person {
  /** `profile` carries what the day chooses people by (listed, function). */
  constructor({ id, companyId, token, home, cluster, stats, ...profile }) {
    Object.assign(this, { id, companyId, token, home, cluster, stats, profile });
    this.lastSeq = undefined;
    this.firstSeq = undefined;
    this.seen = new Set();
    this.doubled = 0;
    this.resyncs = 0;
    this.reconnects = 0;
    this.listeners = new Set();
    this.closing = false;
  }

  /**
   * A call on the person's instance, timed as `kind`. A 2xx is ok, a 403/404/409 a refusal, the
   * rest an error; a call cut by an instance that went away is sent again to the next one.
   */
  async call(kind, method, url, body) {
    const started = performance.now();
    for (let attempt = 0; attempt < this.cluster.instances.length; attempt++) {
      const instance = this.cluster.pick(this.home);
      try {
        const res = await fetch(`${instance.base}${url}`, {
          method,
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
          headers: {
            authorization: `Bearer ${this.token}`,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        const took = performance.now() - started;
        const outcome = res.ok ? "ok" : REFUSALS.has(res.status) ? "refused" : "error";
        this.stats.record(kind, took, outcome);
        if (outcome === "error") this.stats.error(kind, `${res.status} ${text.slice(0, 160)}`);
        return { status: res.status, body: text ? JSON.parse(text) : undefined, took };
      } catch (err) {
        // Refused or reset by an instance that went away: the balancer sends it to another.
        if (!instance.up) {
          this.stats.movedCalls += 1;
          continue;
        }
        this.stats.record(kind, performance.now() - started, "error");
        this.stats.error(kind, String(err.cause?.code ?? err.message));
        return { status: 0, body: undefined, took: performance.now() - started };
      }
    }
    this.stats.record(kind, performance.now() - started, "error");
    this.stats.error(kind, "no instance answered");
    return { status: 0, body: undefined, took: performance.now() - started };
  }

  /** Calls `listener(event, at)` for every stored event the socket receives. */
  onEvent(listener) {
    this.listeners.add(listener);
  }

  /** Opens the socket on the person's instance and resolves once it is authenticated. */
  connect() {
    const instance = this.cluster.pick(this.home);
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(instance.ws);
      this.socket = socket;
      const timer = setTimeout(() => reject(new Error(`socket of ${this.id} not authenticated`)), 60_000);
      socket.on("open", () =>
        socket.send(JSON.stringify({ type: "auth", token: this.token, lastSeq: this.lastSeq })),
      );
      socket.on("message", (raw) => {
        const event = JSON.parse(raw.toString());
        if (event.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
        else if (event.type === "auth-ok") {
          clearTimeout(timer);
          if (this.firstSeq === undefined) this.firstSeq = event.seq;
          this.lastSeq ??= event.seq;
          resolve();
        } else if (event.type === "auth-failed") reject(new Error(`session of ${this.id} refused`));
        else if (event.type === "resync") this.resyncs += 1;
        else if (typeof event.seq === "number") this.received(event);
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        clearTimeout(timer);
        if (this.closing) return;
        // The instance went away: reconnect to the next one that is up, with the last seq seen.
        this.reconnects += 1;
        setTimeout(() => {
          this.connect().catch((err) => this.stats.error("reconnect", err.message));
        }, reconnectWait());
      });
    });
  }

  received(event) {
    const at = performance.now();
    if (this.seen.has(event.seq)) {
      this.doubled += 1;
      return;
    }
    this.seen.add(event.seq);
    if (this.lastSeq === undefined || event.seq > this.lastSeq) this.lastSeq = event.seq;
    for (const listener of this.listeners) listener(event, at);
  }

  /** Stored events after the first connection that never arrived, given the server's newest seq. */
  missed(newestSeq) {
    let missed = 0;
    for (let seq = (this.firstSeq ?? 0) + 1; seq <= newestSeq; seq++) if (!this.seen.has(seq)) missed += 1;
    return missed;
  }

  close() {
    this.closing = true;
    this.socket?.terminate();
  }
}

/** Runs `count` actions spread over `windowMs` from now (uniformly at random), at most `limit` at once. */
export async function spread(count, windowMs, action, limit = 200) {
  const starts = Array.from({ length: count }, () => Math.random() * windowMs).sort((a, b) => a - b);
  const began = performance.now();
  const running = new Set();
  for (let i = 0; i < count; i++) {
    const wait = began + starts[i] - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    while (running.size >= limit) await Promise.race(running);
    const task = Promise.resolve()
      .then(() => action(i))
      .finally(() => running.delete(task));
    running.add(task);
  }
  await Promise.all(running);
}
