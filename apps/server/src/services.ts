import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { analyticsService } from "./modules/analytics/index.ts";
import { authService } from "./modules/auth/index.ts";
import { messagesService } from "./modules/chat/index.ts";
import { badgeCodes, checkinService } from "./modules/checkin/index.ts";
import { companiesService, picturesService } from "./modules/companies/index.ts";
import { captchaService, contactService } from "./modules/contact/index.ts";
import { bannersService, contentService } from "./modules/content/index.ts";
import { devService } from "./modules/dev/index.ts";
import { dinnerService } from "./modules/dinner/index.ts";
import { attendeesService } from "./modules/directory/index.ts";
import { leadsService } from "./modules/leads/index.ts";
import { matchmakingService } from "./modules/matchmaking/index.ts";
import { notesService } from "./modules/notes/index.ts";
import {
  extraOriginsOf,
  notificationsService,
  pushSender,
  pushService,
  vapidKeys,
  vapidSubject,
} from "./modules/notifications/index.ts";
import { auditService, organiserServices } from "./modules/organiser/index.ts";
import { paymentsService } from "./modules/payments/index.ts";
import { privacyService } from "./modules/privacy/index.ts";
import { reachService } from "./modules/reach/index.ts";
import { membershipTokens, registerService } from "./modules/register/index.ts";
import { calendarService, schedulerService } from "./modules/scheduler/index.ts";
import { settingsService } from "./modules/settings/index.ts";
import { type Bus, SESSIONS_CHANGED, userChannel } from "./plugins/bus.ts";
import type { JobRunner } from "./plugins/jobs.ts";
import type { MailService } from "./plugins/mail.ts";
import type { MembershipDirectory } from "./plugins/membership.ts";
import type { PaymentProviders } from "./plugins/payments.ts";
import type { EventStore } from "./plugins/realtime/event-store.ts";
import type { Presence } from "./plugins/realtime/presence.ts";
import type { Storage } from "./plugins/storage.ts";

/** The outside services every feature service is built from (the plugins' decorations). */
export interface Infrastructure {
  config: Config;
  db: Db;
  mail: MailService;
  /** Work for later (the scheduler's request expiry). */
  jobs: JobRunner;
  bus: Bus;
  /** The WebSocket's stored events per user (the chat writes them with its changes). */
  userEvents: EventStore;
  presence: Presence;
  storage: Storage;
  payments: PaymentProviders;
  membership: MembershipDirectory;
  log: FastifyBaseLogger;
}

/**
 * Builds every feature service once, each from the infrastructure and the services it relies on.
 * Services that keep state (caches, the banner clicks' visitor key) exist once per app, so every
 * route that uses them sees the same.
 * @example app.decorate("services", buildServices({ config, db: app.db, mail: app.mail, … }));
 */
export function buildServices(infra: Infrastructure) {
  const core = buildCoreServices(infra);
  // The organiser console runs the event through the features' own rules, plus its audit log.
  const organiser = organiserServices({
    ...infra,
    settings: core.settings,
    checkin: core.checkin,
    dinner: core.dinner,
    scheduler: core.scheduler,
    payments: core.payments,
    directory: core.attendees,
    notifications: core.notifications,
    issueResetToken: (tx, contactId, expiresAt) => core.auth.issueResetToken(tx, contactId, expiresAt),
  });
  return { ...core, organiser };
}

/** Every service of the features that attendees and visitors use. */
function buildCoreServices(infra: Infrastructure) {
  const { config, db, mail, bus, storage, membership, log } = infra;

  const settings = settingsService(db, { logoHost: config.LOGO_HOST });
  // The directory's match order reads the possible matches (built below, asked only per request).
  const attendees = attendeesService(db, settings, { matchScores: (user) => matchmaking.scores(user) });
  // The directory lists company profiles from a cached list: a change rebuilds it at once, and the
  // possible matches read the new profile too.
  const onDirectoryChanged = () => {
    attendees.invalidate();
    matchmaking.invalidate();
  };
  // A contact's phone and messenger may be narrowed to their ties (the reach rule's, built below).
  const companies = companiesService({
    db,
    settings,
    onDirectoryChanged,
    tied: (viewerId, otherId) => reach.tied(viewerId, otherId),
  });
  // Who may write to whom: one rule for the chat and the contact form (part 2 §6).
  const reach = reachService({
    db,
    visibleContact: (contactId, viewer) => companies.visibleContact(contactId, viewer),
  });
  // Possible matches and wish lists: a wish names only a person the user may reach, a trade profile
  // shows to whoever sees the company's page in full.
  const matchmaking = matchmakingService({
    db,
    settings,
    mail,
    publicUrl: config.publicUrl,
    reach,
    companyShown: (companyId, viewer) => companies.shownInFull(companyId, viewer),
  });
  // Staff actions outside the console write the console's audit log (it keeps no state of its own).
  const recordAudit = auditService(db).record;
  // Badge codes must read the same on every instance and after a restart: keyed from APP_SECRET.
  const checkin = checkinService({
    db,
    settings,
    codes: badgeCodes({ secret: config.APP_SECRET }),
    publicUrl: config.publicUrl,
    recordAudit,
  });
  const calendar = calendarService({ db, settings, publicUrl: config.publicUrl });
  // What happens to a meeting reaches its people live and in their notification centre.
  // Web Push of notifications and chat messages, signed with a key derived from APP_SECRET.
  const push = pushService({
    db,
    jobs: infra.jobs,
    sender: pushSender({ keys: vapidKeys(config.APP_SECRET), subject: vapidSubject(config) }),
    extraOrigins: extraOriginsOf(config.PUSH_EXTRA_ORIGINS),
    log,
  });
  const notifications = notificationsService({
    db,
    events: infra.userEvents,
    log,
    onNotified: (tx, notified) => push.notified(tx, notified),
    onPublished: () => push.wake(),
  });
  const auth = authService({
    db,
    config,
    mail,
    // Live connections of the user recheck their sessions.
    onSessionsRevoked: (userId) => {
      bus
        .publish(userChannel(userId), { type: SESSIONS_CHANGED })
        .catch((err) => log.warn({ err }, "could not announce revoked sessions"));
    },
    // A new password ends the calendar feed's secret address with the sessions.
    onCredentialsChanged: (tx, userId) => calendar.revokeFeed(userId, tx),
  });
  const payments = Object.assign(
    paymentsService({
      db,
      provider: infra.payments.provider,
      mail,
      config,
      log,
      issueResetToken: (tx, contactId, expiresAt) => auth.issueResetToken(tx, contactId, expiresAt),
    }),
    {
      simulated: infra.payments.simulated,
    },
  );

  return {
    settings,
    attendees,
    // Its click visitor key (from APP_SECRET, or made once per process) must be the same for every click.
    banners: bannersService(db, { secret: config.APP_SECRET }),
    content: contentService(db, settings),
    analytics: analyticsService(db, settings),
    auth,
    push,
    companies,
    pictures: picturesService({ db, storage, companies }),
    reach,
    contact: contactService({
      db,
      mail,
      settings,
      captcha: captchaService({ hmacKey: config.CAPTCHA_HMAC_KEY }),
      reach,
    }),
    messages: messagesService({
      db,
      bus,
      reach,
      events: infra.userEvents,
      presence: infra.presence,
      jobs: infra.jobs,
      mail,
      publicUrl: config.publicUrl,
      log,
      onMessageStored: (tx, message) => push.messageStored(tx, message),
    }),
    // Sample companies of the development tools (their routes exist only where /api/dev does).
    dev: devService({
      db,
      settings,
      onDirectoryChanged,
      recordAudit,
      production: config.NODE_ENV === "production",
    }),
    scheduler: schedulerService({
      db,
      settings,
      mail,
      jobs: infra.jobs,
      publicUrl: config.publicUrl,
      reach,
      news: notifications,
    }),
    notifications,
    notes: notesService(db),
    matchmaking,
    // Privacy and data rights: consents, the export, the erasure and the retention (decision 0020).
    privacy: privacyService({
      db,
      mail,
      publicUrl: config.publicUrl,
      recordAudit,
      news: notifications,
      removePicture: async (url) => {
        const key = storage.keyOf(url);
        if (key) await storage.remove(key);
      },
      onErased: (contactId) => {
        onDirectoryChanged();
        bus
          .publish(userChannel(contactId), { type: SESSIONS_CHANGED })
          .catch((err) => log.warn({ err }, "could not announce an erased account's end"));
      },
      onListingChanged: () => matchmaking.invalidate(),
      log,
    }),
    checkin,
    // A lead names its person by the scanned badge code, which the check-in service reads.
    leads: leadsService({ db, settings, contactIdOf: (code) => checkin.contactIdOf(code) }),
    dinner: dinnerService({ db, settings, mail, publicUrl: config.publicUrl }),
    calendar,
    payments,
    register: registerService({
      db,
      settings,
      membership,
      tokens: membershipTokens({ secret: config.APP_SECRET }),
      mail,
      config,
      startCheckout: (registrationId) => payments.startCheckout(registrationId),
    }),
  };
}

export type CoreServices = ReturnType<typeof buildCoreServices>;
export type Services = ReturnType<typeof buildServices>;

declare module "fastify" {
  interface FastifyInstance {
    /** Every feature service, built once (services.ts). Routes call these; services call repositories. */
    services: Services;
  }
}
