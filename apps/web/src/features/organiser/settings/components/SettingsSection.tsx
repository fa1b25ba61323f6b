import { REMINDER_MAX_MINUTES, REQUEST_EXPIRY_MAX_HOURS } from "@ebm/shared/organiser-settings";
import type { ConsoleSettings } from "@ebm/shared/schemas/organiser-settings";
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Modal,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { type ReactNode, useState } from "react";
import { Loading } from "../../../../components/Loading.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { formatDay } from "../../../../lib/format.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { LoadError } from "../../shared/ListStates.tsx";
import { useConsoleSettings } from "../api/get-settings.ts";
import { useUpdateSettings } from "../api/update-settings.ts";
import { StatisticsLists } from "./StatisticsLists.tsx";
import {
  changesOf,
  fieldError,
  formPathOf,
  formValuesOf,
  type SettingsFormValues,
  tablesError,
} from "./settings-form.ts";

function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

/** The server's message without the field name it starts with ("videoBannerUrl: …"). */
const withoutField = (message: string, field: string) =>
  message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;

function SettingsForm({ saved }: { saved: ConsoleSettings }) {
  const save = useUpdateSettings();
  const form = useForm<SettingsFormValues>({
    initialValues: formValuesOf(saved),
    validate: {
      videoBannerUrl: (value) => fieldError("videoBannerUrl", value),
      mainpageText: (value) => fieldError("mainpageText", value),
      regThankyou: (value) => fieldError("regThankyou", value),
      meetingRequestExpiryHours: (value) =>
        value === "" ? null : fieldError("meetingRequestExpiryHours", Number(value)),
      meetingReminderMinutes: (value) =>
        value === "" ? null : fieldError("meetingReminderMinutes", Number(value)),
      meetingTables: {
        floorTables: (value, values, path) => {
          const index = Number(path.split(".")[1]);
          const day = saved.meetingDays.find((d) => d.day === values.meetingTables[index]?.day);
          return tablesError(value, day?.places ?? 1);
        },
      },
    },
  });
  const { body, formIndexOfSent } = changesOf(saved, form.values);
  const dirty = Object.keys(body).length > 0;
  const unplacedError =
    save.error instanceof ApiError && formPathOf(save.error.field, formIndexOfSent) === null
      ? save.error
      : null;

  const [confirming, setConfirming] = useState(false);
  // Closing registration or the scheduler turns people away: asked first.
  const closing = [
    ...(body.registrationOpen === false ? ["Registration closes: companies can no longer register."] : []),
    ...(body.schedulerEnabled === false
      ? ["The scheduler closes: attendees can no longer request or answer meetings."]
      : []),
  ];

  const store = () => {
    save.mutate(body, {
      onSuccess: (fresh) => {
        form.setInitialValues(formValuesOf(fresh));
        form.setValues(formValuesOf(fresh));
        form.resetDirty();
        showSuccess({ title: "Settings saved" });
      },
      onError: (error) => {
        const path = error instanceof ApiError ? formPathOf(error.field, formIndexOfSent) : null;
        if (error instanceof ApiError && path && error.field)
          form.setFieldError(path, withoutField(error.message, error.field));
      },
      onSettled: () => setConfirming(false),
    });
  };
  const submit = form.onSubmit(() => (closing.length > 0 ? setConfirming(true) : store()));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection id="settings-switches" title="Registration & scheduler">
          <Switch
            label="Registration open"
            description="Companies can register for the event on the Register page."
            {...form.getInputProps("registrationOpen", { type: "checkbox" })}
          />
          <Switch
            label="Scheduler open"
            description="Attendees can request, accept and plan meetings."
            {...form.getInputProps("schedulerEnabled", { type: "checkbox" })}
          />
        </FormSection>

        <FormSection id="settings-home" title="Home page">
          <Textarea
            label="Home page text"
            description="Shown under “About the meeting” on the home page. A new line starts a new paragraph."
            autosize
            minRows={5}
            maxRows={16}
            {...form.getInputProps("mainpageText")}
          />
          <Textarea
            label="Thank-you text after registering"
            description="Shown to a company that is not a member once it has registered."
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps("regThankyou")}
          />
          <Switch
            label="Show the video banner on the home page"
            {...form.getInputProps("showVideoBanner", { type: "checkbox" })}
          />
          <TextInput
            label="Video address"
            description="A YouTube or Vimeo address, starting with https://."
            placeholder="https://www.youtube.com/watch?v=…"
            inputMode="url"
            {...form.getInputProps("videoBannerUrl")}
          />
        </FormSection>

        <FormSection id="settings-meetings" title="Meetings">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {form.values.meetingTables.map((entry, index) => {
              const day = saved.meetingDays.find((d) => d.day === entry.day);
              const places = day?.places ?? 1;
              const floor = Number(entry.floorTables) || 0;
              return (
                <NumberInput
                  key={entry.day}
                  label={`Tables on the meeting floor, ${day ? formatDay(day.date) : `meeting day ${entry.day}`}`}
                  description={
                    floor > 0
                      ? `Tables 1 to ${floor} on the meeting floor; places ${floor + 1} to ${places} in the hotel lobby.`
                      : `Every place (1 to ${places}) is in the hotel lobby.`
                  }
                  min={0}
                  max={places - 1}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  {...form.getInputProps(`meetingTables.${index}.floorTables`)}
                />
              );
            })}
            <NumberInput
              label="Request expiry (hours)"
              description="An unanswered meeting request lapses after this many hours. Empty: requests never lapse."
              min={1}
              max={REQUEST_EXPIRY_MAX_HOURS}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              placeholder="Never"
              {...form.getInputProps("meetingRequestExpiryHours")}
            />
            <NumberInput
              label="Meeting reminder (minutes before)"
              description="Everyone at an accepted meeting is reminded this long before it begins. 0: no reminders."
              min={0}
              max={REMINDER_MAX_MINUTES}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps("meetingReminderMinutes")}
            />
          </SimpleGrid>
        </FormSection>

        {unplacedError && (
          <Alert color="red" variant="light" title="The settings were not saved" role="alert">
            {unplacedError.message || "Please try again."}
          </Alert>
        )}
        {save.error && !(save.error instanceof ApiError) && (
          <Alert color="red" variant="light" title="The settings were not saved" role="alert">
            Please try again.
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {dirty ? "Unsaved changes" : "No changes"}
          </Text>
          <Button
            variant="default"
            disabled={!dirty || save.isPending}
            onClick={() => {
              form.reset();
              save.reset();
            }}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={!dirty} loading={save.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Save and close?" centered>
        <Stack gap="md">
          <List size="sm" spacing="xs">
            {closing.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text size="sm">You can open it again at any time.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={save.isPending} onClick={store}>
              Save and close
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}

function SettingsSkeleton() {
  return (
    <Loading label="Loading the settings" gap="lg">
      <Skeleton h={140} radius="md" />
      <Skeleton h={320} radius="md" />
      <Skeleton h={160} radius="md" />
    </Loading>
  );
}

/**
 * The console's settings section: registration and scheduler switches, the home page texts and video
 * banner, the floor tables per day and the request expiry (saving sends only what changed; the
 * public site shows it at once), and the people the statistics leave out.
 */
export function SettingsSection() {
  const settings = useConsoleSettings();
  if (settings.isPending) return <SettingsSkeleton />;
  if (settings.isError)
    return (
      <LoadError
        title="The settings could not be loaded"
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  return (
    <Stack gap="lg">
      <SettingsForm saved={settings.data} />
      <StatisticsLists />
    </Stack>
  );
}
