import type { ConsoleSponsor, SponsorBody, SponsorTier } from "@ebm/shared/schemas/organiser-content";
import { Anchor, Badge, Button, Group, Image, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowDown, IconArrowUp, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { feedbackOn, fieldFailure, notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { EmptyList, ListSkeleton, LoadError } from "../../shared/ListStates.tsx";
import { useConsoleSponsors } from "../api/get-sponsors.ts";
import { useDeleteSponsor, useOrderSponsors, useSaveSponsor } from "../api/save-sponsor.ts";
import { ImageField } from "./ImageField.tsx";

/** The tiers as the public sponsors page heads them. */
export const TIER_LABELS: Record<SponsorTier, string> = {
  main: "Main sponsor",
  submain: "Premium sponsor",
  others: "Other sponsor",
};
const TIER_OPTIONS = (Object.keys(TIER_LABELS) as SponsorTier[]).map((value) => ({
  value,
  label: TIER_LABELS[value],
}));

type Editing = { sponsor?: ConsoleSponsor } | null;

function SponsorForm({ sponsor, onDone }: { sponsor?: ConsoleSponsor; onDone: () => void }) {
  const save = useSaveSponsor();
  const form = useForm<SponsorBody>({
    initialValues: {
      name: sponsor?.name ?? "",
      url: sponsor?.url ?? "",
      type: sponsor?.type ?? "others",
      logoUrl: sponsor?.logoUrl ?? "",
    },
    validate: {
      name: (value) => (value.trim() ? null : "Please enter the sponsor's name"),
      logoUrl: (value) => (value ? null : "Please upload the logo"),
    },
  });
  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: sponsor?.id, body },
      {
        onSuccess: (answer) => {
          showSuccess({
            title: `${answer.payload.name} is ${sponsor ? "saved" : "added"}; the site shows it now.`,
          });
          onDone();
        },
        onError: (error) => {
          const failed = fieldFailure(error);
          if (failed && failed.field in form.values) form.setFieldError(failed.field, failed.message);
          else notifyError(error, { title: "The sponsor could not be saved" });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" required {...form.getInputProps("name")} />
        <TextInput
          label="Website"
          description="Where the logo links to; leave empty for none"
          placeholder="https://www.sponsor.com"
          {...form.getInputProps("url")}
        />
        <Select label="Tier" data={TIER_OPTIONS} allowDeselect={false} {...form.getInputProps("type")} />
        <ImageField
          label="Logo"
          description="JPEG, PNG or WebP, kept within 640 × 320 px; a transparent background suits the site best"
          kind="sponsor-logo"
          value={form.values.logoUrl}
          onChange={(url) => form.setFieldValue("logoUrl", url)}
          preview={{ width: 240, height: 120 }}
          error={form.errors.logoUrl as string | undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {sponsor ? "Save the sponsor" : "Add the sponsor"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The edition's sponsors in their order on the site: add, change, move and remove them. */
export function SponsorsEditor() {
  const sponsors = useConsoleSponsors();
  const order = useOrderSponsors();
  const remove = useDeleteSponsor();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ConsoleSponsor | null>(null);
  const items = sponsors.data?.payload.items;

  const move = (index: number, by: -1 | 1) => {
    if (!items) return;
    const ids = items.map((s) => s.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void feedbackOn(order.mutateAsync(ids), {
      success: { title: `${items[index]?.name} moved ${by < 0 ? "up" : "down"}.` },
      failure: { title: "The order could not be changed" },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text maw={640}>
          The sponsors on the home page and the sponsors page, in this order within their tier.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({})}>
          Add a sponsor
        </Button>
      </Group>
      {sponsors.isError && !items ? (
        <LoadError
          title="The sponsors cannot be shown right now"
          error={sponsors.error}
          onRetry={() => void sponsors.refetch()}
        />
      ) : !items ? (
        <ListSkeleton label="Loading the sponsors" height={72} />
      ) : items.length === 0 ? (
        <EmptyList hint="Add the first one: its logo shows on the public site at once.">
          No sponsors yet.
        </EmptyList>
      ) : (
        <CardList label="Sponsors">
          {items.map((sponsor, index) => (
            <ListCard key={sponsor.id}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Image src={sponsor.logoUrl} alt="" w={96} h={48} fit="contain" />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600}>{sponsor.name}</Text>
                    <Group gap="xs">
                      <Badge variant="light" radius="sm" color={sponsor.type === "main" ? "navy" : "gray"}>
                        {TIER_LABELS[sponsor.type]}
                      </Badge>
                      {sponsor.url ? (
                        <Anchor
                          href={sponsor.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="sm"
                          style={{ overflowWrap: "anywhere" }}
                        >
                          {sponsor.url.replace(/^https?:\/\//, "")}
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          No website
                        </Text>
                      )}
                    </Group>
                  </Stack>
                </Group>
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    disabled={index === 0 || order.isPending}
                    onClick={() => move(index, -1)}
                    aria-label={`Move ${sponsor.name} up`}
                  >
                    <IconArrowUp size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    disabled={index === items.length - 1 || order.isPending}
                    onClick={() => move(index, 1)}
                    aria-label={`Move ${sponsor.name} down`}
                  >
                    <IconArrowDown size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setEditing({ sponsor })}
                    aria-label={`Edit ${sponsor.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red.9"
                    onClick={() => setRemoving(sponsor)}
                    aria-label={`Remove ${sponsor.name}`}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
            </ListCard>
          ))}
        </CardList>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.sponsor ? `Edit ${editing.sponsor.name}` : "Add a sponsor"}
        size="lg"
      >
        {editing ? <SponsorForm sponsor={editing.sponsor} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove ${removing?.name ?? "the sponsor"}?`}
        keepLabel="Keep the sponsor"
        confirmLabel="Yes, remove"
        confirmColor="red.9"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void feedbackOn(remove.mutateAsync(removing.id), {
            success: { title: `${removing.name} is removed from the site.` },
            failure: { title: "The sponsor could not be removed" },
            onSuccess: () => setRemoving(null),
          })
        }
      >
        <Text>Its logo leaves the home page and the sponsors page at once.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
