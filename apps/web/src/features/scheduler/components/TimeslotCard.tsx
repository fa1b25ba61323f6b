import type { Meeting, MeetingPerson, Timeslot } from "@ebm/shared/schemas/scheduler";
import { Button, Card, Stack, Text } from "@mantine/core";
import { IconLock, IconLockOpen, IconSearch } from "@tabler/icons-react";
import { useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { timeslotRequestStore } from "../../../lib/timeslot-request.ts";
import { useMeetingCommands } from "../hooks/use-meeting-commands.ts";
import { useSlotCommands } from "../hooks/use-slot-commands.ts";
import { SLOT_STATE_LABELS, slotHeadingId, slotTime } from "../utils/scheduler-view.ts";
import { CancelMeetingDialog } from "./CancelMeetingDialog.tsx";
import { ColleagueDialog } from "./ColleagueDialog.tsx";
import classes from "./MeetingDetails.module.css";
import { MeetingDetails } from "./MeetingDetails.tsx";
import { NotesDialog } from "./NotesDialog.tsx";
import cardClasses from "./TimeslotCard.module.css";

interface TimeslotCardProps {
  userId: number;
  slot: Timeslot;
  /** The user's live meeting or block in the slot. */
  meeting: Meeting | undefined;
  people: ReadonlyMap<number, MeetingPerson>;
  schedulerEnabled: boolean;
  /** The slot has ended by the browser's clock: nothing can be booked in it any more. */
  ended: boolean;
  /** "Thursday Nov 6" */
  dayLabel: string;
  timeZone: string;
}

type Dialog = "notes" | "colleagues" | "cancel" | null;

/** An available slot: Block, or Find a meeting (pick whom to ask in the directory). */
function AvailableSlot({
  userId,
  slot,
  ended,
  schedulerEnabled,
}: {
  userId: number;
  slot: Timeslot;
  ended: boolean;
  schedulerEnabled: boolean;
}) {
  const navigate = useNavigate();
  const { block, blocking } = useSlotCommands(userId, slot.id);
  if (slot.keynote || ended) {
    return (
      <Text size="sm" c="dimmed">
        {slot.keynote ? "No meetings during the keynote." : "This timeslot has passed."}
      </Text>
    );
  }
  if (!schedulerEnabled) return <Text size="sm">You are free in this timeslot.</Text>;
  const findMeeting = () => {
    timeslotRequestStore.set({
      id: slot.id,
      day: slot.day,
      timeStart: slot.timeStart,
      timeEnd: slot.timeEnd,
    });
    void navigate("/attendees");
  };
  return (
    <Stack gap="sm">
      <Text size="sm">You are free in this timeslot.</Text>
      <div className={classes.actions}>
        <Button size="sm" leftSection={<IconSearch size={16} aria-hidden="true" />} onClick={findMeeting}>
          Find a meeting
        </Button>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconLock size={16} aria-hidden="true" />}
          loading={blocking}
          onClick={block}
        >
          Block
        </Button>
      </div>
    </Stack>
  );
}

function BlockedSlot({ userId, slot, canUnblock }: { userId: number; slot: Timeslot; canUnblock: boolean }) {
  const { unblock, unblocking } = useSlotCommands(userId, slot.id);
  return (
    <Stack gap="sm">
      <Text size="sm">You blocked this timeslot: nobody can ask you for a meeting in it.</Text>
      {canUnblock && (
        <div className={classes.actions}>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconLockOpen size={16} aria-hidden="true" />}
            loading={unblocking}
            onClick={unblock}
          >
            Unblock
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** A meeting with its dialogs; the commands live here so their snackbars outlast a changed card body. */
function MeetingSlot({
  userId,
  meeting,
  people,
  when,
  timeZone,
  schedulerEnabled,
}: {
  userId: number;
  meeting: Meeting;
  schedulerEnabled: boolean;
  people: ReadonlyMap<number, MeetingPerson>;
  when: string;
  timeZone: string;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const commands = useMeetingCommands(userId, meeting);
  const close = () => setDialog(null);
  return (
    <>
      <MeetingDetails
        userId={userId}
        meeting={meeting}
        schedulerEnabled={schedulerEnabled}
        people={people}
        commands={commands}
        timeZone={timeZone}
        onOpenNotes={() => setDialog("notes")}
        onOpenColleagues={() => setDialog("colleagues")}
        onConfirmCancel={() => setDialog("cancel")}
      />
      <NotesDialog
        userId={userId}
        meeting={meeting}
        opened={dialog === "notes"}
        timeZone={timeZone}
        onClose={close}
      />
      <ColleagueDialog
        userId={userId}
        meeting={meeting}
        opened={dialog === "colleagues"}
        commands={commands}
        onClose={close}
      />
      <CancelMeetingDialog
        meeting={meeting}
        when={when}
        opened={dialog === "cancel"}
        busy={commands.pendingAction === "cancel"}
        onClose={close}
        onConfirm={() => commands.act("cancel", close)}
      />
    </>
  );
}

/**
 * One timeslot of the day (part 2 §2): its time, a header coloured by state, and what the user
 * can do in it: book or block a free slot, unblock a blocked one, or handle its meeting.
 */
export function TimeslotCard({
  userId,
  slot,
  meeting,
  people,
  schedulerEnabled,
  ended,
  dayLabel,
  timeZone,
}: TimeslotCardProps) {
  const time = slotTime(slot);
  const stateLabel = SLOT_STATE_LABELS[slot.state];
  const headingId = slotHeadingId(slot.id);
  const showsMeeting = (slot.state === "pending" || slot.state === "accepted") && meeting !== undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  // The element of this card that last had the keyboard focus, while it has it.
  const focused = useRef<HTMLElement | null>(null);

  // An action that changes the card (Accept, Decline, Block, …) removes the button that had the
  // focus; the focus then stays in the card, on its time, instead of falling back to the page's start.
  useLayoutEffect(() => {
    const lost = focused.current !== null && !focused.current.isConnected;
    if (lost && (document.activeElement === document.body || document.activeElement === null)) {
      focused.current = null;
      heading.current?.focus();
    }
  });

  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding={0}
      className={cardClasses.card}
      aria-labelledby={headingId}
      data-testid="timeslot-card"
      data-state={slot.state}
      onFocus={(event) => {
        // Not a dialog's field: the dialogs of the card are drawn outside it.
        if (event.currentTarget.contains(event.target)) focused.current = event.target;
      }}
      onBlur={(event) => {
        // A button removed or disabled blurs towards nothing, and a dialog opened from the card
        // returns the focus to it: the card keeps its opener then; anywhere else it lets go.
        const to = event.relatedTarget;
        if (to !== null && !event.currentTarget.contains(to) && !to.closest("[role='dialog']")) {
          focused.current = null;
        }
      }}
    >
      <div className={cardClasses.header} data-state={slot.state}>
        <h3 className={cardClasses.time} id={headingId} ref={heading} tabIndex={-1}>
          {time}
        </h3>
        <span className={cardClasses.state}>
          {slot.keynote && <span className={cardClasses.keynote}>Keynote</span>} {stateLabel}
        </span>
      </div>
      <div className={cardClasses.body}>
        {slot.state === "available" && (
          <AvailableSlot userId={userId} slot={slot} ended={ended} schedulerEnabled={schedulerEnabled} />
        )}
        {slot.state === "blocked" && (
          <BlockedSlot
            userId={userId}
            slot={slot}
            canUnblock={schedulerEnabled && (meeting === undefined || meeting.actions.includes("unblock"))}
          />
        )}
        {slot.state === "fullyBooked" && (
          <Text size="sm">Every table in this timeslot is taken. Nothing more can be booked in it.</Text>
        )}
        {showsMeeting && (
          <MeetingSlot
            key={meeting.id}
            userId={userId}
            meeting={meeting}
            people={people}
            schedulerEnabled={schedulerEnabled}
            when={`${dayLabel}, ${time}`}
            timeZone={timeZone}
          />
        )}
      </div>
    </Card>
  );
}
