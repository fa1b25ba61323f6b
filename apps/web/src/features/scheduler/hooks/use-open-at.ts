import type { Meeting, Timeslot } from "@ebm/shared/schemas/scheduler";
import { useEffect, useRef } from "react";
import { slotHeadingId } from "../utils/scheduler-view.ts";

/**
 * The meeting the scheduler opens at: the one a link names (`?id=`, a notification or a request
 * just sent), else, on a plain visit, the first request that waits for the user's answer.
 * @example openAt(meetings, slotsById, userId, linked, searchParams.has("cd"))
 */
export function meetingToOpenAt(
  meets: readonly Meeting[],
  slotsById: ReadonlyMap<number, Pick<Timeslot, "startsAtUtc">>,
  userId: number,
  linked: Meeting | undefined,
  dayChosen: boolean,
): Meeting | undefined {
  if (linked || dayChosen) return linked;
  const waiting = meets.filter(
    (m) => m.status === 0 && m.toId === userId && m.fromId !== userId && m.parentScheduleId === null,
  );
  const start = (m: Meeting) => slotsById.get(m.timeslotId)?.startsAtUtc ?? "";
  return waiting.sort((a, b) => start(a).localeCompare(start(b)))[0];
}

/**
 * Brings the card of `meeting` into view and puts the keyboard focus on its time, once per meeting,
 * when its card is drawn (not while an answer link's dialog has the focus).
 */
export function useFocusMeeting(meeting: Meeting | undefined, enabled: boolean): void {
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (!meeting || !enabled || done.current === meeting.id) return;
    const heading = document.getElementById(slotHeadingId(meeting.timeslotId));
    if (!heading) return;
    done.current = meeting.id;
    heading.scrollIntoView({ block: "center" });
    heading.focus({ preventScroll: true });
  });
}
