import { MESSAGES } from "@ebm/shared/messages";
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { Link } from "react-router";

interface ComingSoonProps {
  heading: string;
  description: string;
}

/** Honest placeholder for a page that is not open yet. */
export function ComingSoon({ heading, description }: ComingSoonProps) {
  return (
    <Stack gap="lg">
      <Title order={1}>{heading}</Title>
      <Card withBorder radius="md" padding="xl" maw={720}>
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <ThemeIcon size={48} radius="md" variant="light" color="navy" aria-hidden="true">
            <IconTools size={28} />
          </ThemeIcon>
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h3">
              {MESSAGES.comingSoon.title}
            </Title>
            <Text>{description}</Text>
            <Button component={Link} to="/" variant="light" mt="sm">
              Back to the home page
            </Button>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
