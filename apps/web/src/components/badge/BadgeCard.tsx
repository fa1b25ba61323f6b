import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { BadgeQr } from "./BadgeQr.tsx";

/** The profile's badge card: the user's QR and the way to the printable badge. */
export function BadgeCard({ userId, name }: { userId: number; name: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="badge-card-heading">
      <Group gap="lg" align="flex-start" wrap="wrap">
        <BadgeQr userId={userId} name={name} size={144} />
        <Stack gap="xs" maw={420}>
          <Title order={2} size="h3" id="badge-card-heading">
            Your badge
          </Title>
          <Text size="sm">
            Show this code at the registration desk to check in. Other attendees scan it to save you as a
            lead.
          </Text>
          <Anchor component={Link} to="/badge" fw={600}>
            Print your badge
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
