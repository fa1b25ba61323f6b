import type { Notification } from "@ebm/shared/schemas/notifications";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { notifyError } from "../../../lib/feedback.ts";
import { showSuccess } from "../../../lib/notify.ts";
import { answerRequest } from "../api/answer-request.ts";
import { describeNotification } from "../utils/describe.ts";

interface Props {
  notification: Notification;
  /** Closes the toast (answered, or the link followed). */
  onDone: () => void;
  /** After an answer: the screens that show meetings refetch. */
  onAnswered: () => void;
  /**
   * Opens the meeting in the scheduler. The toasts live outside the router (their container is
   * the app's, lib/notify.ts), so the page that showed the toast hands its navigation over.
   */
  onView: () => void;
}

/** An incoming meeting request, answered from where the user is: Accept, Decline, or a look first. */
export function RequestToast({ notification, onDone, onAnswered, onView }: Props) {
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);
  const { title, detail } = describeNotification(notification);

  const answer = async (action: "accept" | "decline") => {
    setBusy(action);
    try {
      const body = await answerRequest(notification.meetingId, action);
      onDone();
      onAnswered();
      showSuccess({
        title: body?.payload?.msg ?? (action === "accept" ? "Meeting accepted" : "Request declined"),
      });
    } catch (error) {
      setBusy(null);
      notifyError(error, {
        title:
          action === "accept" ? "The request could not be accepted" : "The request could not be declined",
      });
    }
  };

  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm">{detail}</Text>
      <Group gap="xs" mt={4}>
        <Button
          size="xs"
          color="teal.8"
          loading={busy === "accept"}
          disabled={busy !== null}
          onClick={() => void answer("accept")}
        >
          Accept
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={busy === "decline"}
          disabled={busy !== null}
          onClick={() => void answer("decline")}
        >
          Decline
        </Button>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            onDone();
            onView();
          }}
        >
          View
        </Button>
      </Group>
    </Stack>
  );
}
