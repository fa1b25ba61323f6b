import { Button, Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { Link } from "react-router";
import { Loading } from "../../../../components/Loading.tsx";
import { LoadError } from "../../shared/ListStates.tsx";
import { useOrganiserPrivacy } from "../api/privacy-api.ts";
import { PrivacySettingsForm } from "./PrivacySettingsForm.tsx";
import { RetentionEditions } from "./RetentionEditions.tsx";

/** Where a person's own data is handled: on their card under People. */
function PersonData() {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="privacy-person">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="privacy-person">
          A person's data
        </Title>
        <Text size="sm" maw={720}>
          When someone asks for their data or to be deleted, find their company under People and open the menu
          on their card: “Download data” gives the archive they would download themselves; “Erase…” removes or
          anonymises them everywhere and keeps only their invoices and payments. Both are written to the audit
          log.
        </Text>
        <Button
          component={Link}
          to="/organiser/people"
          variant="light"
          leftSection={<IconUsers size={16} aria-hidden="true" />}
        >
          Open People
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * The console's Privacy section: the privacy notice's settings and version, the retention of each
 * past edition, and the way to one person's data.
 */
export function PrivacySection() {
  const privacy = useOrganiserPrivacy();
  if (privacy.isPending)
    return (
      <Loading label="Loading the privacy settings" gap="lg">
        <Skeleton h={420} radius="md" />
        <Skeleton h={200} radius="md" />
      </Loading>
    );
  if (privacy.isError)
    return (
      <LoadError
        title="The privacy settings could not be loaded"
        error={privacy.error}
        onRetry={() => void privacy.refetch()}
      />
    );
  return (
    <Stack gap="lg">
      <PrivacySettingsForm privacy={privacy.data} />
      <RetentionEditions editions={privacy.data.editions} />
      <PersonData />
    </Stack>
  );
}
