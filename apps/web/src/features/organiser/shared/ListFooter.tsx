import { Group, Pagination, Text } from "@mantine/core";

interface ListFooterProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the list holds, plural: "registrations". */
  noun: string;
}

/** "21–40 of 312 registrations" and the page links under a paginated console list. */
export function ListFooter({ page, pageSize, total, onPage, noun }: ListFooterProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0 ? `No ${noun}` : `${first}–${last} of ${total} ${noun}`}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({
            "aria-label":
              control === "previous" ? "Previous page" : control === "next" ? "Next page" : undefined,
          })}
          getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
        />
      )}
    </Group>
  );
}
