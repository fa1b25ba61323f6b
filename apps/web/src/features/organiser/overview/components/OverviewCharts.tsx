import type { Overview } from "@ebm/shared/schemas/organiser-overview";
import { Group, Progress, RingProgress, Stack, Text } from "@mantine/core";
import { formatCount } from "../../../../lib/format.ts";
import { timeslotDayName } from "../../../../lib/timeslot-request.ts";
import classes from "./TablesChart.module.css";

type RegistrationStatus = Overview["registrations"]["byStatus"][number]["status"];

const REGISTRATION_STATES: Record<RegistrationStatus, { label: string; color: string }> = {
  paid: { label: "Paid", color: "teal.7" },
  verified: { label: "Verified", color: "navy.7" },
  awaiting_verification: { label: "Awaiting verification", color: "yellow.5" },
  pending_payment: { label: "Waiting for payment", color: "orange.6" },
  declined: { label: "Declined", color: "red.8" },
  failed: { label: "Payment failed", color: "pink.7" },
  cancelled: { label: "Cancelled", color: "gray.6" },
};
const REGISTRATION_ORDER = Object.keys(REGISTRATION_STATES) as RegistrationStatus[];

/** A colour of the theme as CSS: "teal.7" → var(--mantine-color-teal-7). */
const cssColor = (color: string) => `var(--mantine-color-${color.replace(".", "-")})`;

function Swatch({ color }: { color: string }) {
  return <span className={classes.swatch} style={{ background: cssColor(color) }} aria-hidden="true" />;
}

/** Registrations by state as one stacked bar, with a legend that carries the numbers. */
export function RegistrationsBar({ registrations }: { registrations: Overview["registrations"] }) {
  const count = new Map(registrations.byStatus.map((row) => [row.status, row.count]));
  const total = Math.max(registrations.total, 1);
  const states = REGISTRATION_ORDER.map((status) => ({
    status,
    ...REGISTRATION_STATES[status],
    count: count.get(status) ?? 0,
  }));
  return (
    <Stack gap="sm">
      <Progress.Root size={28} radius="sm">
        {states
          .filter((state) => state.count > 0)
          .map((state) => (
            <Progress.Section
              key={state.status}
              value={(state.count / total) * 100}
              color={state.color}
              aria-label={`${state.label}: ${state.count} of ${registrations.total}`}
            />
          ))}
      </Progress.Root>
      <Group gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} wrap="wrap">
        {states.map((state) => (
          <Text component="li" key={state.status} size="sm" mr="md">
            <Swatch color={state.color} />
            {state.label}: <strong>{formatCount(state.count)}</strong>
          </Text>
        ))}
      </Group>
    </Stack>
  );
}

/** A share as a ring with the percentage in it; screen readers read `label` and the percentage. */
export function ShareRing({
  value,
  label,
  size = 96,
}: {
  value: number | null;
  label: string;
  size?: number;
}) {
  const percent = value === null ? null : Math.round(value * 100);
  return (
    <div role="img" aria-label={`${label}: ${percent === null ? "no answers yet" : `${percent}%`}`}>
      <RingProgress
        size={size}
        thickness={10}
        roundCaps
        sections={[{ value: percent ?? 0, color: "teal.7" }]}
        label={
          <Text ta="center" fw={700} size="sm">
            {percent === null ? "–" : `${percent}%`}
          </Text>
        }
      />
    </div>
  );
}

/**
 * Each dinner day's seats taken (approved, then waiting for review: the count the dinner section
 * shows) against the places of a day.
 */
export function DinnerDays({ dinner }: { dinner: Overview["dinner"] }) {
  const spots = Math.max(dinner.spotsPerDay, 1);
  return (
    <Stack gap="md">
      {dinner.days.map((day) => {
        const name = timeslotDayName(day.dayNumber);
        return (
          <Stack key={day.dayNumber} gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {name}
              </Text>
              <Text size="sm">
                {formatCount(day.taken)} of {formatCount(dinner.spotsPerDay)} seats taken
              </Text>
            </Group>
            <Progress.Root size={18} radius="sm">
              <Progress.Section
                value={(day.approved / spots) * 100}
                color="teal.7"
                aria-label={`${name}: ${day.approved} approved of ${dinner.spotsPerDay} places`}
              />
              <Progress.Section
                value={(day.pending / spots) * 100}
                color="yellow.5"
                aria-label={`${name}: ${day.pending} waiting for review`}
              />
            </Progress.Root>
            <Text size="xs" c="dimmed">
              <Swatch color="teal.7" />
              {day.approved} approved · <Swatch color="yellow.5" />
              {day.pending} waiting · {day.declined} declined (no seat)
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
