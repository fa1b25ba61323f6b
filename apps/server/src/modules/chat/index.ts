/**
 * The public face of the chat module (the chat between attendees): what the app, the services and
 * other modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */
export { default as chatRoutes } from "./chat.routes.ts";
export { type MessagesService, messagesService } from "./chat.service.ts";
