import { Badge } from "@mantine/core";
import { IconHeartHandshake } from "@tabler/icons-react";

/** Says that both companies wish to meet: shown to both sides. */
export function MutualBadge() {
  return (
    <Badge
      color="teal"
      variant="light"
      size="md"
      radius="sm"
      leftSection={<IconHeartHandshake size={14} aria-hidden="true" />}
    >
      You both wish to meet
    </Badge>
  );
}
