import type { ProgramDay } from "@ebm/shared/schemas/content";
import { Tabs } from "@mantine/core";
import { useSearchParams } from "react-router";
import { EventList } from "./EventList.tsx";

/**
 * The day shown on wide screens lives in the address (`?day=2`): it survives the switch to the
 * stacked phone layout and back (a resize, a rotated tablet), a reload and a shared link.
 */
export function DayTabs({ days }: { days: ProgramDay[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("day");
  const shown = days.find((day) => String(day.dayNumber) === asked) ?? days[0];
  const selected = shown ? String(shown.dayNumber) : null;
  const select = (value: string | null) => {
    if (!value) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("day", value);
        return next;
      },
      // A tab is not a new page: no history entry, and the page stays where it is.
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <Tabs value={selected} onChange={select} keepMounted={false} variant="outline">
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
