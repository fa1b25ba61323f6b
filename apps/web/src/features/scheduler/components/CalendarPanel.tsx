import {
  ActionIcon,
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconCalendarEvent, IconCheck, IconCopy } from "@tabler/icons-react";
import { Loading } from "../../../components/Loading.tsx";
import { feedbackOn } from "../../../lib/feedback.ts";
import { formatDateAt } from "../../../lib/format.ts";
import { useCreateCalendarFeed } from "../api/create-calendar-feed.ts";
import { useDeleteCalendarFeed } from "../api/delete-calendar-feed.ts";
import { useCalendarFeed } from "../api/get-calendar-feed.ts";
import { failureWords } from "../utils/action-feedback.ts";

/** The panel's own texts: the specification has no calendar feed. */
const TEXTS = {
  created: "Your calendar link is ready",
  turnedOff: "Your calendar link is turned off",
  failure: "The calendar link could not be changed. Please try again.",
} as const;

/** The new address, shown once, with a copy button. */
function FeedAddress({ url }: { url: string }) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Your calendar address"
          value={url}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? "Copied" : "Copy"}>
              <ActionIcon
                size="lg"
                variant={copied ? "filled" : "default"}
                color={copied ? "teal" : undefined}
                aria-label={copied ? "Calendar address copied" : "Copy the calendar address"}
                onClick={copy}
                mb={2}
              >
                {copied ? (
                  <IconCheck size={18} aria-hidden="true" />
                ) : (
                  <IconCopy size={18} aria-hidden="true" />
                )}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        Copy it now: it is shown only once. Add it in your calendar app as a subscription (“from URL”).
      </Text>
    </Stack>
  );
}

/**
 * The Calendar panel: the user's accepted meetings as a personal feed that a calendar app
 * subscribes to. The address is secret and shown only when made; Replace link makes a new one
 * (the old stops working), Turn off ends it.
 */
export function CalendarPanel({ userId, timeZone }: { userId: number; timeZone: string }) {
  const feed = useCalendarFeed(userId);
  const create = useCreateCalendarFeed(userId);
  const remove = useDeleteCalendarFeed(userId);
  const busy = create.isPending || remove.isPending;
  const on = feed.data?.createdAt != null;

  const failure = failureWords(TEXTS.failure);
  const makeLink = () => feedbackOn(create.mutateAsync(), { success: { title: TEXTS.created }, failure });
  const turnOff = () => feedbackOn(remove.mutateAsync(), { success: { title: TEXTS.turnedOff }, failure });

  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby="calendar-heading">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={22} aria-hidden="true" />
          <Title order={2} size="h3" id="calendar-heading">
            Calendar
          </Title>
        </Group>
        <Text size="sm">
          See your confirmed meetings in your own calendar app: subscribe to your personal link and it stays
          up to date. Anyone who has the link sees your meetings, so keep it to yourself.
        </Text>
        {feed.isPending && (
          <Loading label="Loading your calendar link">
            <Skeleton height={36} width={240} />
          </Loading>
        )}
        {feed.isError && (
          <Alert color="red" variant="light" title="Your calendar link could not be loaded">
            <Button size="xs" variant="light" onClick={() => void feed.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {feed.data?.url && <FeedAddress url={feed.data.url} />}
        {feed.data && on && !feed.data.url && feed.data.createdAt && (
          <Text size="sm">Your calendar link is on since {formatDateAt(feed.data.createdAt, timeZone)}.</Text>
        )}
        {feed.data && (
          <Group gap="xs">
            {on ? (
              <>
                <Button
                  size="sm"
                  variant="default"
                  onClick={() => void makeLink()}
                  loading={create.isPending}
                  disabled={busy}
                >
                  Replace link
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  color="red"
                  onClick={() => void turnOff()}
                  loading={remove.isPending}
                  disabled={busy}
                >
                  Turn off
                </Button>
              </>
            ) : (
              <Button size="sm" onClick={() => void makeLink()} loading={create.isPending}>
                Subscribe in your calendar
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
