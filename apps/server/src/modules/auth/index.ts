/**
 * The public face of the auth module (sign-in, sessions and passwords): what the app, the services
 * and other modules may use of it. Everything else in this folder is its own
 * (docs/decisions/0016).
 */
export { default as authRoutes } from "./auth.routes.ts";
export { type AuthService, authService } from "./auth.service.ts";
export { signInThrottleOf } from "./login-throttle.ts";
