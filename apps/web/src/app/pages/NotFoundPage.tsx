import { Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <Title order={1}>Page not found</Title>
      <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}
