import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** /api/organiser/… of the dinner section (organiser staff only). */
const dinnerRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default dinnerRoutes;
