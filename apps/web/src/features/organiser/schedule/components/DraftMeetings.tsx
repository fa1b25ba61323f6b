import type { DraftMeeting } from "@ebm/shared/schemas/matchmaking";
import { formatDay, timeRange, zoneName } from "@ebm/shared/zones";
import { Badge, Button, Group, Stack, Tabs, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconLock, IconLockOpen, IconTrash } from "@tabler/icons-react";
import { notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { useLockDraftMeeting } from "../api/lock-draft-meeting.ts";
import { useRemoveDraftMeeting } from "../api/remove-draft-meeting.ts";
import classes from "./Schedule.module.css";
import { type DraftDay, groupDraft, KIND_LABELS } from "./schedule-words.ts";

const who = (person: DraftMeeting["from"]) => `${person.name} (${person.companyName})`;

function MeetingRow({ meeting }: { meeting: DraftMeeting }) {
  const lock = useLockDraftMeeting();
  const remove = useRemoveDraftMeeting();
  const pair = `${meeting.from.name} and ${meeting.to.name}`;
  const published = meeting.meetingId !== null;
  return (
    <li className={classes.meeting}>
      <div className={classes.pair}>
        <Text size="sm" fw={600}>
          {who(meeting.from)}
        </Text>
        <Text size="sm" fw={600}>
          {who(meeting.to)}
        </Text>
      </div>
      <Group gap={6} wrap="wrap">
        <Badge variant="outline" color="navy" radius="sm">
          Table {meeting.tableNumber}
        </Badge>
        <Badge variant="light" color={meeting.kind === "mutual" ? "teal.9" : "navy"} radius="sm">
          {KIND_LABELS[meeting.kind]}
        </Badge>
        {meeting.locked && (
          <Badge
            variant="filled"
            color="dark"
            radius="sm"
            leftSection={<IconLock size={12} aria-hidden="true" />}
          >
            Locked
          </Badge>
        )}
        {published && (
          <Badge variant="filled" color="teal.9" radius="sm">
            Published
          </Badge>
        )}
      </Group>
      {!published && (
        <Group gap="xs" className={classes.meetingActions}>
          <Button
            size="compact-sm"
            variant="default"
            loading={lock.isPending}
            leftSection={
              meeting.locked ? (
                <IconLockOpen size={14} aria-hidden="true" />
              ) : (
                <IconLock size={14} aria-hidden="true" />
              )
            }
            onClick={() =>
              lock.mutate(
                { id: meeting.id, locked: !meeting.locked },
                {
                  onError: (error) =>
                    notifyError(error, { title: `The meeting of ${pair} could not be changed` }),
                },
              )
            }
          >
            {meeting.locked ? "Unlock" : "Lock"}
            <VisuallyHidden> the meeting of {pair}</VisuallyHidden>
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            loading={remove.isPending}
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() =>
              remove.mutate(meeting.id, {
                onSuccess: () => showSuccess({ title: `The meeting of ${pair} is out of the draft` }),
                onError: (error) =>
                  notifyError(error, { title: `The meeting of ${pair} could not be removed` }),
              })
            }
          >
            Remove<VisuallyHidden> the meeting of {pair}</VisuallyHidden>
          </Button>
        </Group>
      )}
    </li>
  );
}

function DayPanel({ day, timeZone }: { day: DraftDay; timeZone: string }) {
  return (
    <Stack gap="md">
      {day.slots.map((slot) => {
        const time = `${timeRange(slot.timeStart, slot.timeEnd)} ${zoneName(timeZone)}`;
        return (
          <section key={slot.timeslotId} aria-label={time}>
            <Title order={4} size="h5" mb={6}>
              {time}{" "}
              <Text span size="sm" c="dimmed" fw={400}>
                · {slot.meetings.length} {slot.meetings.length === 1 ? "meeting" : "meetings"}
              </Text>
            </Title>
            <ul className={classes.meetings}>
              {slot.meetings.map((meeting) => (
                <MeetingRow key={meeting.id} meeting={meeting} />
              ))}
            </ul>
          </section>
        );
      })}
    </Stack>
  );
}

interface DraftMeetingsProps {
  meetings: DraftMeeting[];
  /** The meeting days' dates (YYYY-MM-DD) by number, for the tabs. */
  dates: ReadonlyMap<number, string>;
  timeZone: string;
}

/** The draft's meetings by day (tabs) and timeslot, each with both sides, table, kind, Lock and Remove. */
export function DraftMeetings({ meetings, dates, timeZone }: DraftMeetingsProps) {
  const days = groupDraft(meetings);
  if (days.length === 0) return <Text size="sm">This draft has no meetings.</Text>;
  const label = (day: number) => {
    const date = dates.get(day);
    return date ? formatDay(date, "medium") : `Day ${day}`;
  };
  return (
    <Tabs defaultValue={String(days[0]?.day)} keepMounted={false}>
      <Tabs.List mb="md" aria-label="Meeting day">
        {days.map((day) => (
          <Tabs.Tab key={day.day} value={String(day.day)} fw={600}>
            {label(day.day)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {days.map((day) => (
        <Tabs.Panel key={day.day} value={String(day.day)}>
          <DayPanel day={day} timeZone={timeZone} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
