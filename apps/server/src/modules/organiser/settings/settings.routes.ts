import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** /api/organiser/… of the settings section (organiser staff only). */
const settingsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default settingsRoutes;
