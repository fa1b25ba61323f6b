import { UPDATED_USER_HEADER } from "@ebm/shared/constants";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { unauthorized } from "../lib/errors.ts";
import { type SessionRow, toAuthUser } from "../lib/session.ts";

declare module "fastify" {
  interface FastifyRequest {
    session: SessionRow | null;
  }
}

/** The signed-in session of a request to a route of "attendee" or "organiser" access. */
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
export default fp(
  async (app) => {
    app.decorateRequest("session", null);

    // A callback hook, not an async one: most requests (pages, public content) carry no token and
    // go on at once, without a promise of their own.
    app.addHook("onRequest", (request, reply, done) => {
      const header = request.headers.authorization;
      const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
      if (!token || token === "null" || token === "undefined") return done();
      app.services.auth.authenticate(token).then((session) => {
        if (session) request.session = session;
        else sendUpdatedUser(reply, { doLogout: true });
        done();
      }, done);
    });
  },
  { name: "auth" },
);
