import type { OrganiserDeps } from "../organiser.deps.ts";

/** The console's settings section. */
export function settingsConsole(_deps: OrganiserDeps) {
  return {};
}
