import type { PlanMeeting, PlanSlot } from "@ebm/shared/schemas/organiser-meetings";
import { timeRange } from "@ebm/shared/zones";
import { Alert, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { errorWords } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { useMoveMeeting } from "../api/move-meeting.ts";
import { placeLabel } from "./plan-labels.ts";

interface MoveMeetingDialogProps {
  slot: PlanSlot;
  /** The meeting to move; null keeps the dialog closed. */
  meeting: PlanMeeting | null;
  onClose: () => void;
}

/** The floor tables of the slot that hold no meeting. */
export function freeTablesOf(slot: PlanSlot): number[] {
  const used = new Set(slot.atTables.map((m) => m.table));
  const free: number[] = [];
  for (let table = 1; table <= slot.tables; table++) if (!used.has(table)) free.push(table);
  return free;
}

/**
 * Moves one meeting to a free table of its slot: the free tables to choose from, the server's answer
 * (a table someone took meanwhile) shown in the dialog, a toast once it moved.
 */
export function MoveMeetingDialog({ slot, meeting, onClose }: MoveMeetingDialogProps) {
  const move = useMoveMeeting();
  const [table, setTable] = useState<string | null>(null);
  const free = useMemo(() => freeTablesOf(slot), [slot]);
  const meetingId = meeting?.meetingId;

  // A new meeting starts with nothing chosen and no old error.
  useEffect(() => {
    if (meetingId === undefined) return;
    setTable(null);
    move.reset();
  }, [meetingId, move.reset]);

  const submit = () => {
    if (!meeting || !table) return;
    move.mutate(
      { meetingId: meeting.meetingId, tableNumber: Number(table) },
      {
        onSuccess: (moved) => {
          showSuccess({ title: `Moved to table ${moved.table}` });
          onClose();
        },
      },
    );
  };

  const error = move.error;
  return (
    <Modal opened={meeting !== null} onClose={onClose} title="Move the meeting" centered>
      {meeting && (
        <Stack gap="md">
          <Text size="sm">
            {meeting.from.name} ({meeting.from.companyName}) and {meeting.to.name} ({meeting.to.companyName}),{" "}
            {timeRange(slot.timeStart, slot.timeEnd)}, now at {placeLabel(meeting.table, slot)}.
          </Text>
          {free.length === 0 ? (
            <Alert color="navy" variant="light" title="No free table">
              Every table of this timeslot holds a meeting.
            </Alert>
          ) : (
            <Select
              label="New table"
              description={`${free.length} of ${slot.tables} tables are free in this timeslot`}
              placeholder="Choose a free table"
              data={free.map((n) => ({ value: String(n), label: `Table ${n}` }))}
              value={table}
              onChange={setTable}
              searchable
              nothingFoundMessage="No free table with this number"
              maxDropdownHeight={240}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {error && (
            <Alert color="red" variant="light" title="The meeting was not moved" role="alert">
              {errorWords(error, { fallback: "Please try again." })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={!table} loading={move.isPending}>
              Move
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
