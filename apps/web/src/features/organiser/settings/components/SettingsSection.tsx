import { Text } from "@mantine/core";

/** The console's settings section. */
export function SettingsSection() {
  return <Text>Loading…</Text>;
}
