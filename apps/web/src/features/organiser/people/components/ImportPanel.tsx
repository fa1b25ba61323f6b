import { PEOPLE_IMPORT_COLUMNS } from "@ebm/shared/organiser-people";
import type { ImportAction, PeopleImport } from "@ebm/shared/schemas/organiser-people";
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { notifyError } from "../../../../lib/feedback.ts";
import { ScrollTable } from "../../shared/ScrollTable.tsx";
import { useApplyImport, useImport, usePreviewImport } from "../api/people-api.ts";
import { InviteButton } from "./InviteButton.tsx";

const ACTION_WORDS: Record<ImportAction, string> = {
  create: "New",
  update: "Update",
  unchanged: "Unchanged",
  "same-as-row": "Same as line",
  none: "—",
};

const action = (a: ImportAction, line: number | null) =>
  a === "same-as-row" && line ? `${ACTION_WORDS[a]} ${line}` : ACTION_WORDS[a];

/** "1 new company", "2 new companies". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Counts({ found }: { found: PeopleImport }) {
  const s = found.summary;
  return (
    <List size="sm" spacing={2} aria-label="What the file holds">
      <List.Item>{count(s.rows, "row", "rows")} read</List.Item>
      <List.Item>
        {count(s.companiesCreated, "new company", "new companies")},{" "}
        {count(s.companiesUpdated, "company", "companies")} updated
      </List.Item>
      <List.Item>
        {count(s.contactsCreated, "new contact", "new contacts")},{" "}
        {count(s.contactsUpdated, "contact", "contacts")} updated
      </List.Item>
      <List.Item>{count(s.unchanged, "row", "rows")} unchanged</List.Item>
      <List.Item>
        <Text span fw={s.errors ? 700 : undefined} c={s.errors ? "red.9" : undefined}>
          {count(s.errors, "row", "rows")} with problems (not imported)
        </Text>
      </List.Item>
    </List>
  );
}

function Rows({ found }: { found: PeopleImport }) {
  return (
    <ScrollTable label="Rows of the file" minWidth={760}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Line</Table.Th>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col">Company change</Table.Th>
            <Table.Th scope="col">Contact</Table.Th>
            <Table.Th scope="col">Contact change</Table.Th>
            <Table.Th scope="col">Problems</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {found.rows.map((r) => (
            <Table.Tr
              key={r.line}
              data-testid="import-row"
              data-problem={r.problems.length > 0 || undefined}
              bg={r.problems.length ? "var(--mantine-color-red-light)" : undefined}
            >
              <Table.Td>{r.line}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{r.company}</Table.Td>
              <Table.Td>{action(r.companyAction, r.companyLine)}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                {r.contactName}
                {r.email && (
                  <Text span size="xs" display="block">
                    {r.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{action(r.contactAction, null)}</Table.Td>
              <Table.Td>
                {r.problems.map((p) => (
                  <Text key={p.field + p.message} size="sm" c="red.9" fw={600}>
                    {PEOPLE_IMPORT_COLUMNS.find((c) => c.key === p.field)?.header ?? p.field}: {p.message}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * Import of companies and contacts from a CSV file: the file is read and checked first (a preview
 * of every row and its problems, nothing written), then "Import N rows" lets the server write them
 * while the screen follows, and the result offers to invite the new people to set a password.
 */
export function ImportPanel({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [id, setId] = useState<number | null>(null);
  const preview = usePreviewImport();
  const found = useImport(id);
  const apply = useApplyImport();
  const data = found.data;

  const read = async () => {
    if (!file) return;
    const text = await file.text();
    preview.mutate(
      { fileName: file.name, text },
      {
        onSuccess: (made) => setId(made.id),
        onError: (error) => notifyError(error, { title: "The file could not be read" }),
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Import companies and contacts
          </Title>
          <Button variant="subtle" onClick={onClose}>
            Close import
          </Button>
        </Group>
        <Text size="sm">
          A CSV file with a header row (UTF-8, comma or semicolon; a spreadsheet's "Save as CSV" works).
          Columns:{" "}
          {PEOPLE_IMPORT_COLUMNS.map((c) => `${c.header}${c.required ? " (required)" : ""}`).join(", ")}. A
          contact is matched by e-mail, a company by membership ID or by name and country; empty cells leave
          stored values as they are.
        </Text>
        <Group align="flex-end" gap="sm">
          <FileInput
            label="CSV file"
            accept=".csv,text/csv"
            value={file}
            onChange={(f) => {
              setFile(f);
              setId(null);
            }}
            clearable
            clearButtonProps={{ "aria-label": "Remove the file" }}
            w={{ base: "100%", sm: 320 }}
          />
          <Button onClick={read} disabled={!file} loading={preview.isPending}>
            Check the file
          </Button>
        </Group>

        {data && (
          <Stack gap="sm" aria-live="polite">
            <Counts found={data} />
            {data.state === "previewed" && data.stale && (
              <Alert color="orange" variant="light" title="This check is out of date">
                The companies or contacts changed since. Check the file again.
              </Alert>
            )}
            {data.state === "previewed" && (
              <Group>
                <Button
                  disabled={data.total === 0 || data.stale}
                  loading={apply.isPending}
                  onClick={() =>
                    apply.mutate(data.id, {
                      onError: (error) => notifyError(error, { title: "The import could not start" }),
                    })
                  }
                >
                  Import {count(data.total, "row", "rows")}
                </Button>
              </Group>
            )}
            {data.state !== "previewed" && (
              <Stack gap={4}>
                <Text fw={600}>
                  {data.state === "applied" ? "Import done" : "Importing…"} {data.done} of {data.total} rows
                </Text>
                <Progress
                  value={data.total ? (100 * data.done) / data.total : 100}
                  aria-label="Import progress"
                  animated={data.state === "applying"}
                />
              </Stack>
            )}
            {data.state === "applied" && data.result && (
              <Stack gap="xs" data-testid="import-result">
                <Text>
                  {count(data.result.companiesCreated, "company", "companies")} added,{" "}
                  {data.result.companiesUpdated} changed;{" "}
                  {count(data.result.contactsCreated, "contact", "contacts")} added,{" "}
                  {data.result.contactsUpdated} changed; {data.result.unchanged} unchanged;{" "}
                  {data.result.failed.length} failed.
                </Text>
                {data.result.failed.map((f) => (
                  <Text key={f.line} c="red.9" size="sm">
                    Line {f.line}: {f.message}
                  </Text>
                ))}
                {data.result.withoutPassword > 0 && (
                  <Group>
                    <InviteButton
                      audience={{ audience: "import", importId: data.id }}
                      label={`Invite ${data.result.withoutPassword} to set a password`}
                    />
                  </Group>
                )}
              </Stack>
            )}
            <Rows found={data} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
