import { errorResponseSchema } from "@ebm/shared/schemas/common";
import { registrationOpenBodySchema, registrationOpenResponseSchema } from "@ebm/shared/schemas/register";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  503: errorResponseSchema,
};

/** The organisers' switches: /api/organiser/* (organiser staff only). */
const organiserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/organiser/registration",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary: "Organiser staff: open or close registration for the current edition",
        body: registrationOpenBodySchema,
        response: { 200: registrationOpenResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 200,
      payload: { registrationOpen: await app.services.register.setRegistrationOpen(request.body.open) },
    }),
  );
};

export default organiserRoutes;
