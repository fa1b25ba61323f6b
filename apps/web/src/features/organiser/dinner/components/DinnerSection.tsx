import { Text } from "@mantine/core";

/** The console's dinner section. */
export function DinnerSection() {
  return <Text>Loading…</Text>;
}
