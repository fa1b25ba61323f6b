/**
 * The public face of the contact module (the contact forms and the contact page): what the app,
 * the services and other modules may use of it. Everything else in this folder is its own
 * (docs/decisions/0016).
 */
export { captchaService } from "./captcha.ts";
export { default as contactRoutes } from "./contact.routes.ts";
export { type ContactService, contactService } from "./contact.service.ts";
