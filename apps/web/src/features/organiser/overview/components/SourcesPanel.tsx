import type { MeetingSource } from "@ebm/shared/matchmaking";
import type { OverviewSource } from "@ebm/shared/schemas/organiser-overview";
import { Card, Table, Text, Title } from "@mantine/core";
import { formatCount } from "../../../../lib/format.ts";
import { ScrollTable } from "../../shared/ScrollTable.tsx";

const SOURCE_LABELS: Record<MeetingSource, string> = {
  request: "Requests",
  suggestion: "Suggestions",
  schedule: "Automatic schedule",
  organiser: "Organisers",
};

/** A rate as a whole percentage, or a dash before it has a base. */
const rate = (value: number | null) => (value === null ? "–" : `${Math.round(value * 100)} %`);

/**
 * Where the meetings came from (a request, a suggestion, the automatic schedule, the organisers)
 * and how they went: their share of all meetings, the acceptance rate and the held rate.
 */
export function SourcesPanel({ sources }: { sources: OverviewSource[] }) {
  const total = sources.reduce((sum, source) => sum + source.requested, 0);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="overview-sources">
      <Title order={2} size="h4" mb="sm" id="overview-sources">
        Meetings by source
      </Title>
      <ScrollTable label="Meetings by source" minWidth={400}>
        <Table verticalSpacing={4} horizontalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Source</Table.Th>
              <Table.Th scope="col" ta="right">
                Meetings
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Share
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Accepted
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Held
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sources.map((s) => (
              <Table.Tr key={s.source}>
                <Table.Th scope="row" fw={400}>
                  {SOURCE_LABELS[s.source]}
                </Table.Th>
                <Table.Td ta="right">{formatCount(s.requested)}</Table.Td>
                <Table.Td ta="right">
                  {total === 0 ? "–" : `${Math.round((s.requested / total) * 100)} %`}
                </Table.Td>
                <Table.Td ta="right">
                  {rate(s.acceptanceRate)}{" "}
                  <Text span size="xs" c="dimmed">
                    ({formatCount(s.accepted)})
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  {rate(s.heldRate)}{" "}
                  <Text span size="xs" c="dimmed">
                    ({formatCount(s.held)} of {formatCount(s.over)})
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Text size="xs" c="dimmed" mt="xs">
        Accepted: of the meetings asked for. Held: of the accepted meetings whose timeslot is over.
      </Text>
    </Card>
  );
}
