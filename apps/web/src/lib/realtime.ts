import { WS_RECONNECT_MS } from "@ebm/shared/constants";
import { sessionStore } from "./session/session-store.ts";

let socket: WebSocket | null = null;
let reconnectTimer: number | undefined;
let connectedToken: string | null = null;

function connect(token: string): void {
  connectedToken = token;
  const url = `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/ws/`;
  const ws = new WebSocket(url);
  socket = ws;
  // The server learns who we are from the session token (DESIGN.md §5), never from a bare user id.
  ws.addEventListener("open", () => ws.send(JSON.stringify({ type: "auth", token })));
  ws.addEventListener("message", (message) => {
    let event: unknown;
    try {
      event = JSON.parse(String(message.data));
    } catch {
      // Not JSON: nothing the client could act on.
      return;
    }
    if (typeof event === "object" && event !== null && (event as { type?: unknown }).type === "ping") {
      ws.send(JSON.stringify({ type: "pong" }));
    }
  });
  ws.addEventListener("close", () => {
    if (socket !== ws) return;
    socket = null;
    // Reconnect while the same user is still signed in.
    if (sessionStore.getToken() === token) {
      reconnectTimer = window.setTimeout(() => sync(), WS_RECONNECT_MS);
    }
  });
}

function disconnect(): void {
  window.clearTimeout(reconnectTimer);
  connectedToken = null;
  const ws = socket;
  socket = null;
  ws?.close();
}

/** Opens, keeps or closes the connection to match the signed-in user. */
function sync(): void {
  const token = sessionStore.getToken();
  if (!token) {
    if (socket) disconnect();
    return;
  }
  if (socket && connectedToken === token) return;
  disconnect();
  connect(token);
}

/**
 * The real-time connection at /ws/: open while a user is signed in, authenticated with the session
 * token, answering the server's ping, reconnecting 3 s after a close.
 * @example useEffect(() => startRealtime(), []);
 */
export function startRealtime(): () => void {
  sync();
  const unsubscribe = sessionStore.subscribe(sync);
  return () => {
    unsubscribe();
    disconnect();
  };
}
