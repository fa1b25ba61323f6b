import type { Speaker } from "@ebm/shared/schemas/content";
import type {
  ConsoleSpeaker,
  ConsoleTechTalk,
  SpeakerBody,
  TechTalkBody,
} from "@ebm/shared/schemas/organiser-content-pages";
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
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
import { useConsoleTechTalks, useContentChange } from "../api/pages.ts";
import { PreviewPane, RowActions } from "./EditorParts.tsx";
import { ImageField } from "./ImageField.tsx";

/** A meeting day of the edition, which a talk or a speaker's slot is on. */
type Day = { day: number; date: string };
/** The day as the lists say it: "Thursday 6 November", or "Meeting day 3" before it has a date. */
const dayName = (days: Day[], day: number) => {
  const date = days.find((d) => d.day === day)?.date;
  return date ? formatDay(date) : `Meeting day ${day}`;
};
/** The choice of days: the edition's meeting days (two to start with when none is set yet), and the one chosen. */
const dayOptions = (days: Day[], chosen: number) => {
  const numbers = days.length > 0 ? days.map((d) => d.day) : [1, 2];
  return [...new Set([...numbers, chosen])]
    .sort((a, b) => a - b)
    .map((day) => ({ value: String(day), label: `Day ${day}: ${dayName(days, day)}` }));
};
const initialsOf = (name: string) => {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
};
/** A speaker as the tech talk page gets them, for the preview. */
const asSpeaker = (body: SpeakerBody, id = 0): Speaker => ({
  id,
  name: body.name || "Name",
  company: body.company,
  companyId: null,
  role: body.role,
  day: body.day,
  start: body.start,
  end: body.end,
  description: body.description,
  profilePic: body.profilePic || null,
  initials: initialsOf(body.name || "N"),
});

function failed(form: { values: object; setFieldError: (f: string, m: string) => void }, title: string) {
  return (error: unknown) => {
    const failure = fieldFailure(error);
    if (failure && failure.field in form.values) form.setFieldError(failure.field, failure.message);
    else notifyError(error, { title });
  };
}

function SpeakerForm({
  speaker,
  zone,
  days,
  onDone,
}: {
  speaker?: ConsoleSpeaker;
  zone: string;
  days: Day[];
  onDone: () => void;
}) {
  const change = useContentChange<{ payload: ConsoleSpeaker }>(contentKeys.techTalks());
  const Preview = useContentPreviews();
  const form = useForm<SpeakerBody>({
    initialValues: {
      name: speaker?.name ?? "",
      company: speaker?.company ?? "",
      role: speaker?.role ?? "Speaker",
      day: speaker?.day ?? 1,
      start: speaker?.start ?? "",
      end: speaker?.end ?? "",
      description: speaker?.description ?? "",
      profilePic: speaker?.profilePic ?? "",
    },
    validate: {
      name: (v) => (v.trim() ? null : "Please enter the speaker's name"),
      start: (v) => (/^\d\d:\d\d$/.test(v) ? null : "Please enter the start, e.g. 14:00"),
      end: (v, values) =>
        !/^\d\d:\d\d$/.test(v) || v <= values.start ? "The end must come after the start" : null,
    },
  });
  const submit = form.onSubmit((body) =>
    change.mutate(
      speaker
        ? { method: "PUT", path: `speakers/${speaker.id}`, body }
        : { method: "POST", path: "speakers", body },
      {
        onSuccess: (answer) => {
          showSuccess({
            title: `${answer.payload.name} is ${speaker ? "saved" : "added"}; the site shows it now.`,
          });
          onDone();
        },
        onError: failed(form, "The speaker could not be saved"),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" required {...form.getInputProps("name")} />
        <TextInput label="Company" {...form.getInputProps("company")} />
        <TextInput
          label="Role"
          description="Moderator, or what they speak as"
          {...form.getInputProps("role")}
        />
        <Select
          label="Day"
          data={dayOptions(days, form.values.day)}
          allowDeselect={false}
          value={String(form.values.day)}
          onChange={(value) => value && form.setFieldValue("day", Number(value))}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput type="time" label={`Starts (${zone})`} required {...form.getInputProps("start")} />
          <TextInput type="time" label={`Ends (${zone})`} required {...form.getInputProps("end")} />
        </SimpleGrid>
        <Textarea
          label="About the talk"
          description="The abstract on their card; over 120 characters it folds behind Read more"
          autosize
          minRows={3}
          {...form.getInputProps("description")}
        />
        <ImageField
          label="Photo"
          description="JPEG, PNG or WebP, cropped square; without one the card shows initials"
          kind="speaker-photo"
          value={form.values.profilePic}
          onChange={(url) => form.setFieldValue("profilePic", url)}
          preview={{ width: 96, height: 96 }}
          error={form.errors.profilePic as string | undefined}
          removable
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Preview
          </Text>
          <Preview.SpeakerCard speaker={asSpeaker(form.values)} />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            {speaker ? "Save the speaker" : "Add the speaker"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TalkForm({
  talk,
  speakers,
  zone,
  days,
  onDone,
}: {
  talk?: ConsoleTechTalk;
  speakers: ConsoleSpeaker[];
  zone: string;
  days: Day[];
  onDone: () => void;
}) {
  const change = useContentChange<{ payload: ConsoleTechTalk }>(contentKeys.techTalks());
  const form = useForm<TechTalkBody>({
    initialValues: {
      day: talk?.day ?? 1,
      start: talk?.start ?? "",
      end: talk?.end ?? "",
      title: talk?.title ?? "",
      location: talk?.location ?? "Room 6, first floor",
      speakerIds: talk?.speakerIds ?? [],
    },
    validate: {
      title: (v) => (v.trim() ? null : "Please enter the talk's title"),
      location: (v) => (v.trim() ? null : "Please enter where it takes place"),
      start: (v) => (/^\d\d:\d\d$/.test(v) ? null : "Please enter the start, e.g. 14:00"),
      end: (v, values) =>
        !/^\d\d:\d\d$/.test(v) || v <= values.start ? "The end must come after the start" : null,
    },
  });
  const submit = form.onSubmit((body) =>
    change.mutate(
      talk
        ? { method: "PUT", path: `techtalks/${talk.id}`, body }
        : { method: "POST", path: "techtalks", body },
      {
        onSuccess: (answer) => {
          showSuccess({
            title: `“${answer.payload.title}” is ${talk ? "saved" : "added"}; the site shows it now.`,
          });
          onDone();
        },
        onError: failed(form, "The talk could not be saved"),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Title" required {...form.getInputProps("title")} />
        <Select
          label="Day"
          data={dayOptions(days, form.values.day)}
          allowDeselect={false}
          value={String(form.values.day)}
          onChange={(value) => value && form.setFieldValue("day", Number(value))}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput type="time" label={`Starts (${zone})`} required {...form.getInputProps("start")} />
          <TextInput type="time" label={`Ends (${zone})`} required {...form.getInputProps("end")} />
        </SimpleGrid>
        <TextInput label="Where" required {...form.getInputProps("location")} />
        <MultiSelect
          label="Speakers"
          data={speakers.map((s) => ({
            value: String(s.id),
            label: `${s.name}${s.company ? `, ${s.company}` : ""}`,
          }))}
          value={form.values.speakerIds.map(String)}
          onChange={(values) => form.setFieldValue("speakerIds", values.map(Number))}
          error={form.errors.speakerIds}
          searchable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            {talk ? "Save the talk" : "Add the talk"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Editing =
  | { kind: "speaker"; speaker?: ConsoleSpeaker }
  | { kind: "talk"; talk?: ConsoleTechTalk }
  | null;
type Removing = { kind: "speaker"; speaker: ConsoleSpeaker } | { kind: "talk"; talk: ConsoleTechTalk } | null;

/** The tech talk page: its talks and their speakers, with photos. */
export function TechTalkEditor() {
  const list = useConsoleTechTalks();
  const Preview = useContentPreviews();
  const change = useContentChange(contentKeys.techTalks());
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const data = list.data?.payload;

  if (list.isError && !data)
    return (
      <LoadError
        title="The tech talk cannot be shown right now"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  if (!data) return <ListSkeleton label="Loading the tech talk" height={72} />;
  const zone = zoneName(data.timezone);
  const nameOf = (id: number) => data.speakers.find((s) => s.id === id)?.name ?? "";

  return (
    <Stack gap="md">
      <Text maw={640}>The tech talk page: its talks and the speakers' cards. Times are in {zone}.</Text>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Talks
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing({ kind: "talk" })}
        >
          Add a talk
        </Button>
      </Group>
      {data.talks.length === 0 ? (
        <EmptyList hint="Add a talk and name its speakers.">No talks yet.</EmptyList>
      ) : (
        <CardList label="Talks">
          {data.talks.map((talk, index) => (
            <ListCard key={talk.id}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{talk.title}</Text>
                  <Text size="sm" c="dimmed">
                    {dayName(data.days, talk.day)}, {talk.start} – {talk.end} {zone} · {talk.location}
                  </Text>
                  <Text size="sm">{talk.speakerIds.map(nameOf).join(", ") || "No speakers yet"}</Text>
                </Stack>
                <RowActions
                  name={talk.title}
                  index={index}
                  count={data.talks.length}
                  busy={change.isPending}
                  onEdit={() => setEditing({ kind: "talk", talk })}
                  onRemove={() => setRemoving({ kind: "talk", talk })}
                />
              </Group>
            </ListCard>
          ))}
        </CardList>
      )}
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Speakers
        </Title>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing({ kind: "speaker" })}
        >
          Add a speaker
        </Button>
      </Group>
      {data.speakers.length === 0 ? (
        <EmptyList hint="Add the speakers, then name them on their talk.">No speakers yet.</EmptyList>
      ) : (
        <CardList label="Speakers">
          {data.speakers.map((speaker, index) => (
            <ListCard key={speaker.id}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{speaker.name}</Text>
                  <Text size="sm" c="dimmed">
                    {[speaker.role, speaker.company].filter(Boolean).join(", ")} ·{" "}
                    {dayName(data.days, speaker.day)}, {speaker.start} – {speaker.end} {zone}
                  </Text>
                </Stack>
                <RowActions
                  name={speaker.name}
                  index={index}
                  count={data.speakers.length}
                  busy={change.isPending}
                  onEdit={() => setEditing({ kind: "speaker", speaker })}
                  onRemove={() => setRemoving({ kind: "speaker", speaker })}
                />
              </Group>
            </ListCard>
          ))}
        </CardList>
      )}
      {data.speakers.length > 0 ? (
        <PreviewPane title="Preview: the speakers' cards" to="/techtalk" page="tech talk">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.speakers.slice(0, 4).map((s) => (
              <Preview.SpeakerCard
                key={s.id}
                speaker={asSpeaker({ ...s, profilePic: s.profilePic ?? "" }, s.id)}
              />
            ))}
          </SimpleGrid>
        </PreviewPane>
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.kind === "speaker"
            ? editing.speaker
              ? `Edit ${editing.speaker.name}`
              : "Add a speaker"
            : editing?.talk
              ? `Edit ${editing.talk.title}`
              : "Add a talk"
        }
        size="lg"
      >
        {editing?.kind === "speaker" ? (
          <SpeakerForm
            speaker={editing.speaker}
            zone={zone}
            days={data.days}
            onDone={() => setEditing(null)}
          />
        ) : editing?.kind === "talk" ? (
          <TalkForm
            talk={editing.talk}
            speakers={data.speakers}
            zone={zone}
            days={data.days}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove ${removing?.kind === "speaker" ? removing.speaker.name : `“${removing?.talk.title}”`}?`}
        keepLabel="Keep it"
        confirmLabel="Yes, remove"
        confirmColor="red.9"
        busy={change.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void feedbackOn(
            change.mutateAsync({
              method: "DELETE",
              path:
                removing.kind === "speaker"
                  ? `speakers/${removing.speaker.id}`
                  : `techtalks/${removing.talk.id}`,
            }),
            {
              success: { title: "Removed from the tech talk page." },
              failure: { title: "It could not be removed" },
              onSuccess: () => setRemoving(null),
            },
          )
        }
      >
        <Text>It leaves the tech talk page at once.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
