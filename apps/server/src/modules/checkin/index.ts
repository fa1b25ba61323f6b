/**
 * The public face of the checkin module (badges and the check-in): what the app, the services and
 * other modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */
export { badgeCodes } from "./badge-code.ts";
export { default as checkinRoutes } from "./checkin.routes.ts";
export { type CheckinService, checkinService } from "./checkin.service.ts";
