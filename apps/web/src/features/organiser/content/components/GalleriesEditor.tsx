import type { PictureCategory } from "@ebm/shared/schemas/content";
import type { ContentImageResponse } from "@ebm/shared/schemas/organiser-content";
import type {
  ConsoleGallery,
  ConsoleGalleryPicture,
  GalleryPicturesBody,
} from "@ebm/shared/schemas/organiser-content-pages";
import {
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPhotoUp, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { apiPost } from "../../../../lib/api-client.ts";
import { useContentPreviews } from "../../../../lib/content-previews.tsx";
import { errorWords, feedbackOn, fieldFailure, notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { EmptyList, ListSkeleton, LoadError } from "../../shared/ListStates.tsx";
import { contentKeys } from "../api/keys.ts";
import { useConsoleGalleries, useContentChange } from "../api/pages.ts";
import { movedIds, PreviewPane, RowActions } from "./EditorParts.tsx";

/** A gallery as the public pictures page gets it, for the preview. */
const asCategory = (gallery: ConsoleGallery): PictureCategory => ({
  id: gallery.id,
  name: gallery.name,
  files: gallery.pictures.map((p) => ({
    id: p.id,
    file: p.url,
    url: p.url,
    width: p.width,
    height: p.height,
    caption: p.caption,
  })),
});

function GalleryForm({ gallery, onDone }: { gallery?: ConsoleGallery; onDone: (id?: number) => void }) {
  const change = useContentChange<{ payload: ConsoleGallery }>(contentKeys.galleries());
  const form = useForm({
    initialValues: { name: gallery?.name ?? "" },
    validate: { name: (v) => (v.trim() ? null : "Please name the gallery") },
  });
  const submit = form.onSubmit((body) =>
    change.mutate(
      gallery
        ? { method: "PUT", path: `galleries/${gallery.id}`, body }
        : { method: "POST", path: "galleries", body },
      {
        onSuccess: (answer) => {
          showSuccess({ title: `The gallery ${answer.payload.name} is ${gallery ? "saved" : "added"}.` });
          onDone(answer.payload.id);
        },
        onError: (error) => {
          const failed = fieldFailure(error);
          if (failed?.field === "name") form.setFieldError("name", failed.message);
          else notifyError(error, { title: "The gallery could not be saved" });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="The heading of its pictures on the pictures page"
          required
          {...form.getInputProps("name")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone()}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            {gallery ? "Save the gallery" : "Add the gallery"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Uploads the chosen files one after the other (each re-encoded by the server), showing how far it
 * got, then adds them all to the gallery in one change.
 */
function AddPictures({ gallery }: { gallery: ConsoleGallery }) {
  const change = useContentChange<{ payload: ConsoleGallery }>(contentKeys.galleries());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const add = async (files: File[]) => {
    if (files.length === 0) return;
    setFailure(null);
    setProgress({ done: 0, total: files.length });
    const pictures: GalleryPicturesBody["pictures"] = [];
    try {
      for (const file of files) {
        const form = new FormData();
        form.append("file", file, file.name);
        const answer = await apiPost<ContentImageResponse>(
          "/api/organiser/content/images?kind=gallery-picture",
          form,
        );
        pictures.push({ ...answer.payload, caption: "" });
        setProgress({ done: pictures.length, total: files.length });
      }
      await change.mutateAsync({
        method: "POST",
        path: `galleries/${gallery.id}/pictures`,
        body: { pictures },
      });
      showSuccess({
        title: `${pictures.length} ${pictures.length === 1 ? "picture" : "pictures"} added to ${gallery.name}; the site shows them now.`,
      });
    } catch (error) {
      setFailure(
        `${pictures.length < files.length ? `Picture ${pictures.length + 1} (${files[pictures.length]?.name}) could not be uploaded` : "The pictures could not be added"}: ${errorWords(error, { fallback: "please try again." })}`,
      );
    } finally {
      setProgress(null);
    }
  };
  const busy = progress !== null;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={(files) => void add(files)} accept="image/png,image/jpeg,image/webp" multiple>
          {(props) => (
            <Button {...props} leftSection={<IconPhotoUp size={16} aria-hidden="true" />} loading={busy}>
              Add pictures
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          Choose several at once: JPEG, PNG or WebP, up to 5 MB each.
        </Text>
      </Group>
      {progress ? (
        <Stack gap={4} role="status">
          <Text size="sm">
            Uploading {Math.min(progress.done + 1, progress.total)} of {progress.total}…
          </Text>
          <Progress
            value={(progress.done / progress.total) * 100}
            aria-label={`Uploaded ${progress.done} of ${progress.total} pictures`}
          />
        </Stack>
      ) : null}
      {failure ? (
        <Text size="sm" c="red.9" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}

function PictureCard({
  picture,
  index,
  count,
  busy,
  onMove,
  onRemove,
}: {
  picture: ConsoleGalleryPicture;
  index: number;
  count: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const change = useContentChange(contentKeys.galleries());
  const [caption, setCaption] = useState(picture.caption);
  const name = picture.caption ? `picture “${picture.caption}”` : `picture ${index + 1}`;
  const save = () =>
    void feedbackOn(
      change.mutateAsync({ method: "PUT", path: `pictures/${picture.id}`, body: { caption } }),
      {
        success: { title: "The caption is saved; the site shows it now." },
        failure: { title: "The caption could not be saved" },
      },
    );
  return (
    <ListCard>
      <Stack gap="xs">
        <Image src={picture.url} alt="" h={140} fit="cover" radius="sm" />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={`Caption of picture ${index + 1}`}
            value={caption}
            onChange={(event) => setCaption(event.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="light"
            disabled={caption === picture.caption}
            loading={change.isPending}
            onClick={save}
            aria-label={`Save the caption of picture ${index + 1}`}
          >
            Save
          </Button>
        </Group>
        <Group justify="flex-end">
          <Group gap="xs">
            <RowActions
              name={name}
              index={index}
              count={count}
              busy={busy}
              onMove={onMove}
              onRemove={onRemove}
            />
          </Group>
        </Group>
      </Stack>
    </ListCard>
  );
}

/** The pictures page's galleries of the current edition, and the pictures of each. */
export function GalleriesEditor() {
  const list = useConsoleGalleries();
  const Preview = useContentPreviews();
  const change = useContentChange(contentKeys.galleries());
  const [chosen, setChosen] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ gallery?: ConsoleGallery } | null>(null);
  const [removing, setRemoving] = useState<
    | { gallery: ConsoleGallery; picture?: undefined }
    | { picture: ConsoleGalleryPicture; gallery?: undefined }
    | null
  >(null);
  const data = list.data?.payload;
  const gallery = data?.galleries.find((g) => g.id === chosen);

  const order = (path: string, ids: number[], what: string) =>
    void feedbackOn(change.mutateAsync({ method: "POST", path, body: { ids } }), {
      success: { title: `${what} moved.` },
      failure: { title: "The order could not be changed" },
    });

  if (list.isError && !data)
    return (
      <LoadError
        title="The galleries cannot be shown right now"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  if (!data) return <ListSkeleton label="Loading the galleries" height={72} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text maw={640}>The galleries of this edition's pictures page, in this order.</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({})}>
          Add a gallery
        </Button>
      </Group>
      {data.galleries.length === 0 ? (
        <EmptyList hint="Add a gallery, then its pictures.">No galleries yet.</EmptyList>
      ) : (
        <CardList label="Galleries">
          {data.galleries.map((g, index) => (
            <ListCard key={g.id}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text fw={600}>{g.name}</Text>
                  <Badge variant="light" color="gray" radius="sm">
                    {g.pictures.length} {g.pictures.length === 1 ? "picture" : "pictures"}
                  </Badge>
                </Group>
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant={g.id === chosen ? "filled" : "light"}
                    onClick={() => setChosen(g.id)}
                    aria-pressed={g.id === chosen}
                    aria-label={`Pictures of ${g.name}`}
                  >
                    Pictures
                  </Button>
                  <RowActions
                    name={`the gallery ${g.name}`}
                    index={index}
                    count={data.galleries.length}
                    busy={change.isPending}
                    onMove={(by) =>
                      order(
                        "galleries/order",
                        movedIds(
                          data.galleries.map((x) => x.id),
                          index,
                          by,
                        ),
                        g.name,
                      )
                    }
                    onEdit={() => setEditing({ gallery: g })}
                    onRemove={() => setRemoving({ gallery: g })}
                  />
                </Group>
              </Group>
            </ListCard>
          ))}
        </CardList>
      )}
      {gallery ? (
        <Stack gap="md" component="section" aria-labelledby="gallery-pictures-heading">
          <Title order={2} size="h3" id="gallery-pictures-heading">
            Pictures of {gallery.name}
          </Title>
          <AddPictures gallery={gallery} />
          {gallery.pictures.length === 0 ? (
            <EmptyList hint="Add pictures: the pictures page shows them at once.">No pictures yet.</EmptyList>
          ) : (
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 3 }}
              spacing="sm"
              component="ul"
              style={{ listStyle: "none", padding: 0, margin: 0 }}
              aria-label={`Pictures of ${gallery.name}`}
            >
              {gallery.pictures.map((picture, index) => (
                <PictureCard
                  key={`${picture.id}-${picture.caption}`}
                  picture={picture}
                  index={index}
                  count={gallery.pictures.length}
                  busy={change.isPending}
                  onMove={(by) =>
                    order(
                      `galleries/${gallery.id}/order`,
                      movedIds(
                        gallery.pictures.map((p) => p.id),
                        index,
                        by,
                      ),
                      `Picture ${index + 1}`,
                    )
                  }
                  onRemove={() => setRemoving({ picture })}
                />
              ))}
            </SimpleGrid>
          )}
          {gallery.pictures.length > 0 ? (
            <PreviewPane title={`Preview: ${gallery.name}`} to="/pictures" page="pictures page">
              <Preview.PictureCategory category={asCategory(gallery)} editionName={String(data.edition)} />
            </PreviewPane>
          ) : null}
        </Stack>
      ) : data.galleries.length > 0 ? (
        <Text c="dimmed">Choose “Pictures” of a gallery to add, caption, order or remove its pictures.</Text>
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.gallery ? `Rename ${editing.gallery.name}` : "Add a gallery"}
      >
        {editing ? (
          <GalleryForm
            gallery={editing.gallery}
            onDone={(id) => {
              if (id) setChosen(id);
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={removing?.gallery ? `Remove the gallery ${removing.gallery.name}?` : "Remove this picture?"}
        keepLabel="Keep it"
        confirmLabel="Yes, remove"
        confirmColor="red.9"
        busy={change.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void feedbackOn(
            change.mutateAsync({
              method: "DELETE",
              path: removing.gallery ? `galleries/${removing.gallery.id}` : `pictures/${removing.picture.id}`,
            }),
            {
              success: { title: "Removed from the pictures page." },
              failure: { title: "It could not be removed" },
              onSuccess: () => setRemoving(null),
            },
          )
        }
      >
        <Text>
          {removing?.gallery
            ? `Its ${removing.gallery.pictures.length} pictures leave the pictures page too.`
            : "It leaves the pictures page at once."}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
