import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { formatInstant } from "../../../lib/format.ts";

/**
 * Writes instants as "6 Nov 2025, 09:12" in the event's time zone, the one the console speaks
 * everywhere (a desk in Dublin and an organiser travelling see the same times).
 * @example const when = useEventDateTime(); <Text>{when(row.createdAt)}</Text>
 */
export function useEventDateTime(): (iso: string | null) => string {
  const timeZone = useAllSettings().data?.event.timezone ?? "UTC";
  return (iso) => formatInstant(iso, timeZone, { year: true });
}
