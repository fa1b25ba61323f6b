import type {
  MeetingChoice,
  MeetingDay,
  MeetingDayInput,
  MeetingDays,
  MeetingDaysPreview,
} from "@ebm/shared/schemas/organiser-meeting-days";
import { formatDay, zoneName } from "@ebm/shared/zones";
import { Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { fieldFailure, notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { ListSkeleton, LoadError } from "../../shared/ListStates.tsx";
import { useApplyMeetingDays, useMeetingDays, usePreviewMeetingDays } from "../api/meeting-days.ts";
import { ChangeDialog } from "./ChangeDialog.tsx";
import { DayFields, type DaysFormValues } from "./DayFields.tsx";
import { DinnerDaysEditor } from "./DinnerDaysEditor.tsx";

const inputOf = (days: MeetingDay[]): MeetingDayInput[] =>
  days.map(({ day: _day, slots: _slots, ...input }) => input);

/** The day after a YYYY-MM-DD date. */
const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The days' pattern as a form: edited, previewed with its consequences, then applied. */
function DaysEditor({ data }: { data: MeetingDays }) {
  const editionId = data.edition.id;
  const timeZone = data.edition.timezone;
  const form = useForm<DaysFormValues>({ initialValues: { days: inputOf(data.days) } });
  const previewCall = usePreviewMeetingDays();
  const applyCall = useApplyMeetingDays();
  const [preview, setPreview] = useState<MeetingDaysPreview | null>(null);

  // A fresh read (another edition, or after a change) starts the form again from what is stored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the stored days change
  useEffect(() => {
    form.setValues({ days: inputOf(data.days) });
    form.resetDirty({ days: inputOf(data.days) });
  }, [data]);

  const failed = (error: unknown, title: string) => {
    const field = fieldFailure(error);
    if (field?.field.startsWith("days.")) form.setFieldError(field.field, field.message);
    notifyError(error, { title });
  };

  const check = form.onSubmit((values) =>
    previewCall.mutate(
      { editionId, days: values.days },
      {
        onSuccess: (answer) => setPreview(answer.payload),
        onError: (error) => failed(error, "The change cannot be previewed"),
      },
    ),
  );

  const apply = (choice: MeetingChoice | null) => {
    const meetings = choice
      ? (preview?.meetings ?? []).map((m) => ({ meetingId: m.meetingId, action: choice }))
      : [];
    applyCall.mutate(
      { editionId, days: form.values.days, meetings },
      {
        onSuccess: (answer) => {
          const { moved, cancelled } = answer.payload;
          const told = [moved ? `${moved} moved` : "", cancelled ? `${cancelled} cancelled` : ""].filter(
            Boolean,
          );
          showSuccess({
            title: `The meeting days of ${data.edition.name} are changed${told.length ? `: ${told.join(", ")}` : ""}.`,
          });
          setPreview(null);
        },
        onError: (error) => {
          setPreview(null);
          failed(error, "The meeting days could not be changed");
        },
      },
    );
  };

  const days = form.values.days;
  const last = days.at(-1);
  // A new edition's first day starts from a usual pattern; a further day copies the last one.
  const canAdd = last ? !!last.date && last.date < data.edition.dateEnd : true;
  return (
    <form onSubmit={check} noValidate aria-label="Meeting days">
      <Stack gap="md">
        {days.length === 0 ? (
          <Text>
            {data.edition.name} has no meeting days yet. Add the first: its date, hours, slot length and
            tables.
          </Text>
        ) : null}
        {days.map((_, index) => (
          <DayFields
            // biome-ignore lint/suspicious/noArrayIndexKey: days are numbered by their place
            key={index}
            form={form}
            index={index}
            timeZone={timeZone}
            removable={days.length > 1 && index === days.length - 1}
          />
        ))}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={!canAdd}
            onClick={() =>
              form.insertListItem(
                "days",
                last
                  ? { ...last, date: nextDate(last.date), breaks: [...last.breaks], keynotes: [] }
                  : {
                      date: data.edition.dateStart,
                      start: "09:00",
                      end: "17:00",
                      slotMinutes: 30,
                      breaks: [],
                      keynotes: [],
                      floorTables: 50,
                      lobbyPlaces: 1,
                    },
              )
            }
          >
            Add a day
          </Button>
          <Group gap="sm">
            <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
              Undo my edits
            </Button>
            <Button type="submit" loading={previewCall.isPending} disabled={!form.isDirty()}>
              Check the change
            </Button>
          </Group>
        </Group>
      </Stack>
      <ChangeDialog
        preview={preview}
        busy={applyCall.isPending}
        onClose={() => setPreview(null)}
        onApply={apply}
      />
    </form>
  );
}

/**
 * The console's meeting days: the pattern of each meeting day of an edition (the current one or
 * the next being prepared), its tables and hotel lobby, and the Captain's Dinner days.
 */
export function MeetingDaysSection() {
  const [editionId, setEditionId] = useState<number | null>(null);
  const query = useMeetingDays(editionId);
  const data = query.data?.payload;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Text maw={640}>
          Each day's timeslots are made from its first start, slot length and last end, leaving out the
          breaks. Times are the venue's
          {data ? ` (${zoneName(data.edition.timezone)}, ${data.edition.timezone})` : ""}. A change that
          touches meetings says so before it is applied.
        </Text>
        {data && data.editions.length > 1 ? (
          <Select
            label="Edition"
            w={240}
            allowDeselect={false}
            data={data.editions.map((e) => ({
              value: String(e.id),
              label: `${e.name}${e.isCurrent ? " (current)" : ""}`,
            }))}
            value={String(data.edition.id)}
            onChange={(value) => value && setEditionId(Number(value))}
          />
        ) : null}
      </Group>
      {query.isError && !data ? (
        <LoadError
          title="The meeting days cannot be shown right now"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <ListSkeleton label="Loading the meeting days" height={240} />
      ) : (
        <>
          <Title order={2} size="h3">
            {data.edition.name}: {formatDay(data.edition.dateStart)} – {formatDay(data.edition.dateEnd)}
          </Title>
          <DaysEditor key={data.edition.id} data={data} />
          <DinnerDaysEditor data={data} />
        </>
      )}
    </Stack>
  );
}
