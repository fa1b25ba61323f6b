import { Button, Group, Stack, Text } from "@mantine/core";
import { useId } from "react";

interface StepActionsProps {
  onBack: () => void;
  nextLabel: string;
  nextDisabled?: boolean;
  nextLoading?: boolean;
  /** "submit" when the step is a form whose submit moves on. */
  nextType?: "button" | "submit";
  onNext?: () => void;
  /** Why the forward button is disabled (what is still missing); shown under it while it is. */
  hint?: string | null;
}

/**
 * Back on the left, the step's forward button on the right (stacked on narrow screens). While the
 * forward button is disabled, the hint under it says why, and the button is described by it.
 */
export function StepActions({
  onBack,
  nextLabel,
  nextDisabled = false,
  nextLoading = false,
  nextType = "button",
  onNext,
  hint = null,
}: StepActionsProps) {
  const hintId = useId();
  const showHint = nextDisabled && !nextLoading && Boolean(hint);
  return (
    <Stack gap={6} mt="sm">
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack} disabled={nextLoading}>
          Back
        </Button>
        <Button
          type={nextType}
          onClick={onNext}
          disabled={nextDisabled}
          loading={nextLoading}
          aria-describedby={showHint ? hintId : undefined}
        >
          {nextLabel}
        </Button>
      </Group>
      {showHint && (
        <Text id={hintId} size="sm" c="dimmed" ta={{ base: "left", xs: "right" }} maw={520} ml="auto">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
