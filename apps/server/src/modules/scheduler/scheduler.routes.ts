import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import calendarRoutes from "./calendar/calendar.routes.ts";
import meetingRoutes from "./meetings/meetings.routes.ts";
import slotsRoutes from "./slots/slots.routes.ts";

/** /api/scheduler/*: the meetings, the timeslots and the calendar feed, each in its folder. */
const schedulerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(meetingRoutes);
  await app.register(slotsRoutes);
  await app.register(calendarRoutes);
};

export default schedulerRoutes;
