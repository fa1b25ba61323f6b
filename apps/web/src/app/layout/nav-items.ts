import type { SessionUser } from "@ebm/shared/schemas/auth";
export type NavVisibility = "always" | "signedIn" | "signedOut";

export interface NavItem {
  to: string;
  label: string;
  visibility: NavVisibility;
  /** Shows the unread-messages badge. */
  unreadBadge?: boolean;
}

/** Main navigation, in order (part 1 §2.1): Contact only signed out; Scheduler, Messages, Leads only signed in. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: "/", label: "Home", visibility: "always" },
  { to: "/program", label: "Program", visibility: "always" },
  { to: "/techtalk", label: "Tech Talk", visibility: "always" },
  { to: "/attendees", label: "Attendees", visibility: "always" },
  { to: "/sponsors", label: "Sponsors", visibility: "always" },
  { to: "/scheduler", label: "Scheduler", visibility: "signedIn" },
  { to: "/messages", label: "Messages", visibility: "signedIn", unreadBadge: true },
  { to: "/leads", label: "Leads", visibility: "signedIn" },
  { to: "/contact", label: "Contact", visibility: "signedOut" },
];

/** Further pages, listed in the mobile menu and the footer. */
export const MORE_NAV: readonly NavItem[] = [
  { to: "/testimonials", label: "Testimonials", visibility: "always" },
  { to: "/pictures", label: "Pictures", visibility: "always" },
  { to: "/scan", label: "Scan Lead", visibility: "signedIn" },
  { to: "/register", label: "Register", visibility: "signedOut" },
];

export const isVisible = (item: NavItem, signedIn: boolean) =>
  item.visibility === "always" || (item.visibility === "signedIn") === signedIn;

/** Footer links: every page except home; Contact and the privacy notice always. */
export const FOOTER_NAV: readonly NavItem[] = [
  ...MAIN_NAV.filter((item) => item.to !== "/" && item.to !== "/contact"),
  ...MORE_NAV,
  { to: "/contact", label: "Contact", visibility: "always" },
  { to: "/privacy", label: "Privacy", visibility: "always" },
];

/** The id of the mobile menu's navigation, which the menu button controls while it is open. */
export const MOBILE_MENU_ID = "mobile-menu";

/**
 * The staff's way into the console from the account menus: organisers open it whole, desk staff
 * its check-in desk; attendees have none.
 */
export function consoleLinkOf(role: SessionUser["role"]): { to: string; label: string } | null {
  if (role === "organiser") return { to: "/organiser", label: "Organiser console" };
  if (role === "desk") return { to: "/organiser/checkin", label: "Check-in desk" };
  return null;
}
