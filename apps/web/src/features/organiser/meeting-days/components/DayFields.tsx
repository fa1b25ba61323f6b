import { generateSlots } from "@ebm/shared/meeting-days";
import type { MeetingDayInput } from "@ebm/shared/schemas/organiser-meeting-days";
import { formatDay, zoneName } from "@ebm/shared/zones";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";

export interface DaysFormValues {
  days: MeetingDayInput[];
}

interface DayFieldsProps {
  form: UseFormReturnType<DaysFormValues>;
  index: number;
  timeZone: string;
  /** Whether this day may be removed (the last one may; a form keeps one day at least). */
  removable: boolean;
}

/** The slots a day's pattern makes, as the preview under the day's fields shows them. */
function SlotPreview({ day, timeZone }: { day: MeetingDayInput; timeZone: string }) {
  const slots = generateSlots(day);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {slots.length} timeslots, {zoneName(timeZone)}
      </Text>
      <Group gap={6} role="list" aria-label={`Timeslots of ${day.date ? formatDay(day.date) : "this day"}`}>
        {slots.map((slot) => (
          <Badge
            key={slot.timeStart}
            role="listitem"
            variant={slot.keynote ? "filled" : "outline"}
            color={slot.keynote ? "grape.9" : "dark.6"}
            radius="sm"
            tt="none"
          >
            {slot.timeStart}–{slot.timeEnd}
            {slot.keynote ? ` ${slot.label}` : ""}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** One meeting day's pattern, tables and lobby, with the slots it makes below. */
export function DayFields({ form, index, timeZone, removable }: DayFieldsProps) {
  const day = form.values.days[index];
  if (!day) return null;
  const path = (name: string) => `days.${index}.${name}`;
  const heading = day.date ? `Day ${index + 1}: ${formatDay(day.date)}` : `Day ${index + 1}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={heading}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {heading}
          </Title>
          {removable ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red.9"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={() => form.removeListItem("days", index)}
            >
              Remove day
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <TextInput type="date" label="Date" required {...form.getInputProps(path("date"))} />
          <TextInput type="time" label="First slot starts" required {...form.getInputProps(path("start"))} />
          <TextInput type="time" label="Last slot ends by" required {...form.getInputProps(path("end"))} />
          <NumberInput
            label="Slot length (minutes)"
            min={5}
            max={240}
            required
            {...form.getInputProps(path("slotMinutes"))}
          />
          <NumberInput
            label="Tables on the meeting floor"
            description="Numbered 1 and up"
            min={0}
            max={2000}
            required
            {...form.getInputProps(path("floorTables"))}
          />
          <NumberInput
            label="Places in the hotel lobby"
            description="Numbered after the tables"
            min={1}
            max={2000}
            required
            {...form.getInputProps(path("lobbyPlaces"))}
          />
        </SimpleGrid>

        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Breaks
          </Text>
          {day.breaks.length === 0 ? (
            <Text size="sm" c="dimmed">
              No breaks: the slots follow each other.
            </Text>
          ) : null}
          {day.breaks.map((pause, b) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a break is its place in the list; its times change while typed
            <Group key={`break-${b}`} gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                type="time"
                label="From"
                w={120}
                {...form.getInputProps(path(`breaks.${b}.start`))}
              />
              <TextInput type="time" label="To" w={120} {...form.getInputProps(path(`breaks.${b}.end`))} />
              <TextInput label="Label" w={180} {...form.getInputProps(path(`breaks.${b}.label`))} />
              <ActionIcon
                variant="subtle"
                color="red.9"
                size="lg"
                aria-label={`Remove the break ${pause.label || b + 1}`}
                onClick={() => form.removeListItem(path("breaks"), b)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          <Button
            size="compact-sm"
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() =>
              form.insertListItem(path("breaks"), { start: "12:30", end: "13:30", label: "Lunch" })
            }
          >
            Add a break
          </Button>
        </Stack>

        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Keynotes
          </Text>
          <Text size="sm" c="dimmed">
            A keynote takes the slot that starts at its time; no meetings are planned in it.
          </Text>
          {day.keynotes.map((keynote, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a keynote is its place in the list; its time changes while typed
            <Group key={`keynote-${k}`} gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                type="time"
                label="Slot starting at"
                w={140}
                {...form.getInputProps(path(`keynotes.${k}.start`))}
              />
              <TextInput label="Label" w={220} {...form.getInputProps(path(`keynotes.${k}.label`))} />
              <ActionIcon
                variant="subtle"
                color="red.9"
                size="lg"
                aria-label={`Remove the keynote ${keynote.label || k + 1}`}
                onClick={() => form.removeListItem(path("keynotes"), k)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          <Button
            size="compact-sm"
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() =>
              form.insertListItem(path("keynotes"), {
                start: generateSlots(day)[0]?.timeStart ?? day.start,
                label: "Keynote",
              })
            }
          >
            Add a keynote
          </Button>
        </Stack>
        <SlotPreview day={day} timeZone={timeZone} />
      </Stack>
    </Paper>
  );
}
