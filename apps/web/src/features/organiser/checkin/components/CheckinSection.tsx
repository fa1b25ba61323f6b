import { Text } from "@mantine/core";

/** The console's checkin section. */
export function CheckinSection() {
  return <Text>Loading…</Text>;
}
