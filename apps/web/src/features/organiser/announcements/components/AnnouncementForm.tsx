import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementAudience,
  AUDIENCES_WITH_DAY,
} from "@ebm/shared/announcements";
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useState } from "react";
import { useAllSettings } from "../../../../lib/api/get-settings.ts";
import { errorWords } from "../../../../lib/feedback.ts";
import { formatInstant, zoneName } from "../../../../lib/format.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { useCreateAnnouncement } from "../api/create-announcement.ts";
import { useAnnouncementPreview } from "../api/get-preview.ts";
import { instantIn } from "../utils/event-time.ts";
import { AUDIENCE_OPTIONS, attendeesWord, audienceLabel, dayLabel } from "./announcement-view.ts";

type When = "now" | "later";

/** Which field a refusal names, for the form to show it beside that field. */
type Field = "title" | "body" | "day" | "sendAt";

/**
 * Writes an announcement: its title and text, the group it goes to (with the count of that group
 * now), and when. Sending asks once more, naming how many it goes to.
 */
export function AnnouncementForm() {
  const timeZone = useAllSettings().data?.event.timezone ?? "UTC";
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [audience, setAudience] = useState<AnnouncementAudience>("all");
  const [day, setDay] = useState(0);
  const [when, setWhen] = useState<When>("now");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const needsDay = AUDIENCES_WITH_DAY.includes(audience);
  const complete = !needsDay || day > 0;
  const preview = useAnnouncementPreview({ audience, day: needsDay ? day : 0 }, complete);
  // The previous group's count is never shown as this group's: "Counting…" until it is known.
  const count = complete && !preview.isPlaceholderData ? preview.data?.payload.recipients : undefined;
  const days = preview.data?.payload.days ?? [];
  const create = useCreateAnnouncement();
  const sendAt = when === "later" ? instantIn(date, time, timeZone) : null;

  /** What the form lacks, in the words shown beside each field. */
  function check(): boolean {
    const found: Partial<Record<Field, string>> = {};
    if (!title.trim()) found.title = "Write a title.";
    if (!body.trim()) found.body = "Write the message.";
    if (needsDay && day === 0) found.day = "Choose the day.";
    if (when === "later" && !sendAt) found.sendAt = "Choose the date and time.";
    else if (sendAt && new Date(sendAt).getTime() <= Date.now())
      found.sendAt = "Choose a time in the future.";
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  function reset() {
    setTitle("");
    setBody("");
    setWhen("now");
    setDate("");
    setTime("");
  }

  function send() {
    setFailure(null);
    create.mutate(
      {
        title: title.trim(),
        body: body.trim(),
        audience,
        ...(needsDay ? { day } : {}),
        ...(sendAt ? { sendAt } : {}),
        confirm: true,
      },
      {
        onSuccess: (answer) => {
          setAsking(false);
          reset();
          showSuccess({
            title:
              answer.payload.state === "scheduled" && sendAt
                ? `Scheduled for ${formatInstant(sendAt, timeZone, { year: true })}.`
                : "The announcement is on its way.",
          });
        },
        onError: (error) => {
          setAsking(false);
          const field = (error as { field?: string }).field;
          const words = errorWords(error, {
            fallback: "The announcement could not be sent. Please try again.",
          });
          if (field === "title" || field === "body" || field === "day" || field === "sendAt")
            setErrors({ [field]: words ?? "Check this field." });
          else setFailure(words ?? null);
        },
      },
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="announcement-form-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (check()) setAsking(true);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="announcement-form-title">
            New announcement
          </Title>
          <TextInput
            label="Title"
            description="The subject of the mail and the first line of the notification"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={ANNOUNCEMENT_TITLE_MAX}
            error={errors.title}
            required
          />
          <Textarea
            label="Message"
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            autosize
            minRows={4}
            maxRows={12}
            error={errors.body}
            description={`${body.length} / ${ANNOUNCEMENT_BODY_MAX} characters`}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label="Send to"
              data={AUDIENCE_OPTIONS}
              value={audience}
              onChange={(event) => {
                setAudience(event.currentTarget.value as AnnouncementAudience);
                setErrors((e) => ({ ...e, day: undefined }));
              }}
            />
            {needsDay ? (
              <NativeSelect
                label="Day"
                data={[
                  { value: "", label: "Choose the day" },
                  ...days.map((d) => ({ value: String(d.day), label: dayLabel(d.day, d.date) })),
                ]}
                value={day > 0 ? String(day) : ""}
                onChange={(event) => setDay(Number(event.currentTarget.value) || 0)}
                error={errors.day}
              />
            ) : null}
          </SimpleGrid>
          <Text size="sm" aria-live="polite" data-testid="announcement-count">
            {count === undefined
              ? needsDay && day === 0
                ? "Choose the day to see how many this reaches."
                : "Counting…"
              : `This reaches ${attendeesWord(count)} now, by e-mail, in the app's notifications and by push where they allow it.`}
          </Text>
          <Radio.Group label="When" value={when} onChange={(value) => setWhen(value as When)}>
            <Group gap="lg" mt={6}>
              <Radio value="now" label="Send now" />
              <Radio value="later" label="Schedule for later" />
            </Group>
          </Radio.Group>
          {when === "later" ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={420}>
              <TextInput
                type="date"
                label={`Date (${zoneName(timeZone)})`}
                value={date}
                onChange={(event) => setDate(event.currentTarget.value)}
                error={errors.sendAt}
              />
              <TextInput
                type="time"
                label="Time"
                value={time}
                onChange={(event) => setTime(event.currentTarget.value)}
              />
            </SimpleGrid>
          ) : null}
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" leftSection={<IconSpeakerphone size={16} aria-hidden="true" />}>
              {when === "later" ? "Review and schedule" : "Review and send"}
            </Button>
          </Group>
        </Stack>
      </form>

      <ConfirmDialog
        opened={asking}
        title={when === "later" ? "Schedule this announcement?" : "Send this announcement?"}
        keepLabel="Back to editing"
        confirmLabel={
          count === undefined
            ? "Yes, send"
            : `Yes, ${when === "later" ? "schedule" : "send"} to ${attendeesWord(count)}`
        }
        busy={create.isPending}
        onClose={() => setAsking(false)}
        onConfirm={send}
      >
        <Stack gap="xs">
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Text>
          <Text size="sm">
            {count === undefined ? "It goes" : `It goes to ${attendeesWord(count)}`} (
            {audienceLabel(audience, needsDay ? day : null)})
            {sendAt ? ` on ${formatInstant(sendAt, timeZone, { year: true })}` : " now"}, by e-mail, in the
            app and by push. It cannot be taken back once sent.
          </Text>
        </Stack>
      </ConfirmDialog>
    </Paper>
  );
}
