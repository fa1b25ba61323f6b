import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A table's box that scrolls sideways below `minWidth`: a named region that the keyboard reaches,
 * so it can be scrolled without a pointer (axe: scrollable-region-focusable).
 * @example <ScrollTable label="Mails" minWidth={720}><Table>…</Table></ScrollTable>
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
