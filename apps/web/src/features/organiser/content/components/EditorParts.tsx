import { Anchor, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconExternalLink } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";

/** The order of `ids` with the one at `index` moved up (-1) or down (1). */
export function movedIds(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(index + by, 0, moved);
  return next;
}

/** Up, down, Edit (when given) and Remove of one row of an editor's list, each naming the row. */
export function RowActions({
  name,
  index,
  count,
  busy,
  onMove,
  onEdit,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove?: (by: -1 | 1) => void;
  onEdit?: () => void;
  onRemove: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {onMove ? (
        <>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={index === 0 || busy}
            onClick={() => onMove(-1)}
            aria-label={`Move ${name} up`}
          >
            <IconArrowUp size={16} aria-hidden="true" />
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={index === count - 1 || busy}
            onClick={() => onMove(1)}
            aria-label={`Move ${name} down`}
          >
            <IconArrowDown size={16} aria-hidden="true" />
          </Button>
        </>
      ) : null}
      {onEdit ? (
        <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      ) : null}
      <Button
        size="compact-sm"
        variant="subtle"
        color="red.9"
        onClick={onRemove}
        aria-label={`Remove ${name}`}
      >
        Remove
      </Button>
    </Group>
  );
}

/** A link to the public page the editor changes, opened in a new tab. */
export function OpenOnSite({ to, page }: { to: string; page: string }) {
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener" fw={600} size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        Open the {page} on the site
        <IconExternalLink size={14} aria-hidden="true" />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Group>
    </Anchor>
  );
}

/**
 * The preview of an editor: the public page's own component rendering what is saved (or, in a
 * form, what is being typed), in a frame that says it is a preview.
 */
export function PreviewPane({
  title,
  to,
  page,
  children,
}: {
  title: string;
  to: string;
  page: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} bg="gray.0">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <OpenOnSite to={to} page={page} />
        </Group>
        <Text size="sm" c="dimmed">
          As visitors see it: the site shows every saved change at once.
        </Text>
        <div>{children}</div>
      </Stack>
    </Paper>
  );
}
