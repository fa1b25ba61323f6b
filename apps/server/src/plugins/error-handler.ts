import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.ts";

const reasons: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
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

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({
        status: 404,
        error: reasons[404],
        message: `Route ${request.method} ${request.url} not found`,
      });
    });
  },
  { name: "error-handler" },
);
