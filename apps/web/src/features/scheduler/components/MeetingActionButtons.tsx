import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import type { Meeting } from "@ebm/shared/schemas/scheduler";
import { Button, Group, Stack, Text } from "@mantine/core";
import {
  IconBell,
  IconCalendarPlus,
  IconCheck,
  IconMessageCircle,
  IconNotes,
  IconUserPlus,
  IconX,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { chatWith } from "../../../lib/chat-links.ts";
import { notifyError } from "../../../lib/feedback.ts";
import { useDownloadMeetingIcs } from "../api/download-meeting-ics.ts";
import type { MeetingCommands } from "../hooks/use-meeting-commands.ts";
import { failureWords } from "../utils/action-feedback.ts";
import { AddToLeadsButton } from "./AddToLeadsButton.tsx";
import classes from "./MeetingDetails.module.css";

interface MeetingActionButtonsProps {
  userId: number;
  meeting: Meeting;
  /** With the scheduler closed no action is offered, whatever the meeting lists. */
  schedulerEnabled: boolean;
  commands: MeetingCommands;
  onOpenNotes: () => void;
  onOpenColleagues: () => void;
  onConfirmCancel: () => void;
}

const icon = { size: 16, "aria-hidden": true } as const;

/**
 * The buttons of a meeting: only the actions the server lists for the user (part 2 §6), then the
 * notes, a chat with the contact and, once accepted, the calendar file; cancelling comes last.
 */
export function MeetingActionButtons({
  userId,
  meeting,
  schedulerEnabled,
  commands,
  onOpenNotes,
  onOpenColleagues,
  onConfirmCancel,
}: MeetingActionButtonsProps) {
  const download = useDownloadMeetingIcs();
  const allowed = new Set(schedulerEnabled ? meeting.actions : []);
  const pending = meeting.status === 0;
  const busy = commands.pendingAction;

  const addToCalendar = () =>
    download.mutate(meeting.id, {
      onError: (error) => notifyError(error, failureWords(SCHEDULER_MESSAGES.actionFailure)),
    });

  return (
    <Stack gap="xs">
      {(allowed.has("held") || allowed.has("noShow")) && (
        <Group gap="xs" role="group" aria-label="Did the meeting happen?">
          <Text size="sm" fw={700}>
            Did it happen?
          </Text>
          {allowed.has("held") && (
            <Button size="xs" color="teal" loading={busy === "held"} onClick={() => commands.act("held")}>
              Held
            </Button>
          )}
          {allowed.has("noShow") && (
            <Button
              size="xs"
              variant="outline"
              color="red"
              loading={busy === "noShow"}
              onClick={() => commands.act("noShow")}
            >
              No-show
            </Button>
          )}
        </Group>
      )}
      <div className={classes.actions}>
        {allowed.has("accept") && (
          <Button
            size="sm"
            color="teal"
            leftSection={<IconCheck {...icon} />}
            loading={busy === "accept"}
            onClick={() => commands.act("accept")}
          >
            Accept
          </Button>
        )}
        {allowed.has("decline") && (
          <Button
            size="sm"
            variant="outline"
            color="red"
            leftSection={<IconX {...icon} />}
            loading={busy === "decline"}
            onClick={() => commands.act("decline")}
          >
            Decline
          </Button>
        )}
        {allowed.has("reminder") && (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconBell {...icon} />}
            loading={busy === "reminder"}
            onClick={() => commands.act("reminder")}
          >
            Send reminder
          </Button>
        )}
        {allowed.has("addColleague") && (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconUserPlus {...icon} />}
            onClick={onOpenColleagues}
          >
            Add colleague
          </Button>
        )}
      </div>
      <div className={classes.actions}>
        <Button size="sm" variant="default" leftSection={<IconNotes {...icon} />} onClick={onOpenNotes}>
          Notes
        </Button>
        <Button
          size="sm"
          variant="default"
          component={Link}
          to={chatWith(meeting.contact.id)}
          leftSection={<IconMessageCircle {...icon} />}
          aria-label={`Message ${meeting.contact.name}`}
        >
          Message
        </Button>
        {!pending && (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconCalendarPlus {...icon} />}
            loading={download.isPending}
            onClick={addToCalendar}
          >
            Add to calendar
          </Button>
        )}
        {meeting.status === 1 && (
          <AddToLeadsButton userId={userId} meetingId={meeting.id} name={meeting.contact.name} />
        )}
      </div>
      {/* What undoes the meeting comes last, apart from what one does with it. */}
      {(allowed.has("cancel") || allowed.has("cannotAttend")) && (
        <div className={classes.actions}>
          {allowed.has("cancel") &&
            (pending ? (
              <Button
                size="sm"
                variant="outline"
                color="red"
                loading={busy === "cancel"}
                onClick={() => commands.act("cancel")}
              >
                Cancel request
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                color="red"
                loading={busy === "cancel"}
                onClick={onConfirmCancel}
              >
                Cancel meeting
              </Button>
            ))}
          {allowed.has("cannotAttend") && (
            <Button
              size="sm"
              variant="outline"
              color="red"
              loading={commands.leaving}
              onClick={() => commands.cannotAttend()}
            >
              Can't attend
            </Button>
          )}
        </div>
      )}
    </Stack>
  );
}
