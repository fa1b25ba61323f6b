import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";

/**
 * Downloads what a console section shows as a CSV file; busy while the file is made.
 * @example <ExportButton busy={csv.isPending} onExport={() => csv.mutate(filters)} />
 */
export function ExportButton({
  busy,
  onExport,
  label = "Export CSV",
}: {
  busy: boolean;
  onExport: () => void;
  /** The button's words where a section has more than one export. */
  label?: string;
}) {
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={busy}
      onClick={onExport}
    >
      {label}
    </Button>
  );
}
