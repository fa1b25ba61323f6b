import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI document generated from the routes' zod schemas, browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: "European Broker Meeting API",
          version: "1.0.0",
          description:
            "Every body that carries `status` has it equal to the HTTP status. Errors are `{status, error, message, field?}`; `field` names the input that failed. Signed-in calls send `Authorization: Bearer <token>`; any response may carry the `x-updated-user` header (URI-encoded JSON user, or `{doLogout:true}`).",
        },
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  },
  { name: "openapi" },
);
