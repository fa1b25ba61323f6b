/**
 * The public face of the organiser module (the organisers' console): what the app, the services
 * and other modules may use of it. Everything else in this folder is its own
 * (docs/decisions/0016).
 */
export { auditService } from "./audit/audit.service.ts";
export { default as organiserRoutes } from "./organiser.routes.ts";
export { organiserServices } from "./organiser.services.ts";
export * as scheduleCore from "./schedule/core/index.ts";
export { createOrganiser, FIRST_LINK_HOURS, setStaffRole } from "./staff/staff.cli.ts";
