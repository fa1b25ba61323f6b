import type { ServerResponse } from "node:http";
import { WS_CLOSE } from "@ebm/shared/constants";
import { type ClientWsEvent, clientWsEventSchema } from "@ebm/shared/schemas/ws";
import websocket, { type WebSocket } from "@fastify/websocket";
import type { FastifyBaseLogger, FastifyInstance, RouteShorthandOptions } from "fastify";
import fp from "fastify-plugin";
import { Gauge } from "prom-client";
import type { SessionRow } from "../lib/session.ts";
import { SESSIONS_CHANGED, userChannel } from "./bus.ts";
import { keyDigest } from "./rate-limit.ts";
import { socketBudget, typingRepeats, WS_LIMITS } from "./realtime/budget.ts";
import { eventStream, readChannelMessage, sendEvent } from "./realtime/connection.ts";

const AUTH_TIMEOUT_MS = 10_000;

/**
 * Lets go of what the upgrade left tied to an open socket. @fastify/websocket keeps, for the
 * socket's whole life, the upgrade's Fastify request and reply (in the closure of the error listener
 * it adds) and the HTTP response it made for the routing (assigned to the TCP socket), and with them
 * the request's headers and its logger: 3.2 of the 9.9 KB of V8 heap an authenticated socket held
 * (1,000 sockets, heap after a full collection). Errors go to a listener of our own, which logs and
 * ends the socket as the plugin's does, and the response is detached from the TCP socket.
 */
export function forgetUpgrade(
  socket: WebSocket,
  response: ServerResponse | undefined,
  log: FastifyBaseLogger,
): void {
  socket.removeAllListeners("error");
  socket.on("error", (err: Error) => {
    log.warn({ err }, "a WebSocket failed");
    socket.terminate();
  });
  if (response?.socket) response.detachSocket(response.socket);
}

/** One socket's state, shared by the handlers of its messages. */
interface Connection {
  socket: WebSocket;
  state: "waiting" | "authenticating" | "ready" | "closed";
  /** Set once authenticated. */
  session?: SessionRow;
  /** Whether the client answered (anything) since the last ping. */
  alive: boolean;
  /** Set once the socket asked to count in the user's presence: whether it was counted (its close then counts too). */
  opened?: Promise<boolean>;
  /** The typing relays this socket made last, so a repeat within a moment is not sent again. */
  typing: ReturnType<typeof typingRepeats>;
  unsubscribe?: () => Promise<void>;
}

type HandlerOf<T extends ClientWsEvent["type"]> = (
  conn: Connection,
  event: Extract<ClientWsEvent, { type: T }>,
) => Promise<void> | void;

/** One handler per client event type: adding a type to the union without a handler does not compile. */
type Handlers = { [T in ClientWsEvent["type"]]: HandlerOf<T> };

/**
 * The real-time connection at /ws/ (decision 0011). The client proves who it is with its session
 * token (not a bare user id, see DESIGN.md §5); after that the socket receives the user's stored
 * events in `seq` order (replaying what it missed since `lastSeq`), presence and typing. Every client
 * message is validated against `clientWsEventSchema` and handled by type; the server pings every
 * `pingIntervalMs` and closes a socket that has not answered by the next ping.
 */
export default fp<{ pingIntervalMs?: number }>(
  async (app, opts) => {
    // While the app closes, its sockets' closes are not counted one by one: the instance leaves
    // presence as a whole, and its users who have no socket left on another instance are announced
    // offline at once (a crash leaves that to the others' sweep).
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
      await app.services.messages
        .leavePresence()
        .catch((err) => app.log.warn({ err }, "could not announce this instance's users offline"));
    });
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    const connections = new Set<Connection>();
    new Gauge({
      name: "ebm_websocket_connections",
      help: "WebSockets open on this instance: authenticated (ready) or not yet.",
      labelNames: ["state"],
      registers: [app.metrics.registry],
      collect() {
        let ready = 0;
        for (const conn of connections) if (conn.state === "ready") ready += 1;
        this.set({ state: "authenticated" }, ready);
        this.set({ state: "unauthenticated" }, connections.size - ready);
      },
    });
    const handlers = messageHandlers(app);

    const heartbeat = setInterval(() => {
      for (const conn of connections) {
        if (!conn.alive) {
          conn.socket.terminate();
          continue;
        }
        conn.alive = false;
        sendEvent(conn.socket, { type: "ping" });
      }
    }, opts.pingIntervalMs ?? 25_000);
    heartbeat.unref();
    app.addHook("onClose", () => clearInterval(heartbeat));

    // The upgrade's HTTP response, until the socket's handler lets go of it (forgetUpgrade).
    const upgrades = new WeakMap<object, ServerResponse>();
    // The socket proves who it is in its first message, so the route itself is open to all.
    const route = {
      websocket: true,
      config: { access: "public" },
      schema: { hide: true },
      onRequest: (request, reply, done) => {
        upgrades.set(request.raw, reply.raw);
        done();
      },
    } satisfies RouteShorthandOptions;
    app.get("/ws/", route, (socket, request) => {
      // `request` is used here only, so no closure below keeps it.
      forgetUpgrade(socket, upgrades.get(request.raw), app.log);
      const conn: Connection = { socket, state: "waiting", alive: true, typing: typingRepeats() };
      connections.add(conn);
      let authTimer: NodeJS.Timeout | undefined = setTimeout(
        () => socket.close(4001, "auth timeout"),
        AUTH_TIMEOUT_MS,
      );
      const budget = socketBudget();

      // Handled one after another, in the order sent: a "stopped-typing" cannot overtake its "typing".
      let inbox = Promise.resolve();
      socket.on("message", (raw: Buffer) => {
        conn.alive = true;
        // Counted before anything is read: a flood costs no parsing, query or publish.
        const verdict = budget.take(Date.now());
        if (verdict === "warn")
          sendEvent(socket, { type: "error", message: "Too many messages: slow down." });
        if (verdict === "close") socket.close(WS_CLOSE.tooManyMessages, "too many messages");
        if (verdict !== "handle") return;
        inbox = inbox.then(() => handle(raw));
      });
      const handle = async (raw: Buffer) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString());
        } catch {
          return sendEvent(socket, { type: "error", message: "Messages must be JSON." });
        }
        const result = clientWsEventSchema.safeParse(parsed);
        if (!result.success) return sendEvent(socket, { type: "error", message: "Unknown message." });
        const event = result.data;
        if (event.type === "auth") {
          clearTimeout(authTimer);
          authTimer = undefined;
        }
        try {
          await (handlers[event.type] as HandlerOf<typeof event.type>)(conn, event);
        } catch (err) {
          app.log.warn({ err, type: event.type }, "a WebSocket message failed");
          if (event.type === "auth") socket.close(1011, "try again");
        }
      };

      socket.on("close", () => {
        clearTimeout(authTimer);
        connections.delete(conn);
        conn.state = "closed";
        conn.unsubscribe?.().catch((err) => app.log.warn({ err }, "unsubscribe failed"));
        const userId = conn.session?.id;
        if (conn.opened && userId !== undefined && !closing) {
          const { messages } = app.services;
          conn.opened
            .then((admitted) => (admitted ? messages.socketClosed(userId) : undefined))
            .catch((err) => app.log.warn({ err }, "could not count a closed socket"));
        }
      });
    });
  },
  { name: "websocket", dependencies: ["auth", "bus", "realtime"] },
);

/** Read anew each time: the socket may close while a handler waits. */
const isOpen = (conn: Connection) => conn.socket.readyState === conn.socket.OPEN;

function messageHandlers(app: FastifyInstance): Handlers {
  const { auth, messages } = app.services;

  const refuse = (conn: Connection) => {
    sendEvent(conn.socket, { type: "auth-failed" });
    conn.socket.close(4003, "auth failed");
  };

  const { store, prefix } = app.rateLimits;
  /** Whether the account may cause one more typing relay this minute, over all its sockets and instances. */
  const typingAllowed = async (userId: number) => {
    try {
      const key = `${prefix}ws-typing:${keyDigest(String(userId))}`;
      const { count } = await store.countInWindow(key, 60_000, Date.now());
      return count <= WS_LIMITS.typingPerMinute;
    } catch (err) {
      app.log.warn({ err }, "rate limit store unavailable; not limiting typing");
      return true;
    }
  };

  const relayTyping = async (conn: Connection, contactId: number, typing: boolean) => {
    // Typing before `auth` says nothing about anyone.
    if (conn.state !== "ready" || !conn.session) return;
    if (conn.typing.isRepeat(contactId, typing, Date.now())) return;
    if (!(await typingAllowed(conn.session.id))) return;
    await messages.relayTyping(conn.session, contactId, typing);
  };

  return {
    async auth(conn, { token, lastSeq }) {
      // One authentication per socket; a second auth while the first is checked is ignored.
      if (conn.state !== "waiting") return;
      conn.state = "authenticating";
      const session = await auth.authenticate(token).catch(() => undefined);
      // Closed while the token was checked: nothing of it may be counted now.
      if (!isOpen(conn)) return;
      if (!session) return refuse(conn);
      conn.session = session;
      // Counted in the user's presence first: past the cap of sockets per account it is refused.
      // Should presence fail, the socket goes ahead uncounted, as the rate limits do without their store.
      const admission = messages.socketOpened(session.id, WS_LIMITS.socketsPerAccount).then(
        (admitted) => ({ admitted, counted: admitted }),
        (err) => {
          app.log.warn({ err }, "could not count an opened socket");
          return { admitted: true, counted: false };
        },
      );
      conn.opened = admission.then(({ counted }) => counted);
      if (!(await admission).admitted) {
        sendEvent(conn.socket, { type: "error", message: "Too many connections of this account are open." });
        conn.socket.close(WS_CLOSE.tooManySockets, "too many connections");
        return;
      }
      const stream = eventStream({
        userId: session.id,
        events: app.userEvents,
        send: (event) => sendEvent(conn.socket, event),
        log: app.log,
      });
      // Subscribed before the store is read, so nothing committed in between is missed; what
      // arrives twice (read and published) is dropped by `seq`.
      conn.unsubscribe = await app.bus.subscribe(userChannel(session.id), async (payload) => {
        const message = readChannelMessage(payload);
        if (message === SESSIONS_CHANGED) {
          // A sign-out or password change elsewhere: this socket lives only while its session does.
          const still = await auth.authenticate(token).catch(() => undefined);
          if (still?.sessionId !== session.sessionId) refuse(conn);
        } else if (message) {
          stream.deliver(message);
        }
      });
      if (!isOpen(conn)) return conn.unsubscribe();
      await stream.start(lastSeq, (seq) => {
        conn.state = "ready";
        sendEvent(conn.socket, { type: "auth-ok", userId: session.id, seq });
      });
    },
    ping(conn) {
      sendEvent(conn.socket, { type: "pong" });
    },
    pong() {
      // Answering the server's ping; `alive` is set for every message.
    },
    typing: (conn, { contactId }) => relayTyping(conn, contactId, true),
    "stopped-typing": (conn, { contactId }) => relayTyping(conn, contactId, false),
  };
}
