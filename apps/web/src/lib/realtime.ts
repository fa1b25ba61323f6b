import { WS_CLOSE, WS_FULL_RETRY_MS, WS_RECONNECT_MS, WS_RECONNECT_SPREAD_MS } from "@ebm/shared/constants";
import {
  type ClientWsEvent,
  type ServerWsEvent,
  type ServerWsEventOf,
  type ServerWsEventType,
  serverWsEventSchema,
} from "@ebm/shared/schemas/ws";
import { sessionStore } from "./session/session-store.ts";

/** After this long without a word from the server the client asks with a ping. */
const QUIET_MS = 25_000;
/** A ping unanswered for this long means the connection is dead: close it and reconnect. */
const PING_ANSWER_MS = 10_000;

type Handler<T extends ServerWsEventType> = (event: ServerWsEventOf<T>) => void;
// The registry holds handlers of every type; `subscribe` is what keeps each one to its own type.
type AnyHandler = (event: ServerWsEvent) => void;

/** The socket as the client uses it: the browser's WebSocket, or a fake one in tests. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "open", listener: () => void): void;
  addEventListener(type: "close", listener: (event: { code: number }) => void): void;
  addEventListener(type: "message", listener: (message: { data: unknown }) => void): void;
}

/** What the client needs from the session: who is signed in, and word when that changes. */
export interface RealtimeSession {
  getToken(): string | null;
  getUser(): { id: number } | null;
  subscribe(listener: () => void): () => void;
}

export interface RealtimeOptions {
  session: RealtimeSession;
  openSocket: () => SocketLike;
  /** A number in [0, 1) for the random part of a reconnect's wait; `Math.random` unless given. */
  random?: () => number;
}

const OPEN = 1;

/**
 * A real-time connection to /ws/ (docs/ARCHITECTURE.md): open while a user is signed in,
 * authenticated with the session token, reconnecting 3 s after a close (and up to 2 s more, at
 * random, so the phones of a stopped instance do not all return at once). Every server message is
 * checked against the contract (anything else is dropped); stored events carry a growing `seq`,
 * and the newest one seen (per user, in memory) is sent as `lastSeq` on a reconnect, so the
 * server replays what was missed and nothing arrives twice.
 * @example const client = createRealtimeClient({ session: sessionStore, openSocket: () => new WebSocket(url) });
 */
export function createRealtimeClient({ session, openSocket, random = Math.random }: RealtimeOptions) {
  const handlers = new Map<ServerWsEventType, Set<AnyHandler>>();
  /** The newest `seq` seen, per user: a reconnect of the same user resumes from it. */
  const newestSeq = new Map<number, number>();
  /**
   * Users a socket was tried for. A later socket of one with no `seq` to resume from (the earlier
   * closed before `auth-ok`) cannot ask for what was missed since the screens loaded: they refetch.
   */
  const tried = new Set<number>();
  let socket: SocketLike | null = null;
  let authenticated = false;
  let connectedToken: string | null = null;
  let connectedUserId: number | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;

  const emit = (event: ServerWsEvent) => {
    for (const handler of handlers.get(event.type) ?? []) {
      try {
        handler(event);
      } catch {
        // One screen's failing handler must not keep the event from the others.
      }
    }
  };

  const sendRaw = (ws: SocketLike, event: ClientWsEvent) => {
    if (ws.readyState === OPEN) ws.send(JSON.stringify(event));
  };

  /**
   * Restarts the quiet watch: after QUIET_MS of silence a ping goes out, and a socket that stays
   * silent PING_ANSWER_MS longer is closed (and so reconnected). A dropped network often gives
   * no close at all.
   */
  const watchQuiet = (ws: SocketLike) => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(() => {
      if (socket !== ws) return;
      sendRaw(ws, { type: "ping" });
      quietTimer = setTimeout(() => {
        if (socket === ws) ws.close(4000, "no answer");
      }, PING_ANSWER_MS);
    }, QUIET_MS);
  };

  const receive = (ws: SocketLike, data: unknown, retry: boolean) => {
    if (socket !== ws) return;
    watchQuiet(ws);
    let raw: unknown;
    try {
      raw = JSON.parse(String(data));
    } catch {
      return;
    }
    const parsed = serverWsEventSchema.safeParse(raw);
    // Outside the contract: nothing a screen could rely on.
    if (!parsed.success) return;
    const event = parsed.data;
    switch (event.type) {
      case "ping":
        sendRaw(ws, { type: "pong" });
        break;
      case "auth-ok": {
        authenticated = true;
        connectedUserId = event.userId;
        const seen = newestSeq.get(event.userId);
        // A first connection starts from the server's newest event. A server whose newest is
        // older than what was seen has lost its events: start again from there, and refetch; so
        // does a reconnect that had nothing to resume from.
        const unresumable = seen === undefined && retry;
        if (seen === undefined || event.seq < seen) newestSeq.set(event.userId, event.seq);
        emit(event);
        if ((seen !== undefined && event.seq < seen) || unresumable) emit({ type: "resync", seq: event.seq });
        return;
      }
      case "resync":
        if (connectedUserId !== null) newestSeq.set(connectedUserId, event.seq);
        break;
      case "new-message":
      case "message-read":
      case "meeting-changed":
      case "notifications-read": {
        if (connectedUserId === null) return;
        const seen = newestSeq.get(connectedUserId) ?? 0;
        // Already delivered (a replay overlapping what arrived live): never twice.
        if (event.seq <= seen) return;
        newestSeq.set(connectedUserId, event.seq);
        break;
      }
      default:
        break;
    }
    emit(event);
  };

  const connect = (token: string) => {
    connectedToken = token;
    authenticated = false;
    connectedUserId = null;
    const userId = session.getUser()?.id;
    const lastSeq = userId === undefined ? undefined : newestSeq.get(userId);
    const ws = openSocket();
    socket = ws;
    const retry = userId !== undefined && tried.has(userId);
    if (userId !== undefined) tried.add(userId);
    // The server learns who we are from the session token (DESIGN.md §5), never from a bare user id.
    ws.addEventListener("open", () => {
      sendRaw(ws, lastSeq === undefined ? { type: "auth", token } : { type: "auth", token, lastSeq });
      watchQuiet(ws);
    });
    ws.addEventListener("message", (message) => receive(ws, message.data, retry));
    ws.addEventListener("close", (event) => {
      if (socket !== ws) return;
      socket = null;
      authenticated = false;
      clearTimeout(quietTimer);
      // Reconnect while the same user is still signed in; later when the account has too many
      // connections open already (other tabs and devices), which a quick retry would not change.
      if (session.getToken() === token) {
        const wait =
          event.code === WS_CLOSE.tooManySockets
            ? WS_FULL_RETRY_MS
            : WS_RECONNECT_MS + Math.floor(random() * WS_RECONNECT_SPREAD_MS);
        reconnectTimer = setTimeout(sync, wait);
      }
    });
  };

  const disconnect = () => {
    clearTimeout(reconnectTimer);
    clearTimeout(quietTimer);
    connectedToken = null;
    authenticated = false;
    const ws = socket;
    socket = null;
    ws?.close();
  };

  /** Opens, keeps or closes the connection to match the signed-in user. */
  function sync(): void {
    const token = session.getToken();
    if (!token) {
      if (socket) disconnect();
      return;
    }
    if (socket && connectedToken === token) return;
    disconnect();
    connect(token);
  }

  return {
    /** Connects while a user is signed in and follows sign-in and sign-out; returns the stop. */
    start(): () => void {
      sync();
      const unsubscribe = session.subscribe(sync);
      return () => {
        unsubscribe();
        disconnect();
      };
    },

    /**
     * Calls `handler` with every valid server event of `type`; returns the unsubscribe.
     * @example subscribe("user-typing", (event) => setTyping(event.contactId));
     */
    subscribe<T extends ServerWsEventType>(type: T, handler: Handler<T>): () => void {
      const set = handlers.get(type) ?? new Set<AnyHandler>();
      handlers.set(type, set);
      const entry = handler as AnyHandler;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },

    /**
     * Sends an event once the connection is authenticated; answers whether it went. Nothing is
     * queued: typing and presence are about now, and messages go over HTTP.
     */
    send(event: ClientWsEvent): boolean {
      if (!socket || !authenticated || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(event));
      return true;
    },

    /** The newest `seq` seen for a user, if any. */
    lastSeq(userId: number): number | undefined {
      return newestSeq.get(userId);
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

const client = createRealtimeClient({
  session: sessionStore,
  openSocket: () =>
    new WebSocket(`${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/ws/`),
});

/**
 * The app's one real-time connection, while a user is signed in.
 * @example useEffect(() => startRealtime(), []);
 */
export const startRealtime = (): (() => void) => client.start();

/** Subscribes to one type of server event on the app's connection. */
export const subscribe = client.subscribe;

/** Sends a client event on the app's connection; false when it is not open. */
export const send = client.send;
