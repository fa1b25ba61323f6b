/**
 * The public face of the settings module (the edition's settings): what the app, the services and
 * other modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */
export { announceSettingsChanged } from "./settings.changes.ts";
export { default as settingsRoutes } from "./settings.routes.ts";
export {
  type CurrentEdition,
  priceListOf,
  type SettingsService,
  settingsService,
} from "./settings.service.ts";
