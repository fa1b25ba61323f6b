import type { PlanMeeting, PlanPerson, PlanSlot } from "@ebm/shared/schemas/organiser-meetings";
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowsExchange, IconDots } from "@tabler/icons-react";
import { useState } from "react";
import { eventNow } from "../../../../lib/event-clock.ts";
import { notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { useMarkOutcome } from "../api/change-meeting.ts";
import { CancelMeetingDialog } from "./CancelMeetingDialog.tsx";
import { ChangeTimeDialog } from "./ChangeTimeDialog.tsx";
import { MoveMeetingDialog } from "./MoveMeetingDialog.tsx";
import { STATUS_LABEL } from "./plan-labels.ts";
import classes from "./SlotPlan.module.css";

function Person({ person }: { person: PlanPerson }) {
  return (
    <div>
      <Text size="sm" fw={600} lh={1.3}>
        {person.name}
      </Text>
      <Text size="xs" c="dimmed" lh={1.3}>
        {person.companyName}
      </Text>
    </div>
  );
}

/** Who sits at a meeting: both sides and the colleagues who join. */
function People({ meeting }: { meeting: PlanMeeting }) {
  return (
    <Stack gap={6}>
      <Person person={meeting.from} />
      <Person person={meeting.to} />
      {meeting.colleagues.length > 0 && (
        <Text size="xs">With {meeting.colleagues.map((c) => `${c.name} (${c.companyName})`).join(", ")}</Text>
      )}
    </Stack>
  );
}

function MoveButton({ where, onMove }: { where: string; onMove: () => void }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconArrowsExchange size={14} aria-hidden="true" />}
      onClick={onMove}
      aria-label={`Move the meeting at ${where}`}
    >
      Move
    </Button>
  );
}

/** What the slot allows now (by the event clock): changes before its end, outcomes once it has begun. */
function slotPhase(slot: PlanSlot) {
  const now = eventNow();
  return {
    begun: Date.parse(slot.startsAtUtc) <= now,
    ended: Date.parse(slot.endsAtUtc) <= now,
  };
}

interface MeetingActionsProps {
  where: string;
  slot: PlanSlot;
  meeting: PlanMeeting;
  onMove: () => void;
  onChangeTime: () => void;
  onCancel: () => void;
}

/** "Move" to another table, and a menu: another time, cancel, and held or no-show once the slot has begun. */
function MeetingActions({ where, slot, meeting, onMove, onChangeTime, onCancel }: MeetingActionsProps) {
  const mark = useMarkOutcome();
  const { begun, ended } = slotPhase(slot);
  const markAs = (outcome: "held" | "noShow") =>
    mark.mutate(
      { meetingId: meeting.meetingId, outcome },
      {
        onSuccess: () =>
          showSuccess({ title: `Marked ${outcome === "held" ? "held" : "a no-show"}: ${where}` }),
        onError: (error) =>
          notifyError(error, { title: "The meeting was not marked", fallback: "Please try again." }),
      },
    );
  return (
    <Group justify="flex-end" gap="xs">
      <MoveButton where={where} onMove={onMove} />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={`More for the meeting at ${where}`}
            loading={mark.isPending}
          >
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {!ended && <Menu.Item onClick={onChangeTime}>Move to another time</Menu.Item>}
          {!ended && (
            <Menu.Item color="red" onClick={onCancel}>
              Cancel the meeting
            </Menu.Item>
          )}
          {begun && (
            <Menu.Item onClick={() => markAs("held")} disabled={meeting.status === "held"}>
              Mark held
            </Menu.Item>
          )}
          {begun && (
            <Menu.Item onClick={() => markAs("noShow")} disabled={meeting.status === "noShow"}>
              Mark no-show
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function StatusBadge({ meeting }: { meeting: PlanMeeting }) {
  if (meeting.status === "accepted") return null;
  return (
    <Badge size="sm" variant="light" color={meeting.status === "held" ? "teal" : "red"}>
      {STATUS_LABEL[meeting.status]}
    </Badge>
  );
}

interface SlotPlanProps {
  slot: PlanSlot;
  /** The event's zone, which the dialogs name. */
  timeZone: string;
}

/**
 * One timeslot's floor: a card per table (who sits there, or free) and the hotel lobby's list, each
 * meeting with "Move".
 */
export function SlotPlan({ slot, timeZone }: SlotPlanProps) {
  const [moving, setMoving] = useState<PlanMeeting | null>(null);
  const [retiming, setRetiming] = useState<PlanMeeting | null>(null);
  const [cancelling, setCancelling] = useState<PlanMeeting | null>(null);
  const actionsOf = (meeting: PlanMeeting, where: string) => (
    <MeetingActions
      where={where}
      slot={slot}
      meeting={meeting}
      onMove={() => setMoving(meeting)}
      onChangeTime={() => setRetiming(meeting)}
      onCancel={() => setCancelling(meeting)}
    />
  );
  const [showFree, setShowFree] = useState(true);
  const byTable = new Map(slot.atTables.map((m) => [m.table, m]));
  const numbers = Array.from({ length: slot.tables }, (_, i) => i + 1).filter(
    (table) => showFree || byTable.has(table),
  );

  if (slot.keynote)
    return (
      <Text c="dimmed" py="md">
        The keynote: no meetings take place in this timeslot.
      </Text>
    );

  return (
    <Stack gap="lg">
      <section aria-labelledby="tables-heading">
        <Group justify="space-between" align="center" mb="sm" gap="sm">
          <Title order={2} size="h4" id="tables-heading">
            Tables
          </Title>
          <Switch
            label="Show free tables"
            checked={showFree}
            onChange={(event) => setShowFree(event.currentTarget.checked)}
          />
        </Group>
        {numbers.length === 0 ? (
          <Text c="dimmed">No meeting at a table in this timeslot yet.</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, sm: 3, lg: 4 }}
            spacing="sm"
            component="ul"
            className={classes.grid}
          >
            {numbers.map((table) => {
              const meeting = byTable.get(table);
              return (
                <Card
                  key={table}
                  component="li"
                  withBorder
                  padding="sm"
                  radius="md"
                  className={meeting ? undefined : classes.free}
                  aria-label={meeting ? `Table ${table}` : `Table ${table}, free`}
                >
                  <Group justify="space-between" gap="xs" mb={meeting ? "xs" : 0} wrap="nowrap">
                    <Text fw={700}>Table {table}</Text>
                    {meeting ? <StatusBadge meeting={meeting} /> : <Text size="sm">Free</Text>}
                  </Group>
                  {meeting && (
                    <Stack gap="xs">
                      <People meeting={meeting} />
                      {actionsOf(meeting, `table ${table}`)}
                    </Stack>
                  )}
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </section>

      <section aria-labelledby="lobby-heading">
        <Title order={2} size="h4" id="lobby-heading" mb="sm">
          Hotel lobby
        </Title>
        {slot.lobby.length === 0 ? (
          <Text c="dimmed">Nobody meets in the hotel lobby in this timeslot.</Text>
        ) : (
          <Stack gap="sm" component="ul" className={classes.list}>
            {slot.lobby.map((meeting) => (
              <Card
                key={meeting.meetingId}
                component="li"
                withBorder
                padding="sm"
                radius="md"
                aria-label={`Lobby place ${meeting.table ?? ""}`}
              >
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Group align="flex-start" gap="md">
                    <Text fw={700} miw={96}>
                      {meeting.table === null ? "No place" : `Place ${meeting.table}`}
                    </Text>
                    <People meeting={meeting} />
                  </Group>
                  <Group gap="xs">
                    <StatusBadge meeting={meeting} />
                    {actionsOf(meeting, `lobby place ${meeting.table ?? ""}`)}
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </section>

      <MoveMeetingDialog slot={slot} meeting={moving} onClose={() => setMoving(null)} />
      <ChangeTimeDialog
        slot={slot}
        timeZone={timeZone}
        meeting={retiming}
        onClose={() => setRetiming(null)}
      />
      <CancelMeetingDialog
        slot={slot}
        timeZone={timeZone}
        meeting={cancelling}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
