import type { OutboxMail } from "@ebm/shared/schemas/organiser-mail";
import { Alert, Button, Drawer, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { Loading } from "../../../../components/Loading.tsx";
import { formatInstant } from "../../../../lib/format.ts";
import { StateBadge } from "../../shared/StateBadge.tsx";
import { useMail } from "../api/get-mail.ts";
import { kindLabel, MAIL_STATUS } from "./mail-view.ts";

interface MailDrawerProps {
  /** The mail as the list has it, shown at once; its text follows. */
  mail: OutboxMail | null;
  timeZone: string;
  onClose: () => void;
  onRetry: (mail: OutboxMail) => void;
  retrying: boolean;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}

/** One mail: who it went to, what became of it and its text; Send again when it failed. */
export function MailDrawer({ mail, timeZone, onClose, onRetry, retrying }: MailDrawerProps) {
  const detail = useMail(mail?.id ?? null);
  const shown = detail.data?.payload ?? mail;
  return (
    <Drawer
      opened={mail !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={shown ? shown.subject : "Mail"}
      closeButtonProps={{ "aria-label": "Close mail" }}
    >
      {shown && (
        <Stack gap="md">
          <Stack gap={4}>
            <Fact label="To">{shown.to}</Fact>
            {detail.data?.payload.replyTo && <Fact label="Reply to">{detail.data.payload.replyTo}</Fact>}
            <Fact label="Kind">{kindLabel(shown.kind)}</Fact>
            <Fact label="State">
              <StateBadge state={MAIL_STATUS[shown.status]} />
            </Fact>
            <Fact label="Written">{formatInstant(shown.createdAt, timeZone, { year: true })}</Fact>
            <Fact label="Sent">{formatInstant(shown.sentAt, timeZone, { year: true })}</Fact>
            <Fact label="Attempts">{shown.attempts}</Fact>
          </Stack>
          {shown.status === "failed" && (
            <Alert color="red" variant="light" title="Sending failed">
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {shown.lastError ?? "No reason was given."}
              </Text>
              <Button
                mt="sm"
                size="compact-md"
                leftSection={<IconSend size={16} aria-hidden="true" />}
                loading={retrying}
                onClick={() => onRetry(shown)}
              >
                Send again
              </Button>
            </Alert>
          )}
          {detail.isError ? (
            <Alert color="red" variant="light">
              The text of this mail cannot be shown right now.
            </Alert>
          ) : detail.data ? (
            <Paper withBorder p="sm" radius="sm">
              <Text
                component="pre"
                size="sm"
                m={0}
                style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontFamily: "inherit" }}
              >
                {detail.data.payload.text}
              </Text>
            </Paper>
          ) : (
            <Loading label="Loading the text">
              <Skeleton height={160} />
            </Loading>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
