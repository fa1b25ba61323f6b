import { Container } from "@mantine/core";
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { AuthModals } from "../../features/auth/components/AuthModals.tsx";
import { useSessionGuards } from "../../features/auth/hooks/use-session-guards.ts";
import { BannerRow } from "../../features/banners/components/BannerRow.tsx";
import { useUtmCapture } from "../../features/register/hooks/use-utm-capture.ts";
import { startRealtime } from "../../lib/realtime.ts";
import classes from "./AppLayout.module.css";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { useNavigationEffects } from "./use-navigation-effects.ts";

/** Page frame: header (clocks, navigation), main content, sponsor banners and footer. */
export function AppLayout() {
  const { pathname } = useLocation();
  useNavigationEffects();
  useSessionGuards();
  useUtmCapture();
  useEffect(() => startRealtime(), []);
  // The chat needs the whole screen: no banners and no footer there.
  const isMessages = pathname === "/messages" || pathname.startsWith("/messages/");

  return (
    <div className={classes.page}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Container size="xl" py="xl">
          <Outlet />
        </Container>
      </main>
      {isMessages ? null : <BannerRow />}
      {isMessages ? null : <SiteFooter />}
      <AuthModals />
      <ScrollRestoration />
    </div>
  );
}
