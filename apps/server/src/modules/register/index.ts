/**
 * The public face of the register module (registration): what the app, the services and other
 * modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */
export { registrationDeclinedMail, registrationVerifiedMail, VERIFIED_MAILS } from "./register.mails.ts";
export { default as registerRoutes } from "./register.routes.ts";
export { isAttendeeEmail, type RegisterService, registerService } from "./register.service.ts";
export { membershipTokens } from "./register.token.ts";
