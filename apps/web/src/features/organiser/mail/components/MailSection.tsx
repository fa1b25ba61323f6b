import type { OutboxMail } from "@ebm/shared/schemas/organiser-mail";
import { Anchor, Button, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useAllSettings } from "../../../../lib/api/get-settings.ts";
import { notifyError } from "../../../../lib/feedback.ts";
import { formatInstant } from "../../../../lib/format.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { type ListColumn, ListTable } from "../../shared/ListTable.tsx";
import { PagedList } from "../../shared/PagedList.tsx";
import { StateBadge } from "../../shared/StateBadge.tsx";
import { usePagedSearch } from "../../shared/use-paged-search.ts";
import { useMails } from "../api/get-mails.ts";
import { useRetryMail } from "../api/retry-mail.ts";
import { MailDrawer } from "./MailDrawer.tsx";
import { isMailStatus, kindLabel, MAIL_STATUS, MAIL_STATUS_OPTIONS } from "./mail-view.ts";

const MAIL_COLUMNS: ListColumn[] = [
  { label: "Subject" },
  { label: "To" },
  { label: "State" },
  { label: "Written" },
  { label: "Actions", hidden: true },
];

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
    <ListTable label="Mails" minWidth={720} columns={MAIL_COLUMNS}>
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
              <StateBadge state={MAIL_STATUS[mail.status]} />
              <FailureReason mail={mail} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              {formatInstant(mail.createdAt, props.timeZone, { year: true })}
            </Table.Td>
            <Table.Td>
              <RetryButton {...props} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}

function MailCards({ mails, rowProps }: { mails: OutboxMail[]; rowProps: (mail: OutboxMail) => RowProps }) {
  return (
    <CardList>
      {mails.map((mail) => {
        const props = rowProps(mail);
        return (
          <ListCard key={mail.id}>
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <SubjectButton {...props} />
                <StateBadge state={MAIL_STATUS[mail.status]} />
              </Group>
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {mail.to}
              </Text>
              <Text size="xs" c="dimmed">
                {kindLabel(mail.kind)} · {formatInstant(mail.createdAt, props.timeZone, { year: true })}
              </Text>
              <FailureReason mail={mail} />
              <Group>
                <RetryButton {...props} />
              </Group>
            </Stack>
          </ListCard>
        );
      })}
    </CardList>
  );
}

/** The console's mail section: the outbox, searchable and filtered by state, a mail's text, retry. */
export function MailSection() {
  const paging = usePagedSearch();
  const { query, page, pageSize, filter, setFilter } = paging;
  const statusParam = filter("status");
  const status = isMailStatus(statusParam) ? statusParam : "";
  const mails = useMails({ q: query, page, pageSize, status });
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
        notifyError(error, { fallback: "The mail could not be sent again. Please try again." }),
    });

  const rowProps = (mail: OutboxMail): RowProps => ({
    mail,
    timeZone,
    onOpen: () => setOpen(mail),
    onRetry: () => sendAgain(mail),
    retrying: retry.isPending && retry.variables === mail.id,
  });

  return (
    <Stack gap="md">
      <PagedList
        paging={paging}
        search={{
          label: "Search mail",
          description: "Recipient or subject",
          placeholder: "name@company.com",
        }}
        selects={[
          {
            label: "State",
            options: MAIL_STATUS_OPTIONS,
            value: status,
            onChange: (value) => setFilter("status", value),
            width: 180,
          },
        ]}
        query={mails}
        errorTitle="The outbox cannot be shown right now"
        loadingLabel="Loading the outbox"
        rowHeight={48}
        empty={query || status ? "No mail matches this search." : "The outbox is empty."}
        noun="mails"
      >
        {(items) =>
          wide ? (
            <MailTable mails={items} rowProps={rowProps} />
          ) : (
            <MailCards mails={items} rowProps={rowProps} />
          )
        }
      </PagedList>

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
