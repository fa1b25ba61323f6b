/**
 * The public face of the companies module (company pages, the own profile and profile pictures):
 * what the app, the services and other modules may use of it. Everything else in this folder is
 * its own (docs/decisions/0016).
 */
export { picturesService } from "./companies.pictures.ts";
export { default as companiesRoutes } from "./companies.routes.ts";
export { type CompaniesService, companiesService, seesInFull } from "./companies.service.ts";
