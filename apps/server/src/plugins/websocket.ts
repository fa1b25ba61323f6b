import { clientWsEventSchema, type ServerWsEvent } from "@ebm/shared/schemas/ws";
import websocket, { type WebSocket } from "@fastify/websocket";
import fp from "fastify-plugin";
import { SESSIONS_CHANGED, userChannel } from "./bus.ts";

const AUTH_TIMEOUT_MS = 10_000;

const send = (socket: WebSocket, event: ServerWsEvent | Record<string, unknown>) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
};

/**
 * The real-time connection at /ws/. The client proves who it is with its session token (not a bare
 * user id, see DESIGN.md §5); after that the socket receives everything published to its user.
 */
export default fp(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

    // The socket proves who it is in its first message, so the route itself is open to all.
    app.get("/ws/", { websocket: true, config: { access: "public" }, schema: { hide: true } }, (socket) => {
      let state: "waiting" | "authenticating" | "ready" = "waiting";
      let unsubscribe: (() => Promise<void>) | undefined;
      const authTimer = setTimeout(() => socket.close(4001, "auth timeout"), AUTH_TIMEOUT_MS);
      const refuse = () => {
        send(socket, { type: "auth-failed" });
        socket.close(4003, "auth failed");
      };

      socket.on("message", async (raw: Buffer) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString());
        } catch {
          return send(socket, { type: "error", message: "Messages must be JSON." });
        }
        const result = clientWsEventSchema.safeParse(parsed);
        if (!result.success) return send(socket, { type: "error", message: "Unknown message." });
        const event = result.data;
        if (event.type === "ping") return send(socket, { type: "pong" });
        if (event.type === "pong") return;
        if (event.type !== "auth") return; // typing is relayed only once the socket is authenticated
        // One authentication per socket; a second auth while the first is checked is ignored.
        if (state !== "waiting") return;
        state = "authenticating";
        const token = event.token;
        const session = await app.services.auth.authenticate(token).catch(() => undefined);
        if (!session) return refuse();
        clearTimeout(authTimer);
        unsubscribe = await app.bus.subscribe(userChannel(session.id), async (payload) => {
          const message = payload as Record<string, unknown>;
          if (message.type !== SESSIONS_CHANGED) return send(socket, message);
          // A sign-out or password change elsewhere: this socket lives only while its session does.
          const still = await app.services.auth.authenticate(token).catch(() => undefined);
          if (still?.sessionId !== session.sessionId) refuse();
        });
        if (socket.readyState !== socket.OPEN) return unsubscribe();
        state = "ready";
        send(socket, { type: "auth-ok", userId: session.id, seq: 0 });
      });

      socket.on("close", () => {
        clearTimeout(authTimer);
        unsubscribe?.().catch((err) => app.log.warn({ err }, "unsubscribe failed"));
      });
    });
  },
  { name: "websocket", dependencies: ["auth", "bus"] },
);
