import type { Meeting, MeetingPerson, Timeslot } from "@ebm/shared/schemas/scheduler";
import { Text } from "@mantine/core";
import type { CSSProperties } from "react";
import gridClasses from "../../../components/CardGrid.module.css";
import { STATUS_FILTERS, type StatusFilter, slotEnded, slotPassesFilter } from "../utils/scheduler-view.ts";
import { TimeslotCard } from "./TimeslotCard.tsx";

interface DayPanelProps {
  userId: number;
  /** The day's slots, in time order. */
  slots: Timeslot[];
  meetingOf: (slot: Timeslot) => Meeting | undefined;
  people: ReadonlyMap<number, MeetingPerson>;
  filter: StatusFilter;
  schedulerEnabled: boolean;
  nowMs: number;
  dayLabel: string;
  timeZone: string;
}

// Cards keep their own height: a free slot's card stays short beside a meeting's. On a screen
// narrower than a card the card takes the width there is, so nothing scrolls sideways at 320 px.
const gridStyle = { "--card-min": "min(320px, 100%)", alignItems: "start" } as CSSProperties;

/** One meeting day: a card per timeslot that passes the status filter. */
export function DayPanel({ slots, filter, meetingOf, nowMs, ...shared }: DayPanelProps) {
  if (slots.length === 0) return <Text>No timeslots have been planned for this day yet.</Text>;
  const shown = slots.filter((slot) => slotPassesFilter(slot.state, filter));
  if (shown.length === 0) {
    const label = STATUS_FILTERS.find((option) => option.value === filter)?.label ?? filter;
    return <Text>No timeslots on this day are {label.toLowerCase()}.</Text>;
  }
  return (
    <ul className={gridClasses.grid} style={gridStyle}>
      {shown.map((slot) => (
        <li key={slot.id}>
          <TimeslotCard slot={slot} meeting={meetingOf(slot)} ended={slotEnded(slot, nowMs)} {...shared} />
        </li>
      ))}
    </ul>
  );
}
