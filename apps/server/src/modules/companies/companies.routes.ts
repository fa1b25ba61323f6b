import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Company detail, the own profile and profile pictures: /api/companies/* (part 2 §7). */
const companiesRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default companiesRoutes;
