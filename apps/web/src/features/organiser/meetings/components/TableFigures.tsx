import type { TableFigures as Figures } from "@ebm/shared/schemas/organiser-meetings";
import { Group, Table, Text, Title } from "@mantine/core";
import { notifyError } from "../../../../lib/feedback.ts";
import { ExportButton } from "../../shared/ExportButton.tsx";
import { useDownloadTableFiguresCsv } from "../api/download-plan-csv.ts";

/**
 * What became of the day's meetings per floor table: held, no-show, or nobody said yet. Tables
 * without a meeting that day are left out.
 */
export function TableFigures({ day, figures }: { day: number; figures: Figures[] }) {
  const csv = useDownloadTableFiguresCsv();
  const exportCsv = () =>
    csv.mutate(day, {
      onError: (error) =>
        notifyError(error, { title: "The figures could not be exported", fallback: "Please try again." }),
    });
  const held = figures.reduce((n, f) => n + f.held, 0);
  const noShow = figures.reduce((n, f) => n + f.noShow, 0);

  return (
    <section aria-labelledby="figures-heading">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h4" id="figures-heading">
          Held and no-shows per table
        </Title>
        <ExportButton busy={csv.isPending} onExport={exportCsv} label="Export table figures" />
      </Group>
      {figures.length === 0 ? (
        <Text c="dimmed">No meeting at a table on this day yet.</Text>
      ) : (
        <>
          <Text size="sm" mb="xs">
            This day: {held} held, {noShow} no-show{noShow === 1 ? "" : "s"}.
          </Text>
          <Table striped aria-labelledby="figures-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Table</Table.Th>
                <Table.Th scope="col">Meetings</Table.Th>
                <Table.Th scope="col">Held</Table.Th>
                <Table.Th scope="col">No-show</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figures.map((f) => (
                <Table.Tr key={f.table}>
                  <Table.Th scope="row">Table {f.table}</Table.Th>
                  <Table.Td>{f.meetings}</Table.Td>
                  <Table.Td>{f.held}</Table.Td>
                  <Table.Td>{f.noShow}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </section>
  );
}
