/**
 * The public face of the analytics module (the pages' analytics events): what the app, the
 * services and other modules may use of it. Everything else in this folder is its own
 * (docs/decisions/0016).
 */
export { default as analyticsRoutes } from "./analytics.routes.ts";
export { type AnalyticsService, analyticsService } from "./analytics.service.ts";
