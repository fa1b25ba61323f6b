/**
 * Whether an address is one of the web app's pages, from the patterns the build writes
 * (`routes.json`, React Router's syntax: `:id` a segment, `:contact?` an optional one). Matched as
 * React Router does: case-insensitive, a trailing slash allowed.
 * @example pageMatcher(["/attendeeDetails/:id"])("/attendeeDetails/12") // true
 */
export function pageMatcher(patterns: string[]): (pathname: string) => boolean {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const expressions = patterns.map((pattern) => {
    const segments = pattern.split("/").filter(Boolean);
    const body = segments
      .map((segment) => {
        if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
        return `/${literal(segment)}`;
      })
      .join("");
    return new RegExp(`^${body}/?$`, "i");
  });
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    return expressions.some((expression) => expression.test(decoded));
  };
}
