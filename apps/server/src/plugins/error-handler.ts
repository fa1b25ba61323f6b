import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import type { FastifyError, HTTPMethods } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.ts";

const reasons: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
};

/** SQLSTATE of a unique constraint that refused a row. */
const UNIQUE_VIOLATION = "23505";
/**
 * SQLSTATEs of a transaction that gave up waiting for a row another one holds: its lock_timeout ran
 * out (lock_not_available), or the server broke a deadlock by ending it (deadlock_detected).
 */
const LOCK_NOT_AVAILABLE = "55P03";
const DEADLOCK_DETECTED = "40P01";

/** The SQLSTATE of the error or of one it wraps (Drizzle puts the driver's error in `cause`). */
function hasSqlState(err: unknown, codes: readonly string[]): boolean {
  let current = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether the error, or one it wraps, is a unique violation; `pg` and PGlite both carry the SQLSTATE in `code`. */
export const isUniqueViolation = (err: unknown): boolean => hasSqlState(err, [UNIQUE_VIOLATION]);

/** Whether the error, or one it wraps, is a lock wait that ran out or a deadlock the server broke. */
export const isLockContention = (err: unknown): boolean =>
  hasSqlState(err, [LOCK_NOT_AVAILABLE, DEADLOCK_DETECTED]);

/**
 * The one place that turns errors into responses: `{status, error, message, field?}` with the HTTP
 * status equal to `status`. Bad input names the field; 5xx details stay in the log. A row that a
 * unique constraint refuses (two requests creating the same thing at once) is a 409, and which
 * constraint it was stays in the log too. A transaction that waited too long for a lock, or that
 * the database ended to break a deadlock, changed nothing: a 409 asks the user to try again.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const issue = err.validation[0];
        const where = err.validationContext ?? "body";
        const field = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".") || where;
        const detail = issue?.message ?? "is invalid";
        return reply
          .code(400)
          .send({ status: 400, error: reasons[400], message: `${field}: ${detail}`, field });
      }
      if (err instanceof AppError) {
        const status = err.statusCode;
        return reply.code(status).send({
          status,
          error: reasons[status] ?? "Error",
          message: err.message,
          ...(err.field ? { field: err.field } : {}),
        });
      }
      if (isUniqueViolation(err)) {
        request.log.info({ err }, "refused by a unique constraint");
        return reply.code(409).send({ status: 409, error: reasons[409], message: "This already exists." });
      }
      if (isLockContention(err)) {
        request.log.warn({ err }, "gave up waiting for a lock");
        return reply
          .code(409)
          .send({ status: 409, error: reasons[409], message: SCHEDULER_MESSAGES.tryAgain });
      }
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) {
        request.log.error({ err }, "request failed");
        return reply
          .code(500)
          .send({ status: 500, error: "Internal Server Error", message: "Something went wrong." });
      }
      return reply.code(status).send({ status, error: reasons[status] ?? "Error", message: err.message });
    });

    // Every method some route answers to: registered before the modules, this hook sees all routes.
    const routeMethods = new Set<string>();
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) routeMethods.add(method.toUpperCase());
    });

    /**
     * The methods the router answers on this path, or none when it answers the request's own
     * method: then the route itself found nothing (a missing file under /uploads/).
     */
    function allowedMethods(method: string, url: string): string[] {
      const pathname = url.split("?", 1)[0] ?? url;
      const answers = (m: string) => app.findRoute({ method: m as HTTPMethods, url: pathname }) !== null;
      if (answers(method)) return [];
      return [...routeMethods].filter(answers).sort();
    }

    app.setNotFoundHandler((request, reply) => {
      const allowed = allowedMethods(request.method, request.url);
      if (allowed.length > 0) {
        return reply
          .code(405)
          .header("allow", allowed.join(", "))
          .send({
            status: 405,
            error: reasons[405],
            message: `Method ${request.method} is not allowed on ${request.url.split("?", 1)[0]}; use ${allowed.join(", ")}`,
          });
      }
      reply.code(404).send({
        status: 404,
        error: reasons[404],
        message: `Route ${request.method} ${request.url} not found`,
      });
    });
  },
  { name: "error-handler" },
);
