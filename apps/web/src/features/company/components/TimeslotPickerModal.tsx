import type { CompanyContact, CompanyDetail } from "@ebm/shared/schemas/companies";
import type { Timeslot, TimeslotsResponse } from "@ebm/shared/schemas/scheduler";
import { timeRange } from "@ebm/shared/zones";
import { Alert, Badge, Button, Modal, Skeleton, Stack, Tabs, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { Loading } from "../../../components/Loading.tsx";
import { ZoneNote } from "../../../components/ZoneNote.tsx";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { eventNow } from "../../../lib/event-clock.ts";
import { meetingDayLabel, type TimeslotRequest, timeslotDayName } from "../../../lib/timeslot-request.ts";
import { useCombinedTakenTimeslots } from "../api/get-taken-timeslots.ts";
import { useTimeslots } from "../api/get-timeslots.ts";
import { initialPickerDay, type SlotChoice, slotChoice } from "../utils/meeting-request.ts";
import classes from "./TimeslotPickerModal.module.css";

interface TimeslotPickerModalProps {
  userId: number;
  company: CompanyDetail;
  /** The contact to meet; the modal is closed while there is none. */
  contact: CompanyContact | null;
  /** The day to open on (the selected timeslot's), when there is one. */
  preferredDay?: number;
  onClose: () => void;
  /** A free slot was chosen: the message modal takes over. */
  onPick: (slot: TimeslotRequest) => void;
}

/**
 * The timeslot picker (part 2 §2, §4 step 3): both meeting days as tabs; each slot reads 'Not
 * available' (the user or the contact is busy, it has ended, or it is a keynote), 'Fully Booked', or
 * offers 'Request meeting'. The taken slots and the timeslots are asked again on every opening.
 */
export function TimeslotPickerModal({
  userId,
  company,
  contact,
  preferredDay,
  onClose,
  onPick,
}: TimeslotPickerModalProps) {
  const opened = contact !== null;
  const timeslots = useTimeslots(userId, opened);
  const taken = useCombinedTakenTimeslots(userId, contact?.id ?? null);
  const failed = timeslots.isError || taken.isError;
  const ready = timeslots.data !== undefined && taken.data !== undefined && !failed;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={contact ? `Choose a timeslot to meet ${contact.name}` : "Choose a timeslot"}
      centered
      size="xl"
    >
      {contact && (
        <Stack gap="md">
          <Text size="sm">
            Meeting with <strong>{contact.name}</strong>, {company.name}
          </Text>
          <ZoneNote />
          {failed && (
            <Alert color="red" variant="light" title="The timeslots could not be loaded">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">Please check your connection and try again.</Text>
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={() => {
                    void timeslots.refetch();
                    void taken.refetch();
                  }}
                >
                  Try again
                </Button>
              </Stack>
            </Alert>
          )}
          {!failed && !ready && <PickerSkeleton />}
          {ready && timeslots.data && taken.data && (
            <DayTabs
              response={timeslots.data}
              takenIds={new Set(taken.data)}
              preferredDay={preferredDay}
              onPick={onPick}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}

function PickerSkeleton() {
  return (
    <Loading label="Loading the timeslots" gap="xs">
      <Skeleton height={36} width="60%" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={48} />
      ))}
    </Loading>
  );
}

interface DayTabsProps {
  response: TimeslotsResponse;
  takenIds: ReadonlySet<number>;
  preferredDay?: number;
  onPick: (slot: TimeslotRequest) => void;
}

function DayTabs({ response, takenIds, preferredDay, onPick }: DayTabsProps) {
  const timeZone = useAllSettings().data?.event.timezone ?? "UTC";
  // One reading of the clock per opening: a slot that ends while the picker is open is refused
  // by the server anyway.
  const [nowMs] = useState(() => eventNow());
  const [day, setDay] = useState(() => String(initialPickerDay(response.timeslots, nowMs, preferredDay)));
  const days = [...new Set(response.timeslots.map((slot) => slot.day))].sort((a, b) => a - b);

  if (days.length === 0) return <Text>No timeslots have been planned yet.</Text>;
  return (
    <Tabs value={day} onChange={(value) => value && setDay(value)} keepMounted={false} variant="outline">
      <Tabs.List mb="md">
        {days.map((tabDay) => (
          <Tabs.Tab key={tabDay} value={String(tabDay)} fw={600}>
            {meetingDayLabel(
              tabDay,
              response.metaData.find((meta) => meta.day === tabDay)?.date_start,
              timeZone,
            )}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {days.map((tabDay) => (
        <Tabs.Panel key={tabDay} value={String(tabDay)}>
          <ul className={classes.slots}>
            {response.timeslots
              .filter((slot) => slot.day === tabDay)
              .sort((a, b) => a.startsAtUtc.localeCompare(b.startsAtUtc))
              .map((slot) => (
                <SlotRow
                  key={slot.id}
                  slot={slot}
                  choice={slotChoice(slot, takenIds, nowMs)}
                  onPick={onPick}
                />
              ))}
          </ul>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

interface SlotRowProps {
  slot: Timeslot;
  choice: SlotChoice;
  onPick: (slot: TimeslotRequest) => void;
}

function SlotRow({ slot, choice, onPick }: SlotRowProps) {
  return (
    <li className={classes.slot} data-choice={choice}>
      <Text component="span" className={classes.time}>
        {timeRange(slot.timeStart, slot.timeEnd)}
      </Text>
      <div className={classes.action}>
        <SlotAction slot={slot} choice={choice} onPick={onPick} />
      </div>
    </li>
  );
}

function SlotAction({ slot, choice, onPick }: SlotRowProps) {
  if (choice === "notAvailable")
    return (
      <Text component="span" size="sm" c="dimmed">
        Not available
      </Text>
    );
  if (choice === "fullyBooked")
    return (
      <Badge color="dark" variant="filled" size="lg" radius="sm">
        Fully Booked
      </Badge>
    );
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => onPick({ id: slot.id, day: slot.day, timeStart: slot.timeStart, timeEnd: slot.timeEnd })}
    >
      <span>
        Request meeting
        <VisuallyHidden>
          {" "}
          on {timeslotDayName(slot.day)} from {slot.timeStart} to {slot.timeEnd}
        </VisuallyHidden>
      </span>
    </Button>
  );
}
