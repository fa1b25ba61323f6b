import { Burger, Button, Group, VisuallyHidden } from "@mantine/core";
import { Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useUnreadCount } from "../../features/messages/hooks/use-unread-count.ts";
import { useAllSettings } from "../../lib/api/get-settings.ts";
import { lazyPart } from "../../lib/lazy-part.tsx";
import { authModals } from "../../lib/session/auth-modal-store.ts";
import { useUser } from "../../lib/session/use-session.ts";
import { SITE_NAME } from "../../lib/site.ts";
import { MoreLinks } from "./MoreLinks.tsx";
import { NavLinks } from "./NavLinks.tsx";
import { MAIN_NAV, MOBILE_MENU_ID } from "./nav-items.ts";
import classes from "./SiteHeader.module.css";
import { WorldClocks } from "./WorldClocks.tsx";

// Both need popover and drawer machinery that signed-out desktop visitors never use.
const UserMenu = lazyPart(() => import("./UserMenu.tsx").then((m) => m.UserMenu));
const MobileMenu = lazyPart(() => import("./MobileMenu.tsx").then((m) => m.MobileMenu));
// The bell keeps the meeting screens live too (use-meeting-events.ts): loaded with a signed-in user.
const NotificationBell = lazyPart(() =>
  import("../../features/notifications/components/NotificationBell.tsx").then((m) => m.NotificationBell),
);

function Logo() {
  const event = useAllSettings().data?.event;
  const edition = event ? `${event.city} ${event.dateStart.slice(0, 4)}` : "";
  // Named by its own words (WCAG 2.5.3): where they are hidden to save room they stay readable.
  return (
    <Link to="/" className={classes.logo}>
      <img src="/favicon.svg" alt="" width={36} height={36} />
      <span className={classes.logoText}>
        <span className={classes.logoTitle}>{SITE_NAME}</span>
        <span className={classes.logoSub}>{edition || "\u00a0"}</span>
      </span>
      <VisuallyHidden>, home page</VisuallyHidden>
    </Link>
  );
}

/**
 * Keeps `--ebm-header-height` on the document at the header's height, so what floats over the page
 * (the snackbars) starts below it and never covers the navigation.
 */
function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty("--ebm-header-height", `${Math.round(header.getBoundingClientRect().height)}px`);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * Tells screen readers how many messages are unread whenever that changes, without moving focus:
 * the badge in the navigation is only seen. The region is there before its words change.
 */
function UnreadAnnouncement({ count }: { count: number }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {count > 0 ? `${count} unread ${count === 1 ? "message" : "messages"}` : ""}
    </VisuallyHidden>
  );
}

/** World clocks, logo, main navigation, account controls and the mobile drawer. */
export function SiteHeader() {
  const user = useUser();
  const signedIn = user !== null;
  const unreadCount = useUnreadCount(user?.id ?? null);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const { pathname } = useLocation();
  const headerRef = useHeaderHeight();

  // The drawer closes when the page changes, not when the header mounts: a tap on the menu while
  // the app's first render lands (the prerendered button's tap, replayed) must not be undone by
  // this effect running after it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setDrawerOpened(false);
  }, [pathname]);

  const toggleDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpened((opened) => !opened);
  };

  return (
    <header className={classes.header} ref={headerRef}>
      <WorldClocks />
      {signedIn ? <UnreadAnnouncement count={unreadCount} /> : null}
      <div className={classes.bar}>
        <Group justify="space-between" wrap="nowrap" className={classes.inner}>
          <Logo />
          <nav aria-label="Main" className={classes.desktopNav}>
            <ul className={classes.navList}>
              <NavLinks
                items={MAIN_NAV}
                signedIn={signedIn}
                unreadCount={unreadCount}
                className={classes.link}
              />
              <MoreLinks signedIn={signedIn} />
            </ul>
          </nav>
          <Group gap="xs" wrap="nowrap">
            {user ? (
              <Suspense fallback={<div className={classes.bellPlaceholder} />}>
                <NotificationBell userId={user.id} />
              </Suspense>
            ) : null}
            {user ? (
              <div className={`${classes.desktopOnly} ${classes.userSlot}`}>
                <Suspense fallback={<div className={classes.userButtonPlaceholder} />}>
                  <UserMenu user={user} />
                </Suspense>
              </div>
            ) : (
              <Button onClick={authModals.openSignIn} color="teal.8" size="sm">
                Sign In
              </Button>
            )}
            <Burger
              ref={burgerRef}
              opened={drawerOpened}
              onClick={toggleDrawer}
              className={classes.burger}
              color="white"
              aria-label={drawerOpened ? "Close menu" : "Open menu"}
              aria-expanded={drawerOpened}
              aria-controls={drawerOpened ? MOBILE_MENU_ID : undefined}
            />
          </Group>
        </Group>
      </div>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            opened={drawerOpened}
            onClose={() => {
              // Closed without going anywhere, focus returns to the button that opened it (the
              // drawer's own return misses the first opening, which mounts it already open).
              setDrawerOpened(false);
              burgerRef.current?.focus();
            }}
            // Closed by a link, focus goes to the new page's heading instead (useRouteFocus).
            onNavigate={() => setDrawerOpened(false)}
            user={user}
            unreadCount={unreadCount}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
