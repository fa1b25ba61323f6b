import type { OrganiserDeps } from "../organiser.deps.ts";

/** The console's mail section. */
export function mailConsole(_deps: OrganiserDeps) {
  return {};
}
