import { Text } from "@mantine/core";
import { useAllSettings } from "../lib/api/get-settings.ts";
import { eventNow } from "../lib/event-clock.ts";
import { deviceZone, zoneDifference, zoneName } from "../lib/format.ts";
import { useHydrated } from "../lib/hydration.ts";

/**
 * The zone of the times on a screen, said once above them: "Times are Dublin time", and, when the
 * device's clock is elsewhere, how far it is ("your device is on Stockholm time, 1 hour ahead").
 * The device's zone is read after the first render (the prerendered page has none). Its line is
 * kept while the settings load, so nothing below it moves when it appears.
 */
export function ZoneNote() {
  const timeZone = useAllSettings().data?.event.timezone;
  const hydrated = useHydrated();
  if (!timeZone)
    return (
      <Text size="sm" aria-hidden="true">
        {"\u00a0"}
      </Text>
    );
  const own = hydrated ? deviceZone() : timeZone;
  const difference = zoneDifference(timeZone, own, new Date(eventNow()));
  return (
    <Text size="sm" c="dimmed" data-testid="zone-note">
      Times are {zoneName(timeZone)}
      {difference ? `; your device is on ${zoneName(own)}, ${difference}` : ""}.
    </Text>
  );
}
