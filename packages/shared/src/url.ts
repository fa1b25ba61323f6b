/**
 * Web addresses people type into a profile: a company's website, a contact's messenger. Only
 * http(s) addresses are ever stored as addresses or shown as links, because another scheme
 * (`javascript:`, `data:`, `file:` …) would run or open something in the reader's browser. The
 * zod schemas in `schemas/url.ts` apply these rules to input; the pages use them to draw links.
 * Kept apart from the schema library so the pages can use them without loading it.
 */

/** "-" stands for "no website" (part 2 §2: the company page hides a website that is a dash). */
export const NO_WEBSITE = "-";
export const WEBSITE_MAX_CHARS = 200;

export const URL_MESSAGES = {
  noSpaces: "must not contain spaces",
  website: "Please enter a web address that starts with https://, http:// or www.",
  messenger: "Only a name, a number or a web address that starts with https:// or http:// can be given here.",
} as const;

const HTTP_SCHEME = /^https?:\/\//i;

/**
 * A host name with at least one dot ("www.example.com"), an optional port, then optionally a path,
 * query or fragment: what people type for a website without its scheme.
 */
const BARE_HOST = /^[\p{L}\p{N}][\p{L}\p{N}-]*(?:\.[\p{L}\p{N}][\p{L}\p{N}-]*)+(?::\d{1,5})?(?:[/?#].*)?$/u;

/** A scheme at the start ("javascript:", "data:", "skype:"). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Spaces and control characters: a browser drops some of them inside an address (`java\tscript:`). */
const isBlankOrControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code <= 0x20 || code === 0x7f || /\s/.test(char);
};
const withoutBlanks = (value: string) => [...value].filter((char) => !isBlankOrControl(char)).join("");
const hasBlanks = (value: string) => [...value].some(isBlankOrControl);

/**
 * The absolute http(s) address of what was typed: as typed when it starts with http:// or https://,
 * with "https://" in front when it starts with a host name, and null for anything else (another
 * scheme, spaces, a user name or password in the address, no host).
 * @example httpUrlOf("www.example.com") === "https://www.example.com"
 * @example httpUrlOf("javascript:alert(1)") === null
 */
export function httpUrlOf(value: string): string | null {
  const text = value.trim();
  if (!text || hasBlanks(text)) return null;
  const candidate = HTTP_SCHEME.test(text) ? text : BARE_HOST.test(text) ? `https://${text}` : null;
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // "https://trusted.example@other.example" would open other.example: no credentials in a website.
  if (!url.hostname || url.username || url.password) return null;
  return candidate;
}

/**
 * A website as it is stored: "-" for none (empty or "-"), else its absolute http(s) address; null
 * when it is neither.
 * @example websiteToStore("") === "-"; websiteToStore("www.example.com") === "https://www.example.com"
 */
export function websiteToStore(value: string): string | null {
  const text = value.trim();
  if (text === "" || text === NO_WEBSITE) return NO_WEBSITE;
  return httpUrlOf(text);
}

/**
 * A website from a source that is not refused for a bad one (the membership directory's data):
 * its stored form, or "-" for none when it is not an http(s) address.
 */
export const websiteOrNone = (value: string) => websiteToStore(value) ?? NO_WEBSITE;

/** True when the website holds a space or a control character (part 2 §5: it refuses spaces). */
export const websiteHasSpaces = (value: string) => hasBlanks(value.trim());

/**
 * True when a messenger value may be stored: a handle or a number ("anna.visser",
 * "+31 6 5550 1201"), or an http(s) address. Anything that starts like another kind of address
 * ("javascript:", "data:", "//host") is refused, whatever spaces or control characters hide it.
 * @example isSafeMessengerValue("+31 6 5550 1201") === true; isSafeMessengerValue("data:text/html,x") === false
 */
export function isSafeMessengerValue(value: string): boolean {
  const compact = withoutBlanks(value);
  // "//host" and "\\host" are addresses without a scheme: the browser fills in its own.
  if (!SCHEME.test(compact) && !/^[/\\]{2}/.test(compact)) return true;
  return HTTP_SCHEME.test(value.trim()) && httpUrlOf(value) !== null;
}
