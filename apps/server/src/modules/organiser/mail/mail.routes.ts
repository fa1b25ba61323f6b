import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** /api/organiser/… of the mail section (organiser staff only). */
const mailRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default mailRoutes;
