import type { Overview } from "@ebm/shared/schemas/organiser-overview";
import { Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Loading } from "../../../../components/Loading.tsx";
import { formatCount } from "../../../../lib/format.ts";
import { LoadError } from "../../shared/ListStates.tsx";
import { useOverview } from "../api/get-overview.ts";
import { DinnerDays, RegistrationsBar, ShareRing } from "./OverviewCharts.tsx";
import { SetupChecklist } from "./SetupChecklist.tsx";
import { SourcesPanel } from "./SourcesPanel.tsx";
import { TablesChart } from "./TablesChart.tsx";

/** The moment of the last refresh on the device's clock, with its zone ("14:50:02 CET"). */
const timeOf = (at: number) =>
  new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZoneName: "short",
  }).format(at);

function StatCard({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <Card withBorder padding="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" aria-hidden="true">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {formatCount(value)}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function MeetingsPanel({ overview }: { overview: Overview }) {
  const m = overview.meetings;
  const rows: [string, number][] = [
    ["Requested", m.requested],
    ["Waiting for an answer", m.pending],
    ["Accepted", m.accepted],
    ["Declined", m.declined],
    ["Cancelled", m.cancelled],
    ["Lapsed unanswered", m.expired],
    ["Held", m.held],
    ["No-show", m.noShow],
  ];
  return (
    <Panel title="Meetings">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" w="auto">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={400}>
                  {label}
                </Table.Th>
                <Table.Td ta="right" fw={600}>
                  {formatCount(value)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap="xs" align="center">
          <ShareRing value={m.acceptanceRate} label="Acceptance rate" />
          <Text size="sm" ta="center" maw={220}>
            Acceptance rate
            <br />
            <Text span size="xs">
              {formatCount(m.accepted)} accepted of {formatCount(m.answered)} answered
            </Text>
            <br />
            <Text span size="xs" fw={600}>
              {formatCount(m.pending)} still waiting for an answer
            </Text>
          </Text>
          <Text size="sm" ta="center">
            <strong>{m.perAttendee.toFixed(1)}</strong> meetings per attendee
          </Text>
        </Stack>
      </Group>
    </Panel>
  );
}

function OverviewSkeleton() {
  return (
    <Loading label="Loading the overview" gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={180} radius="md" />
      <Skeleton height={260} radius="md" />
    </Loading>
  );
}

/** The console's overview: how the edition is going, at a glance, refreshed every 15 seconds. */
export function OverviewSection() {
  const query = useOverview();
  if (query.isError && !query.data) {
    return <LoadError title="The overview cannot be shown right now" />;
  }
  if (!query.data) return <OverviewSkeleton />;
  const o = query.data.payload;
  const checkinShare = o.attendees === 0 ? 0 : o.checkins.today / o.attendees;

  return (
    <Stack gap="md">
      <Group gap={6} justify="flex-end">
        <IconRefresh size={14} aria-hidden="true" />
        {/* Not a live region: the numbers refresh every 15 s, and reading that out each time would
            talk over whatever the organiser is doing. */}
        <Text size="sm" c="dimmed">
          {query.isError ? "Could not refresh; last updated " : "Updated "}
          {timeOf(query.dataUpdatedAt)}
        </Text>
      </Group>
      <SetupChecklist />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <StatCard label="Attendees" value={o.attendees} hint={o.edition.name} />
        <StatCard label="Companies" value={o.companies} />
        <StatCard
          label="Checked in today"
          value={o.checkins.today}
          hint={`${formatCount(o.checkins.total)} in all`}
        />
        <StatCard
          label="Meetings accepted"
          value={o.meetings.accepted}
          hint={`of ${formatCount(o.meetings.requested)} requested`}
        />
        <StatCard label="Messages sent" value={o.messagesSent} />
        <StatCard label="Leads scanned" value={o.leadsScanned} />
      </SimpleGrid>

      <Panel title="Registrations by state">
        <Text size="sm" mb="xs">
          {o.registrations.total === 0
            ? "No registrations for this edition yet."
            : `${formatCount(o.registrations.total)} registrations`}
        </Text>
        <RegistrationsBar registrations={o.registrations} />
      </Panel>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MeetingsPanel overview={o} />
        <Panel title="Check-in">
          <Group gap="lg" wrap="nowrap">
            <ShareRing value={checkinShare} label="Attendees checked in today" />
            <Stack gap={2}>
              <Text>
                <strong>{formatCount(o.checkins.today)}</strong> of {formatCount(o.attendees)} attendees
                checked in today
              </Text>
              <Text size="sm" c="dimmed">
                {formatCount(o.checkins.total)} checked in since the desk opened
              </Text>
            </Stack>
          </Group>
        </Panel>
      </SimpleGrid>

      {o.sources && o.sources.length > 0 && <SourcesPanel sources={o.sources} />}

      <Panel title="Meeting tables per slot">
        <Stack gap="lg">
          {o.tables.length === 0 ? (
            <Text size="sm">No meeting slots for this edition yet.</Text>
          ) : (
            o.tables.map((day) => <TablesChart key={day.day} day={day} />)
          )}
        </Stack>
      </Panel>

      <Panel title="Captain's Dinner sign-ups">
        <DinnerDays dinner={o.dinner} />
      </Panel>
    </Stack>
  );
}
