import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { MEETING_MESSAGE_MAX_LENGTH } from "@ebm/shared/scheduler";
import type { CompanyContact, CompanyDetail } from "@ebm/shared/schemas/companies";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { notifyError } from "../../../lib/feedback.ts";
import { showSuccess } from "../../../lib/notify.ts";
import {
  describeTimeslot,
  type TimeslotRequest,
  timeslotRequestStore,
} from "../../../lib/timeslot-request.ts";
import { useRequestMeeting } from "../api/request-meeting.ts";

interface MeetingMessageModalProps {
  userId: number;
  company: CompanyDetail;
  /** Whom to ask and in which slot; the modal is closed while there is none. */
  request: { contact: CompanyContact; slot: TimeslotRequest } | null;
  onClose: () => void;
  source?: MeetingSource;
}

/** Where a request comes from, when it is not the company page: a possible match. */
export type MeetingSource = "suggestion";

/**
 * The meeting message modal (part 2 §2, §4 step 1): an optional message, then Send. On success the
 * selected timeslot is forgotten and the user goes to the scheduler on the request's day; on a
 * refusal the snackbar gives the server's reason and the modal stays open with the text kept.
 */
export function MeetingMessageModal({ userId, company, request, onClose, source }: MeetingMessageModalProps) {
  const send = useRequestMeeting(userId);
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Request a meeting with ${request.contact.name}` : "Request a meeting"}
      centered
      size="lg"
      closeOnClickOutside={!send.isPending}
    >
      {request && (
        <MessageForm
          key={`${request.contact.id}-${request.slot.id}`}
          company={company}
          contact={request.contact}
          slot={request.slot}
          send={send}
          onCancel={onClose}
          source={source}
        />
      )}
    </Modal>
  );
}

function MessageForm({
  company,
  contact,
  slot,
  send,
  onCancel,
  source,
}: {
  company: CompanyDetail;
  contact: CompanyContact;
  slot: TimeslotRequest;
  send: ReturnType<typeof useRequestMeeting>;
  onCancel: () => void;
  source: MeetingSource | undefined;
}) {
  const navigate = useNavigate();
  const [message, setMessage] = useState("");
  const left = MEETING_MESSAGE_MAX_LENGTH - message.length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(
      { toId: contact.id, timeslotId: slot.id, message: message.trim(), ...(source ? { source } : {}) },
      {
        onSuccess: ({ currentlySelectedDay, payload }) => {
          showSuccess({ title: SCHEDULER_MESSAGES.request.success });
          timeslotRequestStore.clear();
          // The scheduler opens on the request's day, at the request itself.
          void navigate(`/scheduler?cd=${currentlySelectedDay}&id=${payload.meetingId}`);
        },
        // The server's reason; "try again" for a slot someone else is booking (409).
        onError: (error) =>
          notifyError(error, {
            title: SCHEDULER_MESSAGES.request.failure,
            conflict: SCHEDULER_MESSAGES.tryAgain,
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <strong>{describeTimeslot(slot)}</strong> with <strong>{contact.name}</strong>, {company.name}
        </Text>
        <Textarea
          label={SCHEDULER_MESSAGES.request.messagePrompt}
          description={`${left} ${left === 1 ? "character" : "characters"} left`}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={MEETING_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
