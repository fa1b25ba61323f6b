import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  consoleEditionResponseSchema,
  consoleEditionsResponseSchema,
  editionDetailsBodySchema,
  editionDetailsResponseSchema,
  editionParamsSchema,
  newEditionBodySchema,
} from "@ebm/shared/schemas/organiser-editions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { noBody, organiserErrors } from "../organiser.http.ts";

/** /api/organiser/editions: the yearly editions, the next one, and the current one (organisers only). */
const editionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const editions = () => app.services.organiser.editions;

  app.get(
    "/api/organiser/editions",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: every edition, newest first, with its timeslots and registrations counted and which one is current",
        response: { 200: consoleEditionsResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: { items: await editions().list() } }),
  );

  app.post(
    "/api/organiser/editions",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: creates the next edition from the current one: its prices, dinner limits, settings and texts (registration closed), its tables per day and its timeslot pattern, moved to `dateStart` (as many days long as the current one) and `timezone` at the same local times. It is not current until made so. Audit entry edition.create; 400 naming the field for a start before the current edition ends or an unknown time zone",
        body: newEditionBodySchema,
        response: { 200: consoleEditionResponseSchema, ...organiserErrors, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await editions().createNext(request.body, { id: sessionOf(request).id }),
    }),
  );

  app.get(
    "/api/organiser/editions/:id",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: one edition's facts as the console edits them: name, place, days, time zone, start time, prices in euro cents and dinner limits. 404 for an unknown id",
        params: editionParamsSchema,
        response: { 200: editionDetailsResponseSchema, ...organiserErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({ status: 200 as const, payload: await editions().details(request.params.id) }),
  );

  app.put(
    "/api/organiser/editions/:id",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: changes an edition's facts: name, place, days, time zone, start time (HH:MM on the first day in its zone), prices in euro cents and dinner limits. The current edition's change shows on the public site at once. Audit entry edition.update naming the changed fields; 400 naming the field; 409 when meeting timeslots would fall outside the days or the zone of an edition with timeslots would change; 404 for an unknown id",
        params: editionParamsSchema,
        body: editionDetailsBodySchema,
        response: {
          200: editionDetailsResponseSchema,
          ...organiserErrors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await editions().update(request.params.id, request.body, { id: sessionOf(request).id }),
    }),
  );

  app.post(
    "/api/organiser/editions/:id/current",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: makes the edition the current one: the public site, registration, the directory and the scheduler follow it at once, on every instance. Audit entry edition.current; 404 for an unknown id",
        description: "The body is not used; an empty object or none.",
        params: editionParamsSchema,
        body: noBody,
        response: { 200: consoleEditionResponseSchema, ...organiserErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await editions().makeCurrent(request.params.id, { id: sessionOf(request).id }),
    }),
  );
};

export default editionsRoutes;
