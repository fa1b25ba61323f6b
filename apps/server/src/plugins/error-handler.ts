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

/**
 * The one place that turns errors into responses: `{status, error, message, field?}` with the HTTP
 * status equal to `status`. Bad input names the field; 5xx details stay in the log.
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
