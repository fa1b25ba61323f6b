import { auditActionLabel } from "@ebm/shared/organiser-audit";
import type { AuditEntry } from "@ebm/shared/schemas/organiser";
import { Accordion, Badge, Group, Stack, Table, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useAllSettings } from "../../../../lib/api/get-settings.ts";
import { PagedList } from "../../shared/PagedList.tsx";
import { ScrollTable } from "../../shared/ScrollTable.tsx";
import { usePagedSearch } from "../../shared/use-paged-search.ts";
import { useAuditLog } from "../api/get-audit.ts";
import { auditTime, changedFields, OBJECT_TYPE_OPTIONS, objectLabel } from "./audit-view.ts";

/** The fields the action changed: before → after. */
function Changes({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const fields = changedFields(entry.before, entry.after, timeZone);
  if (fields.length === 0) return <Text size="sm">No fields were recorded for this action.</Text>;
  return (
    <ScrollTable label="Changes" minWidth={280}>
      <Table withTableBorder verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>
              <IconArrowRight size={14} aria-hidden="true" /> After
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((row) => (
            <Table.Tr key={row.field}>
              <Table.Th scope="row" fw={600}>
                {row.field}
              </Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{row.before}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{row.after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function Entry({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  return (
    <Accordion.Item value={String(entry.id)}>
      <Accordion.Control>
        <Stack gap={2}>
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
            {entry.summary}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Badge variant="outline" color="navy.8" size="sm" tt="none">
              {auditActionLabel(entry.action)}
            </Badge>
            <Text size="xs" c="dimmed">
              {entry.actorName} ·{" "}
              <time dateTime={entry.createdAt}>{auditTime(entry.createdAt, timeZone)}</time>
            </Text>
          </Group>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {objectLabel(entry.objectType, entry.objectId)}
          </Text>
          <Changes entry={entry} timeZone={timeZone} />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** The console's audit log: every organiser action, newest first; an entry opens to its changes. */
export function AuditSection() {
  const paging = usePagedSearch();
  const { query, page, pageSize, filter, setFilter } = paging;
  const objectType = filter("objectType");
  const log = useAuditLog({ q: query, page, pageSize, objectType });
  const timeZone = useAllSettings().data?.event.timezone ?? "UTC";

  return (
    <Stack gap="md">
      <PagedList
        paging={paging}
        search={{ label: "Search the audit log", description: "What was done, or who did it" }}
        selects={[
          {
            label: "Object",
            options: OBJECT_TYPE_OPTIONS,
            value: objectType,
            onChange: (value) => setFilter("objectType", value),
            width: 200,
          },
        ]}
        query={log}
        errorTitle="The audit log cannot be shown right now"
        loadingLabel="Loading the audit log"
        rowHeight={56}
        empty={
          query || objectType ? "No entry matches this search." : "No organiser action has been recorded yet."
        }
        noun="entries"
      >
        {(entries) => (
          <Accordion variant="separated" multiple chevronPosition="right">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} timeZone={timeZone} />
            ))}
          </Accordion>
        )}
      </PagedList>
    </Stack>
  );
}
