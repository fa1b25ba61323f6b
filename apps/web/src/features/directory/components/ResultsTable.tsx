import type { DirectoryEntry } from "@ebm/shared/schemas/directory";
import { Table, Text } from "@mantine/core";
import { TierBadge } from "../../../components/TierBadge.tsx";
import type { OpenCompany } from "../hooks/use-open-company.ts";
import { isFullMember } from "../utils/company-facts.ts";
import { CompanyName } from "./CompanyName.tsx";
import { CompanyPopover } from "./CompanyPopover.tsx";
import classes from "./DirectoryPage.module.css";

interface RowProps {
  entry: DirectoryEntry;
  open: OpenCompany;
}

function ResultRow({ entry, open }: RowProps) {
  const opensDetail = open.opensDetail(entry);
  const row = (
    <Table.Tr
      className={opensDetail ? `${classes.row} ${classes.clickable}` : classes.row}
      onClick={opensDetail ? (event) => open.onRowClick(entry, event) : undefined}
      data-company-id={entry.id}
    >
      <Table.Td className={classes.badgeCell}>
        <TierBadge company={entry} />
      </Table.Td>
      <Table.Td>
        <CompanyName entry={entry} opensDetail={opensDetail} />
        {entry.match && (
          <Text size="sm" c="teal.9" fw={600} className={classes.reason}>
            {entry.match.reason}
          </Text>
        )}
      </Table.Td>
      <Table.Td className={classes.countryCell}>{entry.country}</Table.Td>
      <Table.Td className={classes.multiline}>{entry.description}</Table.Td>
    </Table.Tr>
  );
  return isFullMember(entry) ? <CompanyPopover entry={entry}>{row}</CompanyPopover> : row;
}

/** The results on wide screens: member badge, company name, country and description. */
export function ResultsTable({ entries, open }: { entries: DirectoryEntry[]; open: OpenCompany }) {
  return (
    <Table className={classes.table} verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Member</Table.Th>
          <Table.Th scope="col">Company</Table.Th>
          <Table.Th scope="col">Country</Table.Th>
          <Table.Th scope="col">Description</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <ResultRow key={entry.id} entry={entry} open={open} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
