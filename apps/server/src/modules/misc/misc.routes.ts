import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import attendeesRoutes from "./attendees/attendees.routes.ts";
import bannersRoutes from "./banners/banners.routes.ts";
import contactRoutes from "./contact/contact.routes.ts";
import contentRoutes from "./content/content.routes.ts";
import dinnerRoutes from "./dinner/dinner.routes.ts";
import leadsCsvRoutes from "./leads/leads.routes.ts";
import settingsRoutes from "./settings/settings.routes.ts";

/**
 * /api/misc/*: the spec puts many public reads under one prefix. Each part lives in a folder of
 * its own, named for what it serves; a new /api/misc/<x> gets a sibling folder registered here.
 */
const miscRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsRoutes);
  await app.register(bannersRoutes);
  await app.register(contentRoutes);
  await app.register(attendeesRoutes);
  await app.register(contactRoutes);
  await app.register(dinnerRoutes);
  await app.register(leadsCsvRoutes);
};

export default miscRoutes;
