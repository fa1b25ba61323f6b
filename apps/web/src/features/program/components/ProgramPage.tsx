import { MOBILE_BREAKPOINT_PX } from "@ebm/shared/constants";
import type { ProgramDay } from "@ebm/shared/schemas/content";
import { Alert, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useSearchParams } from "react-router";
import { DinnerReminder } from "../../../components/dinner/DinnerReminder.tsx";
import { ZoneNote } from "../../../components/ZoneNote.tsx";
import { useDinner } from "../../../lib/api/get-dinner.ts";
import { defaultDinnerDay, dinnerDayOn, mayShowRegisterLink } from "../../../lib/dinner.ts";
import { useRouteHandle } from "../../../lib/route-handle.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { useProgram } from "../api/get-program.ts";
import { type DinnerEntry, DinnerEntryContext, isDinnerEvent } from "../hooks/dinner-entry.ts";
import { EventList } from "./EventList.tsx";

// Only signed-in people who open the sign-up download the form.
const DinnerModal = lazy(() => import("./DinnerModal.tsx").then((m) => ({ default: m.DinnerModal })));

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

/**
 * The program of all days: tabs per day on wide screens, one stacked list on narrow ones.
 * `captainRegister` (/program/captain-register, part 1 §2.1, signed in) opens the Thursday tab
 * with the Captain's Dinner sign-up.
 */
export function ProgramPage({ captainRegister = false }: { captainRegister?: boolean }) {
  const { data, isError } = useProgram();
  const user = useUser();
  const dinner = useDinner(user?.id ?? null);
  // The day whose sign-up is open; "first" (/program/captain-register) until the days are known.
  const [dinnerOpen, setDinnerOpen] = useState<number | "first" | null>(captainRegister ? "first" : null);
  // The dinner's dialogs mount as they open (and swap for the outcome), so Mantine cannot know
  // what opened them: the button that did gets focus back here when they close.
  const dinnerOpener = useRef<HTMLElement | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const dinnerDates = useMemo(
    () => (data?.days ?? []).filter((day) => day.events.some(isDinnerEvent)).map((day) => day.date),
    [data],
  );
  const dinnerDay = dinnerOpen === "first" ? defaultDinnerDay(dinner.data, dinnerDates) : dinnerOpen;
  // The program's tab of the dinner whose sign-up is open (the first dinner while its day is unknown).
  const programDay = (
    data?.days.find((day) => dinnerDay !== null && dinnerDayOn(dinner.data, day.date) === dinnerDay) ??
    data?.days.find((day) => day.events.some(isDinnerEvent))
  )?.dayNumber;
  // Chosen once the places are in (a visitor has none to wait for).
  const placesKnown = user === null || !dinner.isPending;
  useEffect(() => {
    if (!captainRegister || !placesKnown) return;
    if (programDay !== undefined && !searchParams.has("day"))
      setSearchParams({ day: String(programDay) }, { replace: true, preventScrollReset: true });
  }, [captainRegister, placesKnown, programDay, searchParams, setSearchParams]);
  const entry = useMemo<DinnerEntry>(
    () => ({
      hidden: dinner.data?.registrationStatus === 1,
      showRegister: (date) => mayShowRegisterLink(dinner.data, user !== null, dinnerDayOn(dinner.data, date)),
      openRegister: (date) => {
        dinnerOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setDinnerOpen(dinnerDayOn(dinner.data, date));
      },
    }),
    [dinner.data, user],
  );
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

  const loading = program === undefined && !isError;
  // One heading and introduction in every state, so the program's arrival changes the heading's
  // words in place instead of drawing a new page (the prerendered page's first paint stays its
  // largest, LCP); only what is below them changes.
  let body: ReactNode;
  if (loading) body = <ProgramSkeleton />;
  else if (isError || !program)
    body = (
      <Alert color="navy" variant="light" title="The program is not available right now">
        Please try again in a moment.
      </Alert>
    );
  else
    body = (
      <>
        {user && <DinnerReminder userId={user.id} />}
        {narrow ? (
          <StackedDays days={program.days} />
        ) : (
          <Suspense fallback={<ProgramSkeleton />}>
            <DayTabs days={program.days} />
          </Suspense>
        )}
      </>
    );

  return (
    <DinnerEntryContext.Provider value={entry}>
      <Stack gap="lg" aria-busy={loading || undefined}>
        <Title order={1}>{program?.title ?? FALLBACK_TITLE}</Title>
        {intro}
        <ZoneNote />
        {body}
      </Stack>
      {user && dinnerOpen !== null && (
        <Suspense fallback={null}>
          <DinnerModal
            user={user}
            day={dinnerDay}
            opened
            onClose={() => {
              setDinnerOpen(null);
              dinnerOpener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </DinnerEntryContext.Provider>
  );
}
