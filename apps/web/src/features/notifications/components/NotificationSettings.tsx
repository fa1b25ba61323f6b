import type { PushKind } from "@ebm/shared/schemas/mini/notifications";
import { Button, Checkbox, Stack, Switch, Text, Title } from "@mantine/core";
import { useState } from "react";
import { errorWords } from "../../../lib/feedback.ts";
import { ALL_PUSH_KINDS, pushSupport, usePushChange, usePushState, useReminderMail } from "../api/push.ts";
import classes from "./NotificationBell.module.css";

/** Each push kind in the user's words. */
const KIND_LABELS: Record<PushKind, string> = {
  requests: "Meeting requests",
  answers: "Answers and changes to my meetings",
  messages: "Chat messages",
  reminders: "Reminders before my meetings",
  announcements: "Announcements from the organisers",
};

/**
 * How the user is told when the app is closed: push on this device, with the kinds it wants, and a
 * mail before each meeting. Push is per device (a phone and a laptop each opt in); the mail is the
 * user's.
 */
export function NotificationSettings({ userId }: { userId: number }) {
  const support = pushSupport();
  const state = usePushState(userId, support !== "unsupported");
  const change = usePushChange(userId);
  const reminder = useReminderMail(userId, true);
  const [failure, setFailure] = useState<string | null>(null);
  const subscribed = state.data?.subscribed ?? false;
  const kinds = state.data?.kinds ?? [];

  const apply = (next: Parameters<typeof change.mutate>[0]) => {
    setFailure(null);
    change.mutate(next, {
      onError: (error) =>
        setFailure(
          errorWords(error, {
            fallback:
              error instanceof Error && error.message.startsWith("Notifications are blocked")
                ? error.message
                : "This device could not be set up for notifications. Please try again.",
          }) ?? null,
        ),
    });
  };

  return (
    <section className={classes.settings} aria-labelledby="notification-settings">
      <Stack gap="sm">
        <Title order={3} size="h5" id="notification-settings">
          When the app is closed
        </Title>
        {support === "unsupported" ? (
          <Text size="sm">
            This browser cannot show notifications from the event. On an iPhone or iPad, add this site to your
            home screen and open it from there.
          </Text>
        ) : support === "blocked" ? (
          <Text size="sm">
            Notifications are blocked for this site. Allow them in your browser's site settings, then come
            back here.
          </Text>
        ) : subscribed ? (
          <>
            <Checkbox.Group
              label="Notify me on this device about"
              value={[...kinds]}
              onChange={(values) => apply({ kinds: ALL_PUSH_KINDS.filter((k) => values.includes(k)) })}
            >
              <Stack gap={6} mt={6}>
                {ALL_PUSH_KINDS.map((kind) => (
                  <Checkbox key={kind} value={kind} label={KIND_LABELS[kind]} disabled={change.isPending} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Button variant="default" size="sm" onClick={() => apply("off")} loading={change.isPending}>
              Turn off notifications on this device
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">
              Get requests, answers, messages and reminders on this device as notifications, even when the app
              is closed.
            </Text>
            <Button
              size="sm"
              onClick={() => apply({ kinds: ALL_PUSH_KINDS })}
              loading={change.isPending}
              disabled={state.isPending}
            >
              Turn on notifications on this device
            </Button>
          </>
        )}
        {failure ? (
          <Text size="sm" c="red.9" role="alert">
            {failure}
          </Text>
        ) : null}
        <Switch
          checked={reminder.query.data ?? false}
          disabled={reminder.query.data === undefined || reminder.change.isPending}
          onChange={(event) => reminder.change.mutate(event.currentTarget.checked)}
          label="Also e-mail me before each meeting"
          description="The reminder comes in the app and as a notification; this sends it by e-mail too."
        />
        {reminder.change.isError ? (
          <Text size="sm" c="red.9" role="alert">
            Your reminder setting could not be saved. Please try again.
          </Text>
        ) : null}
      </Stack>
    </section>
  );
}
