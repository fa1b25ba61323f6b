import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyRequest,
  RouteOptions,
} from "fastify";
import fp from "fastify-plugin";
import { forbidden, unauthorized } from "../lib/errors.ts";

/**
 * Who may call a route: anybody, any signed-in user, the check-in desk's staff (desk staff and
 * organisers), or organiser staff. Every route declares one (DESIGN.md §3 "Access"); a route
 * without one stops the app at start.
 */
export const ACCESS = ["public", "attendee", "desk", "organiser"] as const;
export type Access = (typeof ACCESS)[number];

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Who may call the route, checked on request before the body is read: "public" (anybody),
     * "attendee" (any signed-in user, 401 otherwise), "desk" (desk staff and organisers, 403 for
     * other users) or "organiser" (organiser staff, 403 for other users).
     */
    access?: Access;
  }
  interface FastifyInstance {
    /**
     * Registers a library's plugin whose routes take no route config (static files, the API
     * pages) with one access for all of them.
     * @example await app.registerWithAccess("public", swaggerUi, { routePrefix: "/api/docs" });
     */
    registerWithAccess<Options extends FastifyPluginOptions>(
      access: Access,
      plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>,
      options: NoInfer<Options>,
    ): Promise<void>;
  }
}

const isAccess = (value: unknown): value is Access => ACCESS.includes(value as Access);

/** The access a route declared; routes registered through this plugin always have one. */
export function accessOf(route: Pick<RouteOptions, "config">): Access | undefined {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  return isAccess(access) ? access : undefined;
}

/** Throws the 401 or 403 the caller gets on a route of this access, or nothing when they may call it. */
function assertMayCall(access: Access | undefined, request: FastifyRequest) {
  if (access === undefined || access === "public") return;
  if (!request.session) throw unauthorized();
  const { role } = request.session;
  if (access === "organiser" && role !== "organiser") throw forbidden();
  if (access === "desk" && role !== "organiser" && role !== "desk") throw forbidden();
}

/**
 * Access, declared once per route and denied by default. Registered after the session is read
 * (plugins/auth.ts) and before any route: every route added later must say who may call it in
 * `config.access`, and one hook answers 401 or 403 on request, before the body is read or
 * validated, so a caller without the right learns nothing of the route's input.
 */
export default fp(
  async (app: FastifyInstance) => {
    /** The access given to the routes of a library plugin while `registerWithAccess` loads it. */
    let registering: Access | undefined;

    app.addHook("onRoute", (route) => {
      const declared = route.config?.access ?? registering;
      if (!isAccess(declared))
        throw new Error(
          `${[route.method].flat().join(",")} ${route.url} declares no access: set config.access to ${ACCESS.map((a) => `"${a}"`).join(", ")}`,
        );
      // Mutated, not replaced: the HEAD route Fastify adds for a GET shares this object.
      route.config ??= {};
      route.config.access = declared;
    });

    app.decorate(
      "registerWithAccess",
      async function registerWithAccess(this: FastifyInstance, access, plugin, options) {
        registering = access;
        try {
          await this.register(plugin, options);
        } finally {
          registering = undefined;
        }
      },
    );

    app.addHook("onRequest", (request, _reply, done) => {
      try {
        assertMayCall(request.routeOptions.config.access, request);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
  },
  { name: "access", dependencies: ["auth"] },
);
