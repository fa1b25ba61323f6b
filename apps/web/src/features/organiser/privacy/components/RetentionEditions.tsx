import { MOBILE_BREAKPOINT_PX } from "@ebm/shared/constants";
import { RETENTION_WARNING_DAYS } from "@ebm/shared/privacy";
import type { RetentionCounts, RetentionEdition } from "@ebm/shared/schemas/privacy";
import { Card, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { ZoneNote } from "../../../../components/ZoneNote.tsx";
import { eventNow } from "../../../../lib/event-clock.ts";
import { formatCount } from "../../../../lib/format.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { EmptyList } from "../../shared/ListStates.tsx";
import { ListTable } from "../../shared/ListTable.tsx";
import { StateBadge } from "../../shared/StateBadge.tsx";
import type { StateStyle } from "../../shared/state-badge.ts";
import { useEventDateTime } from "../../shared/use-event-time.ts";

const DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** A calendar day (YYYY-MM-DD) with its year: "4 Feb 2026"; none reads "—". */
const day = (isoDate: string | null) =>
  isoDate ? DAY.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)) : "—";

const STATES = {
  purged: { label: "Purged", color: "gray.7" },
  due: { label: "Due", color: "red.9" },
  warned: { label: "Warned", color: "orange.9" },
  waiting: { label: "Waiting", color: "navy.7" },
  kept: { label: "Kept", color: "teal.9" },
} satisfies Record<string, StateStyle>;

/** Where an edition's purge stands on `today` (YYYY-MM-DD, the event clock's): the job runs it once due. */
function stateOf(edition: RetentionEdition, today: string): StateStyle {
  if (edition.purgedAt) return STATES.purged;
  if (edition.purgeOn === null) return STATES.kept;
  if (edition.purgeOn <= today) return STATES.due;
  return edition.warnedAt ? STATES.warned : STATES.waiting;
}

const COUNT_WORDS: [keyof RetentionCounts, string, string][] = [
  ["people", "person", "people"],
  ["messages", "message", "messages"],
  ["notes", "note", "notes"],
  ["leads", "lead", "leads"],
  ["checkIns", "check-in", "check-ins"],
];

/** What a purge takes, in words: "12 people · 340 messages · 0 notes · 55 leads · 40 check-ins". */
export const dueWords = (due: RetentionCounts) =>
  COUNT_WORDS.map(([key, one, many]) => `${formatCount(due[key])} ${due[key] === 1 ? one : many}`).join(
    " · ",
  );

const COLUMNS = [
  { label: "Edition" },
  { label: "Ended" },
  { label: "Warning mail" },
  { label: "Purge" },
  { label: "State" },
  { label: "Due, or purged" },
];

/**
 * The past editions' retention: when their people are warned and their personal data purged, whether
 * that has happened, and what the purge takes (or took). A table on a laptop, cards on a phone.
 */
export function RetentionEditions({ editions }: { editions: RetentionEdition[] }) {
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  const when = useEventDateTime();
  const today = new Date(eventNow()).toISOString().slice(0, 10);
  const warned = (edition: RetentionEdition) =>
    edition.warnedAt ? `Sent ${when(edition.warnedAt)}` : day(edition.warnOn);
  const purged = (edition: RetentionEdition) =>
    edition.purgedAt ? `Done ${when(edition.purgedAt)}` : day(edition.purgeOn);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="privacy-retention">
      <Stack gap="sm">
        <Title order={2} size="h4" id="privacy-retention">
          Retention by edition
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          The people concerned are mailed {RETENTION_WARNING_DAYS} days before a purge. The purge deletes the
          edition's chats, notes, leads and check-ins and the personal data of the people who did not come
          back.
        </Text>
        <ZoneNote />
        {editions.length === 0 ? (
          <EmptyList>No edition has ended yet.</EmptyList>
        ) : phone ? (
          <CardList label="Editions and their purge">
            {editions.map((edition) => (
              <ListCard key={edition.editionId}>
                <Stack gap={4}>
                  <Text fw={600}>{edition.name}</Text>
                  <StateBadge state={stateOf(edition, today)} />
                  <Text size="sm">Ended {day(edition.dateEnd)}</Text>
                  <Text size="sm">Warning mail: {warned(edition)}</Text>
                  <Text size="sm">Purge: {purged(edition)}</Text>
                  <Text size="sm">{dueWords(edition.due)}</Text>
                </Stack>
              </ListCard>
            ))}
          </CardList>
        ) : (
          <ListTable label="Editions and their purge" minWidth={860} columns={COLUMNS} verticalSpacing="xs">
            {editions.map((edition) => (
              <Table.Tr key={edition.editionId}>
                <Table.Td fw={600}>{edition.name}</Table.Td>
                <Table.Td>{day(edition.dateEnd)}</Table.Td>
                <Table.Td>{warned(edition)}</Table.Td>
                <Table.Td>{purged(edition)}</Table.Td>
                <Table.Td>
                  <StateBadge state={stateOf(edition, today)} />
                </Table.Td>
                <Table.Td>{dueWords(edition.due)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Stack>
    </Card>
  );
}
