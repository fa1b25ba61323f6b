import type { ConsoleEdition, NewEditionBody } from "@ebm/shared/schemas/organiser-editions";
import { formatDay } from "@ebm/shared/zones";
import { Badge, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPencil, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { feedbackOn, fieldFailure, notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { ListSkeleton, LoadError } from "../../shared/ListStates.tsx";
import { useCreateEdition, useEditions, useMakeCurrentEdition } from "../api/editions.ts";
import { EditionDetailsForm } from "./EditionDetailsForm.tsx";

/** The time zones this browser knows, for the edition's zone. */
function useTimeZones(): string[] {
  return useMemo(() => {
    const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone");
    return known && known.length > 0
      ? known
      : ["Europe/Dublin", "Europe/London", "Europe/Lisbon", "Europe/Amsterdam"];
  }, []);
}

const dates = (edition: ConsoleEdition) => `${formatDay(edition.dateStart)} – ${formatDay(edition.dateEnd)}`;

function NewEditionForm({
  current,
  zones,
  onDone,
}: {
  current?: ConsoleEdition;
  zones: string[];
  onDone: () => void;
}) {
  const create = useCreateEdition();
  const form = useForm<NewEditionBody>({
    initialValues: {
      name: "",
      city: "",
      venue: "",
      venueAddress: "",
      dateStart: "",
      timezone: current?.timezone ?? "Europe/Dublin",
    },
    validate: {
      name: (value) => (value.trim() ? null : "Please name the edition"),
      city: (value) => (value.trim() ? null : "Please enter the city"),
      venue: (value) => (value.trim() ? null : "Please enter the venue"),
      dateStart: (value) => (value ? null : "Please choose the first day"),
    },
  });
  const submit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (answer) => {
        showSuccess({
          title: `${answer.payload.name} is created with ${answer.payload.timeslots} timeslots. Make it current when it is ready.`,
        });
        onDone();
      },
      onError: (error) => {
        const failed = fieldFailure(error);
        if (failed && failed.field in form.values) form.setFieldError(failed.field, failed.message);
        else notifyError(error, { title: "The edition could not be created" });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          It starts as a copy of {current ? current.name : "the current edition"}: its prices, dinner places,
          settings and texts, tables and timeslots at the same local times. Registration stays closed until
          you open it.
        </Text>
        <TextInput label="Name" placeholder="2026 Lisbon" required {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="City" required {...form.getInputProps("city")} />
          <TextInput label="Venue" required {...form.getInputProps("venue")} />
        </SimpleGrid>
        <TextInput label="Venue address" {...form.getInputProps("venueAddress")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label="First day"
            description="The edition lasts as many days as the current one"
            required
            {...form.getInputProps("dateStart")}
          />
          <Select
            label="Time zone"
            description="The venue's; every time of the event is in it"
            data={zones}
            searchable
            allowDeselect={false}
            {...form.getInputProps("timezone")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create the edition
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The console's editions: which one the site shows, the next one made from it, and the switch. */
export function EditionsSection() {
  const editions = useEditions();
  const makeCurrent = useMakeCurrentEdition();
  const [creating, setCreating] = useState(false);
  const [switching, setSwitching] = useState<ConsoleEdition | null>(null);
  const [editing, setEditing] = useState<ConsoleEdition | null>(null);
  const zones = useTimeZones();
  const items = editions.data?.payload.items;
  const current = items?.find((edition) => edition.isCurrent);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text maw={640}>
          The public site, registration, the directory and the scheduler show the current edition. Past
          editions stay readable in the pictures archive.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
          Start the next edition
        </Button>
      </Group>
      {editions.isError && !items ? (
        <LoadError
          title="The editions cannot be shown right now"
          error={editions.error}
          onRetry={() => void editions.refetch()}
        />
      ) : !items ? (
        <ListSkeleton label="Loading the editions" height={72} />
      ) : (
        <CardList label="Editions">
          {items.map((edition) => (
            <ListCard key={edition.id}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{edition.name}</Text>
                    {edition.isCurrent ? (
                      <Badge color="teal" variant="light" radius="sm">
                        Current
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm">
                    {edition.city} · {edition.venue}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {dates(edition)} · {edition.timezone} · {edition.timeslots} timeslots ·{" "}
                    {edition.registrations.toLocaleString("en-GB")} registrations
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconPencil size={14} aria-hidden="true" />}
                    onClick={() => setEditing(edition)}
                    aria-label={`Edit: ${edition.name}`}
                  >
                    Edit
                  </Button>
                  {edition.isCurrent ? null : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => setSwitching(edition)}
                      aria-label={`Make current: ${edition.name}`}
                    >
                      Make current
                    </Button>
                  )}
                </Group>
              </Group>
            </ListCard>
          ))}
        </CardList>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title="Start the next edition" size="lg">
        {creating ? (
          <NewEditionForm current={current} zones={zones} onDone={() => setCreating(false)} />
        ) : null}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={`Edit ${editing?.name ?? "the edition"}`}
        size="xl"
      >
        {editing ? (
          <EditionDetailsForm id={editing.id} zones={zones} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={switching !== null}
        title={`Make ${switching?.name ?? "this edition"} the current edition?`}
        keepLabel={`Keep ${current?.name ?? "the current one"}`}
        confirmLabel="Yes, make it current"
        busy={makeCurrent.isPending}
        onClose={() => setSwitching(null)}
        onConfirm={() =>
          switching &&
          void feedbackOn(makeCurrent.mutateAsync(switching.id), {
            success: { title: `The site now shows ${switching.name}.` },
            failure: { title: "The edition could not be made current" },
            onSuccess: () => setSwitching(null),
          })
        }
      >
        <Text>
          Every visitor and attendee sees {switching?.name} from now on: its dates, venue, prices, program and
          timeslots.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
