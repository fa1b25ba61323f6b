import {
  badgeCodeParamsSchema,
  badgePageResponseSchema,
  badgeResponseSchema,
  checkinResponseSchema,
} from "@ebm/shared/schemas/checkin";
import { errorResponseSchema } from "@ebm/shared/schemas/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";

const e = errorResponseSchema;

/**
 * /api/checkin/*: the badge QR (part 1 §2.1 `/checkin?id=`, the home tile) and the check-in desk.
 * Anybody opening a badge link sees the badge page; only organiser staff check people in
 * (DESIGN.md §5).
 */
const checkinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkin } = app.services;

  app.get(
    "/api/checkin/badge",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["checkin"],
        summary:
          "The signed-in attendee's badge: the signed code and the address its QR encodes ({PUBLIC_URL}/checkin?id={code}). The code is valid for the current edition only; checkedInAt says when the attendee was checked in (null before). 403 for a user who does not attend the current edition",
        response: { 200: badgeResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => ({ status: 200, ...(await checkin.badge(sessionOf(request).id)) }),
  );

  app.get(
    "/api/checkin/:code",
    {
      config: { access: "public" },
      schema: {
        tags: ["checkin"],
        summary:
          "The badge page of a signed code: the person's contact and company ids, name, function, company and picture. Organiser staff also get checkedInAt (null before the check-in) and mayCheckIn true. 404 for anything that is not a badge code of an attendee of the current edition (a bare contact id, a forged or guessed code alike)",
        params: badgeCodeParamsSchema,
        response: { 200: badgePageResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => ({ status: 200, ...(await checkin.page(request.params.code, request.session)) }),
  );

  app.post(
    "/api/checkin/:code",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["checkin"],
        summary:
          "Organiser staff: checks the badge's person in at the event clock's time, once. A later call changes nothing and answers alreadyCheckedIn true with the time of the first. 404 as for the badge page",
        description: "The body is not used; an empty object or none.",
        params: badgeCodeParamsSchema,
        body: z.object({}).passthrough().nullish(),
        response: { 200: checkinResponseSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => ({
      status: 200,
      ...(await checkin.checkIn(request.params.code, sessionOf(request).id, app.eventNow())),
    }),
  );
};

export default checkinRoutes;
