import { errorResponseSchema } from "@ebm/shared/schemas/common";
import { nextMeetingResponseSchema } from "@ebm/shared/schemas/scheduler";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { schedulerService } from "./scheduler.service.ts";

/** Scheduler (part 1 §7, part 2 §7). The meeting endpoints come with the scheduler; the home card needs the next meeting. */
const schedulerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = schedulerService(app.db);

  app.post(
    "/api/scheduler/nextMeeting",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["scheduler"],
        summary: "The signed-in user's next accepted meeting that has not ended, and who is in it",
        description:
          "The body is not used (the user comes from the session). Time follows the event clock (EVENT_TIME).",
        body: z.object({}).passthrough().optional(),
        response: { 200: nextMeetingResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { edition } = await app.misc.current();
      const next = await service.nextMeeting(sessionOf(request).id, edition, app.eventNow());
      return { status: 200, ...next };
    },
  );
};

export default schedulerRoutes;
