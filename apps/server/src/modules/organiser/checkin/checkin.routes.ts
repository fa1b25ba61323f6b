import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** /api/organiser/… of the checkin section (organiser staff only). */
const checkinRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default checkinRoutes;
