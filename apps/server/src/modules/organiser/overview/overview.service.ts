import type { OrganiserDeps } from "../organiser.deps.ts";

/** The console's overview section. */
export function overviewConsole(_deps: OrganiserDeps) {
  return {};
}
