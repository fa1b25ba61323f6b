import { COUNTDOWN_TICK_MS } from "@ebm/shared/constants";
import { VisuallyHidden } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { useEventNow } from "../../../lib/event-clock.ts";
import { zoneName } from "../../../lib/format.ts";
import classes from "./Countdown.module.css";

const UNITS = [
  { label: "Days", ms: 86_400_000 },
  { label: "Hours", ms: 3_600_000 },
  { label: "Minutes", ms: 60_000 },
  { label: "Seconds", ms: 1000 },
] as const;

type Unit = (typeof UNITS)[number];

/** "Wednesday 5 November 2025 at 15:00", in the event's time zone. */
function startText(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }).format(
    date,
  );
  return `${day.replace(",", "")} at ${time}`;
}

/** Whole units left until `target` (rounded up to the smallest unit), or null once it has passed. */
function timeLeft(target: number, now: number, units: readonly Unit[]): number[] | null {
  const smallest = units.at(-1)?.ms ?? 1000;
  let rest = Math.ceil((target - now) / smallest) * smallest;
  if (rest <= 0) return null;
  return units.map((unit) => {
    const value = Math.floor(rest / unit.ms);
    rest -= value * unit.ms;
    return value;
  });
}

interface CountdownProps {
  startsAtUtc: string;
  /** The event's time zone, in which the start is said ("Dublin time"). */
  timeZone: string;
}

/**
 * Counts down to the event start every second (part 1 §4); hidden once it is reached. The
 * timer is not a live region that speaks (a timer's changes are not announced): screen readers
 * read it when they reach it, after the start's date and time. For visitors who ask for reduced
 * motion it counts whole minutes, so nothing on the page changes every second.
 */
export function Countdown({ startsAtUtc, timeZone }: CountdownProps) {
  const target = Date.parse(startsAtUtc);
  const reducedMotion = useReducedMotion();
  const units = reducedMotion ? UNITS.slice(0, 3) : UNITS;
  // The event clock: a rehearsal counts down to its own start, not the device's idea of it.
  const now = useEventNow(COUNTDOWN_TICK_MS);
  const left = Number.isNaN(target) ? null : timeLeft(target, now, units);

  if (!left) return null;
  return (
    <section className={classes.countdown} aria-labelledby="countdown-heading">
      <h2 id="countdown-heading" className={classes.heading}>
        The meeting starts in
      </h2>
      <VisuallyHidden>
        The meeting starts on {startText(startsAtUtc, timeZone)}, {zoneName(timeZone)}.
      </VisuallyHidden>
      <div role="timer" aria-live="off" className={classes.units}>
        {units.map((unit, index) => (
          <div key={unit.label} className={classes.unit}>
            <span className={classes.value}>{String(left[index]).padStart(2, "0")}</span>{" "}
            <span className={classes.label}>{unit.label}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
