import type { OutboxMail } from "@ebm/shared/schemas/organiser-mail";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconSearch, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError } from "../../../../lib/api-client.ts";
import { showError, showSuccess } from "../../../../lib/notify.ts";
import { useAllSettings } from "../../../../lib/settings.ts";
import { ListFooter } from "../../shared/ListFooter.tsx";
import { usePagedSearch } from "../../shared/use-paged-search.ts";
import { useMails } from "../api/get-mails.ts";
import { useRetryMail } from "../api/retry-mail.ts";
import { MailDrawer } from "./MailDrawer.tsx";
import { formatWhen, isMailStatus, kindLabel, MAIL_STATUS, MAIL_STATUS_OPTIONS } from "./mail-view.ts";

const PAGE_SIZE = 25;

function StatusBadge({ mail }: { mail: OutboxMail }) {
  const { label, color } = MAIL_STATUS[mail.status];
  return (
    <Badge color={color} variant="filled">
      {label}
    </Badge>
  );
}

interface RowProps {
  mail: OutboxMail;
  timeZone: string;
  onOpen: () => void;
  onRetry: () => void;
  retrying: boolean;
}

/** Opens the mail: the subject, as a link-styled button. */
function SubjectButton({ mail, onOpen }: Pick<RowProps, "mail" | "onOpen">) {
  return (
    <Anchor
      component="button"
      type="button"
      onClick={onOpen}
      ta="left"
      fw={600}
      style={{ overflowWrap: "anywhere" }}
    >
      {mail.subject}
    </Anchor>
  );
}

function RetryButton({ mail, onRetry, retrying }: Pick<RowProps, "mail" | "onRetry" | "retrying">) {
  if (mail.status !== "failed") return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconSend size={14} aria-hidden="true" />}
      loading={retrying}
      onClick={onRetry}
      aria-label={`Retry “${mail.subject}” to ${mail.to}`}
    >
      Retry
    </Button>
  );
}

function FailureReason({ mail }: { mail: OutboxMail }) {
  if (mail.status !== "failed" || !mail.lastError) return null;
  return (
    <Text size="xs" c="red.9" style={{ overflowWrap: "anywhere" }}>
      {mail.lastError}
    </Text>
  );
}

function MailTable({ mails, rowProps }: { mails: OutboxMail[]; rowProps: (mail: OutboxMail) => RowProps }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Subject</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Written</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((mail) => {
            const props = rowProps(mail);
            return (
              <Table.Tr key={mail.id}>
                <Table.Td>
                  <SubjectButton {...props} />
                  <Text size="xs" c="dimmed">
                    {kindLabel(mail.kind)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{mail.to}</Table.Td>
                <Table.Td>
                  <StatusBadge mail={mail} />
                  <FailureReason mail={mail} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {formatWhen(mail.createdAt, props.timeZone)}
                </Table.Td>
                <Table.Td>
                  <RetryButton {...props} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MailCards({ mails, rowProps }: { mails: OutboxMail[]; rowProps: (mail: OutboxMail) => RowProps }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {mails.map((mail) => {
        const props = rowProps(mail);
        return (
          <Card key={mail.id} withBorder radius="md" padding="sm" component="li">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <SubjectButton {...props} />
                <StatusBadge mail={mail} />
              </Group>
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {mail.to}
              </Text>
              <Text size="xs" c="dimmed">
                {kindLabel(mail.kind)} · {formatWhen(mail.createdAt, props.timeZone)}
              </Text>
              <FailureReason mail={mail} />
              <Group>
                <RetryButton {...props} />
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/** The console's mail section: the outbox, searchable and filtered by state, a mail's text, retry. */
export function MailSection() {
  const { q, setQ, query, page, setPage, filter, setFilter } = usePagedSearch();
  const statusParam = filter("status");
  const status = isMailStatus(statusParam) ? statusParam : "";
  const mails = useMails({ q: query, page, pageSize: PAGE_SIZE, status });
  const retry = useRetryMail();
  const timeZone = useAllSettings().data?.event.timezone ?? "UTC";
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<OutboxMail | null>(null);

  const sendAgain = (mail: OutboxMail) =>
    retry.mutate(mail.id, {
      onSuccess: (answer) => {
        showSuccess({ title: `The mail to ${mail.to} is sent again.` });
        setOpen((current) => (current?.id === mail.id ? answer.payload : current));
      },
      onError: (error) =>
        showError({
          title:
            error instanceof ApiError && error.message
              ? error.message
              : "The mail could not be sent again. Please try again.",
        }),
    });

  const rowProps = (mail: OutboxMail): RowProps => ({
    mail,
    timeZone,
    onOpen: () => setOpen(mail),
    onRetry: () => sendAgain(mail),
    retrying: retry.isPending && retry.variables === mail.id,
  });

  const list = mails.data?.payload;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search mail"
          description="Recipient or subject"
          placeholder="name@company.com"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          type="search"
          style={{ flex: "1 1 240px" }}
        />
        <NativeSelect
          label="State"
          data={MAIL_STATUS_OPTIONS}
          value={status}
          onChange={(event) => setFilter("status", event.currentTarget.value || null)}
          style={{ flex: "0 1 180px" }}
        />
      </Group>

      {mails.isError && !list ? (
        <Alert color="red" variant="light" title="The outbox cannot be shown right now">
          Please reload the page.
        </Alert>
      ) : !list ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the outbox">
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : list.items.length === 0 ? (
        <Card withBorder radius="md" padding="lg">
          <Text>{query || status ? "No mail matches this search." : "The outbox is empty."}</Text>
        </Card>
      ) : wide ? (
        <MailTable mails={list.items} rowProps={rowProps} />
      ) : (
        <MailCards mails={list.items} rowProps={rowProps} />
      )}

      {list && (
        <ListFooter page={page} pageSize={PAGE_SIZE} total={list.total} onPage={setPage} noun="mails" />
      )}

      <MailDrawer
        mail={open}
        timeZone={timeZone}
        onClose={() => setOpen(null)}
        onRetry={sendAgain}
        retrying={retry.isPending && retry.variables === open?.id}
      />
    </Stack>
  );
}
