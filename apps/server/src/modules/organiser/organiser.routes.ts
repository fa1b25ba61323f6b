import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import announcementsRoutes from "./announcements/announcements.routes.ts";
import auditRoutes from "./audit/audit.routes.ts";
import checkinRoutes from "./checkin/checkin.routes.ts";
import contentRoutes from "./content/content.routes.ts";
import dinnerRoutes from "./dinner/dinner.routes.ts";
import editionsRoutes from "./editions/editions.routes.ts";
import mailRoutes from "./mail/mail.routes.ts";
import meetingDaysRoutes from "./meeting-days/meeting-days.routes.ts";
import meetingsRoutes from "./meetings/meetings.routes.ts";
import overviewRoutes from "./overview/overview.routes.ts";
import peopleRoutes from "./people/people.routes.ts";
import registrationsRoutes from "./registrations/registrations.routes.ts";
import scheduleRoutes from "./schedule/schedule.routes.ts";
import settingsRoutes from "./settings/settings.routes.ts";
import staffRoutes from "./staff/staff.routes.ts";

/**
 * The organiser console's API: /api/organiser/* (organiser staff only), one plugin per section of
 * `/organiser`, each in its folder with its service and tests.
 */
const organiserRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(overviewRoutes);
  await app.register(registrationsRoutes);
  await app.register(dinnerRoutes);
  await app.register(checkinRoutes);
  await app.register(meetingsRoutes);
  await app.register(settingsRoutes);
  await app.register(mailRoutes);
  await app.register(announcementsRoutes);
  await app.register(auditRoutes);
  await app.register(staffRoutes);
  await app.register(contentRoutes);
  await app.register(editionsRoutes);
  await app.register(meetingDaysRoutes);
  await app.register(peopleRoutes);
  await app.register(scheduleRoutes);
};

export default organiserRoutes;
