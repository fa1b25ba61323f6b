import type { DraftMeeting } from "@ebm/shared/schemas/matchmaking";
import { formatDay, timeRange, zoneName } from "@ebm/shared/zones";
import { Badge, Button, Group, Stack, Tabs, Text, TextInput, Title, VisuallyHidden } from "@mantine/core";
import { IconLock, IconLockOpen, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
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
        <Text size="sm">
          with <strong>{who(meeting.to)}</strong>
        </Text>
      </div>
      <Group gap={6} wrap="wrap">
        <Badge variant="outline" color="navy" radius="sm">
          Table {meeting.tableNumber}
        </Badge>
        <Badge variant="light" color={meeting.kind === "mutual" ? "teal" : "navy"} radius="sm">
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
        {meeting.skipped && (
          <Badge variant="filled" color="red.9" radius="sm">
            Not published: the timeslot was taken since
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

function DayPanel({
  day,
  timeZone,
  totals,
}: {
  day: DraftDay;
  timeZone: string;
  /** Meetings per timeslot in all, where only some are drawn. */
  totals: ReadonlyMap<number, number>;
}) {
  return (
    <Stack gap="md">
      {day.slots.map((slot) => {
        const time = `${timeRange(slot.timeStart, slot.timeEnd)} ${zoneName(timeZone)}`;
        return (
          <section key={slot.timeslotId} aria-label={time}>
            <Title order={4} size="h5" mb={6}>
              {time}{" "}
              <Text span size="sm" c="dimmed" fw={400}>
                · {totals.get(slot.timeslotId) ?? slot.meetings.length}{" "}
                {(totals.get(slot.timeslotId) ?? slot.meetings.length) === 1 ? "meeting" : "meetings"}
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

/** Meetings drawn per day at first and per "Show more": a big event's draft holds thousands. */
const PAGE = 40;

/** Whether a meeting names `words` in either side's name or company. */
const names = (meeting: DraftMeeting, words: string) =>
  [meeting.from.name, meeting.from.companyName, meeting.to.name, meeting.to.companyName].some((name) =>
    name.toLowerCase().includes(words),
  );

function DayMeetings({
  dayLabel,
  meetings,
  timeZone,
}: {
  dayLabel: string;
  meetings: DraftMeeting[];
  timeZone: string;
}) {
  const [shown, setShown] = useState(PAGE);
  const [grouped] = groupDraft(meetings.slice(0, shown));
  const totals = new Map<number, number>();
  for (const m of meetings) totals.set(m.timeslotId, (totals.get(m.timeslotId) ?? 0) + 1);
  const rest = meetings.length - Math.min(shown, meetings.length);
  return (
    <Stack gap="md">
      {grouped && <DayPanel day={grouped} timeZone={timeZone} totals={totals} />}
      {meetings.length === 0 && <Text size="sm">No meeting of this day names them.</Text>}
      {rest > 0 && (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            Showing {shown} of {meetings.length} meetings on {dayLabel}
          </Text>
          <Button variant="light" size="compact-md" onClick={() => setShown((n) => n + PAGE)}>
            Show {Math.min(PAGE, rest)} more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The draft's meetings by day (tabs) and timeslot, each with both sides, table, kind, Lock and
 * Remove; a search by name or company narrows them.
 */
export function DraftMeetings({ meetings, dates, timeZone }: DraftMeetingsProps) {
  const [search, setSearch] = useState("");
  const words = search.trim().toLowerCase();
  const days = [...new Set(meetings.map((m) => m.day))].sort((a, b) => a - b);
  const [day, setDay] = useState(String(days[0] ?? 1));
  if (days.length === 0) return <Text size="sm">This draft has no meetings.</Text>;
  const label = (n: number) => {
    const date = dates.get(n);
    return date ? formatDay(date, "medium") : `Day ${n}`;
  };
  const ofDay = (n: number) =>
    groupDraft(meetings.filter((m) => m.day === n && (!words || names(m, words))))
      .flatMap((d) => d.slots)
      .flatMap((slot) => slot.meetings);
  return (
    <Stack gap="sm">
      <TextInput
        label="Find a person or company"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      <Tabs value={day} onChange={(value) => value && setDay(value)} keepMounted={false}>
        <Tabs.List mb="md" aria-label="Meeting day">
          {days.map((n) => (
            <Tabs.Tab key={n} value={String(n)} fw={600}>
              {label(n)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {days.map((n) => (
          <Tabs.Panel key={n} value={String(n)}>
            <DayMeetings key={words} dayLabel={label(n)} meetings={ofDay(n)} timeZone={timeZone} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
