import { PASSWORD_MIN_SCORE } from "@ebm/shared/constants";
import { Group, Progress, Stack, Text } from "@mantine/core";

const LABELS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;
const COLORS = ["red.9", "red.9", "yellow.9", "teal.8", "teal.8"] as const;

interface PasswordStrengthMeterProps {
  id: string;
  score: number;
  suggestion: string;
  hasPassword: boolean;
}

/** Shows the strength score (0–4) and the checker's first suggestion. */
export function PasswordStrengthMeter({ id, score, suggestion, hasPassword }: PasswordStrengthMeterProps) {
  const label = LABELS[score] ?? LABELS[0];
  const color = COLORS[score] ?? COLORS[0];
  const strongEnough = score >= PASSWORD_MIN_SCORE;
  return (
    <Stack gap={6} id={id}>
      <Progress.Root size="sm" aria-hidden="true">
        <Progress.Section value={hasPassword ? ((score + 1) / LABELS.length) * 100 : 0} color={color} />
      </Progress.Root>
      <div aria-live="polite">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Password strength: {hasPassword ? label : "not set"}
          </Text>
          {hasPassword && !strongEnough ? (
            <Text size="sm" c="red.9">
              Too weak to save
            </Text>
          ) : null}
        </Group>
        {hasPassword && suggestion ? (
          <Text size="sm" c="dimmed">
            {suggestion}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
