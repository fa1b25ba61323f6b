import { Text } from "@mantine/core";

/** The console's audit section. */
export function AuditSection() {
  return <Text>Loading…</Text>;
}
