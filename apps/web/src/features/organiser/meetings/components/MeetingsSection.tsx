import type { MeetingPlan, PlanSlot } from "@ebm/shared/schemas/organiser-meetings";
import { timeRange, zoneName } from "@ebm/shared/zones";
import { Button, Group, Select, SimpleGrid, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Loading } from "../../../../components/Loading.tsx";
import { notifyError } from "../../../../lib/feedback.ts";
import { formatDay } from "../../../../lib/format.ts";
import { ExportButton } from "../../shared/ExportButton.tsx";
import { LoadError } from "../../shared/ListStates.tsx";
import { useDownloadPlanCsv } from "../api/download-plan-csv.ts";
import { useMeetingPlan } from "../api/get-meeting-plan.ts";
import { NewMeetingDialog } from "./NewMeetingDialog.tsx";
import { SlotPlan } from "./SlotPlan.tsx";
import { TableFigures } from "./TableFigures.tsx";

const meetingsIn = (slot: PlanSlot) => slot.atTables.length + slot.lobby.length;

function slotOption(slot: PlanSlot, timeZone: string) {
  const time = `${timeRange(slot.timeStart, slot.timeEnd)} ${zoneName(timeZone)}`;
  if (slot.keynote) return { value: String(slot.timeslotId), label: `${time} · keynote` };
  const count = meetingsIn(slot);
  return { value: String(slot.timeslotId), label: `${time} · ${count} meeting${count === 1 ? "" : "s"}` };
}

/** The slot named in the address, else the first with meetings, else the first that is not the keynote. */
function chosenSlot(plan: MeetingPlan, wanted: string | null): PlanSlot | undefined {
  return (
    plan.slots.find((s) => String(s.timeslotId) === wanted) ??
    plan.slots.find((s) => meetingsIn(s) > 0) ??
    plan.slots.find((s) => !s.keynote) ??
    plan.slots[0]
  );
}

function SlotSummary({ slot }: { slot: PlanSlot }) {
  const lobbyPlaces = Math.max(0, slot.places - slot.tables);
  return (
    <Text size="sm" aria-live="polite">
      {slot.atTables.length} of {slot.tables} tables in use · {slot.lobby.length} of {lobbyPlaces} hotel lobby
      places in use
    </Text>
  );
}

function PlanSkeleton() {
  return (
    <Loading label="Loading the table plan" gap="md">
      <Skeleton h={36} maw={360} />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="sm">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by
          <Skeleton key={i} h={120} radius="md" />
        ))}
      </SimpleGrid>
    </Loading>
  );
}

function DayPlan({ day }: { day: number }) {
  const [params, setParams] = useSearchParams();
  const plan = useMeetingPlan(day);
  const csv = useDownloadPlanCsv();

  if (plan.isPending) return <PlanSkeleton />;
  if (plan.isError)
    return (
      <LoadError
        title="The table plan could not be loaded"
        error={plan.error}
        onRetry={() => void plan.refetch()}
      />
    );

  const slot = chosenSlot(plan.data, params.get("slot"));
  const exportCsv = () =>
    csv.mutate(day, {
      onError: (error) =>
        notifyError(error, { title: "The table plan could not be exported", fallback: "Please try again." }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {slot ? (
          <Select
            label="Timeslot"
            data={plan.data.slots.map((s) => slotOption(s, plan.data.timeZone))}
            value={String(slot.timeslotId)}
            onChange={(value) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (value) next.set("slot", value);
                  return next;
                },
                { replace: true },
              )
            }
            allowDeselect={false}
            maxDropdownHeight={320}
            w={{ base: "100%", xs: 320 }}
          />
        ) : (
          <Text c="dimmed">This day has no timeslots.</Text>
        )}
        <ExportButton busy={csv.isPending} onExport={exportCsv} />
      </Group>
      {slot && (
        <>
          <SlotSummary slot={slot} />
          <SlotPlan key={slot.timeslotId} slot={slot} timeZone={plan.data.timeZone} />
        </>
      )}
      <TableFigures day={day} figures={plan.data.tableFigures} />
    </Stack>
  );
}

/**
 * The console's meetings section: per meeting day and timeslot, which table holds which meeting and
 * who meets in the hotel lobby (decision 0010); the organisers book a meeting for two attendees,
 * move one to a free table or another time, cancel it, and mark it held or no-show; the day's plan
 * and its figures per table download as CSV files for the floor staff.
 */
export function MeetingsSection() {
  const [params, setParams] = useSearchParams();
  const [booking, setBooking] = useState(false);
  const day = Math.max(1, Number(params.get("day")) || 1);
  // The day tabs come with any day's plan; the first day's answers while another loads.
  const plan = useMeetingPlan(day);
  const days = plan.data?.days ?? [];

  const chooseDay = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("day", value ?? "1");
        next.delete("slot");
        return next;
      },
      { replace: true },
    );

  const showBooked = (placed: { timeslotId: number }, bookedDay: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("day", String(bookedDay));
        next.set("slot", String(placed.timeslotId));
        return next;
      },
      { replace: true },
    );
  const newMeeting = (
    <>
      <Group justify="flex-end" mb="sm">
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setBooking(true)}>
          New meeting
        </Button>
      </Group>
      <NewMeetingDialog opened={booking} onClose={() => setBooking(false)} onBooked={showBooked} />
    </>
  );

  if (days.length === 0)
    return (
      <>
        {newMeeting}
        <DayPlan day={day} />
      </>
    );
  return (
    <>
      {newMeeting}
      <Tabs value={String(day)} onChange={chooseDay} keepMounted={false}>
        <Tabs.List mb="md" aria-label="Meeting day">
          {days.map((d) => (
            <Tabs.Tab key={d.day} value={String(d.day)} fw={600}>
              {/* "Thursday 6 Nov": short enough for two tabs side by side on a phone. */}
              {formatDay(d.date, "medium")}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {days.map((d) => (
          <Tabs.Panel key={d.day} value={String(d.day)}>
            <DayPlan day={d.day} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
