import { Text } from "@mantine/core";

/** The console's mail section. */
export function MailSection() {
  return <Text>Loading…</Text>;
}
