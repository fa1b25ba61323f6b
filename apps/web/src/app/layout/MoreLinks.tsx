import { IconChevronDown } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { NavLinks } from "./NavLinks.tsx";
import { MORE_NAV } from "./nav-items.ts";
import classes from "./SiteHeader.module.css";

/**
 * "More" in the desktop navigation: the further pages of the route list (Testimonials, Pictures,
 * Register, Scan Lead). A native disclosure, so it costs no script and works with the keyboard.
 */
export function MoreLinks({ signedIn }: { signedIn: boolean }) {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const current = MORE_NAV.some((item) => item.to === pathname);

  // Closes when the page changes, not when the app takes over a prerendered page: the list may
  // have been opened before (it works without script).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (details.current) details.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node))
        details.current.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.current?.open) {
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", closeOnOutsideClick);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("click", closeOnOutsideClick);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, []);

  return (
    <li>
      <details ref={details} className={classes.more}>
        <summary className={classes.link} data-current={current || undefined}>
          More <IconChevronDown size={14} aria-hidden="true" />
        </summary>
        <ul className={classes.moreList}>
          <NavLinks items={MORE_NAV} signedIn={signedIn} unreadCount={0} className={classes.moreLink} />
        </ul>
      </details>
    </li>
  );
}
