import type { OrganiserDeps } from "../organiser.deps.ts";

/** The console's registrations section. */
export function registrationsConsole(_deps: OrganiserDeps) {
  return {};
}
