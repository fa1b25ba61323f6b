import { ANALYTICS_EVENTS } from "@ebm/shared/constants";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useAllSettings } from "../../lib/api/get-settings.ts";
import { logEvent } from "../../lib/api/log-event.ts";
import { useRouteHandle } from "../../lib/route-handle.ts";
import { useUser } from "../../lib/session/use-session.ts";
import { pageTitle } from "../../lib/site.ts";

/** On every navigation: set the document title and send a page-view event. Banners reload themselves. */
export function useNavigationEffects(): void {
  const location = useLocation();
  const handle = useRouteHandle();
  const user = useUser();
  const userIdRef = useRef<number | null>(user?.id ?? null);
  userIdRef.current = user?.id ?? null;

  const dateStart = useAllSettings().data?.event.dateStart;

  useEffect(() => {
    document.title = pageTitle(handle?.title, dateStart);
  }, [handle, dateStart]);

  // Keyed on the navigation, not on the user, so signing in does not count as a page view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per navigation (location.key)
  useEffect(() => {
    logEvent({ event: ANALYTICS_EVENTS.pageView, page: location.pathname, userId: userIdRef.current });
  }, [location.key]);
}
