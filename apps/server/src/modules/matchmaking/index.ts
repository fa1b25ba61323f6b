/**
 * The public face of the matchmaking module (what companies trade, possible matches, wish lists
 * and their digest): what the app, the services and other modules may use of it. Everything else
 * in this folder is its own (docs/decisions/0016).
 */
export { default as matchmakingRoutes } from "./matchmaking.routes.ts";
export { type MatchmakingService, matchmakingService } from "./matchmaking.service.ts";
