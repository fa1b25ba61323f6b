import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { BadgeQr } from "../../../components/badge/BadgeQr.tsx";
import { SignInRequired } from "../../../components/SignInRequired.tsx";
import { useUser } from "../../../lib/session/use-session.ts";
import classes from "./BadgePrintPage.module.css";

/** /badge: the signed-in attendee's badge, name, company and QR, laid out for printing. */
export function BadgePrintPage() {
  const user = useUser();
  return (
    <SignInRequired heading="Your badge" reason="Sign in to show and print your badge.">
      {user && (
        <Stack gap="lg">
          <Title order={1}>Your badge</Title>
          <Text maw={560}>
            The registration desk scans this code to check you in; other attendees scan it to save you as a
            lead.
          </Text>
          <article className={classes.badge} aria-label={`Badge of ${user.name}`}>
            <Text size="sm" fw={700} c="navy.8" className={classes.event}>
              European Broker Meeting 2025 · Dublin
            </Text>
            <Text fz={28} fw={800} mt="md" lh={1.2}>
              {user.name}
            </Text>
            {user.function && <Text c="gray.8">{user.function}</Text>}
            <Text fz="lg" fw={700} mt={4}>
              {user.companyName}
            </Text>
            <BadgeQr userId={user.id} name={user.name} size={220} className={classes.qr} />
          </article>
          <Group>
            <Button leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={() => window.print()}>
              Print
            </Button>
          </Group>
        </Stack>
      )}
    </SignInRequired>
  );
}
