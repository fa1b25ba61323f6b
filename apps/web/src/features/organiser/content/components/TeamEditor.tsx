import type { TeamMember } from "@ebm/shared/schemas/mail";
import type { ConsoleTeamMember, TeamMemberBody } from "@ebm/shared/schemas/organiser-content-pages";
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import cardGrid from "../../../../components/CardGrid.module.css";
import { useContentPreviews } from "../../../../lib/content-previews.tsx";
import { feedbackOn, fieldFailure, notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { EmptyList, ListSkeleton, LoadError } from "../../shared/ListStates.tsx";
import { contentKeys } from "../api/keys.ts";
import { useConsoleTeam, useContentChange } from "../api/pages.ts";
import { movedIds, PreviewPane, RowActions } from "./EditorParts.tsx";

/** A member as the contact page gets them (no e-mail address), for the preview. */
const asPublic = (body: Omit<TeamMemberBody, "email">, id = 0): TeamMember => ({
  id,
  name: body.name || "Name",
  position: body.position,
  phone: body.phone,
  whatsapp: body.phone.replace(/\D/g, ""),
});

function MemberForm({ member, onDone }: { member?: ConsoleTeamMember; onDone: () => void }) {
  const change = useContentChange<{ payload: ConsoleTeamMember }>(contentKeys.team());
  const Preview = useContentPreviews();
  const form = useForm<TeamMemberBody>({
    initialValues: {
      name: member?.name ?? "",
      position: member?.position ?? "",
      phone: member?.phone ?? "",
      email: member?.email ?? "",
    },
    validate: {
      name: (v) => (v.trim() ? null : "Please enter the name"),
      position: (v) => (v.trim() ? null : "Please enter their role"),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : "Please enter an e-mail address"),
    },
  });
  const submit = form.onSubmit((body) =>
    change.mutate(
      member ? { method: "PUT", path: `team/${member.id}`, body } : { method: "POST", path: "team", body },
      {
        onSuccess: (answer) => {
          showSuccess({
            title: `${answer.payload.name} is ${member ? "saved" : "added"}; the contact page shows it now.`,
          });
          onDone();
        },
        onError: (error) => {
          const failed = fieldFailure(error);
          if (failed && failed.field in form.values) form.setFieldError(failed.field, failed.message);
          else notifyError(error, { title: "The member could not be saved" });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" required {...form.getInputProps("name")} />
        <TextInput label="Role" required {...form.getInputProps("position")} />
        <TextInput
          label="Phone"
          type="tel"
          description="International format, e.g. +353 1 555 0100; the card links it and WhatsApp"
          {...form.getInputProps("phone")}
        />
        <TextInput
          label="E-mail address"
          type="email"
          description="Messages to them go here; the site never shows it"
          required
          {...form.getInputProps("email")}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Preview
          </Text>
          <div className={cardGrid.grid} style={{ maxWidth: 360 }}>
            <Preview.TeamMemberCard member={asPublic(form.values)} onMessage={() => {}} />
          </div>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            {member ? "Save the member" : "Add the member"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The organising team on the contact page: add, change, move and remove its members. */
export function TeamEditor() {
  const team = useConsoleTeam();
  const Preview = useContentPreviews();
  const change = useContentChange(contentKeys.team());
  const [editing, setEditing] = useState<{ member?: ConsoleTeamMember } | null>(null);
  const [removing, setRemoving] = useState<ConsoleTeamMember | null>(null);
  const items = team.data?.payload.items;

  if (team.isError && !items)
    return (
      <LoadError
        title="The team cannot be shown right now"
        error={team.error}
        onRetry={() => void team.refetch()}
      />
    );
  if (!items) return <ListSkeleton label="Loading the team" height={72} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text maw={640}>The team on the contact page, in this order.</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({})}>
          Add a member
        </Button>
      </Group>
      {items.length === 0 ? (
        <EmptyList hint="Add the first member: the contact page shows them at once.">No team yet.</EmptyList>
      ) : (
        <CardList label="Team">
          {items.map((member, index) => (
            <ListCard key={member.id}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{member.name}</Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {member.position} · {member.phone || "no phone"} · {member.email}
                  </Text>
                </Stack>
                <RowActions
                  name={member.name}
                  index={index}
                  count={items.length}
                  busy={change.isPending}
                  onMove={(by) =>
                    void feedbackOn(
                      change.mutateAsync({
                        method: "POST",
                        path: "team/order",
                        body: {
                          ids: movedIds(
                            items.map((m) => m.id),
                            index,
                            by,
                          ),
                        },
                      }),
                      {
                        success: { title: `${member.name} moved ${by < 0 ? "up" : "down"}.` },
                        failure: { title: "The order could not be changed" },
                      },
                    )
                  }
                  onEdit={() => setEditing({ member })}
                  onRemove={() => setRemoving(member)}
                />
              </Group>
            </ListCard>
          ))}
        </CardList>
      )}
      {items.length > 0 ? (
        <PreviewPane title="Preview: the team's cards" to="/contact" page="contact page">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {items.map((m) => (
              <Preview.TeamMemberCard key={m.id} member={asPublic(m, m.id)} onMessage={() => {}} />
            ))}
          </SimpleGrid>
        </PreviewPane>
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.member ? `Edit ${editing.member.name}` : "Add a member"}
        size="lg"
      >
        {editing ? <MemberForm member={editing.member} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove ${removing?.name ?? "the member"}?`}
        keepLabel="Keep them"
        confirmLabel="Yes, remove"
        confirmColor="red.9"
        busy={change.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void feedbackOn(change.mutateAsync({ method: "DELETE", path: `team/${removing.id}` }), {
            success: { title: `${removing.name} is removed from the contact page.` },
            failure: { title: "The member could not be removed" },
            onSuccess: () => setRemoving(null),
          })
        }
      >
        <Text>They leave the contact page at once.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
