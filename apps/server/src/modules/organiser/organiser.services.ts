import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import type { Bus } from "../../plugins/bus.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { MailService } from "../../plugins/mail.ts";
import type { Storage } from "../../plugins/storage.ts";
import type { CheckinService } from "../checkin/index.ts";
import type { DinnerService } from "../dinner/index.ts";
import type { AttendeesService } from "../directory/index.ts";
import type { NotificationsService } from "../notifications/index.ts";
import type { PaymentsService } from "../payments/index.ts";
import type { SchedulerService } from "../scheduler/index.ts";
import type { SettingsService } from "../settings/index.ts";
import { announcementsConsole } from "./announcements/announcements.service.ts";
import { auditService } from "./audit/audit.service.ts";
import { checkinConsole } from "./checkin/checkin.service.ts";
import { contentConsole } from "./content/content.service.ts";
import { dinnerConsole } from "./dinner/dinner.service.ts";
import { editionsConsole } from "./editions/editions.service.ts";
import { mailConsole } from "./mail/mail.service.ts";
import { meetingDaysConsole } from "./meeting-days/meeting-days.service.ts";
import { meetingsConsole } from "./meetings/meetings.service.ts";
import { overviewConsole } from "./overview/overview.service.ts";
import { setupConsole } from "./overview/setup.service.ts";
import { peopleConsole } from "./people/people.service.ts";
import { registrationsConsole } from "./registrations/registrations.service.ts";
import { scheduleConsole } from "./schedule/schedule.service.ts";
import { settingsConsole } from "./settings/settings.service.ts";
import { staffConsole } from "./staff/staff.service.ts";

/**
 * What the console is built from: the infrastructure and the feature services whose rules it
 * reuses (the dinner's limits, the check-in, the scheduler's table moves, the settings cache, the
 * notification centre).
 * Each section is handed only the parts it uses.
 */
export interface OrganiserDeps {
  db: Db;
  config: Config;
  mail: MailService;
  jobs: JobRunner;
  bus: Bus;
  log: FastifyBaseLogger;
  storage: Storage;
  settings: SettingsService;
  checkin: CheckinService;
  dinner: DinnerService;
  scheduler: SchedulerService;
  payments: PaymentsService;
  directory: AttendeesService;
  notifications: NotificationsService;
  /** A one-time link to set a password (the auth module's reset tokens), for the People section's invitations. */
  issueResetToken: (tx: Tx, contactId: number, expiresAt: Date) => Promise<string>;
}

/** The organiser console's services, one per section (`app.services.organiser.<section>`). */
export function organiserServices(deps: OrganiserDeps) {
  const {
    db,
    config,
    mail,
    jobs,
    bus,
    log,
    storage,
    settings,
    checkin,
    dinner,
    scheduler,
    payments,
    directory,
  } = deps;
  const { notifications } = deps;
  const audit = auditService(db);
  return {
    audit,
    overview: overviewConsole({ db, settings, dinner }),
    setup: setupConsole({ db }),
    registrations: registrationsConsole({ db, mail, config, settings, payments, directory, audit }),
    dinner: dinnerConsole({ db, settings, dinner, audit }),
    checkin: checkinConsole({ db, settings, checkin, audit }),
    meetings: meetingsConsole({ db, settings, scheduler, audit }),
    schedule: scheduleConsole({
      db,
      settings,
      scheduler,
      audit,
      jobs,
      publishBatch: config.SCHEDULE_PUBLISH_BATCH,
    }),
    settings: settingsConsole({ db, bus, log, settings, audit }),
    mail: mailConsole({ db, jobs, mail, audit }),
    staff: staffConsole({ db, audit }),
    content: contentConsole({ db, bus, log, storage, settings, audit }),
    editions: editionsConsole({ db, bus, log, settings, directory, audit }),
    meetingDays: meetingDaysConsole({
      db,
      bus,
      log,
      mail,
      publicUrl: config.publicUrl,
      settings,
      scheduler,
      dinner,
      audit,
    }),
    announcements: announcementsConsole({
      db,
      settings,
      jobs,
      mail,
      news: notifications,
      audit,
      publicUrl: config.publicUrl,
    }),
    people: peopleConsole({
      db,
      config,
      settings,
      jobs,
      mail,
      audit,
      issueResetToken: deps.issueResetToken,
    }),
  };
}
