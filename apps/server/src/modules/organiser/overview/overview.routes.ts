import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** /api/organiser/… of the overview section (organiser staff only). */
const overviewRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default overviewRoutes;
