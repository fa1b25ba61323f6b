import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { PAGE_DESCRIPTIONS } from "./app/page-descriptions.ts";
import { AppProviders } from "./app/providers.tsx";
import { routePatterns } from "./app/route-patterns.ts";
import { routes } from "./app/router.tsx";
import { pageTitle } from "./lib/site.ts";

/** What the build writes for one prerendered page: the app's markup, the title and description. */
export interface PrerenderedPage {
  html: string;
  title: string;
  description: string | undefined;
}

/**
 * Renders `path` as a signed-out visitor without data sees it before any request (the layout,
 * the page's static parts and its loading placeholders), for the build to put into index.html.
 * Runs in Node at build time (scripts/prerender.ts), never in the browser.
 */
export async function prerender(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path} redirects: nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        {/* No hydration data script: the routes have no loaders, and the CSP allows no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  const route = context.matches.at(-1)?.route;
  const handle = route?.handle as { title?: string; description?: string } | undefined;
  const description = handle?.description ?? (route?.path ? PAGE_DESCRIPTIONS[route.path] : undefined);
  return { html, title: pageTitle(handle?.title), description };
}

/** Every page's address pattern, for the server's 404 (written to the build's `routes.json`). */
export const pagePatterns = (): string[] => routePatterns(routes);
