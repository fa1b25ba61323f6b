import type { CheckinStatsResponse } from "@ebm/shared/schemas/organiser-checkin";
import { Card, Group, Progress, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Loading } from "../../../../components/Loading.tsx";
import { formatCount, formatDay } from "../../../../lib/format.ts";
import classes from "./Checkin.module.css";
import { hourLabel, shownHours } from "./checkin-view.ts";

type Stats = CheckinStatsResponse["payload"];

/** The day whose hours show first: the last one with check-ins, else the first day. */
function busiestDefault(stats: Stats): string {
  const withCheckins = stats.days.filter((d) => d.hours.some((h) => h.count > 0));
  return (withCheckins.at(-1) ?? stats.days[0])?.date ?? "";
}

/** Check-ins by hour of one day, as bars (CSS), read out as one sentence. */
function HourChart({ date, hours }: { date: string; hours: { hour: number; count: number }[] }) {
  const shown = shownHours(hours);
  const max = Math.max(1, ...shown.map((h) => h.count));
  const total = shown.reduce((sum, h) => sum + h.count, 0);
  const described = shown
    .filter((h) => h.count > 0)
    .map((h) => `${hourLabel(h.hour)} ${h.count}`)
    .join(", ");
  return (
    <div>
      <div
        className={classes.chart}
        role="img"
        aria-label={`Check-ins by hour on ${formatDay(date, "short")}: ${total === 0 ? "none yet" : described}`}
      >
        {shown.map((h) => (
          <div key={h.hour} className={classes.column}>
            {h.count > 0 && <span className={classes.count}>{h.count}</span>}
            <div className={classes.bar} style={{ height: `${(h.count / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <div className={classes.hours} aria-hidden="true">
        {shown.map((h) => (
          <span key={h.hour} className={classes.hour}>
            {h.hour % 2 === 0 ? String(h.hour).padStart(2, "0") : ""}
          </span>
        ))}
      </div>
    </div>
  );
}

/** Checked in against attendees, and the check-ins by hour of a chosen event day. */
export function CheckinStats({ stats }: { stats: Stats | undefined }) {
  const [chosen, setChosen] = useState<string | null>(null);
  if (!stats)
    return (
      <Card withBorder radius="md" padding="md">
        <Loading label="Loading the check-in counts" gap={0}>
          <Skeleton height={24} width="50%" />
          <Skeleton height={12} mt="sm" />
          <Skeleton height={160} mt="md" />
        </Loading>
      </Card>
    );
  const date = chosen ?? busiestDefault(stats);
  const day = stats.days.find((d) => d.date === date) ?? stats.days[0];
  const percent = stats.attendees > 0 ? (stats.checkedIn / stats.attendees) * 100 : 0;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3">
            Checked in
          </Title>
          <Text fw={700} size="lg">
            {formatCount(stats.checkedIn)} of {formatCount(stats.attendees)}
          </Text>
        </Group>
        <Progress value={percent} size="lg" color="teal.8" aria-label="Attendees checked in" />
        <Group justify="space-between" align="center" gap="xs" mt="xs">
          <Title order={3} size="h5">
            By hour ({stats.timezone.replace("_", " ")})
          </Title>
          {stats.days.length > 1 && (
            <SegmentedControl
              size="xs"
              aria-label="Day of the counts by hour"
              value={day?.date ?? ""}
              onChange={setChosen}
              data={stats.days.map((d) => ({ value: d.date, label: formatDay(d.date, "short") }))}
            />
          )}
        </Group>
        {day && <HourChart date={day.date} hours={day.hours} />}
      </Stack>
    </Card>
  );
}
