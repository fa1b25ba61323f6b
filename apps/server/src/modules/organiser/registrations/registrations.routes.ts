import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** /api/organiser/… of the registrations section (organiser staff only). */
const registrationsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default registrationsRoutes;
