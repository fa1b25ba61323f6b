/**
 * The public face of the content module (the public content: program, tech talk, sponsors,
 * testimonials, pictures and banners): what the app, the services and other modules may use of it.
 * Everything else in this folder is its own (docs/decisions/0016).
 */
export { type BannersService, bannersService } from "./banners.service.ts";
export { default as contentRoutes } from "./content.routes.ts";
export { contentService } from "./content.service.ts";
