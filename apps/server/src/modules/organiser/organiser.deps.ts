import type { CoreServices, Infrastructure } from "../../services.ts";
import type { AuditService } from "./audit/audit.service.ts";

/**
 * What every section of the organiser console is built from: the infrastructure, the feature
 * services (the console reuses their rules: the dinner's limits, the check-in, the settings cache)
 * and the audit log, which every organiser action writes to in its own transaction.
 */
export interface OrganiserDeps {
  infra: Infrastructure;
  services: CoreServices;
  audit: AuditService;
}
