/**
 * The public face of the scheduler module (meetings, timeslots and the calendar feed): what the
 * app, the services and other modules may use of it. Everything else in this folder is its own
 * (docs/decisions/0016).
 */
export { type CalendarService, calendarService } from "./calendar/calendar.service.ts";
export { type DaysChange, DaysRefusal } from "./days/days.service.ts";
export { default as schedulerRoutes } from "./scheduler.routes.ts";
export { type SchedulerService, schedulerService } from "./scheduler.service.ts";
