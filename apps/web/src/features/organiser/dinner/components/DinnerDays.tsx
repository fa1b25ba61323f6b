import type { DinnerDaySummary } from "@ebm/shared/schemas/organiser-dinner";
import {
  Card,
  Group,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Loading } from "../../../../components/Loading.tsx";
import { formatCount, formatDay } from "../../../../lib/format.ts";
import { shortDay } from "./dinner-view.ts";

interface DinnerDaysProps {
  days: DinnerDaySummary[] | undefined;
  /** 0: every day. */
  day: number;
  onDay: (day: number) => void;
  /** What each day's card ends with (its guest list download). */
  footer?: (day: DinnerDaySummary) => ReactNode;
}

/**
 * One day's seats: the seats taken (waiting and approved sign-ups, the count the overview and the
 * sign-up page show) against the places, as a bar and in words.
 */
function DayCard({
  day,
  selected,
  footer,
}: {
  day: DinnerDaySummary;
  selected: boolean;
  footer?: (day: DinnerDaySummary) => ReactNode;
}) {
  const title = day.date ? formatDay(day.date) : `Day ${day.dayNumber}`;
  const percent = (n: number) => (day.spots > 0 ? Math.min(100, (n / day.spots) * 100) : 0);
  const free = Math.max(0, day.spots - day.taken);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      style={selected ? { borderColor: "var(--mantine-color-navy-6)" } : {}}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="baseline">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Text fw={700}>
            {formatCount(day.taken)} of {formatCount(day.spots)} seats taken
          </Text>
        </Group>
        <Progress.Root size="lg" aria-hidden="true">
          <Progress.Section value={percent(day.approved)} color="teal.8" />
          <Progress.Section value={percent(day.pending)} color="yellow.6" />
        </Progress.Root>
        <Text size="sm">
          {formatCount(day.approved)} approved · {formatCount(day.pending)} waiting · {formatCount(free)} free
          · {formatCount(day.declined)} declined (no seat)
        </Text>
        {footer?.(day)}
      </Stack>
    </Card>
  );
}

/** The day tabs and each day's seats taken against its places. */
export function DinnerDays({ days, day, onDay, footer }: DinnerDaysProps) {
  if (!days)
    return (
      <Loading label="Loading the dinner days" gap="sm">
        <Skeleton height={36} maw={360} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton height={110} />
          <Skeleton height={110} />
        </SimpleGrid>
      </Loading>
    );
  const shown = day ? days.filter((d) => d.dayNumber === day) : days;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Dinner day"
        value={String(day)}
        onChange={(value) => onDay(Number(value))}
        data={[
          { value: "0", label: "All days" },
          ...days.map((d) => ({ value: String(d.dayNumber), label: shortDay(d.dayNumber, d.date) })),
        ]}
        style={{ alignSelf: "flex-start", maxWidth: "100%" }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {shown.map((d) => (
          <DayCard key={d.dayNumber} day={d} selected={day === d.dayNumber} footer={footer} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
