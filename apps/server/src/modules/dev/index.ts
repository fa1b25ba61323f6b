/**
 * The public face of the dev module (the development tools): what the app, the services and other
 * modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */
export { default as devRoutes } from "./dev.routes.ts";
export { type DevService, devService } from "./dev.service.ts";
