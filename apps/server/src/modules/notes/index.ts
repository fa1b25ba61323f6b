/**
 * The public face of the notes module (meeting notes): what the app, the services and other
 * modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */
export { default as notesRoutes } from "./notes.routes.ts";
export { type NotesService, notesService } from "./notes.service.ts";
