/**
 * The public face of the privacy module (the notice, consents and switches, the export, the
 * erasure and the retention): what the app, the services and other modules may use of it.
 * Everything else in this folder is its own (docs/decisions/0016).
 */
export { default as privacyRoutes } from "./privacy.routes.ts";
export { type PrivacyService, privacyService } from "./privacy.service.ts";
