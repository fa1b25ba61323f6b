import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** /api/organiser/… of the meetings section (organiser staff only). */
const meetingsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default meetingsRoutes;
