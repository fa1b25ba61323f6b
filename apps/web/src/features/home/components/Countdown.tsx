import { COUNTDOWN_TICK_MS } from "@ebm/shared/constants";
import { useEffect, useState } from "react";
import classes from "./Countdown.module.css";

const UNITS = [
  { label: "Days", ms: 86_400_000 },
  { label: "Hours", ms: 3_600_000 },
  { label: "Minutes", ms: 60_000 },
  { label: "Seconds", ms: 1000 },
] as const;

/** Whole days, hours, minutes and seconds left until `target`, or null once it has passed. */
function timeLeft(target: number, now: number): number[] | null {
  let rest = Math.ceil((target - now) / 1000) * 1000;
  if (rest <= 0) return null;
  return UNITS.map((unit) => {
    const value = Math.floor(rest / unit.ms);
    rest -= value * unit.ms;
    return value;
  });
}

/** Counts down to the event start every second (part 1 §4); hidden once it is reached. */
export function Countdown({ startsAtUtc }: { startsAtUtc: string }) {
  const target = Date.parse(startsAtUtc);
  const [now, setNow] = useState(() => Date.now());
  const left = Number.isNaN(target) ? null : timeLeft(target, now);
  const running = left !== null;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  if (!left) return null;
  return (
    <section className={classes.countdown} aria-labelledby="countdown-heading">
      <h2 id="countdown-heading" className={classes.heading}>
        The meeting starts in
      </h2>
      <div role="timer" className={classes.units}>
        {UNITS.map((unit, index) => (
          <div key={unit.label} className={classes.unit}>
            <span className={classes.value}>{String(left[index]).padStart(2, "0")}</span>{" "}
            <span className={classes.label}>{unit.label}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
