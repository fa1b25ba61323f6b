import { Grid, SegmentedControl, Stack, Title } from "@mantine/core";
import { useAllSettings } from "../../../../lib/api/get-settings.ts";
import { LoadError } from "../../shared/ListStates.tsx";
import { usePagedSearch } from "../../shared/use-paged-search.ts";
import { useCheckinStats } from "../api/get-checkin-stats.ts";
import { CheckinScanner } from "./CheckinScanner.tsx";
import { CheckinSearch } from "./CheckinSearch.tsx";
import { CheckinStats } from "./CheckinStats.tsx";

/**
 * The console's check-in desk: find an attendee by name (or scan their badge) and check them in,
 * undo a mistake, and the counts by hour.
 */
export function CheckinSection() {
  const { filter, setFilter } = usePagedSearch();
  const mode = filter("mode") === "scan" ? "scan" : "search";
  const stats = useCheckinStats();
  const timeZone = useAllSettings().data?.event.timezone ?? stats.data?.payload.timezone ?? "UTC";
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Check in
          </Title>
          <SegmentedControl
            aria-label="How to find the attendee"
            value={mode}
            onChange={(value) => setFilter("mode", value === "scan" ? "scan" : null)}
            data={[
              { value: "search", label: "Search by name" },
              { value: "scan", label: "Scan badge" },
            ]}
            style={{ alignSelf: "flex-start" }}
          />
          {mode === "scan" ? <CheckinScanner timeZone={timeZone} /> : <CheckinSearch timeZone={timeZone} />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        {stats.isError && !stats.data ? (
          <LoadError title="The check-in counts cannot be shown right now" />
        ) : (
          <CheckinStats stats={stats.data?.payload} />
        )}
      </Grid.Col>
    </Grid>
  );
}
