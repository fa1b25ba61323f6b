/**
 * The public face of the leads module (scanned leads): what the app, the services and other
 * modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */
export { default as leadsRoutes } from "./leads.routes.ts";
export { type LeadsService, leadsService } from "./leads.service.ts";
