import type { Meeting, MeetingsResponse } from "@ebm/shared/schemas/scheduler";
import { Button, Modal, Stack, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useRef } from "react";
import { ContactAvatar } from "../../../components/ContactAvatar.tsx";
import { useMeetingCommands } from "../hooks/use-meeting-commands.ts";
import {
  type AnswerAction,
  type AnswerLink,
  type AnswerLinkState,
  answerLinkState,
  answerLinkText,
} from "../utils/answer-link.ts";
import { meetingRole } from "../utils/scheduler-view.ts";
import classes from "./AnswerLinkDialog.module.css";

interface AnswerLinkDialogProps {
  userId: number;
  /** The link in the address; null once it is closed. */
  link: AnswerLink | null;
  /** The user's meetings, once the timeslots that describe them are there too; the dialog waits for them. */
  meetings: MeetingsResponse | undefined;
  /** Undefined while the settings load. */
  schedulerEnabled: boolean | undefined;
  /** The meeting's day, time and time zone: "Friday Nov 7, 10:00 – 10:30 (Europe/Dublin, GMT)". */
  describeWhen: (timeslotId: number) => string;
  onClose: () => void;
  /** After the dialog has gone, with the timeslot of the meeting it named. */
  onClosed: (timeslotId: number | null) => void;
}

interface View {
  action: AnswerAction;
  state: AnswerLinkState;
}

const LABELS = { received: "From", sent: "To", colleague: "With", block: "With" } as const;

/** Who the meeting is with, when it is, and the requester's message: the request, named. */
function RequestFacts({ meeting, userId, when }: { meeting: Meeting; userId: number; when: string }) {
  const person = meeting.contact;
  const message = meeting.message.trim();
  return (
    <dl className={classes.facts}>
      <dt>{LABELS[meetingRole(meeting, userId)]}</dt>
      <dd className={classes.who}>
        <ContactAvatar name={person.name} picture={person.profilePic} size={40} />
        <span>
          <Text span fw={700} display="block">
            {person.name}
          </Text>
          <Text span size="sm" display="block">
            {person.function ? `${person.function}, ${person.companyName}` : person.companyName}
          </Text>
        </span>
      </dd>
      <dt>When</dt>
      <dd>
        <Text span fw={600}>
          {when}
        </Text>
      </dd>
      {message && (
        <>
          <dt>Message</dt>
          <dd>
            <Text component="blockquote" size="sm" className={classes.message}>
              {message}
            </Text>
          </dd>
        </>
      )}
    </dl>
  );
}

/** The two buttons of a request the user may answer; the commands bring the scheduler's snackbars. */
function AnswerButtons({
  userId,
  meeting,
  action,
  onDone,
  onNotNow,
}: {
  userId: number;
  meeting: Meeting;
  action: AnswerAction;
  onDone: () => void;
  onNotNow: () => void;
}) {
  const commands = useMeetingCommands(userId, meeting);
  const busy = commands.pendingAction !== undefined;
  return (
    <div className={classes.buttons}>
      <Button variant="default" onClick={onNotNow} disabled={busy} data-autofocus>
        Not now
      </Button>
      {action === "accept" ? (
        <Button
          color="teal"
          leftSection={<IconCheck size={16} aria-hidden="true" />}
          loading={busy}
          onClick={() => commands.act("accept", onDone)}
        >
          Accept meeting
        </Button>
      ) : (
        <Button
          color="red"
          leftSection={<IconX size={16} aria-hidden="true" />}
          loading={busy}
          onClick={() => commands.act("decline", onDone)}
        >
          Decline request
        </Button>
      )}
    </div>
  );
}

/**
 * The question an answer link of a request mail opens: who asked, for when, their message, and
 * the asked-for answer as a button beside "Not now". Nothing is sent before that click. A link
 * that is not the user's to answer (another person's, their own request, answered already) says
 * so and offers no answer. Closing takes the link out of the address.
 */
export function AnswerLinkDialog({
  userId,
  link,
  meetings,
  schedulerEnabled,
  describeWhen,
  onClose,
  onClosed,
}: AnswerLinkDialogProps) {
  const opened = link !== null && meetings !== undefined && schedulerEnabled !== undefined;
  // While it fades out the dialog keeps saying what it said: the meetings reloaded after an answer
  // would otherwise flash "already answered" on the way out.
  const shown = useRef<View | null>(null);
  if (opened) {
    shown.current = { action: link.action, state: answerLinkState(link, meetings, userId, schedulerEnabled) };
  }
  const view = shown.current;
  const meeting = view && view.state.kind !== "notFound" ? view.state.meeting : null;
  const text = view ? answerLinkText(view.state, view.action, userId) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={text?.title ?? "Meeting request"}
      centered
      returnFocus={false}
      onExitTransitionEnd={() => onClosed(meeting?.timeslotId ?? null)}
    >
      {view && text && (
        <Stack gap="md">
          <Text>{text.text}</Text>
          {meeting && (
            <RequestFacts meeting={meeting} userId={userId} when={describeWhen(meeting.timeslotId)} />
          )}
          {view.state.kind === "confirm" && meeting ? (
            <AnswerButtons
              userId={userId}
              meeting={meeting}
              action={view.action}
              onDone={onClose}
              onNotNow={onClose}
            />
          ) : (
            <div className={classes.buttons}>
              <Button onClick={onClose} data-autofocus>
                Back to my scheduler
              </Button>
            </div>
          )}
        </Stack>
      )}
    </Modal>
  );
}
