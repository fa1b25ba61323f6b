import type { BannerBody, ConsoleBanner } from "@ebm/shared/schemas/organiser-content";
import { Anchor, Badge, Button, Group, Image, Modal, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { feedbackOn, fieldFailure, notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { EmptyList, ListSkeleton, LoadError } from "../../shared/ListStates.tsx";
import { useConsoleBanners } from "../api/get-banners.ts";
import { useDeleteBanner, useSaveBanner } from "../api/save-banner.ts";
import { ImageField } from "./ImageField.tsx";

type Editing = { banner?: ConsoleBanner } | null;

function BannerForm({ banner, onDone }: { banner?: ConsoleBanner; onDone: () => void }) {
  const save = useSaveBanner();
  const form = useForm<BannerBody>({
    initialValues: {
      url: banner?.url ?? "",
      alt: banner?.alt ?? "",
      image: banner?.image ?? "",
      mobileImage: banner?.mobileImage ?? "",
      isAd: banner?.isAd ?? true,
      active: banner?.active ?? true,
    },
    validate: {
      alt: (value) => (value.trim() ? null : "Please describe the banner for people who cannot see it"),
      image: (value) => (value ? null : "Please upload the banner"),
    },
  });
  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: banner?.id, body },
      {
        onSuccess: () => {
          showSuccess({ title: banner ? "The banner is saved." : "The banner is added." });
          onDone();
        },
        onError: (error) => {
          const failed = fieldFailure(error);
          if (failed && failed.field in form.values) form.setFieldError(failed.field, failed.message);
          else notifyError(error, { title: "The banner could not be saved" });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ImageField
          label="Banner"
          description="Cropped to a 728 × 90 leaderboard; upload 1456 × 180 px for sharp screens"
          kind="banner"
          value={form.values.image}
          onChange={(url) => form.setFieldValue("image", url)}
          preview={{ width: 728, height: 90 }}
          error={form.errors.image as string | undefined}
        />
        <ImageField
          label="Phone creative (optional)"
          description="Shown instead on phones, cropped to 320 × 100; without one, phones scroll the leaderboard sideways"
          kind="banner-phone"
          value={form.values.mobileImage}
          onChange={(url) => form.setFieldValue("mobileImage", url)}
          preview={{ width: 320, height: 100 }}
          error={form.errors.mobileImage as string | undefined}
          removable
        />
        <TextInput
          label="Alternative text"
          description="What the banner says, for people who cannot see it"
          required
          {...form.getInputProps("alt")}
        />
        <TextInput
          label="Link"
          description="Where a click leads (a new tab); leave empty for none"
          placeholder="https://www.sponsor.com/offer"
          {...form.getInputProps("url")}
        />
        <Switch
          label="Count its clicks (an advertisement)"
          {...form.getInputProps("isAd", { type: "checkbox" })}
        />
        <Switch label="Shown on the site" {...form.getInputProps("active", { type: "checkbox" })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {banner ? "Save the banner" : "Add the banner"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The sponsor banners shown at the foot of the attendees' pages: add, change, hide and remove them. */
export function BannersEditor() {
  const banners = useConsoleBanners();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ConsoleBanner | null>(null);
  const items = banners.data?.payload.items;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text maw={640}>Up to four of the banners shown are picked at random for each page.</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({})}>
          Add a banner
        </Button>
      </Group>
      {banners.isError && !items ? (
        <LoadError
          title="The banners cannot be shown right now"
          error={banners.error}
          onRetry={() => void banners.refetch()}
        />
      ) : !items ? (
        <ListSkeleton label="Loading the banners" height={120} />
      ) : items.length === 0 ? (
        <EmptyList>No banners yet.</EmptyList>
      ) : (
        <CardList label="Banners">
          {items.map((banner) => (
            <ListCard key={banner.id}>
              <Stack gap="xs">
                <Image
                  src={banner.image}
                  alt=""
                  w={728}
                  maw="100%"
                  h="auto"
                  radius="sm"
                  style={{ aspectRatio: "728 / 90" }}
                />
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600}>{banner.alt}</Text>
                    <Group gap="xs">
                      <Badge variant="light" radius="sm" color={banner.active ? "teal" : "gray"}>
                        {banner.active ? "Shown" : "Hidden"}
                      </Badge>
                      <Badge variant="light" radius="sm" color="gray">
                        {banner.mobileImage ? "Phone creative" : "No phone creative"}
                      </Badge>
                      {banner.isAd ? (
                        <Text size="sm" c="dimmed">
                          {banner.numClicked.toLocaleString("en-GB")} clicks
                        </Text>
                      ) : null}
                      {banner.url ? (
                        <Anchor
                          href={banner.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="sm"
                          style={{ overflowWrap: "anywhere" }}
                        >
                          {banner.url.replace(/^https?:\/\//, "")}
                        </Anchor>
                      ) : null}
                    </Group>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => setEditing({ banner })}
                      aria-label={`Edit the banner “${banner.alt}”`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red.9"
                      onClick={() => setRemoving(banner)}
                      aria-label={`Remove the banner “${banner.alt}”`}
                    >
                      Remove
                    </Button>
                  </Group>
                </Group>
              </Stack>
            </ListCard>
          ))}
        </CardList>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.banner ? "Edit the banner" : "Add a banner"}
        size="xl"
      >
        {editing ? <BannerForm banner={editing.banner} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this banner?"
        keepLabel="Keep the banner"
        confirmLabel="Yes, remove"
        confirmColor="red.9"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void feedbackOn(remove.mutateAsync(removing.id), {
            success: { title: "The banner is removed." },
            failure: { title: "The banner could not be removed" },
            onSuccess: () => setRemoving(null),
          })
        }
      >
        <Text>
          “{removing?.alt}” and its {removing?.numClicked ?? 0} counted clicks go. To keep them, hide the
          banner instead.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
