import type { MeetingDays } from "@ebm/shared/schemas/organiser-meeting-days";
import { formatDay } from "@ebm/shared/zones";
import { Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { feedbackOn } from "../../../../lib/feedback.ts";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { useRemoveDinnerDay, useSetDinnerDay } from "../api/meeting-days.ts";

const dayName = (day: { day: number; date: string | null }) =>
  day.date ? formatDay(day.date) : `Meeting day ${day.day}`;

/** One dinner day: its seats, saved on their own, and its removal. */
function DinnerDayRow({
  editionId,
  day,
  onRemove,
}: {
  editionId: number;
  day: MeetingDays["dinnerDays"][number];
  onRemove: () => void;
}) {
  const setDay = useSetDinnerDay();
  const [seats, setSeats] = useState<number | string>(day.seats);
  const name = dayName(day);
  return (
    <Paper withBorder p="sm" radius="md" role="listitem">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {day.taken} of {day.seats} seats taken
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberInput
            label={`Seats on ${name}`}
            min={1}
            max={5000}
            w={150}
            value={seats}
            onChange={setSeats}
          />
          <Button
            variant="light"
            loading={setDay.isPending}
            disabled={Number(seats) === day.seats || !Number(seats)}
            onClick={() =>
              void feedbackOn(setDay.mutateAsync({ editionId, day: day.day, seats: Number(seats) }), {
                success: { title: `${name} has ${seats} dinner seats.` },
                failure: { title: "The seats could not be changed" },
              })
            }
          >
            Save seats
          </Button>
          <Button
            variant="subtle"
            color="red.9"
            onClick={onRemove}
            aria-label={`Remove the dinner of ${name}`}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** The Captain's Dinner days of the edition: their seats, a day added or removed. */
export function DinnerDaysEditor({ data }: { data: MeetingDays }) {
  const editionId = data.edition.id;
  const setDay = useSetDinnerDay();
  const remove = useRemoveDinnerDay();
  const [removing, setRemoving] = useState<MeetingDays["dinnerDays"][number] | null>(null);
  const free = data.days.filter((d) => !data.dinnerDays.some((dinner) => dinner.day === d.day));
  const [newDay, setNewDay] = useState<string | null>(null);
  const [newSeats, setNewSeats] = useState<number | string>(250);
  return (
    <Stack gap="sm" component="section" aria-labelledby="dinner-days-heading">
      <Title order={2} size="h3" id="dinner-days-heading">
        Captain's Dinner days
      </Title>
      <Text size="sm">
        A dinner takes place on a meeting day; waiting and approved sign-ups each take a seat.
      </Text>
      {data.dinnerDays.length === 0 ? <Text c="dimmed">No dinner days.</Text> : null}
      <Stack gap="xs" role="list" aria-label="Dinner days">
        {data.dinnerDays.map((day) => (
          <DinnerDayRow
            key={`${editionId}-${day.day}-${day.seats}`}
            editionId={editionId}
            day={day}
            onRemove={() => setRemoving(day)}
          />
        ))}
      </Stack>
      {free.length > 0 ? (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="Add a dinner on"
            placeholder="Choose a meeting day"
            data={free.map((d) => ({ value: String(d.day), label: formatDay(d.date) }))}
            value={newDay}
            onChange={setNewDay}
            w={240}
          />
          <NumberInput label="Seats" min={1} max={5000} w={120} value={newSeats} onChange={setNewSeats} />
          <Button
            variant="light"
            disabled={!newDay || !Number(newSeats)}
            loading={setDay.isPending}
            onClick={() =>
              newDay &&
              void feedbackOn(
                setDay.mutateAsync({ editionId, day: Number(newDay), seats: Number(newSeats) }),
                {
                  success: { title: "The dinner day is added." },
                  failure: { title: "The dinner day could not be added" },
                  onSuccess: () => setNewDay(null),
                },
              )
            }
          >
            Add the dinner day
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove the dinner of ${removing ? dayName(removing) : "this day"}?`}
        keepLabel="Keep it"
        confirmLabel={removing?.taken ? "Yes, remove it and decline the sign-ups" : "Yes, remove it"}
        confirmColor="red.9"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void feedbackOn(
            remove.mutateAsync({ editionId, day: removing.day, withSignups: removing.taken > 0 }),
            {
              success: { title: `The dinner of ${dayName(removing)} is removed.` },
              failure: { title: "The dinner day could not be removed" },
              onSuccess: () => setRemoving(null),
            },
          )
        }
      >
        <Text>
          {removing?.taken
            ? `${removing.taken} ${removing.taken === 1 ? "person has" : "people have"} signed up for it: their sign-ups are declined and each is told by e-mail.`
            : "Nobody has signed up for it yet."}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
