import { CANCEL_REASON_MAX_LENGTH } from "@ebm/shared/scheduler";
import type { PlanMeeting, PlanSlot } from "@ebm/shared/schemas/organiser-meetings";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { errorWords } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { useCancelMeeting } from "../api/change-meeting.ts";
import { placeLabel } from "./plan-labels.ts";
import { slotTime } from "./slot-words.ts";

interface CancelMeetingDialogProps {
  slot: PlanSlot;
  timeZone: string;
  /** The meeting to cancel; null keeps the dialog closed. */
  meeting: PlanMeeting | null;
  onClose: () => void;
}

/** Calls a meeting off with a reason both people read in their e-mail; the slot is free again. */
export function CancelMeetingDialog({ slot, timeZone, meeting, onClose }: CancelMeetingDialogProps) {
  const cancel = useCancelMeeting();
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const meetingId = meeting?.meetingId;

  useEffect(() => {
    if (meetingId === undefined) return;
    setReason("");
    setTouched(false);
    cancel.reset();
  }, [meetingId, cancel.reset]);

  const tooShort = reason.trim().length < 3;
  const submit = () => {
    setTouched(true);
    if (!meeting || tooShort) return;
    cancel.mutate(
      { meetingId: meeting.meetingId, reason: reason.trim() },
      {
        onSuccess: () => {
          showSuccess({ title: "Meeting cancelled", message: "Both people have been told." });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={meeting !== null} onClose={onClose} title="Cancel the meeting" centered>
      {meeting && (
        <Stack gap="md">
          <Text size="sm">
            {meeting.from.name} ({meeting.from.companyName}) and {meeting.to.name} ({meeting.to.companyName}),{" "}
            {slotTime(slot, timeZone)} at {placeLabel(meeting.table, slot)}.
          </Text>
          <Textarea
            label="Reason"
            description="Both people read it in their e-mail"
            required
            autosize
            minRows={2}
            maxLength={CANCEL_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && tooShort ? "Say why, in a few words" : undefined}
          />
          {cancel.error && (
            <Alert color="red" variant="light" title="The meeting was not cancelled" role="alert">
              {errorWords(cancel.error, { fallback: "Please try again." })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Keep the meeting
            </Button>
            <Button color="red" onClick={submit} loading={cancel.isPending}>
              Cancel meeting
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
