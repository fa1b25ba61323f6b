import { ROLE_LABELS, type UserRole } from "@ebm/shared/schemas/mini/auth";
import type { StaffMember } from "@ebm/shared/schemas/organiser-staff";
import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { feedbackOn } from "../../../../lib/feedback.ts";
import { useUser } from "../../../../lib/session/use-session.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { EmptyList, ListSkeleton, LoadError } from "../../shared/ListStates.tsx";
import { type ListColumn, ListTable } from "../../shared/ListTable.tsx";
import { useStaff, useStaffCandidates } from "../api/get-staff.ts";
import { useSetStaffRole } from "../api/set-staff-role.ts";

const STAFF_COLUMNS: ListColumn[] = [
  { label: "Name" },
  { label: "E-mail" },
  { label: "Role" },
  { label: "Actions", hidden: true },
];

const ROLE_COLOR: Record<UserRole, string> = { organiser: "navy", desk: "teal", attendee: "gray" };

/** What a role lets the person do, said beside the buttons that give it. */
const ROLE_MEANS: Record<Exclude<UserRole, "attendee">, string> = {
  organiser: "the whole console",
  desk: "the check-in desk only",
};

function RoleBadge({ role }: { role: UserRole }) {
  return (
    <Badge color={ROLE_COLOR[role]} variant="light" radius="sm">
      {ROLE_LABELS[role]}
    </Badge>
  );
}

interface Change {
  member: StaffMember;
  role: UserRole;
}

/** The words of a role change: its button, and what its snackbar says. */
function changeWords({ member, role }: Change) {
  if (role === "attendee")
    return {
      label: "Remove",
      done: `${member.name} no longer has a staff role.`,
      failed: "The role could not be taken",
    };
  return {
    label: role === "organiser" ? "Make organiser" : "Make desk staff",
    done: `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}: ${ROLE_MEANS[role]}.`,
    failed: "The role could not be given",
  };
}

interface ActionsProps {
  member: StaffMember;
  /** The only organiser keeps the role: the console always has one. */
  onlyOrganiser: boolean;
  onChange: (change: Change) => void;
  busyId: number | null;
}

/** A staff member's buttons: switch between organiser and desk, or remove the role. */
function StaffActions({ member, onlyOrganiser, onChange, busyId }: ActionsProps) {
  if (onlyOrganiser)
    return (
      <Text size="sm" c="dimmed">
        The only organiser
      </Text>
    );
  const other: UserRole = member.role === "organiser" ? "desk" : "organiser";
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        loading={busyId === member.id}
        onClick={() => onChange({ member, role: other })}
        aria-label={`${changeWords({ member, role: other }).label}: ${member.name}`}
      >
        {changeWords({ member, role: other }).label}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red.9"
        onClick={() => onChange({ member, role: "attendee" })}
        aria-label={`Remove ${member.name}'s staff role`}
      >
        Remove
      </Button>
    </Group>
  );
}

function StaffList({
  staff,
  actions,
}: {
  staff: StaffMember[];
  actions: (member: StaffMember) => ActionsProps;
}) {
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  if (wide)
    return (
      <ListTable label="Staff" minWidth={640} columns={STAFF_COLUMNS}>
        {staff.map((member) => (
          <Table.Tr key={member.id}>
            <Table.Td>
              <Text fw={600}>{member.name}</Text>
              <Text size="xs" c="dimmed">
                {member.companyName}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{member.email}</Table.Td>
            <Table.Td>
              <RoleBadge role={member.role} />
            </Table.Td>
            <Table.Td>
              <StaffActions {...actions(member)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    );
  return (
    <CardList label="Staff">
      {staff.map((member) => (
        <ListCard key={member.id}>
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600}>{member.name}</Text>
              <RoleBadge role={member.role} />
            </Group>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {member.email}
            </Text>
            <Text size="xs" c="dimmed">
              {member.companyName}
            </Text>
            <StaffActions {...actions(member)} />
          </Stack>
        </ListCard>
      ))}
    </CardList>
  );
}

/** Finds an account by name or e-mail and gives it a staff role. */
function GiveRole({ onChange, busyId }: { onChange: (change: Change) => void; busyId: number | null }) {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = useStaffCandidates(q);
  const people = q.length >= 2 ? (found.data?.payload.items ?? []) : [];
  return (
    <Stack gap="sm">
      <TextInput
        label="Find a person"
        description="Part of their name or e-mail address, 2 characters or more"
        placeholder="name@company.com"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {q.length >= 2 && found.isError ? (
        <LoadError title="The search did not work" error={found.error} onRetry={() => void found.refetch()} />
      ) : null}
      {q.length >= 2 && found.data && people.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody's name or e-mail contains “{q}”.
        </Text>
      ) : null}
      {people.length > 0 ? (
        <CardList label="People found">
          {people.map((person) => (
            <ListCard key={person.id}>
              <Group justify="space-between" gap="xs" align="center">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>
                    {person.name} <RoleBadge role={person.role} />
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {person.email} · {person.companyName}
                  </Text>
                </div>
                <Group gap="xs">
                  {(["desk", "organiser"] as const)
                    .filter((role) => role !== person.role)
                    .map((role) => (
                      <Button
                        key={role}
                        size="compact-sm"
                        variant={role === "desk" ? "light" : "outline"}
                        loading={busyId === person.id}
                        onClick={() => onChange({ member: person, role })}
                        aria-label={`${changeWords({ member: person, role }).label}: ${person.name}`}
                      >
                        {changeWords({ member: person, role }).label}
                      </Button>
                    ))}
                </Group>
              </Group>
            </ListCard>
          ))}
        </CardList>
      ) : null}
    </Stack>
  );
}

/**
 * The console's staff section: the organisers (the whole console) and the desk staff (the check-in
 * desk only), giving and taking the roles. The last organiser keeps theirs.
 */
export function StaffSection() {
  const staff = useStaff();
  const setRole = useSetStaffRole();
  const user = useUser();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const members = staff.data?.payload.items;
  const organisers = members?.filter((member) => member.role === "organiser").length ?? 0;
  const busyId = setRole.isPending ? (setRole.variables?.contactId ?? null) : null;

  const apply = (change: Change) => {
    const words = changeWords(change);
    return feedbackOn(setRole.mutateAsync({ contactId: change.member.id, role: change.role }), {
      success: { title: words.done },
      failure: { title: words.failed },
      onSuccess: () => setRemoving(null),
    });
  };
  const onChange = (change: Change) =>
    change.role === "attendee" ? setRemoving(change.member) : void apply(change);

  return (
    <Stack gap="xl">
      <Text maw={720}>
        Organisers use the whole console; desk staff see only the check-in desk. A change applies from the
        person's next visit, and the audit log records it.
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="staff-list-heading">
        <Title order={2} id="staff-list-heading">
          Organisers and desk staff
        </Title>
        {staff.isError && !members ? (
          <LoadError
            title="The staff cannot be shown right now"
            error={staff.error}
            onRetry={() => void staff.refetch()}
          />
        ) : !members ? (
          <ListSkeleton label="Loading the staff" height={56} />
        ) : members.length === 0 ? (
          <EmptyList>Nobody has a staff role.</EmptyList>
        ) : (
          <StaffList
            staff={members}
            actions={(member) => ({
              member,
              onlyOrganiser: member.role === "organiser" && organisers <= 1,
              onChange,
              busyId,
            })}
          />
        )}
      </Stack>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="staff-give-heading">
        <Stack gap="sm">
          <Title order={2} id="staff-give-heading">
            Give someone a role
          </Title>
          <GiveRole onChange={onChange} busyId={busyId} />
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove ${removing?.name ?? ""}'s staff role?`}
        keepLabel="Keep the role"
        confirmLabel="Yes, remove"
        confirmColor="red.9"
        busy={setRole.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && void apply({ member: removing, role: "attendee" })}
      >
        <Text>
          {removing?.id === user?.id
            ? "You will no longer be able to open the organiser console."
            : `${removing?.name ?? "They"} will be an attendee again, without the console or the check-in desk.`}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
