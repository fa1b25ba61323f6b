import fp from "fastify-plugin";

/**
 * API answers are not stored by browsers or proxies unless their route says otherwise: sign-in,
 * sessions, password calls and personal data must never sit in a shared cache or on a kiosk's
 * disk, and a route that forgets to say so is safe by default.
 */
export default fp(
  async (app) => {
    app.addHook("onSend", async (request, reply) => {
      if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
        reply.header("cache-control", "no-store");
      }
    });
  },
  { name: "cache-control" },
);
