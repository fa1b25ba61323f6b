import type { RouteObject } from "react-router";

/**
 * The address patterns of a route tree, parents joined to their children (`/organiser/people`,
 * `/attendeeDetails/:id`), without the catch-all `*`: what the server matches a page's address
 * against to answer 404 for any other (the build writes them to `routes.json`).
 * @example routePatterns(routes) // ["/", "/program", …, "/organiser", "/organiser/people", …]
 */
export function routePatterns(routes: RouteObject[], parent = ""): string[] {
  const patterns: string[] = [];
  for (const route of routes) {
    const own = route.path ?? "";
    const full = own.startsWith("/") ? own : own ? `${parent.replace(/\/$/, "")}/${own}` : parent;
    if (route.index || (own && own !== "*")) patterns.push(full || "/");
    if (route.children) patterns.push(...routePatterns(route.children, full));
  }
  return [...new Set(patterns)].filter((pattern) => !pattern.split("/").includes("*"));
}
