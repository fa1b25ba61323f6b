import { SCHEDULE_DEFAULTS } from "@ebm/shared/matchmaking";
import type { ScheduleOptions } from "@ebm/shared/schemas/matchmaking";
import { Button, Card, Group, NumberInput, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconSend, IconWand } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Loading } from "../../../../components/Loading.tsx";
import { ZoneNote } from "../../../../components/ZoneNote.tsx";
import { useAllSettings } from "../../../../lib/api/get-settings.ts";
import { notifyError } from "../../../../lib/feedback.ts";
import { formatInstant, zoneName } from "../../../../lib/format.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { useMeetingDays } from "../../meeting-days/api/meeting-days.ts";
import { LoadError } from "../../shared/ListStates.tsx";
import { type ScheduleDraft, useSchedule } from "../api/get-schedule.ts";
import { useMakeDraft } from "../api/make-draft.ts";
import { DraftFigures } from "./DraftFigures.tsx";
import { DraftMeetings } from "./DraftMeetings.tsx";
import { LeftOutList } from "./LeftOutList.tsx";
import { PublishDialog } from "./PublishDialog.tsx";
import { PublishProgress } from "./PublishProgress.tsx";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A whole number from a number field, or the fallback while it is empty or not a number. */
const whole = (value: string | number, fallback: number) =>
  typeof value === "number" && Number.isInteger(value) ? value : fallback;

/** The options and the run; `busy` while a publication runs, when the draft may not change. */
function OptionsForm({ draft, busy }: { draft: ScheduleDraft | null; busy: boolean }) {
  const [options, setOptions] = useState<ScheduleOptions>(draft?.options ?? SCHEDULE_DEFAULTS);
  const make = useMakeDraft();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (make.isPending) return;
    make.mutate(options, {
      onSuccess: () => showSuccess({ title: draft ? "A new draft is made" : "The draft is made" }),
      onError: (error) => notifyError(error, { title: "The draft could not be made" }),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label="Meetings per person per day"
            description="At most"
            min={1}
            max={48}
            w={220}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={options.capPerDay}
            onChange={(value) => setOptions((o) => ({ ...o, capPerDay: whole(value, o.capPerDay) }))}
          />
          <NumberInput
            label="Meetings in a row before a break"
            description="0: no breaks needed"
            min={0}
            max={48}
            w={240}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={options.maxInARow}
            onChange={(value) => setOptions((o) => ({ ...o, maxInARow: whole(value, o.maxInARow) }))}
          />
          <Button
            type="submit"
            loading={make.isPending}
            disabled={busy}
            leftSection={<IconWand size={18} aria-hidden="true" />}
          >
            {draft ? "Run again" : "Make a draft"}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Mutual wishes first, then "must meet", then "would like to meet". Blocked timeslots and existing
          meetings are respected; published and locked meetings stay, the others move as little as they can.
        </Text>
      </Stack>
    </form>
  );
}

/**
 * The console's automatic schedule: the options, a draft made from the attendees' wish lists with
 * its figures, its meetings to lock or remove, the wishes it left out and why, and publishing it.
 */
export function ScheduleSection() {
  const schedule = useSchedule();
  const days = useMeetingDays(null);
  const settingsZone = useAllSettings().data?.event.timezone;
  const timeZone = days.data?.payload.edition.timezone ?? settingsZone ?? "UTC";
  const at = (iso: string) => `${formatInstant(iso, timeZone)} ${zoneName(timeZone)}`;
  const [askingToPublish, setAskingToPublish] = useState(false);

  if (schedule.isError) return <LoadError title="The automatic schedule cannot be shown right now" />;
  if (schedule.isPending)
    return (
      <Loading label="Loading the automatic schedule" gap="md">
        <Skeleton height={120} radius="md" />
        <Skeleton height={96} radius="md" />
      </Loading>
    );
  const draft = schedule.data;
  const dates = new Map((days.data?.payload.days ?? []).map((d) => [d.day, d.date] as const));
  const unpublished = draft?.meetings.filter((m) => m.meetingId === null && !m.skipped).length ?? 0;
  const publishing = draft?.publishing ?? null;

  return (
    <Stack gap="md">
      <Panel id="schedule-options" title="Options">
        <OptionsForm key={draft?.createdAt ?? "none"} draft={draft} busy={publishing !== null} />
      </Panel>
      {!draft && <Text>No draft yet. Make one from the attendees' wish lists with the options above.</Text>}
      {draft && (
        <>
          <Group justify="space-between" align="center" gap="sm">
            <Text size="sm" c="dimmed">
              Draft of {at(draft.createdAt)}
              {draft.publishedAt ? `; published ${at(draft.publishedAt)}` : ""}
            </Text>
            <Button
              leftSection={<IconSend size={18} aria-hidden="true" />}
              disabled={unpublished === 0 || publishing !== null}
              onClick={() => setAskingToPublish(true)}
            >
              Publish
            </Button>
          </Group>
          {publishing && <PublishProgress publishing={publishing} />}
          <DraftFigures figures={draft.figures} />
          <Panel id="schedule-meetings" title={`Meetings (${draft.meetings.length})`}>
            <Stack gap="sm">
              <ZoneNote />
              <DraftMeetings meetings={draft.meetings} dates={dates} timeZone={timeZone} />
            </Stack>
          </Panel>
          <Panel id="schedule-left-out" title={`Wishes left out (${draft.leftOut.length})`}>
            <LeftOutList leftOut={draft.leftOut} />
          </Panel>
          <PublishDialog
            opened={askingToPublish}
            count={unpublished}
            onClose={() => setAskingToPublish(false)}
          />
        </>
      )}
    </Stack>
  );
}
