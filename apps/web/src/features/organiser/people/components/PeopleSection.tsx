import { MOBILE_BREAKPOINT_PX } from "@ebm/shared/constants";
import type { PeopleCompanyRow } from "@ebm/shared/schemas/organiser-people";
import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { SearchBox } from "../../shared/ListFilters.tsx";
import { QueryList } from "../../shared/ListStates.tsx";
import { ListTable } from "../../shared/ListTable.tsx";
import { usePagedSearch } from "../../shared/use-paged-search.ts";
import { useCompanies } from "../api/people-api.ts";
import { CompanyDrawer } from "./CompanyDrawer.tsx";
import { ImportPanel } from "./ImportPanel.tsx";
import { InviteButton } from "./InviteButton.tsx";

function OpenButton({ row, onOpen }: { row: PeopleCompanyRow; onOpen: (id: number) => void }) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      ta="left"
      onClick={() => onOpen(row.id)}
      aria-label={`Open ${row.name}`}
      style={{ overflowWrap: "anywhere" }}
    >
      {row.name}
    </Anchor>
  );
}

const COLUMNS = [
  { label: "Company" },
  { label: "Country" },
  { label: "Membership ID" },
  { label: "Contacts", align: "right" as const },
  { label: "Attending", align: "right" as const },
  { label: "Without password", align: "right" as const },
];

/**
 * The console's People section: the companies with search and paging, a company's page with its
 * contacts (editable), the CSV import and the invitations to set a password.
 */
export function PeopleSection() {
  const { q, setQ, query, page, pageSize, setPage } = usePagedSearch();
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const list = useCompanies({ q: query, page, pageSize });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          Companies
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => setImporting(true)} disabled={importing}>
            Import
          </Button>
          <InviteButton audience={{ audience: "attending" }} label="Invite attendees" />
          <Button onClick={() => setCreating(true)}>New company</Button>
        </Group>
      </Group>

      {importing && <ImportPanel onClose={() => setImporting(false)} />}

      <SearchBox
        label="Search companies"
        placeholder="Company, contact name or e-mail"
        value={q}
        onSearch={setQ}
      />

      <QueryList
        query={list}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        errorTitle="The companies could not be loaded"
        retry
        loadingLabel="Loading companies"
        rowHeight={44}
        skeletonRows={5}
        empty="No company matches."
        emptyHint="Try another search, or import a file."
        noun="companies"
      >
        {(rows) =>
          phone ? (
            <CardList label="Companies">
              {rows.map((row) => (
                <ListCard key={row.id}>
                  <OpenButton row={row} onOpen={setOpenId} />
                  <Text size="sm">
                    {row.country} · {row.contacts} contacts · {row.attending} attending
                  </Text>
                </ListCard>
              ))}
            </CardList>
          ) : (
            <ListTable label="Companies" minWidth={720} columns={COLUMNS} striped verticalSpacing="xs">
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <OpenButton row={row} onOpen={setOpenId} />
                  </Table.Td>
                  <Table.Td>{row.country}</Table.Td>
                  <Table.Td>{row.tbsCompanyId ?? "—"}</Table.Td>
                  <Table.Td ta="right">{row.contacts}</Table.Td>
                  <Table.Td ta="right">{row.attending}</Table.Td>
                  <Table.Td ta="right">{row.withoutPassword}</Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          )
        }
      </QueryList>

      <CompanyDrawer
        id={openId}
        creating={creating}
        fullScreen={phone}
        onClose={() => {
          setOpenId(null);
          setCreating(false);
        }}
        onCreated={(id) => {
          setCreating(false);
          setOpenId(id);
        }}
      />
    </Stack>
  );
}
