import { Table, type TableProps, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { ScrollTable } from "./ScrollTable.tsx";

export interface ListColumn {
  label: string;
  /** Named for screen readers only: the column of a row's buttons. */
  hidden?: boolean;
  align?: "right";
}

interface ListTableProps extends Omit<TableProps, "children"> {
  /** The table's name as a scrolling region: "Mails". */
  label: string;
  /** Below this width in px the table scrolls sideways. */
  minWidth: number;
  columns: ListColumn[];
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/**
 * A console list as a table on a laptop: its column heads, then the rows, scrolling sideways in
 * a region the keyboard reaches when the screen is narrower than the table.
 * @example <ListTable label="Mails" minWidth={720} columns={[{ label: "Subject" }, { label: "Actions", hidden: true }]}>
 *            {mails.map((mail) => <Table.Tr key={mail.id}>…</Table.Tr>)}
 *          </ListTable>
 */
export function ListTable({ label, minWidth, columns, children, ...table }: ListTableProps) {
  return (
    <ScrollTable label={label} minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} scope="col" ta={column.align}>
                {column.hidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
