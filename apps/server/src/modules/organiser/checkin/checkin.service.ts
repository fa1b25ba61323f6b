import type { OrganiserDeps } from "../organiser.deps.ts";

/** The console's checkin section. */
export function checkinConsole(_deps: OrganiserDeps) {
  return {};
}
