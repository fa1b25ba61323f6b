import type { OrganiserDeps } from "../organiser.deps.ts";

/** The console's meetings section. */
export function meetingsConsole(_deps: OrganiserDeps) {
  return {};
}
