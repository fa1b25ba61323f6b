/**
 * Links built from company and contact fields. "-" stands for "none" in the website field (part 2
 * §2: the header hides a website that is a dash).
 */

/** The address to open for a website field, or null for none ("-", empty). */
export function websiteHref(website: string): string | null {
  const value = website.trim();
  if (!value || value === "-") return null;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** The website as people read it: without the scheme and a trailing slash. */
export function websiteText(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/\/$/, "");
}

/** True for a placeholder contact named "To be decided", who cannot be chatted with (part 2 §2). */
export function isPlaceholderContact(name: string): boolean {
  return name.trim().toLowerCase() === "to be decided";
}
