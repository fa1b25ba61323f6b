import { PROGRAM_ICONS, type ProgramIcon } from "@ebm/shared/program-icons";
import type { ProgramDay, ProgramEvent } from "@ebm/shared/schemas/content";
import type {
  ConsoleProgramDay,
  ConsoleProgramItem,
  ProgramDayBody,
  ProgramItemBody,
} from "@ebm/shared/schemas/organiser-content-pages";
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useContentPreviews } from "../../../../lib/content-previews.tsx";
import { feedbackOn, fieldFailure, notifyError } from "../../../../lib/feedback.ts";
import { formatDay, zoneName } from "../../../../lib/format.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { EmptyList, ListSkeleton, LoadError } from "../../shared/ListStates.tsx";
import { contentKeys } from "../api/keys.ts";
import { useConsoleProgram, useContentChange } from "../api/pages.ts";
import { movedIds, PreviewPane, RowActions } from "./EditorParts.tsx";

/** The icons as the editor names them (the program page draws each). */
const ICON_LABELS: Record<ProgramIcon, string> = {
  "id-badge": "Badge (registration)",
  "users-group": "Group (session, networking)",
  "glass-full": "Glass (drinks)",
  users: "People (meetings)",
  "tools-kitchen-2": "Cutlery (lunch, dinner)",
  anchor: "Anchor (Captain's events)",
  confetti: "Confetti (party)",
};
const ICON_OPTIONS = PROGRAM_ICONS.map((value) => ({ value, label: ICON_LABELS[value] }));

/** A session as the program page gets it, for the preview (its instants are not shown). */
const asEvent = (item: Omit<ConsoleProgramItem, "id" | "dayId" | "sort">, date: string): ProgramEvent => ({
  timeStart: item.timeStart,
  timeEnd: item.timeEnd,
  metaStart: `${date}T${item.timeStart || "00:00"}`,
  metaEnd: `${date}T${item.timeEnd || "00:00"}`,
  title: item.title || "Title of the session",
  icon: item.icon,
  map: item.map || null,
  location: item.location || null,
  additional: item.additional || null,
  isCaptainsLunch: item.isCaptainsLunch,
});
const asDay = (day: ConsoleProgramDay): ProgramDay => ({
  dayNumber: day.dayNumber,
  date: day.date,
  label: day.label,
  events: day.items.map((item) => asEvent(item, day.date)),
});

/** Applies the server's refusal to the field it names, or says it in a snackbar. */
function onFailure(form: { values: object; setFieldError: (f: string, m: string) => void }, title: string) {
  return (error: unknown) => {
    const failed = fieldFailure(error);
    if (failed && failed.field in form.values) form.setFieldError(failed.field, failed.message);
    else notifyError(error, { title });
  };
}

function DayForm({ day, onDone }: { day?: ConsoleProgramDay; onDone: (id?: number) => void }) {
  const change = useContentChange<{ payload: ConsoleProgramDay }>(contentKeys.program());
  const form = useForm<ProgramDayBody>({
    initialValues: { date: day?.date ?? "", label: day?.label ?? "" },
    validate: {
      date: (v) => (v ? null : "Please choose the date"),
      label: (v) => (v.trim() ? null : "Please name the day, e.g. Thursday November 6"),
    },
  });
  const submit = form.onSubmit((body) =>
    change.mutate(
      day
        ? { method: "PUT", path: `program/days/${day.id}`, body }
        : { method: "POST", path: "program/days", body },
      {
        onSuccess: (answer) => {
          showSuccess({
            title: `${answer.payload.label} is ${day ? "saved" : "added"}; the site shows it now.`,
          });
          onDone(answer.payload.id);
        },
        onError: onFailure(form, "The day could not be saved"),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput type="date" label="Date" required {...form.getInputProps("date")} />
        <TextInput
          label="Name of the tab"
          description="As the program's tab shows it, e.g. Thursday November 6"
          required
          {...form.getInputProps("label")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone()}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            {day ? "Save the day" : "Add the day"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SessionForm({
  days,
  dayId,
  item,
  timezone,
  onDone,
}: {
  days: ConsoleProgramDay[];
  dayId: number;
  item?: ConsoleProgramItem;
  timezone: string;
  onDone: () => void;
}) {
  const change = useContentChange<{ payload: ConsoleProgramItem }>(contentKeys.program());
  const form = useForm<ProgramItemBody>({
    initialValues: {
      dayId: item?.dayId ?? dayId,
      timeStart: item?.timeStart ?? "",
      timeEnd: item?.timeEnd ?? "",
      title: item?.title ?? "",
      icon: (item?.icon as ProgramIcon | undefined) ?? "users-group",
      location: item?.location ?? "",
      map: item?.map ?? "",
      additional: item?.additional ?? "",
      isCaptainsLunch: item?.isCaptainsLunch ?? false,
    },
    validate: {
      timeStart: (v) => (/^\d\d:\d\d$/.test(v) ? null : "Please enter the start, e.g. 09:30"),
      timeEnd: (v, values) =>
        !/^\d\d:\d\d$/.test(v)
          ? "Please enter the end, e.g. 10:30"
          : v <= values.timeStart
            ? "The end must come after the start"
            : null,
      title: (v) => (v.trim() ? null : "Please enter the session's title"),
    },
  });
  const zone = zoneName(timezone);
  const Preview = useContentPreviews();
  const day = days.find((d) => d.id === form.values.dayId);
  const submit = form.onSubmit((body) =>
    change.mutate(
      item
        ? { method: "PUT", path: `program/items/${item.id}`, body }
        : { method: "POST", path: "program/items", body },
      {
        onSuccess: (answer) => {
          showSuccess({
            title: `“${answer.payload.title}” is ${item ? "saved" : "added"}; the program shows it now.`,
          });
          onDone();
        },
        onError: onFailure(form, "The session could not be saved"),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Day"
          data={days.map((d) => ({ value: String(d.id), label: d.label }))}
          allowDeselect={false}
          value={String(form.values.dayId)}
          onChange={(value) => value && form.setFieldValue("dayId", Number(value))}
          error={form.errors.dayId}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput type="time" label={`Starts (${zone})`} required {...form.getInputProps("timeStart")} />
          <TextInput type="time" label={`Ends (${zone})`} required {...form.getInputProps("timeEnd")} />
        </SimpleGrid>
        <TextInput label="Title" required {...form.getInputProps("title")} />
        <TextInput
          label="Room or place"
          description="Leave empty for none"
          {...form.getInputProps("location")}
        />
        <Select label="Icon" data={ICON_OPTIONS} allowDeselect={false} {...form.getInputProps("icon")} />
        <TextInput
          label="Map link"
          description="A map of the place; leave empty for none"
          placeholder="https://maps.example.com/…"
          {...form.getInputProps("map")}
        />
        <Textarea label="More text" autosize minRows={2} {...form.getInputProps("additional")} />
        <Checkbox
          label="Marked as the Captain's Lunch or Dinner"
          {...form.getInputProps("isCaptainsLunch", { type: "checkbox" })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Preview
          </Text>
          <Preview.ProgramEvent
            event={asEvent(form.values, day?.date ?? "2025-01-01")}
            label="Preview of the session"
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            {item ? "Save the session" : "Add the session"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Editing =
  | { kind: "day"; day?: ConsoleProgramDay }
  | { kind: "session"; item?: ConsoleProgramItem }
  | null;
type Removing =
  | { kind: "day"; day: ConsoleProgramDay }
  | { kind: "session"; item: ConsoleProgramItem }
  | null;

/** The program's days and their sessions: add, change, move and remove them, with a preview. */
export function ProgramEditor() {
  const program = useConsoleProgram();
  const Preview = useContentPreviews();
  const change = useContentChange(contentKeys.program());
  const [chosen, setChosen] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const data = program.data?.payload;
  const days = data?.days;
  const day = days?.find((d) => d.id === chosen) ?? days?.[0];
  const zone = zoneName(data?.timezone ?? "UTC");

  const move = (index: number, by: -1 | 1) => {
    if (!day) return;
    void feedbackOn(
      change.mutateAsync({
        method: "POST",
        path: `program/days/${day.id}/order`,
        body: {
          ids: movedIds(
            day.items.map((i) => i.id),
            index,
            by,
          ),
        },
      }),
      {
        success: { title: `${day.items[index]?.title} moved ${by < 0 ? "up" : "down"}.` },
        failure: { title: "The order could not be changed" },
      },
    );
  };

  if (program.isError && !data)
    return (
      <LoadError
        title="The program cannot be shown right now"
        error={program.error}
        onRetry={() => void program.refetch()}
      />
    );
  if (!data || !days) return <ListSkeleton label="Loading the program" height={72} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text maw={640}>The program page's days and sessions. Times are in {zone}, the edition's zone.</Text>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing({ kind: "day" })}
        >
          Add a day
        </Button>
      </Group>
      {days.length === 0 ? (
        <EmptyList hint="Add the first day, then its sessions.">The program has no days yet.</EmptyList>
      ) : (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Day"
              data={days.map((d) => ({
                value: String(d.id),
                label: `${d.label} (${formatDay(d.date, "short")})`,
              }))}
              value={day ? String(day.id) : null}
              onChange={(value) => value && setChosen(Number(value))}
              allowDeselect={false}
              w={300}
              maw="100%"
            />
            {day ? (
              <Group gap="xs">
                <Button variant="light" onClick={() => setEditing({ kind: "day", day })}>
                  Edit the day<VisuallyHidden> {day.label}</VisuallyHidden>
                </Button>
                <Button variant="subtle" color="red.9" onClick={() => setRemoving({ kind: "day", day })}>
                  Remove the day
                </Button>
                <Button
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={() => setEditing({ kind: "session" })}
                >
                  Add a session
                </Button>
              </Group>
            ) : null}
          </Group>
          {day && day.items.length === 0 ? (
            <EmptyList hint="Add its first session: the program shows it at once.">
              {day.label} has no sessions yet.
            </EmptyList>
          ) : day ? (
            <CardList label={`Sessions on ${day.label}`}>
              {day.items.map((item, index) => (
                <ListCard key={item.id}>
                  <Group justify="space-between" gap="sm" wrap="wrap">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600}>{item.title}</Text>
                      <Text size="sm" c="dimmed">
                        {item.timeStart} – {item.timeEnd} {zone}
                        {item.location ? ` · ${item.location}` : ""}
                      </Text>
                    </Stack>
                    <RowActions
                      name={item.title}
                      index={index}
                      count={day.items.length}
                      busy={change.isPending}
                      onMove={(by) => move(index, by)}
                      onEdit={() => setEditing({ kind: "session", item })}
                      onRemove={() => setRemoving({ kind: "session", item })}
                    />
                  </Group>
                </ListCard>
              ))}
            </CardList>
          ) : null}
          {day ? (
            <PreviewPane title={`Preview: ${day.label}`} to="/program" page="program">
              <Preview.ProgramDay day={asDay(day)} />
            </PreviewPane>
          ) : null}
        </>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.kind === "day"
            ? editing.day
              ? `Edit ${editing.day.label}`
              : "Add a day"
            : editing?.item
              ? `Edit ${editing.item.title}`
              : "Add a session"
        }
        size="lg"
      >
        {editing?.kind === "day" ? (
          <DayForm
            day={editing.day}
            onDone={(id) => {
              if (id) setChosen(id);
              setEditing(null);
            }}
          />
        ) : editing?.kind === "session" && day ? (
          <SessionForm
            days={days}
            dayId={day.id}
            item={editing.item}
            timezone={data.timezone}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={
          removing?.kind === "day" ? `Remove ${removing.day.label}?` : `Remove “${removing?.item.title}”?`
        }
        keepLabel="Keep it"
        confirmLabel="Yes, remove"
        confirmColor="red.9"
        busy={change.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void feedbackOn(
            change.mutateAsync(
              removing.kind === "day"
                ? { method: "DELETE", path: `program/days/${removing.day.id}` }
                : { method: "DELETE", path: `program/items/${removing.item.id}` },
            ),
            {
              success: { title: "Removed from the program; the site shows it now." },
              failure: { title: "It could not be removed" },
              onSuccess: () => {
                if (removing.kind === "day") setChosen(null);
                setRemoving(null);
              },
            },
          )
        }
      >
        <Text>
          {removing?.kind === "day"
            ? `Its ${removing.day.items.length} sessions leave the program page too.`
            : "It leaves the program page at once."}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
