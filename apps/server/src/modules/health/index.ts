/**
 * The public face of the health module (health checks and the Prometheus metrics): what the app, the services and other
 * modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */
export { default as healthRoutes } from "./health.routes.ts";
export { default as metricsRoutes } from "./metrics.routes.ts";
