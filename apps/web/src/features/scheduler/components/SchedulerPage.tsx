import type { Meeting, MeetingPerson, Timeslot } from "@ebm/shared/schemas/scheduler";
import {
  Alert,
  Button,
  Chip,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { Loading } from "../../../components/Loading.tsx";
import { SignInRequired } from "../../../components/SignInRequired.tsx";
import { ZoneNote } from "../../../components/ZoneNote.tsx";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { useEventNow } from "../../../lib/event-clock.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { meetingDayLabel } from "../../../lib/timeslot-request.ts";
import { useMeetings } from "../api/get-meetings.ts";
import { useSchedulerTimeslots } from "../api/get-timeslots.ts";
import { useAnswerLink } from "../hooks/use-answer-link.ts";
import { meetingToOpenAt, useFocusMeeting } from "../hooks/use-open-at.ts";
import { slotWhen } from "../utils/answer-link.ts";
import {
  CANCELLED_TAB,
  filterFromQuery,
  STATUS_FILTERS,
  type StatusFilter,
  tabFromQuery,
} from "../utils/scheduler-view.ts";
import { AnswerLinkDialog } from "./AnswerLinkDialog.tsx";
import { CalendarPanel } from "./CalendarPanel.tsx";
import { CancelledList } from "./CancelledList.tsx";
import { DayPanel } from "./DayPanel.tsx";
import { MeetingStatusAnnouncer } from "./MeetingStatusAnnouncer.tsx";

const MEETING_DAYS = [1, 2] as const;
/** How often "has this slot ended" is read again while the page stays open. */
const CLOCK_TICK_MS = 60_000;

/** The event clock (lib/event-clock.ts), read again every minute. */
const useNow = () => useEventNow(CLOCK_TICK_MS);

function SchedulerSkeleton() {
  return (
    <Loading label="Loading your scheduler" gap="md">
      <Skeleton height={36} width={420} maw="100%" />
      <Group gap="md" grow>
        <Skeleton height={180} radius="md" />
        <Skeleton height={180} radius="md" />
      </Group>
      <Skeleton height={180} radius="md" />
    </Loading>
  );
}

/** The signed-in user's scheduler: tabs, filter, the day's timeslots, the cancelled meetings, the calendar. */
function Scheduler({ userId }: { userId: number }) {
  const settings = useAllSettings();
  const meetings = useMeetings(userId);
  const timeslots = useSchedulerTimeslots(userId);
  const [searchParams, setSearchParams] = useSearchParams();
  const nowMs = useNow();
  const timeZone = settings.data?.event.timezone ?? "UTC";
  const schedulerEnabled = settings.data?.schedulerEnabled ?? false;
  const closed = settings.data?.schedulerEnabled === false;

  const slots = useMemo(
    () => [...(timeslots.data?.timeslots ?? [])].sort((a, b) => a.startsAtUtc.localeCompare(b.startsAtUtc)),
    [timeslots.data],
  );
  const slotsById = useMemo(() => new Map(slots.map((slot) => [slot.id, slot])), [slots]);
  const meetsById = useMemo(
    () => new Map((meetings.data?.meets ?? []).map((meeting) => [meeting.id, meeting])),
    [meetings.data],
  );
  const people = useMemo(
    () =>
      new Map<number, MeetingPerson>((meetings.data?.contacts ?? []).map((person) => [person.id, person])),
    [meetings.data],
  );

  // A link to one meeting (`?id=`) opens on that meeting's day unless `cd` says otherwise.
  const linkedId = Number(searchParams.get("id"));
  const linked: Meeting | undefined =
    meetsById.get(linkedId) ?? meetings.data?.meetsCancelled.find((meeting) => meeting.id === linkedId);
  // Or, on a plain visit, the first request that waits for the user's answer.
  const openAt = meetingToOpenAt(
    meetings.data?.meets ?? [],
    slotsById,
    userId,
    linked,
    searchParams.has("cd"),
  );
  const linkedDay = openAt ? slotsById.get(openAt.timeslotId)?.day : undefined;
  const tab = tabFromQuery(searchParams.get("cd"), linkedDay ?? meetings.data?.dayNumber ?? 1);
  const filter = filterFromQuery(searchParams.get("status"));
  const title = useRef<HTMLHeadingElement>(null);
  const answerLink = useAnswerLink(tab, title);

  const dayLabel = (day: number) =>
    meetingDayLabel(day, timeslots.data?.metaData.find((meta) => meta.day === day)?.date_start, timeZone);
  const describeSlot = (timeslotId: number) => {
    const slot = slotsById.get(timeslotId);
    return slot
      ? `${dayLabel(slot.day)}, ${slot.timeStart} to ${slot.timeEnd}`
      : "a timeslot no longer planned";
  };
  const describeWhen = (timeslotId: number) => {
    const slot = slotsById.get(timeslotId);
    return slot ? slotWhen(slot, dayLabel(slot.day), timeZone) : "A timeslot no longer planned";
  };
  const meetingOf = (slot: Timeslot) =>
    (slot.meet !== null ? meetsById.get(slot.meet) : undefined) ??
    meetings.data?.meets.find((meeting) => meeting.timeslotId === slot.id);

  const setQuery = (name: string, value: string | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const failed = meetings.isError || timeslots.isError;
  const ready = meetings.data !== undefined && timeslots.data !== undefined;
  useFocusMeeting(openAt, ready && answerLink.link === null);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {/* Where the focus goes after an answer link's dialog when the meeting's card is not shown. */}
        <Title order={1} ref={title} tabIndex={-1}>
          Scheduler
        </Title>
        <Text c="dimmed">
          Your one-to-one meetings on both meeting days: answer requests, block timeslots and find people to
          meet.
        </Text>
        <ZoneNote />
      </Stack>
      <MeetingStatusAnnouncer userId={userId} meetings={meetings.data} describeSlot={describeSlot} />
      <AnswerLinkDialog
        userId={userId}
        link={answerLink.link}
        meetings={ready ? meetings.data : undefined}
        schedulerEnabled={settings.data?.schedulerEnabled}
        describeWhen={describeWhen}
        onClose={answerLink.close}
        onClosed={answerLink.restoreFocus}
      />
      {closed && (
        <Alert color="yellow" variant="light" title="The scheduler is closed">
          The organisers have closed the scheduler for now. You can see your meetings, but not request,
          answer, block or change them until it opens again.
        </Alert>
      )}
      {failed && (
        <Alert color="red" variant="light" title="Your scheduler could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Please check your connection and try again.</Text>
            <Button
              size="xs"
              variant="light"
              loading={meetings.isFetching || timeslots.isFetching}
              onClick={() => {
                void meetings.refetch();
                void timeslots.refetch();
              }}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {!ready && !failed && <SchedulerSkeleton />}
      {ready && meetings.data && (
        <Tabs
          value={String(tab)}
          onChange={(value) => value !== null && setQuery("cd", value)}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {MEETING_DAYS.map((day) => (
              <Tabs.Tab key={day} value={String(day - 1)} fw={600}>
                {dayLabel(day)}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value={String(CANCELLED_TAB)} fw={600}>
              Cancelled Meetings
            </Tabs.Tab>
          </Tabs.List>
          {tab !== CANCELLED_TAB && (
            <Chip.Group
              multiple={false}
              value={filter}
              onChange={(value) => setQuery("status", value === "all" ? null : (value as StatusFilter))}
            >
              <Group gap="xs" mb="md" role="radiogroup" aria-label="Show timeslots">
                {STATUS_FILTERS.map((option) => (
                  <Chip key={option.value} value={option.value} type="radio" size="sm" variant="outline">
                    {option.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          {MEETING_DAYS.map((day) => (
            <Tabs.Panel key={day} value={String(day - 1)}>
              <VisuallyHidden>
                <Title order={2}>Timeslots on {dayLabel(day)}</Title>
              </VisuallyHidden>
              <DayPanel
                userId={userId}
                slots={slots.filter((slot) => slot.day === day)}
                meetingOf={meetingOf}
                people={people}
                filter={filter}
                schedulerEnabled={schedulerEnabled}
                nowMs={nowMs}
                dayLabel={dayLabel(day)}
                timeZone={timeZone}
              />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value={String(CANCELLED_TAB)}>
            <VisuallyHidden>
              <Title order={2}>Cancelled Meetings</Title>
            </VisuallyHidden>
            <CancelledList
              userId={userId}
              meetings={meetings.data.meetsCancelled}
              slots={slotsById}
              dayLabel={dayLabel}
              timeZone={timeZone}
            />
          </Tabs.Panel>
        </Tabs>
      )}
      <CalendarPanel userId={userId} timeZone={timeZone} />
    </Stack>
  );
}

/**
 * /scheduler (part 2 §2): signed-in only; signed out, the sign-in modal opens and the page (with
 * an answer link's `?id=&a=`, which asks before it answers) follows the sign-in.
 */
export function SchedulerPage() {
  const user = useUser();
  return (
    <SignInRequired
      heading="Scheduler"
      reason="Sign in to request, accept and manage your one-to-one meetings on both meeting days."
    >
      {user && <Scheduler key={user.id} userId={user.id} />}
    </SignInRequired>
  );
}
