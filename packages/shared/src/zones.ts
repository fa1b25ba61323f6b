/**
 * What a time zone is called where times are shown, on the screens and in the mails alike:
 * "Dublin time" for `Europe/Dublin`, "UTC" for UTC (the city of an IANA name, its underscores as
 * spaces).
 * @example zoneName("America/New_York") === "New York time"
 */
export function zoneName(timeZone: string): string {
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return "UTC";
  const city = timeZone.split("/").pop()?.replaceAll("_", " ");
  return city ? `${city} time` : timeZone;
}
