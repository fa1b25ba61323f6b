import { Text } from "@mantine/core";

/** The console's registrations section. */
export function RegistrationsSection() {
  return <Text>Loading…</Text>;
}
