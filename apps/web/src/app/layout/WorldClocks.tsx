import { WORLD_CLOCKS } from "@ebm/shared/constants";
import { useEffect, useState } from "react";
import { eventNow, useEventClock } from "../../lib/event-clock.ts";
import classes from "./WorldClocks.module.css";

let formatters: Intl.DateTimeFormat[] | undefined;

/**
 * One formatter per clock, made on the first tick: making them costs tens of milliseconds of a
 * phone's main thread (time zone data), which the page's start should not wait for.
 */
function clockFormatters(): Intl.DateTimeFormat[] {
  formatters ??= WORLD_CLOCKS.map(
    (clock) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: clock.timeZone,
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hourCycle: "h23",
      }),
  );
  return formatters;
}

/**
 * The current time from the first full second after mounting, null before. The first render
 * holds no time of its own: in the build's prerendered pages it would be the build's.
 */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    // Align ticks to the start of each second so all clocks change together.
    let timer = 0;
    // The event clock's seconds (a rehearsal shows its own time).
    const tick = () => {
      setNow(new Date(eventNow()));
      timer = window.setTimeout(tick, 1000 - (eventNow() % 1000));
    };
    timer = window.setTimeout(tick, 1000 - (eventNow() % 1000));
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}

/** Live local time in the traders' main hubs. */
export function WorldClocks() {
  const now = useNow();
  const { demo } = useEventClock();
  return (
    <section aria-label="World clocks" className={classes.strip}>
      {demo ? (
        // The demo replays its meeting days on a clock of its own: every screen says so.
        <p className={classes.setClock} data-testid="event-clock-set">
          Demo: the event's clock replays its meeting days, so the times shown are the event's, not today's.
        </p>
      ) : null}
      <ul className={classes.list}>
        {WORLD_CLOCKS.map((clock, index) => {
          const time = now ? (clockFormatters()[index]?.format(now) ?? "") : "--:--:--";
          return (
            <li key={clock.timeZone} className={classes.clock} data-testid="world-clock">
              <span className={classes.city}>{clock.label}</span>{" "}
              <time className={classes.time} dateTime={now?.toISOString()}>
                {time.slice(0, 5)}
                <span className={classes.seconds}>{time.slice(5)}</span>
              </time>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
