import type { PlacedMeeting, PlanPerson } from "@ebm/shared/schemas/organiser-meetings";
import { Alert, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { errorWords } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { useBookMeeting } from "../api/change-meeting.ts";
import { useCommonSlots } from "../api/get-common-slots.ts";
import { PersonPicker } from "./PersonPicker.tsx";
import { slotGroups, tableOptions } from "./slot-words.ts";

interface NewMeetingDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Shows the meeting just booked: its day and slot. */
  onBooked: (placed: PlacedMeeting, day: number) => void;
}

/**
 * Books a meeting for two attendees of different companies: both chosen by search, then a slot
 * where both are free (only those are offered), then a free table or the lowest free place. The
 * meeting is accepted at once and both people are told.
 */
export function NewMeetingDialog({ opened, onClose, onBooked }: NewMeetingDialogProps) {
  const [first, setFirst] = useState<PlanPerson | null>(null);
  const [second, setSecond] = useState<PlanPerson | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [table, setTable] = useState<string | null>("auto");
  const book = useBookMeeting();
  const sameCompany = first !== null && second !== null && first.companyId === second.companyId;
  const samePerson = first !== null && second !== null && first.id === second.id;
  const slots = useCommonSlots(sameCompany ? null : (first?.id ?? null), second?.id ?? null);
  const chosen = slots.data?.slots.find((s) => String(s.timeslotId) === slotId);

  // A new dialog starts empty.
  useEffect(() => {
    if (!opened) return;
    setFirst(null);
    setSecond(null);
    setSlotId(null);
    setTable("auto");
    book.reset();
  }, [opened, book.reset]);

  // Other people, other free slots: the slot and table are chosen again.
  const choosing = (set: (person: PlanPerson | null) => void) => (person: PlanPerson | null) => {
    set(person);
    setSlotId(null);
    setTable("auto");
  };

  const submit = () => {
    if (!first || !second || !chosen) return;
    book.mutate(
      {
        fromId: first.id,
        toId: second.id,
        timeslotId: chosen.timeslotId,
        tableNumber: table && table !== "auto" ? Number(table) : null,
      },
      {
        onSuccess: (placed) => {
          showSuccess({
            title: `Meeting booked at ${chosen.freeTables.includes(placed.table) ? "table" : "hotel lobby place"} ${placed.table}`,
            message: `${first.name} and ${second.name} have been told.`,
          });
          onBooked(placed, chosen.day);
          onClose();
        },
      },
    );
  };

  const timeZone = slots.data?.timeZone ?? "";
  const pairError = samePerson
    ? "Choose someone else: a meeting is between two people."
    : sameCompany
      ? `Both work for ${second?.companyName}: choose someone of another company.`
      : undefined;

  return (
    <Modal opened={opened} onClose={onClose} title="New meeting" centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          The meeting is confirmed at once: both people see it in their scheduler and get a notification and
          an e-mail.
        </Text>
        <PersonPicker label="First attendee" value={first} onChange={choosing(setFirst)} />
        <PersonPicker
          label="Second attendee"
          value={second}
          onChange={choosing(setSecond)}
          error={pairError}
        />
        {first && second && !pairError && (
          <>
            <Select
              label="Timeslot"
              description={
                slots.isPending
                  ? "Looking for the timeslots both are free in…"
                  : "Only the timeslots in which both are free and a place is left"
              }
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
            {slots.isError && (
              <Alert color="red" variant="light" role="alert" title="The free timeslots could not be read">
                {errorWords(slots.error, { fallback: "Please try again." })}
              </Alert>
            )}
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
          </>
        )}
        {book.error && (
          <Alert color="red" variant="light" title="The meeting was not booked" role="alert">
            {errorWords(book.error, { fallback: "Please try again." })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} disabled={!chosen || Boolean(pairError)} loading={book.isPending}>
            Book meeting
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
