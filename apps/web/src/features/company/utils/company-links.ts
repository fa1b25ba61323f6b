/**
 * Links built from company and contact fields. "-" stands for "none" in the website field (part 2
 * §2: the header hides a website that is a dash).
 */
import { httpUrlOf, NO_WEBSITE } from "@ebm/shared/url";

/**
 * The address to open for a website field, or null for none ("-", empty) and for anything that is
 * not an http(s) address: a value stored before the server checked websites never becomes a
 * `javascript:` link or a link relative to this site.
 */
export function websiteHref(website: string): string | null {
  const value = website.trim();
  if (!value || value === NO_WEBSITE) return null;
  return httpUrlOf(value);
}

/** The website as people read it: without the scheme and a trailing slash. */
export function websiteText(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/\/$/, "");
}

/** True for a placeholder contact named "To be decided", who cannot be chatted with (part 2 §2). */
export { isPlaceholderName as isPlaceholderContact } from "../../../lib/chat-links.ts";
