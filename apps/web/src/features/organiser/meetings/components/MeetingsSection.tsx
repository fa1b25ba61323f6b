import { Text } from "@mantine/core";

/** The console's meetings section. */
export function MeetingsSection() {
  return <Text>Loading…</Text>;
}
