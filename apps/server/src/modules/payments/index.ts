/**
 * The public face of the payments module (payments of registrations): what the app, the services
 * and other modules may use of it. Everything else in this folder is its own
 * (docs/decisions/0016).
 */
export { activationMails, PAID_MAILS } from "./payments.mails.ts";
export { default as paymentsRoutes } from "./payments.routes.ts";
export { type PaymentsService, paymentsService } from "./payments.service.ts";
