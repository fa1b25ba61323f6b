import type { ProgramDay } from "@ebm/shared/schemas/content";
import { ProgramEventItem } from "./ProgramEventItem.tsx";
import classes from "./ProgramPage.module.css";

/** The items of one program day, in order. */
export function EventList({ day }: { day: ProgramDay }) {
  return (
    <ul className={classes.events}>
      {day.events.map((event) => (
        <ProgramEventItem key={`${event.metaStart}-${event.title}`} event={event} date={day.date} />
      ))}
    </ul>
  );
}
