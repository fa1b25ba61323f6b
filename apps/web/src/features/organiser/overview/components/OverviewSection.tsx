import { Text } from "@mantine/core";

/** The console's overview section. */
export function OverviewSection() {
  return <Text>Loading…</Text>;
}
