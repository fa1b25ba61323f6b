/**
 * The public face of the health module (the health check): what the app, the services and other
 * modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */
export { default as healthRoutes } from "./health.routes.ts";
