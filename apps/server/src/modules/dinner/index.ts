/**
 * The public face of the dinner module (the Captain's Dinner): what the app, the services and
 * other modules may use of it. Everything else in this folder is its own (docs/decisions/0016).
 */

export { type DinnerDayChange, type DinnerDaysEditor, dinnerDaysEditor } from "./dinner.days.ts";
export { default as dinnerRoutes } from "./dinner.routes.ts";
export {
  type DinnerDaySeats,
  type DinnerReview,
  type DinnerService,
  dinnerService,
} from "./dinner.service.ts";
