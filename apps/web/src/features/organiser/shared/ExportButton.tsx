import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";

/**
 * Downloads what a console section shows as a CSV file; busy while the file is made.
 * @example <ExportButton busy={csv.isPending} onExport={() => csv.mutate(filters)} />
 */
export function ExportButton({ busy, onExport }: { busy: boolean; onExport: () => void }) {
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={busy}
      onClick={onExport}
    >
      Export CSV
    </Button>
  );
}
