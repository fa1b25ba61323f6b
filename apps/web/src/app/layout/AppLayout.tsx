import { Container } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { Outlet, ScrollRestoration, useLocation, useSearchParams } from "react-router";
import { useSessionGuards } from "../../features/auth/hooks/use-session-guards.ts";
import { BannerRow } from "../../features/banners/components/BannerRow.tsx";
import { usePushLinks } from "../../features/notifications/hooks/use-push-links.ts";
import { useUtmCapture } from "../../features/register/hooks/use-utm-capture.ts";
import { useEventClockSync } from "../../lib/event-clock.ts";
import { useHydrated } from "../../lib/hydration.ts";
import { lazyPart } from "../../lib/lazy-part.tsx";
import { useOverlaysRequested } from "../../lib/overlays.ts";
import { scanQueueKey } from "../../lib/scan-queue-key.ts";
import { useAuthModalState } from "../../lib/session/auth-modal-store.ts";
import { sessionStore } from "../../lib/session/session-store.ts";
import { useUser } from "../../lib/session/use-session.ts";
import classes from "./AppLayout.module.css";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { useNavigationEffects } from "./use-navigation-effects.ts";
import { useRouteFocus } from "./use-route-focus.ts";

/**
 * The frame's upkeep (title, page views, session checks, campaign parameters, real-time
 * connection), drawing nothing. A component of its own: what its hooks read (settings, the
 * signed-in user) re-renders only this, not the whole frame, when it arrives or changes.
 */
function LayoutEffects() {
  useNavigationEffects();
  useRouteFocus();
  useSessionGuards();
  useUtmCapture();
  useRealtime();
  useEventClockSync();
  // A click on a push notification while the app is open shows its page here.
  usePushLinks();
  useWaitingScans();
  return null;
}

/**
 * Scans made without a connection are sent when it returns, from whatever page is open (and once
 * at start). The scanner's code loads only on a device where scans wait.
 */
function useWaitingScans(): void {
  const userId = useUser()?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    const send = () => {
      if (!navigator.onLine || !localStorage.getItem(scanQueueKey(userId))) return;
      import("../../features/scan/hooks/use-scan-queue.ts")
        .then(({ sendWaitingScans }) => sendWaitingScans(userId, queryClient))
        .catch(() => {
          // Offline again, or the code could not load: the next return of the connection tries again.
        });
    };
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [userId, queryClient]);
}

/**
 * The real-time connection (lib/realtime.ts) while a user is signed in. Its code loads with the
 * first signed-in user, not with every visitor's first page.
 */
function useRealtime(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    let loading = false;
    const load = () => {
      if (loading || !sessionStore.getToken()) return;
      loading = true;
      import("../../lib/realtime.ts")
        .then(({ startRealtime }) => {
          if (active) stop = startRealtime();
        })
        .catch(() => {
          // Offline: the next change of the signed-in user tries again.
          loading = false;
        });
    };
    load();
    const unsubscribe = sessionStore.subscribe(load);
    return () => {
      active = false;
      unsubscribe();
      stop?.();
    };
  }, []);
}

const AuthModals = lazyPart(() =>
  import("../../features/auth/components/AuthModals.tsx").then((m) => m.AuthModals),
);

/**
 * The sign-in, reset and change-password modals, loaded once needed: when one opens, when the
 * address carries a mailed reset link (?reset=), or at the visitor's first interaction with the
 * page (the overlay hosts' moment, lib/overlays.ts), so a click on "Sign In" seldom waits. Never
 * in the first render, which takes over the build's prerendered markup.
 */
function AuthModalsHost() {
  const hydrated = useHydrated();
  const opened = useAuthModalState().kind !== "none";
  const [searchParams] = useSearchParams();
  const overlaysRequested = useOverlaysRequested();
  const [needed, setNeeded] = useState(false);
  if (hydrated && !needed && (opened || overlaysRequested || searchParams.has("reset"))) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
}

const ConsentPrompt = lazyPart(() =>
  import("../../features/privacy/components/ConsentPrompt.tsx").then((m) => m.ConsentPrompt),
);

/**
 * The privacy consent prompt of a signed-in person who has not agreed to the current notice. Its
 * code and its one read load with a signed-in user only, never for a visitor; on the notice
 * itself it waits, so the notice can be read.
 */
function ConsentHost({ pathname }: { pathname: string }) {
  const user = useUser();
  const hydrated = useHydrated();
  if (!user || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPrompt key={user.id} userId={user.id} paused={pathname === "/privacy"} />
    </Suspense>
  );
}

/** Page frame: header (clocks, navigation), main content, sponsor banners and footer. */
export function AppLayout() {
  const { pathname } = useLocation();
  // The chat needs the whole screen: no banners and no footer there.
  const isMessages = pathname === "/messages" || pathname.startsWith("/messages/");
  // The console is the organisers' workplace: sponsors advertise to attendees, not there.
  const isConsole = pathname === "/organiser" || pathname.startsWith("/organiser/");

  return (
    <div className={classes.page}>
      <LayoutEffects />
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main} data-chat={isMessages || undefined}>
        <Container size="xl" py="xl">
          <Outlet />
        </Container>
      </main>
      {isMessages || isConsole ? null : <BannerRow />}
      {isMessages ? null : <SiteFooter />}
      <AuthModalsHost />
      <ConsentHost pathname={pathname} />
      {/* Pages opened by their address all carry the key "default": keyed by address instead, so
          one does not take the scroll position of another opened the same way. */}
      <ScrollRestoration
        getKey={(location) => (location.key === "default" ? location.pathname : location.key)}
      />
    </div>
  );
}
