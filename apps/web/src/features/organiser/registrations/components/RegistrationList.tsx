import type { RegistrationRow } from "@ebm/shared/schemas/organiser-registrations";
import { Anchor, Group, Stack, Table, Text } from "@mantine/core";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { type ListColumn, ListTable } from "../../shared/ListTable.tsx";
import { useEventDateTime } from "../../shared/use-event-time.ts";
import { formatCents, REGISTRATION_TEXTS as T } from "../texts.ts";
import { PaymentBadge, StatusBadge } from "./StatusBadge.tsx";

interface ListProps {
  rows: RegistrationRow[];
  onOpen: (id: number) => void;
}

/** The company name as the button that opens the registration, named for a screen reader's list of buttons. */
function OpenButton({ row, onOpen }: { row: RegistrationRow; onOpen: (id: number) => void }) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      ta="left"
      onClick={() => onOpen(row.id)}
      aria-label={`Open registration #${row.id} of ${row.company.name}`}
      style={{ overflowWrap: "anywhere" }}
    >
      {row.company.name}
    </Anchor>
  );
}

const REGISTRATION_COLUMNS: ListColumn[] = [
  { label: "No." },
  { label: T.company },
  { label: "Country" },
  { label: T.memberLabel },
  { label: T.statusLabel },
  { label: T.attendees, align: "right" },
  { label: "Total (VAT)", align: "right" },
  { label: "Payment" },
  { label: "Created" },
];

const memberText = (isMember: boolean) => (isMember ? T.member : T.nonMember);

/** The list on a laptop: one row per registration. */
export function RegistrationTable({ rows, onOpen }: ListProps) {
  const when = useEventDateTime();
  return (
    <ListTable
      label="Registrations"
      minWidth={900}
      columns={REGISTRATION_COLUMNS}
      striped
      verticalSpacing="xs"
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>#{row.id}</Table.Td>
          <Table.Td>
            <OpenButton row={row} onOpen={onOpen} />
          </Table.Td>
          <Table.Td>{row.company.country}</Table.Td>
          <Table.Td>{memberText(row.isMember)}</Table.Td>
          <Table.Td>
            <StatusBadge status={row.status} />
          </Table.Td>
          <Table.Td ta="right">{row.attendees}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
            {formatCents(row.totalCents)}
            <Text span size="xs" c="dimmed" display="block">
              VAT {formatCents(row.vatCents)}
            </Text>
          </Table.Td>
          <Table.Td>
            <PaymentBadge state={row.paymentState} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{when(row.createdAt)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** The list on a phone: one card per registration. */
export function RegistrationCards({ rows, onOpen }: ListProps) {
  const when = useEventDateTime();
  return (
    <CardList>
      {rows.map((row) => (
        <ListCard key={row.id}>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <OpenButton row={row} onOpen={onOpen} />
              <Text size="sm" c="dimmed">
                #{row.id}
              </Text>
            </Group>
            <Group gap="xs">
              <StatusBadge status={row.status} />
              <PaymentBadge state={row.paymentState} />
            </Group>
            <Text size="sm">
              {row.company.country} · {memberText(row.isMember)} · {row.attendees}{" "}
              {row.attendees === 1 ? "attendee" : "attendees"}
            </Text>
            <Text size="sm">
              {formatCents(row.totalCents)}{" "}
              <Text span size="sm" c="dimmed">
                (VAT {formatCents(row.vatCents)})
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              {when(row.createdAt)}
            </Text>
          </Stack>
        </ListCard>
      ))}
    </CardList>
  );
}
