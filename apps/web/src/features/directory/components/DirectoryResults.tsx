import { PROFILE_MESSAGES } from "@ebm/shared/profile";
import type { DirectoryEntry } from "@ebm/shared/schemas/directory";
import { Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Loading } from "../../../components/Loading.tsx";
import { formatCount } from "../../../lib/format.ts";
import { useOpenCompany } from "../hooks/use-open-company.ts";
import classes from "./DirectoryPage.module.css";
import { ResultsList } from "./ResultsList.tsx";

/**
 * The table of wide screens, with its hover cards, loads on its own: phones show the cards and
 * never need it. DirectoryPage fetches it early on wide screens (loadResultsTable).
 */
export const loadResultsTable = () => import("./ResultsTable.tsx");
const ResultsTable = lazy(() => loadResultsTable().then((m) => ({ default: m.ResultsTable })));

/** Rows drawn at first and per "Show more": about 1,000 companies must not slow the page down. */
const DIRECTORY_PAGE_SIZE = 50;

/** "1,000 companies", "1 company". */
export function countCompanies(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "company" : "companies"}`;
}

interface ResultsProps {
  entries: DirectoryEntry[];
  /** Phone-sized screen: cards instead of the table. */
  narrow: boolean;
  /** A new search is loading; the previous result is still shown. */
  stale: boolean;
}

/**
 * The matching companies as a table or as cards, fifty at first and fifty more per "Show more"
 * (a hundred rows at once cost the first visit a tenth of a second of script on a phone). Mount it
 * with a key per search so a new search starts at the top again.
 */
export function DirectoryResults({ entries, narrow, stale }: ResultsProps) {
  const [shown, setShown] = useState(DIRECTORY_PAGE_SIZE);
  const open = useOpenCompany();

  if (entries.length === 0) {
    return <Text className={classes.empty}>{PROFILE_MESSAGES.emptyDirectory}</Text>;
  }

  const visible = entries.length > shown ? entries.slice(0, shown) : entries;
  const rest = entries.length - visible.length;
  return (
    <Stack gap="md" aria-busy={stale} className={stale ? classes.stale : undefined}>
      {narrow ? (
        <ResultsList entries={visible} open={open} />
      ) : (
        <Suspense fallback={<DirectoryResultsSkeleton />}>
          <ResultsTable entries={visible} open={open} />
        </Suspense>
      )}
      {rest > 0 && (
        <Group justify="center" gap="md">
          <Text size="sm" c="dimmed">
            Showing {formatCount(visible.length)} of {countCompanies(entries.length)}
          </Text>
          <Button variant="light" onClick={() => setShown((count) => count + DIRECTORY_PAGE_SIZE)}>
            Show {formatCount(Math.min(rest, DIRECTORY_PAGE_SIZE))} more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function DirectoryResultsSkeleton() {
  return (
    <Loading label="Loading the attendees" gap="sm">
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Skeleton key={index} height={56} radius="sm" />
      ))}
    </Loading>
  );
}
