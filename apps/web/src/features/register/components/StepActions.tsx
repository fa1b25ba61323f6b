import { Button, Group } from "@mantine/core";

interface StepActionsProps {
  onBack: () => void;
  nextLabel: string;
  nextDisabled?: boolean;
  nextLoading?: boolean;
  /** "submit" when the step is a form whose submit moves on. */
  nextType?: "button" | "submit";
  onNext?: () => void;
}

/** Back on the left, the step's forward button on the right (stacked on narrow screens). */
export function StepActions({
  onBack,
  nextLabel,
  nextDisabled = false,
  nextLoading = false,
  nextType = "button",
  onNext,
}: StepActionsProps) {
  return (
    <Group justify="space-between" gap="sm" mt="sm">
      <Button variant="default" onClick={onBack} disabled={nextLoading}>
        Back
      </Button>
      <Button type={nextType} onClick={onNext} disabled={nextDisabled} loading={nextLoading}>
        {nextLabel}
      </Button>
    </Group>
  );
}
