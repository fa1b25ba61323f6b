import type { OverviewTableDay } from "@ebm/shared/schemas/organiser-overview";
import { timeRange } from "@ebm/shared/zones";
import { Group, Text, VisuallyHidden } from "@mantine/core";
import { formatDay } from "../../../../lib/format.ts";
import classes from "./TablesChart.module.css";

/** A time label under every n-th bar, so they do not run into each other on a phone. */
const TICKS = 6;

/**
 * One meeting day's places used per slot as bars (floor tables, then lobby places on top), with
 * the table count as a dashed line. Screen readers get the same numbers as a table.
 */
export function TablesChart({ day }: { day: OverviewTableDay }) {
  const scale = Math.max(day.tablesMax, day.tables, ...day.slots.map((s) => s.tablesUsed + s.lobbyUsed), 1);
  const pct = (n: number) => `${(n / scale) * 100}%`;
  const every = Math.max(1, Math.ceil(day.slots.length / TICKS));
  const title = `${formatDay(day.date)}: places used per slot`;
  const summary = `${title}. Busiest slot: ${day.peakTablesUsed} of ${day.tables} floor tables.`;
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" fw={600} size="sm" mb={6}>
        {formatDay(day.date)} · peak {day.peakTablesUsed} of {day.tables} floor tables
      </Text>
      <div className={classes.plot} role="img" aria-label={summary}>
        {day.slots.map((slot) => (
          <div
            key={slot.timeslotId}
            className={classes.bar}
            title={`${slot.timeStart}: ${slot.tablesUsed} tables, ${slot.lobbyUsed} lobby`}
          >
            <div className={classes.floor} style={{ height: pct(slot.tablesUsed) }} />
            <div className={classes.lobby} style={{ height: pct(slot.lobbyUsed) }} />
          </div>
        ))}
        <div className={classes.limit} style={{ bottom: pct(day.tables) }}>
          <span className={classes.limitLabel}>{day.tables} floor tables</span>
        </div>
      </div>
      <div className={classes.axis} aria-hidden="true">
        {day.slots.map((slot, i) => (
          <span key={slot.timeslotId} className={classes.tick}>
            {i % every === 0 ? slot.timeStart : ""}
          </span>
        ))}
      </div>
      <Group gap="md" mt={6}>
        <Text size="xs">
          <span className={classes.swatch} style={{ background: "var(--mantine-color-navy-7)" }} />
          Floor tables
        </Text>
        <Text size="xs">
          <span className={classes.swatch} style={{ background: "var(--mantine-color-teal-4)" }} />
          Hotel lobby
        </Text>
      </Group>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Slot</th>
              <th scope="col">Tables used (of {day.tables})</th>
              <th scope="col">Lobby places used</th>
            </tr>
          </thead>
          <tbody>
            {day.slots.map((slot) => (
              <tr key={slot.timeslotId}>
                <th scope="row">{timeRange(slot.timeStart, slot.timeEnd)}</th>
                <td>{slot.tablesUsed}</td>
                <td>{slot.lobbyUsed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
