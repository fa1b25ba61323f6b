import { DEFAULT_RETENTION_DAYS, RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from "@ebm/shared/privacy";
import type { OrganiserPrivacy, PrivacySettings } from "@ebm/shared/schemas/privacy";
import {
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { fieldFailure, notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { useSavePrivacySettings } from "../api/privacy-api.ts";

interface FormValues {
  controllerName: string;
  controllerAddress: string;
  contactEmail: string;
  recipients: string;
  retention: "days" | "keep";
  retentionDays: number | string;
}

const valuesOf = (settings: PrivacySettings): FormValues => ({
  controllerName: settings.controllerName,
  controllerAddress: settings.controllerAddress,
  contactEmail: settings.contactEmail,
  recipients: settings.recipients,
  retention: settings.retentionDays === null ? "keep" : "days",
  retentionDays: settings.retentionDays ?? DEFAULT_RETENTION_DAYS,
});

const settingsOf = (values: FormValues): PrivacySettings => ({
  controllerName: values.controllerName.trim(),
  controllerAddress: values.controllerAddress.trim(),
  contactEmail: values.contactEmail.trim(),
  recipients: values.recipients
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n"),
  retentionDays: values.retention === "keep" ? null : Number(values.retentionDays),
});

/**
 * The privacy notice's settings: who is responsible and how to reach them, who else receives data
 * (one per line) and how long an edition's personal data is kept. Saving publishes a new version of
 * the notice, which everyone is asked to agree to again: asked first.
 */
export function PrivacySettingsForm({ privacy }: { privacy: OrganiserPrivacy }) {
  const save = useSavePrivacySettings();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<FormValues>({
    initialValues: valuesOf(privacy.settings),
    validate: {
      controllerName: (value) => (value.trim() ? null : "Enter who is responsible for the data"),
      contactEmail: (value) =>
        !value.trim() || /^\S+@\S+\.\S+$/.test(value.trim()) ? null : "Enter an e-mail address",
      retentionDays: (value, values) => {
        if (values.retention === "keep") return null;
        const days = Number(value);
        return Number.isInteger(days) && days >= RETENTION_DAYS_MIN && days <= RETENTION_DAYS_MAX
          ? null
          : `Enter ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX} days`;
      },
    },
  });
  const dirty = form.isDirty();

  const store = () =>
    save.mutate(settingsOf(form.values), {
      onSuccess: (fresh) => {
        form.setInitialValues(valuesOf(fresh.settings));
        form.setValues(valuesOf(fresh.settings));
        form.resetDirty();
        showSuccess({ title: `Privacy notice saved: version ${fresh.noticeVersion}` });
      },
      onError: (error) => {
        const failed = fieldFailure(error);
        if (failed && failed.field in form.values) form.setFieldError(failed.field, failed.message);
        else notifyError(error, { title: "The privacy notice could not be saved" });
      },
      onSettled: () => setConfirming(false),
    });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="privacy-notice-settings">
      <form onSubmit={form.onSubmit(() => setConfirming(true))} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="privacy-notice-settings">
              The privacy notice
            </Title>
            <Text size="sm" c="dimmed">
              Version {privacy.noticeVersion}.{" "}
              <Anchor href="/privacy" target="_blank" rel="noopener" underline="always">
                Open the notice
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Anchor>
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Who is responsible (controller)"
              description="The company that decides what is done with the data."
              required
              {...form.getInputProps("controllerName")}
            />
            <TextInput
              label="Privacy contact e-mail"
              description="Where people write to see, correct or delete their data."
              type="email"
              {...form.getInputProps("contactEmail")}
            />
          </SimpleGrid>
          <Textarea
            label="Postal address"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps("controllerAddress")}
          />
          <Textarea
            label="Who else receives data"
            description="One per line: the payment provider, the mail service, the hotel…"
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps("recipients")}
          />
          <Radio.Group label="How long personal data is kept" {...form.getInputProps("retention")}>
            <Stack gap="xs" mt={8}>
              <Radio value="days" label="Delete it a number of days after each edition" />
              <Radio value="keep" label="Keep it until people delete their account" />
            </Stack>
          </Radio.Group>
          {form.values.retention === "days" && (
            <NumberInput
              label="Days after the edition's last day"
              description={`Chats, notes, leads, check-ins and the data of people who did not come back are purged then; they are warned by mail beforehand. ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}.`}
              min={RETENTION_DAYS_MIN}
              max={RETENTION_DAYS_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              maw={360}
              {...form.getInputProps("retentionDays")}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {dirty ? "Unsaved changes" : "No changes"}
            </Text>
            <Button variant="default" disabled={!dirty || save.isPending} onClick={() => form.reset()}>
              Discard changes
            </Button>
            <Button type="submit" disabled={!dirty}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title="Publish a new version of the notice?"
        keepLabel="Cancel"
        confirmLabel="Save and publish"
        busy={save.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={store}
      >
        <Text size="sm">
          The notice becomes version {privacy.noticeVersion + 1}. Everyone is asked to read and agree to it
          again the next time they open the app.
        </Text>
      </ConfirmDialog>
    </Card>
  );
}
