import { errorResponseSchema } from "@ebm/shared/schemas/common";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Access, accessOf } from "./access.ts";
import type { RateClass } from "./rate-classes.ts";

declare module "fastify" {
  interface FastifySchema {
    /** Who may call the route, from its `config.access` (an OpenAPI extension). */
    "x-access"?: Access;
    /** The budget class of a call that changes something, from its `config.rateClass`. */
    "x-rate-class"?: RateClass;
    /**
     * A multipart/form-data body that the route reads itself (Fastify validates none): documented
     * as the request body of the route's `consumes`, never used to validate.
     */
    multipart?: z.ZodType;
  }
}

const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS", "DELETE"]);

const frameworkError = (description: string) => errorResponseSchema.describe(description);
const BAD_INPUT = frameworkError("Bad input; `field` names the part that failed");

/**
 * Answers the framework gives before or around a route's own code: a path parameter that is not
 * percent-encoded UTF-8 or is too long (400, 414), a body that is not JSON, too large or of
 * another type (400, 413, 415), the rate limit of a route that sets one (429), and the error
 * handler's detail-free 500.
 */
function frameworkResponses(route: { method: string | string[]; url: string }, rateLimited: boolean) {
  const takesBody = [route.method].flat().some((m) => !BODYLESS_METHODS.has(m.toUpperCase()));
  return {
    ...(route.url.includes(":")
      ? { 400: BAD_INPUT, 414: frameworkError("A path parameter is longer than 100 characters") }
      : {}),
    ...(takesBody
      ? {
          400: BAD_INPUT,
          413: frameworkError("The body is larger than the route takes"),
          415: frameworkError("The body is of a media type the route does not take"),
        }
      : {}),
    ...(rateLimited
      ? { 429: frameworkError("Too many requests; `retry-after` says when to try again") }
      : {}),
    500: frameworkError("An unexpected failure; its details are only in the log, under the x-request-id"),
  };
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operationId of a route that names none, made from its method and address alone, so the
 * method names of a client built from the document stay put when other routes come and go: the
 * words of the path after /api, each parameter as `By<Name>`.
 * @example operationIdOf("POST", "/api/scheduler/meetings/:id/action/:action") // "postSchedulerMeetingsByIdActionByAction"
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, "")
    .replace(/\([^)]*\)/g, "")
    .match(/:\w+|[A-Za-z0-9]+/g);
  const named = (words ?? []).map((word) =>
    word.startsWith(":") ? `By${capitalised(word.slice(1))}` : capitalised(word),
  );
  return `${method.toLowerCase()}${named.join("")}`;
}

/**
 * Fixes what the generated document gets wrong about the server's real answers:
 * - OpenAPI 3.0 checks `enum` before `nullable` (3.0.3 clarified it), so a nullable enum must list
 *   null among its values, or the document refuses the nulls the server sends;
 * - every error comes from the one error handler as JSON, also on a route that `produces` another
 *   type (the CSV export), which @fastify/swagger would apply to all of its answers.
 */
function matchServer<T>(node: T, key = ""): T {
  if (Array.isArray(node)) for (const item of node) matchServer(item);
  else if (node && typeof node === "object") {
    const schema = node as Record<string, unknown>;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
      schema.enum.push(null);
    if (key === "responses")
      for (const [status, response] of Object.entries(schema)) {
        const content = (response as { content?: Record<string, unknown> }).content;
        if (Number(status) >= 400 && content && !content["application/json"]) {
          const [media] = Object.values(content);
          (response as { content: Record<string, unknown> }).content = { "application/json": media };
        }
      }
    for (const [childKey, value] of Object.entries(schema)) matchServer(value, childKey);
  }
  return node;
}

/**
 * OpenAPI document generated from the routes' zod schemas, browsable at /api/docs. It says exactly
 * what the server sends: answers go through their route's zod schemas, which drop unknown keys (so
 * objects are `additionalProperties: false`), or are cached JSON built to the same types; the
 * framework's own answers are added to every route, so they are serialised and documented like the
 * route's. `test/openapi-fuzz.ts` (run by `openapi.fuzz*.test.ts`) holds the server to it.
 */
export default fp(
  async (app) => {
    /** The operationIds given so far, each with the operation that has it. */
    const operations = new Map<string, string>();
    app.addHook("onRoute", (route) => {
      // HEAD routes are left out of the document; the one Fastify adds for a GET shares its schema.
      const methods = [route.method].flat().filter((m) => m.toUpperCase() !== "HEAD");
      const [method, ...more] = methods;
      if (route.schema?.hide || !method) return;
      const where = `${methods.join(",")} ${route.url}`;
      if (more.length > 0)
        throw new Error(
          `${where} would be one operation per method under one operationId: register a route for each`,
        );
      route.schema ??= {};
      route.schema.operationId ??= operationIdOf(method, route.url);
      const other = operations.get(route.schema.operationId);
      if (other)
        throw new Error(
          `${where} and ${other} both have the operationId "${route.schema.operationId}": set schema.operationId on one`,
        );
      operations.set(route.schema.operationId, where);
    });

    app.addHook("onRoute", (route) => {
      const declared = route.schema?.response;
      if (!route.schema || !declared || typeof declared !== "object") return;
      const rateLimited = !!route.config?.rateLimit || !!route.config?.rateClass;
      const access = accessOf(route) ?? "public";
      route.schema.response = {
        ...frameworkResponses(route, rateLimited),
        ...(access === "public" ? {} : { 401: frameworkError("Not signed in: send a valid bearer token") }),
        ...(access === "organiser" ? { 403: frameworkError("Only organiser staff may call this") } : {}),
        ...(access === "desk" ? { 403: frameworkError("Only desk staff and organisers may call this") } : {}),
        ...declared,
      };
      route.schema["x-access"] = access;
      if (route.config?.rateClass) route.schema["x-rate-class"] = route.config.rateClass;
      // An empty list says in so many words that the operation needs no credentials.
      route.schema.security = access === "public" ? [] : [{ bearer: [] }];
    });

    await app.register(swagger, {
      openapi: {
        info: {
          title: "European Broker Meeting API",
          version: "1.0.0",
          description:
            "Every body that carries `status` has it equal to the HTTP status. Errors are `{status, error, message, field?}`; `field` names the input that failed. Signed-in calls send `Authorization: Bearer <token>`; `x-access` says who may call each operation: `public` (anybody), `attendee` (any signed-in user, else 401), `desk` (the check-in desk's staff and organisers, else 403) or `organiser` (organiser staff, else 403); `x-rate-class` names the budget a call that changes something counts against, per account and per client network (429 with `retry-after` past it); any response may carry the `x-updated-user` header (URI-encoded JSON user, or `{doLogout:true}`).",
        },
        servers: [{ url: app.config.publicUrl, description: "This deployment (PUBLIC_URL)" }],
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      },
      transform: ({ schema, ...input }) => {
        const { multipart, ...routeSchema } = schema ?? {};
        const transformed = jsonSchemaTransform({ ...input, schema: routeSchema });
        if (multipart)
          transformed.schema = {
            ...transformed.schema,
            body: z.toJSONSchema(multipart, { target: "openapi-3.0", io: "input" }),
          };
        return transformed;
      },
      transformObject: (documents) =>
        "openapiObject" in documents ? matchServer(documents.openapiObject) : documents.swaggerObject,
    });
    await app.registerWithAccess("public", swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  },
  { name: "openapi", dependencies: ["access"] },
);
