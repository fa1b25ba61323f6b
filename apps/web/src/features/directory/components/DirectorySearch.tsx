import { MOBILE_BREAKPOINT_PX } from "@ebm/shared/constants";
import { PROFILE_MESSAGES } from "@ebm/shared/profile";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDownload } from "@tabler/icons-react";
import { memo, useCallback, useDeferredValue, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useUser } from "../../../lib/session/use-session.ts";
import { useTimeslotRequest } from "../../../lib/timeslot-request.ts";
import { ATTENDEES_CSV_URL } from "../api/download-attendees.ts";
import { useAttendees } from "../api/search-attendees.ts";
import { type DirectoryFilters, filtersFromParams, filtersToParams } from "../utils/filters.ts";
import classes from "./DirectoryPage.module.css";
import {
  countCompanies,
  DirectoryResults,
  DirectoryResultsSkeleton,
  loadResultsTable,
} from "./DirectoryResults.tsx";
import { DirectorySearchForm, type SearchHistory } from "./DirectorySearchForm.tsx";
import { TimeslotRequestNotice } from "./TimeslotRequestNotice.tsx";

/** The list as a CSV file: the same on every render, so drawn once (the page re-renders as its search loads). */
const DownloadButton = memo(function DownloadButton() {
  return (
    <Button
      component="a"
      href={ATTENDEES_CSV_URL}
      download
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden="true" />}
    >
      {PROFILE_MESSAGES.downloadAttendees}
    </Button>
  );
});

/**
 * The directory's search and its results. The search lives in the address: typing replaces the
 * entry, a choice or Search adds one, so back goes to the search before.
 */
export function DirectorySearch() {
  const user = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const filtersKey = filtersToParams(filters).toString();
  const attendees = useAttendees(filters, user?.id ?? null);
  const { refetch } = attendees;
  const timeslotRequest = useTimeslotRequest();
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  // Wide screens show a table, whose code loads beside the answer rather than after it.
  useEffect(() => {
    if (!narrow) void loadResultsTable();
  }, [narrow]);

  // Stable, like the filters: the form is memoised and stays as it is while a search loads.
  const search = useCallback(
    (next: DirectoryFilters, history: SearchHistory) => {
      const nextParams = filtersToParams(next);
      // The same search again asks the server again rather than adding a history entry.
      if (nextParams.toString() === filtersKey) void refetch();
      else setSearchParams(nextParams, { preventScrollReset: true, replace: history === "replace" });
    },
    [filtersKey, refetch, setSearchParams],
  );

  // The result list is drawn in the background (interruptible) after the answer arrives, the
  // placeholder staying until it is ready: about fifty cards are a long task on a phone.
  const entries = useDeferredValue(attendees.data);
  return (
    <Stack gap="lg">
      {timeslotRequest && <TimeslotRequestNotice request={timeslotRequest} />}

      <DirectorySearchForm
        initial={filters}
        onSearch={search}
        searching={attendees.isFetching && attendees.isPlaceholderData}
        canSortByMatch={user !== null}
      />

      <Group justify="space-between" align="center" gap="sm" className={classes.summary}>
        <Text role="status" fw={600}>
          {entries ? countCompanies(entries.length) : ""}
        </Text>
        {!timeslotRequest && <DownloadButton />}
      </Group>

      {entries === undefined && !attendees.isError && <DirectoryResultsSkeleton />}
      {attendees.isError && (
        <Alert color="red" variant="light" title="The attendee list could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Please check your connection and try again.</Text>
            <Button variant="default" size="compact-sm" onClick={() => void attendees.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {entries && (
        <DirectoryResults
          key={`results-${filtersKey}`}
          entries={entries}
          narrow={narrow}
          stale={attendees.isPlaceholderData}
        />
      )}
    </Stack>
  );
}
