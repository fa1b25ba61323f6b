import type { CoreServices, Infrastructure } from "../../services.ts";
import { auditService } from "./audit/audit.service.ts";
import { checkinConsole } from "./checkin/checkin.service.ts";
import { dinnerConsole } from "./dinner/dinner.service.ts";
import { mailConsole } from "./mail/mail.service.ts";
import { meetingsConsole } from "./meetings/meetings.service.ts";
import type { OrganiserDeps } from "./organiser.deps.ts";
import { overviewConsole } from "./overview/overview.service.ts";
import { registrationsConsole } from "./registrations/registrations.service.ts";
import { settingsConsole } from "./settings/settings.service.ts";

/** The organiser console's services, one per section (`app.services.organiser.<section>`). */
export function organiserServices(infra: Infrastructure, services: CoreServices) {
  const deps: OrganiserDeps = { infra, services, audit: auditService(infra.db) };
  return {
    audit: deps.audit,
    overview: overviewConsole(deps),
    registrations: registrationsConsole(deps),
    dinner: dinnerConsole(deps),
    checkin: checkinConsole(deps),
    meetings: meetingsConsole(deps),
    settings: settingsConsole(deps),
    mail: mailConsole(deps),
  };
}
