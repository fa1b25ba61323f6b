import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** How long a new page may take to show its heading (a lazily loaded page, its data). */
const HEADING_WAIT_MS = 5000;

/** Moves focus to `heading` unless the page has already put it somewhere of its own. */
function focusHeading(heading: HTMLElement, main: HTMLElement): void {
  const active = document.activeElement;
  if (active && active !== document.body && active !== main && main.contains(active)) return;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}

/**
 * After a navigation to another page (not on the first load, not a redirect, not when only the
 * query changes),
 * focus moves to the new page's main heading, so keyboard and screen-reader users start reading
 * there instead of on the link they followed (the title changes in useNavigationEffects). Waits
 * for the heading of a page that is still loading, and follows it when the page swaps its
 * placeholder heading for the real one (focus would fall to the body with the old one).
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page (pathname)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A page that sends the visitor on (a redirect replaces the entry) was not the reader's step:
    // focus stays where the page load left it.
    if (navigationType === "REPLACE") return;
    const main = document.getElementById("main");
    if (!main) return;
    let focused: HTMLElement | null = null;
    const settle = () => {
      const heading = main.querySelector<HTMLElement>("h1");
      if (!heading || heading === focused) return;
      const active = document.activeElement;
      // Only while focus is still the link's, the old heading's or nobody's: never take it from
      // where the reader has moved it since.
      const untouched = !active || active === document.body || active === main || !main.contains(active);
      if (focused && !untouched) return;
      focusHeading(heading, main);
      focused = heading;
    };
    settle();
    const observer = new MutationObserver(settle);
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}
