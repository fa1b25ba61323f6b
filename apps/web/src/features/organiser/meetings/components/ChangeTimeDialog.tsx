import type { PlanMeeting, PlanSlot } from "@ebm/shared/schemas/organiser-meetings";
import { Alert, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { errorWords } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { useRescheduleMeeting } from "../api/change-meeting.ts";
import { useCommonSlots } from "../api/get-common-slots.ts";
import { placeLabel } from "./plan-labels.ts";
import { slotGroups, slotTime, tableOptions } from "./slot-words.ts";

interface ChangeTimeDialogProps {
  slot: PlanSlot;
  timeZone: string;
  /** The meeting to move; null keeps the dialog closed. */
  meeting: PlanMeeting | null;
  onClose: () => void;
}

/**
 * Moves a meeting to another timeslot in which both people are free, at a free table or the lowest
 * free place; everyone at it is told. The server's refusal (someone booked meanwhile) shows here.
 */
export function ChangeTimeDialog({ slot, timeZone, meeting, onClose }: ChangeTimeDialogProps) {
  const move = useRescheduleMeeting();
  const [slotId, setSlotId] = useState<string | null>(null);
  const [table, setTable] = useState<string | null>("auto");
  const slots = useCommonSlots(meeting?.from.id ?? null, meeting?.to.id ?? null);
  const chosen = slots.data?.slots.find((s) => String(s.timeslotId) === slotId);
  const meetingId = meeting?.meetingId;

  useEffect(() => {
    if (meetingId === undefined) return;
    setSlotId(null);
    setTable("auto");
    move.reset();
  }, [meetingId, move.reset]);

  const submit = () => {
    if (!meeting || !chosen) return;
    move.mutate(
      {
        meetingId: meeting.meetingId,
        timeslotId: chosen.timeslotId,
        tableNumber: table && table !== "auto" ? Number(table) : null,
      },
      {
        onSuccess: () => {
          showSuccess({ title: `Moved to ${slotTime(chosen, timeZone)}` });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={meeting !== null} onClose={onClose} title="Move the meeting to another time" centered>
      {meeting && (
        <Stack gap="md">
          <Text size="sm">
            {meeting.from.name} ({meeting.from.companyName}) and {meeting.to.name} ({meeting.to.companyName}),
            now {slotTime(slot, timeZone)} at {placeLabel(meeting.table, slot)}.
          </Text>
          <Select
            label="New timeslot"
            description="Only the timeslots in which both are free and a place is left"
            placeholder={slots.data?.slots.length === 0 ? "No common free timeslot" : "Choose a timeslot"}
            data={slotGroups(slots.data?.slots ?? [], timeZone)}
            value={slotId}
            onChange={(value) => {
              setSlotId(value);
              setTable("auto");
            }}
            disabled={slots.isPending || slots.data?.slots.length === 0}
            searchable
            maxDropdownHeight={280}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Table"
            data={tableOptions(chosen)}
            value={table}
            onChange={setTable}
            allowDeselect={false}
            disabled={!chosen}
            searchable
            maxDropdownHeight={240}
            comboboxProps={{ withinPortal: true }}
          />
          {move.error && (
            <Alert color="red" variant="light" title="The meeting was not moved" role="alert">
              {errorWords(move.error, { fallback: "Please try again." })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={submit} disabled={!chosen} loading={move.isPending}>
              Move meeting
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
