import { UPDATED_USER_HEADER } from "@ebm/shared/constants";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { forbidden, unauthorized } from "../lib/errors.ts";
import type { SessionRow } from "../modules/auth/auth.repository.ts";
import { type AuthService, authService, toAuthUser } from "../modules/auth/auth.service.ts";
import { SESSIONS_CHANGED, userChannel } from "./bus.ts";

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    auth: AuthService;
    /** onRequest hook: the route needs a signed-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: the route needs organiser staff. */
    requireOrganiser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    session: SessionRow | null;
  }
}

/** The signed-in session of a request that passed `requireUser`. */
export function sessionOf(request: FastifyRequest): SessionRow {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** Sends a fresh copy of the user (or a sign-out order) in the updated-user header. */
export function sendUpdatedUser(
  reply: FastifyReply,
  user: Parameters<typeof toAuthUser>[0] | { doLogout: true },
) {
  const body = "doLogout" in user ? user : toAuthUser(user);
  reply.header(UPDATED_USER_HEADER, encodeURIComponent(JSON.stringify(body)));
}

/**
 * Reads the bearer token of every request. A token that is no longer valid gets the sign-out order
 * in the updated-user header, so the client signs out even on public pages.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate(
      "auth",
      authService({
        db: app.db,
        config,
        mail: app.mail,
        onSessionsRevoked: (userId) => {
          app.bus
            .publish(userChannel(userId), { type: SESSIONS_CHANGED })
            .catch((err) => app.log.warn({ err }, "could not announce revoked sessions"));
        },
      }),
    );
    app.decorateRequest("session", null);

    // Ended sessions and reset tokens are of no use; clear them out a few times a day.
    const purge = () =>
      app.auth.purgeEnded().catch((err) => app.log.warn({ err }, "could not purge ended sessions"));
    const purgeTimer = setInterval(purge, PURGE_EVERY_MS);
    purgeTimer.unref();
    app.addHook("onClose", async () => clearInterval(purgeTimer));

    app.addHook("onRequest", async (request, reply) => {
      const header = request.headers.authorization;
      if (!header?.startsWith("Bearer ")) return;
      const token = header.slice(7).trim();
      if (!token || token === "null" || token === "undefined") return;
      const session = await app.auth.authenticate(token);
      if (session) request.session = session;
      else sendUpdatedUser(reply, { doLogout: true });
    });

    app.decorate("requireUser", async (request: FastifyRequest) => {
      if (!request.session) throw unauthorized();
    });
    app.decorate("requireOrganiser", async (request: FastifyRequest) => {
      if (!request.session) throw unauthorized();
      if (request.session.role !== "organiser") throw forbidden();
    });
  },
  { name: "auth", dependencies: ["db", "mail", "bus"] },
);
