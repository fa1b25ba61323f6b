import type { Testimonial } from "@ebm/shared/schemas/content";
import type { ConsoleTestimonial, TestimonialBody } from "@ebm/shared/schemas/organiser-content-pages";
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useContentPreviews } from "../../../../lib/content-previews.tsx";
import { feedbackOn, fieldFailure, notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { EmptyList, ListSkeleton, LoadError } from "../../shared/ListStates.tsx";
import { contentKeys } from "../api/keys.ts";
import { useConsoleTestimonials, useContentChange } from "../api/pages.ts";
import { movedIds, PreviewPane, RowActions } from "./EditorParts.tsx";

/** A testimonial as the public page gets it, for the preview. */
const asPublic = (body: Omit<TestimonialBody, "shown">, id = 0): Testimonial => ({
  id,
  catId: body.catId,
  testimonial: body.testimonial || "The quote…",
  sender: [body.authorName, body.authorCompany].filter(Boolean).join(", "),
  author: { name: body.authorName || "Name", company: body.authorCompany },
  featured: body.featured,
});

function TestimonialForm({
  cats,
  item,
  onDone,
}: {
  cats: { id: number; title: string }[];
  item?: ConsoleTestimonial;
  onDone: () => void;
}) {
  const change = useContentChange<{ payload: ConsoleTestimonial }>(contentKeys.testimonials());
  const Preview = useContentPreviews();
  const newest = cats.reduce((max, c) => Math.max(max, c.id), 0);
  const form = useForm<TestimonialBody>({
    initialValues: {
      catId: item?.catId ?? newest,
      testimonial: item?.testimonial ?? "",
      authorName: item?.authorName ?? "",
      authorCompany: item?.authorCompany ?? "",
      featured: item?.featured ?? false,
      shown: item?.shown ?? true,
    },
    validate: {
      testimonial: (v) => (v.trim() ? null : "Please enter the quote"),
      authorName: (v) => (v.trim() ? null : "Please enter who said it"),
    },
  });
  const submit = form.onSubmit((body) =>
    change.mutate(
      item
        ? { method: "PUT", path: `testimonials/${item.id}`, body }
        : { method: "POST", path: "testimonials", body },
      {
        onSuccess: (answer) => {
          showSuccess({
            title: `The testimonial of ${answer.payload.authorName} is ${item ? "saved" : "added"}${answer.payload.shown ? "; the site shows it now" : ""}.`,
          });
          onDone();
        },
        onError: (error) => {
          const failed = fieldFailure(error);
          if (failed && failed.field in form.values) form.setFieldError(failed.field, failed.message);
          else notifyError(error, { title: "The testimonial could not be saved" });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea label="Quote" required autosize minRows={3} {...form.getInputProps("testimonial")} />
        <TextInput label="Person" required {...form.getInputProps("authorName")} />
        <TextInput label="Company" {...form.getInputProps("authorCompany")} />
        <Select
          label="Category"
          description="The home page rotates the newest category's quotes"
          data={cats.map((c) => ({ value: String(c.id), label: c.title }))}
          allowDeselect={false}
          value={String(form.values.catId)}
          onChange={(value) => value && form.setFieldValue("catId", Number(value))}
          error={form.errors.catId}
        />
        <Checkbox
          label="Featured: shown large at the top of its category"
          {...form.getInputProps("featured", { type: "checkbox" })}
        />
        <Checkbox label="Shown on the site" {...form.getInputProps("shown", { type: "checkbox" })} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Preview
          </Text>
          <Preview.Quote item={asPublic(form.values)} featured={form.values.featured} />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            {item ? "Save the testimonial" : "Add the testimonial"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The testimonials per category, in their order: add, change, hide, move and remove them. */
export function TestimonialsEditor() {
  const list = useConsoleTestimonials();
  const Preview = useContentPreviews();
  const change = useContentChange(contentKeys.testimonials());
  const [editing, setEditing] = useState<{ item?: ConsoleTestimonial } | null>(null);
  const [removing, setRemoving] = useState<ConsoleTestimonial | null>(null);
  const data = list.data?.payload;
  const cats = data ? [...data.cats].sort((a, b) => b.id - a.id) : [];

  const move = (catId: number, index: number, by: -1 | 1) => {
    if (!data) return;
    const inCat = data.items.filter((x) => x.catId === catId);
    const moved = movedIds(
      inCat.map((x) => x.id),
      index,
      by,
    );
    // The other categories keep their order around it.
    const ids = [...data.items.filter((x) => x.catId !== catId).map((x) => x.id), ...moved];
    void feedbackOn(change.mutateAsync({ method: "POST", path: "testimonials/order", body: { ids } }), {
      success: { title: `The testimonial of ${inCat[index]?.authorName} moved ${by < 0 ? "up" : "down"}.` },
      failure: { title: "The order could not be changed" },
    });
  };

  if (list.isError && !data)
    return (
      <LoadError
        title="The testimonials cannot be shown right now"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  if (!data) return <ListSkeleton label="Loading the testimonials" height={72} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text maw={640}>
          The testimonials page, and the quotes the home page rotates (the newest category).
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({})}>
          Add a testimonial
        </Button>
      </Group>
      {data.items.length === 0 ? (
        <EmptyList hint="Add the first one: the site shows it at once.">No testimonials yet.</EmptyList>
      ) : (
        cats.map((cat) => {
          const items = data.items.filter((x) => x.catId === cat.id);
          if (items.length === 0) return null;
          const shown = items.filter((x) => x.shown);
          return (
            <Stack key={cat.id} gap="sm">
              <Text component="h2" fw={700} size="lg">
                {cat.title}
              </Text>
              <CardList label={cat.title}>
                {items.map((item, index) => (
                  <ListCard key={item.id}>
                    <Group justify="space-between" gap="sm" wrap="wrap">
                      <Stack gap={4} style={{ minWidth: 0, flex: "1 1 240px" }}>
                        <Text lineClamp={2}>“{item.testimonial}”</Text>
                        <Group gap="xs">
                          <Text size="sm" c="dimmed">
                            — {[item.authorName, item.authorCompany].filter(Boolean).join(", ")}
                          </Text>
                          {item.featured ? (
                            <Badge variant="light" color="navy" radius="sm">
                              Featured
                            </Badge>
                          ) : null}
                          {item.shown ? null : (
                            <Badge variant="light" color="gray" radius="sm">
                              Not shown
                            </Badge>
                          )}
                        </Group>
                      </Stack>
                      <RowActions
                        name={`the testimonial of ${item.authorName}`}
                        index={index}
                        count={items.length}
                        busy={change.isPending}
                        onMove={(by) => move(cat.id, index, by)}
                        onEdit={() => setEditing({ item })}
                        onRemove={() => setRemoving(item)}
                      />
                    </Group>
                  </ListCard>
                ))}
              </CardList>
              {shown.length > 0 ? (
                <PreviewPane title={`Preview: ${cat.title}`} to="/testimonials" page="testimonials">
                  <Stack gap="md">
                    {shown
                      .filter((x) => x.featured)
                      .slice(0, 1)
                      .concat(shown.filter((x) => !x.featured))
                      .slice(0, 4)
                      .map((x) => (
                        <Preview.Quote key={x.id} item={asPublic(x, x.id)} featured={x.featured} />
                      ))}
                  </Stack>
                </PreviewPane>
              ) : null}
            </Stack>
          );
        })
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.item ? `Edit the testimonial of ${editing.item.authorName}` : "Add a testimonial"}
        size="lg"
      >
        {editing ? <TestimonialForm cats={cats} item={editing.item} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove the testimonial of ${removing?.authorName ?? ""}?`}
        keepLabel="Keep it"
        confirmLabel="Yes, remove"
        confirmColor="red.9"
        busy={change.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void feedbackOn(change.mutateAsync({ method: "DELETE", path: `testimonials/${removing.id}` }), {
            success: { title: "The testimonial is removed from the site." },
            failure: { title: "The testimonial could not be removed" },
            onSuccess: () => setRemoving(null),
          })
        }
      >
        <Text>To take it off the site for a while, edit it and untick “Shown on the site” instead.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
