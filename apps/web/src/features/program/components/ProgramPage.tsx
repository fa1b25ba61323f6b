import { MOBILE_BREAKPOINT_PX } from "@ebm/shared/constants";
import type { ProgramDay } from "@ebm/shared/schemas/content";
import { Alert, Skeleton, Stack, Tabs, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useProgram } from "../api/get-program.ts";
import { ProgramEventItem } from "./ProgramEventItem.tsx";
import classes from "./ProgramPage.module.css";

const FALLBACK_TITLE = "Program";

function EventList({ day }: { day: ProgramDay }) {
  return (
    <ul className={classes.events}>
      {day.events.map((event) => (
        <ProgramEventItem key={`${event.metaStart}-${event.title}`} event={event} />
      ))}
    </ul>
  );
}

function DayTabs({ days }: { days: ProgramDay[] }) {
  const first = days[0];
  return (
    <Tabs defaultValue={first ? String(first.dayNumber) : undefined} keepMounted={false} variant="outline">
      <Tabs.List mb="md">
        {days.map((day) => (
          <Tabs.Tab key={day.dayNumber} value={String(day.dayNumber)} fw={600}>
            {day.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {days.map((day) => (
        <Tabs.Panel key={day.dayNumber} value={String(day.dayNumber)}>
          <EventList day={day} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function StackedDays({ days }: { days: ProgramDay[] }) {
  return (
    <Stack gap="md">
      {days.map((day) => (
        <section key={day.dayNumber} aria-labelledby={`program-day-${day.dayNumber}`}>
          <Title order={2} size="h3" id={`program-day-${day.dayNumber}`} mb="sm">
            {day.label}
          </Title>
          <EventList day={day} />
        </section>
      ))}
    </Stack>
  );
}

/** The program of all days: tabs per day on wide screens, one stacked list on narrow ones. */
export function ProgramPage() {
  const { data: program, isPending, isError } = useProgram();
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });

  if (isPending) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Title order={1}>{FALLBACK_TITLE}</Title>
        <Skeleton height={36} width="60%" />
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={96} radius="md" />
        ))}
      </Stack>
    );
  }

  if (isError || !program) {
    return (
      <Stack gap="lg">
        <Title order={1}>{FALLBACK_TITLE}</Title>
        <Alert color="navy" variant="light" title="The program is not available right now">
          Please try again in a moment.
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{program.title}</Title>
      {narrow ? <StackedDays days={program.days} /> : <DayTabs days={program.days} />}
    </Stack>
  );
}
