import type { ScheduleFigures } from "@ebm/shared/schemas/matchmaking";
import { Card, SimpleGrid, Text } from "@mantine/core";
import { figuresOf } from "./schedule-words.ts";

/** The draft's figures: how many meetings, how many mutual wishes, how close to the bound, how fair, how stable, how fast. */
export function DraftFigures({ figures }: { figures: ScheduleFigures }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {figuresOf(figures).map((figure) => (
        <Card key={figure.label} withBorder padding="sm" radius="md" role="group" aria-label={figure.label}>
          <Text size="sm" c="dimmed" aria-hidden="true">
            {figure.label}
          </Text>
          <Text fz={24} fw={700} lh={1.2}>
            {figure.value}
          </Text>
          <Text size="xs" c="dimmed">
            {figure.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
