import type { SettingsPerson, StatisticsList } from "@ebm/shared/schemas/organiser-settings";
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Loading } from "../../../../components/Loading.tsx";
import { notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { LoadError } from "../../shared/ListStates.tsx";
import { useChangeStatistics } from "../api/change-statistics.ts";
import { useStatisticsExclusions } from "../api/get-statistics-exclusions.ts";
import { useSearchPeople } from "../api/search-people.ts";

const LISTS: Record<StatisticsList, { title: string; description: string; empty: string; as: string }> = {
  staff: {
    title: "Staff",
    description: "The organising team's own accounts.",
    empty: "No staff account is left out.",
    as: "the staff list",
  },
  test: {
    title: "Test accounts",
    description: "Accounts used to try the app out.",
    empty: "No test account is left out.",
    as: "the test accounts",
  },
};

/** A search for a person to add: the server's matches as the organiser types, each with its Add button. */
function AddPerson({ list, listed }: { list: StatisticsList; listed: SettingsPerson[] }) {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = useSearchPeople(q);
  const change = useChangeStatistics();
  const matches = q.length >= 2 ? (found.data ?? []).filter((p) => !listed.some((l) => l.id === p.id)) : [];
  const add = (person: SettingsPerson) =>
    change.mutate(
      { change: "exclude", list, contactId: person.id },
      {
        onSuccess: () => {
          setSearch("");
          showSuccess({ title: `${person.name} is left out of the statistics.` });
        },
        onError: (error) =>
          notifyError(error, { fallback: "The person could not be added. Please try again." }),
      },
    );
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={`Find a person to add to ${LISTS[list].as}`}
        description="Name, e-mail or company: 2 letters or more"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {q.length >= 2 && found.isSuccess && matches.length === 0 && (
        <Text size="sm">Nobody found who is not on this list.</Text>
      )}
      {matches.length > 0 && (
        <Stack
          gap={4}
          component="ul"
          aria-label={`People found for ${LISTS[list].as}`}
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {matches.map((person) => (
            <Group key={person.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <PersonLines person={person} />
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                loading={change.isPending && change.variables?.contactId === person.id}
                disabled={change.isPending}
                onClick={() => add(person)}
                style={{ flexShrink: 0 }}
                aria-label={`Add ${person.name} to ${LISTS[list].as}`}
              >
                Add
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PersonLines({ person }: { person: SettingsPerson }) {
  return (
    <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
      <Text size="sm" fw={600}>
        {person.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {person.companyName} · {person.email}
      </Text>
    </Stack>
  );
}

function ListCard({ list, people }: { list: StatisticsList; people: SettingsPerson[] }) {
  const change = useChangeStatistics();
  const remove = (person: SettingsPerson) =>
    change.mutate(
      { change: "include", list, contactId: person.id },
      {
        onSuccess: () => showSuccess({ title: `${person.name} counts in the statistics again.` }),
        onError: (error) =>
          notifyError(error, { fallback: "The person could not be removed. Please try again." }),
      },
    );
  const headingId = `statistics-${list}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={3} size="h5" id={headingId}>
          {LISTS[list].title}
        </Title>
        <Text size="sm" c="dimmed">
          {LISTS[list].description}
        </Text>
      </div>
      {people.length === 0 ? (
        <Text size="sm">{LISTS[list].empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {people.map((person) => (
            <Group key={person.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <PersonLines person={person} />
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                loading={change.isPending && change.variables?.contactId === person.id}
                onClick={() => remove(person)}
                style={{ flexShrink: 0 }}
                aria-label={`Remove ${person.name} from ${LISTS[list].as}`}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <AddPerson list={list} listed={people} />
    </Stack>
  );
}

/**
 * The staff and test accounts the statistics leave out: each list with its people, who can be
 * removed, and a search to add one. A change applies at once (it is not part of the form's save).
 */
export function StatisticsLists() {
  const lists = useStatisticsExclusions();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="settings-statistics">
      <Title order={2} size="h4" id="settings-statistics">
        Left out of the statistics
      </Title>
      <Text size="sm" mb="md">
        What these people do in the app is not counted in the event's statistics. A change applies at once.
      </Text>
      {lists.isPending ? (
        <Loading label="Loading the lists" gap="sm">
          <Skeleton h={120} radius="md" />
        </Loading>
      ) : lists.isError ? (
        <LoadError
          title="The lists could not be loaded"
          error={lists.error}
          onRetry={() => void lists.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ListCard list="staff" people={lists.data.staff} />
          <ListCard list="test" people={lists.data.test} />
        </SimpleGrid>
      )}
    </Card>
  );
}
