/**
 * The public face of the directory module (the attendee directory): what the app, the services and
 * other modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */
export { default as directoryRoutes } from "./directory.routes.ts";
export { type AttendeesService, attendeesService } from "./directory.service.ts";
