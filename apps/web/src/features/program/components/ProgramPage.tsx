import { MOBILE_BREAKPOINT_PX } from "@ebm/shared/constants";
import type { ProgramDay } from "@ebm/shared/schemas/content";
import { Alert, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { useRouteHandle } from "../../../lib/route-handle.ts";
import { useProgram } from "../api/get-program.ts";
import { EventList } from "./EventList.tsx";

const FALLBACK_TITLE = "Program";

/** The tabs of wide screens load on their own: phones show the stacked days and never need them. */
const loadDayTabs = () => import("./ProgramDayTabs.tsx");
const DayTabs = lazy(() => loadDayTabs().then((m) => ({ default: m.DayTabs })));

function ProgramSkeleton() {
  return (
    <>
      <Skeleton height={36} width="60%" />
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={96} radius="md" />
      ))}
    </>
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
  const { data, isError } = useProgram();
  // The page's one-line introduction: drawn at once, before the program arrives.
  const intro = <Text size="lg">{useRouteHandle()?.description}</Text>;
  // Drawn in the background (interruptible) once the answer is in, the placeholder staying until then.
  const program = useDeferredValue(data);
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  // Wide screens show tabs, whose code loads beside the program rather than after it.
  useEffect(() => {
    if (!narrow) void loadDayTabs();
  }, [narrow]);

  if (program === undefined && !isError) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Title order={1}>{FALLBACK_TITLE}</Title>
        {intro}
        <ProgramSkeleton />
      </Stack>
    );
  }

  if (isError || !program) {
    return (
      <Stack gap="lg">
        <Title order={1}>{FALLBACK_TITLE}</Title>
        {intro}
        <Alert color="navy" variant="light" title="The program is not available right now">
          Please try again in a moment.
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{program.title}</Title>
      {intro}
      {narrow ? (
        <StackedDays days={program.days} />
      ) : (
        <Suspense fallback={<ProgramSkeleton />}>
          <DayTabs days={program.days} />
        </Suspense>
      )}
    </Stack>
  );
}
