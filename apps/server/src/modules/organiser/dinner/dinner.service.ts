import type { OrganiserDeps } from "../organiser.deps.ts";

/** The console's dinner section. */
export function dinnerConsole(_deps: OrganiserDeps) {
  return {};
}
