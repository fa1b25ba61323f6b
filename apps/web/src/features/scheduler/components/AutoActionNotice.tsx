import { Alert, Button, Group, Loader, Text } from "@mantine/core";
import type { AutoAction } from "../hooks/use-auto-action.ts";

/**
 * The notice of an answer link at work: "Accepting the meeting…" or "Declining the meeting…",
 * with Cancel while the delay runs. Announced politely to screen readers.
 */
export function AutoActionNotice({ autoAction, onCancel }: { autoAction: AutoAction; onCancel: () => void }) {
  const text = autoAction.action === "accept" ? "Accepting the meeting…" : "Declining the meeting…";
  return (
    <Alert color="navy" variant="light" role="status" aria-live="polite">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden="true" />
          <Text fw={600}>{text}</Text>
        </Group>
        {autoAction.phase !== "acting" && (
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Group>
    </Alert>
  );
}
