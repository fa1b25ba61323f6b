import { useMatches } from "react-router";

/**
 * Data every page route declares: its title and heading, and what the page is for where the page
 * shows that itself (the others' descriptions are only for the build's prerendered pages:
 * app/page-descriptions.ts).
 */
export interface RouteHandle {
  /** Short name used in the document title, e.g. "Program". */
  title: string;
  /** Page heading (the one h1). */
  heading: string;
  /** One sentence on what the page offers, for a page that shows it (the program's intro). */
  description?: string;
  /** Signed-in only: signed-out visitors get the sign-in modal. */
  requiresAuth?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "title" in value && "heading" in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
