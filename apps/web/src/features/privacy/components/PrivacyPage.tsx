import type { PrivacyNotice } from "@ebm/shared/schemas/privacy";
import { Alert, Anchor, Card, List, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Loading } from "../../../components/Loading.tsx";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { usePrivacyNotice } from "../api/get-notice.ts";
import { formatWithZone, retentionWords } from "../utils/privacy-words.ts";
import classes from "./PrivacyPage.module.css";

function NoticeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Controller({ controller }: { controller: PrivacyNotice["controller"] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="privacy-controller">
      <Stack gap={6}>
        <Title order={2} size="h3" id="privacy-controller">
          Who is responsible
        </Title>
        <Text fw={700}>{controller.name || "The organisers of the European Broker Meeting"}</Text>
        {controller.address && <Text className={classes.multiline}>{controller.address}</Text>}
        {controller.email ? (
          <Text>
            E-mail:{" "}
            <Anchor href={`mailto:${controller.email}`} className={classes.email} underline="always">
              {controller.email}
            </Anchor>
          </Text>
        ) : (
          <Text>
            Write to us through the{" "}
            <Anchor component={Link} to="/contact" underline="always">
              contact page
            </Anchor>
            .
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function Notice({ notice, timeZone }: { notice: PrivacyNotice; timeZone: string }) {
  return (
    <Stack gap="xl">
      <Controller controller={notice.controller} />
      <NoticeSection id="privacy-purposes" title="Why we hold your data">
        <List spacing="xs">
          {notice.purposes.map((purpose) => (
            <List.Item key={purpose}>{purpose}</List.Item>
          ))}
        </List>
      </NoticeSection>
      <NoticeSection id="privacy-recipients" title="Who else receives it">
        {notice.recipients.length > 0 ? (
          <List spacing="xs">
            {notice.recipients.map((recipient) => (
              <List.Item key={recipient}>{recipient}</List.Item>
            ))}
          </List>
        ) : (
          <Text>Nobody outside the organising team.</Text>
        )}
      </NoticeSection>
      <NoticeSection id="privacy-retention" title="How long we keep it">
        <Text>{retentionWords(notice.retentionDays)}</Text>
        <Text size="sm" c="dimmed">
          Invoices and payments are kept as long as tax law requires, also after you delete your account.
        </Text>
      </NoticeSection>
      <NoticeSection id="privacy-rights" title="Your rights">
        <List spacing="xs">
          {notice.rights.map((right) => (
            <List.Item key={right}>{right}</List.Item>
          ))}
        </List>
        {notice.controller.email && (
          <Text size="sm">
            To use any of them, write to{" "}
            <Anchor href={`mailto:${notice.controller.email}`} className={classes.email} underline="always">
              {notice.controller.email}
            </Anchor>
            .
          </Text>
        )}
      </NoticeSection>
      <NoticeSection id="privacy-browser" title="What your browser keeps">
        <Text>{notice.browserStorage}</Text>
      </NoticeSection>
      <Text size="sm" c="dimmed">
        Version {notice.version}, last updated {formatWithZone(notice.updatedAt, timeZone)}.
      </Text>
    </Stack>
  );
}

/**
 * /privacy: the privacy notice, built from the organisers' settings: who is responsible, why the
 * event holds personal data, who else receives it, how long it is kept, the rights and what the
 * browser keeps. Public; the consent prompt and the registration form link here.
 */
export function PrivacyPage() {
  const notice = usePrivacyNotice();
  const timeZone = useAllSettings().data?.event.timezone ?? "UTC";
  return (
    <Stack gap="xl" maw={760}>
      <Stack gap="xs">
        <Title order={1}>Privacy notice</Title>
        <Text size="lg">
          What the European Broker Meeting keeps about you, why, who else receives it, for how long, and what
          you can ask of us.
        </Text>
      </Stack>
      {notice.isPending && (
        <Loading label="Loading the privacy notice" gap="lg">
          <Skeleton height={140} radius="md" />
          <Skeleton height={220} />
          <Skeleton height={160} />
        </Loading>
      )}
      {notice.isError && (
        <Alert color="navy" variant="light" title="The privacy notice is not available right now">
          Please try again in a moment.
        </Alert>
      )}
      {notice.data && <Notice notice={notice.data} timeZone={timeZone} />}
    </Stack>
  );
}
