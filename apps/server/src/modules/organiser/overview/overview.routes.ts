import { overviewResponseSchema, setupResponseSchema } from "@ebm/shared/schemas/organiser-overview";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { organiserErrors } from "../organiser.http.ts";

/** /api/organiser/overview: the console's numbers at a glance (organiser staff only). */
const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/organiser/overview",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: how the current edition is going, in one call: registrations by state; attendees and companies; check-ins today (the event clock's date in the event's time zone) and in all; meeting requests by outcome with the acceptance rate and meetings per attendee; per meeting day the floor tables and lobby places used in each slot against the table count; dinner sign-ups per day and state against the places per day; chat messages sent and leads scanned. The console polls it every 15 seconds",
        response: { 200: overviewResponseSchema, ...organiserErrors },
      },
    },
    async () => ({
      status: 200 as const,
      payload: await app.services.organiser.overview.overview(app.eventNow()),
    }),
  );

  app.get(
    "/api/organiser/setup",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the current edition's set-up, counted from its data: its place and days, prices, meeting days with tables, program, sponsors and companies (optional), and whether registration is open; `complete` when every required step is done",
        response: { 200: setupResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: await app.services.organiser.setup.setup() }),
  );
};

export default overviewRoutes;
