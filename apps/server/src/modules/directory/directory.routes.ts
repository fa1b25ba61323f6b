import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Attendee directory: POST /api/misc/attendees and GET /api/misc/attendeesAsCSV (part 2 §7). */
const directoryRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default directoryRoutes;
