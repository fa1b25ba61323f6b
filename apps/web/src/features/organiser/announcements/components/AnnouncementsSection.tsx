import type { Announcement } from "@ebm/shared/schemas/organiser-announcements";
import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useAllSettings } from "../../../../lib/api/get-settings.ts";
import { notifyError } from "../../../../lib/feedback.ts";
import { formatInstant } from "../../../../lib/format.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { type ListColumn, ListTable } from "../../shared/ListTable.tsx";
import { PagedList } from "../../shared/PagedList.tsx";
import { StateBadge } from "../../shared/StateBadge.tsx";
import { usePagedSearch } from "../../shared/use-paged-search.ts";
import { useCancelAnnouncement } from "../api/cancel-announcement.ts";
import { useAnnouncements } from "../api/get-announcements.ts";
import { AnnouncementForm } from "./AnnouncementForm.tsx";
import { ANNOUNCEMENT_STATE, attendeesWord, audienceLabel } from "./announcement-view.ts";
import { RecipientsDrawer } from "./RecipientsDrawer.tsx";

const COLUMNS: ListColumn[] = [
  { label: "Announcement" },
  { label: "Sent to" },
  { label: "State" },
  { label: "When" },
  { label: "Actions", hidden: true },
];

interface RowProps {
  announcement: Announcement;
  timeZone: string;
  onRecipients: () => void;
  onCancel: () => void;
}

/** How many it went to, and how many were told while it goes. */
function Reach({ announcement: a }: { announcement: Announcement }) {
  if (a.recipients === null) return <Text size="sm">{audienceLabel(a.audience, a.day)}</Text>;
  return (
    <>
      <Text size="sm">{audienceLabel(a.audience, a.day)}</Text>
      <Text size="xs" c="dimmed">
        {a.state === "sending"
          ? `${a.told} of ${attendeesWord(a.recipients)} told`
          : attendeesWord(a.recipients)}
      </Text>
    </>
  );
}

function When({ announcement: a, timeZone }: Pick<RowProps, "announcement" | "timeZone">) {
  const at = (iso: string) => formatInstant(iso, timeZone, { year: true });
  return (
    <>
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {a.state === "cancelled" && a.cancelledAt
          ? `Cancelled ${at(a.cancelledAt)}`
          : at(a.sentAt ?? a.sendAt)}
      </Text>
      <Text size="xs" c="dimmed">
        by {a.createdBy}
      </Text>
    </>
  );
}

function Actions({ announcement: a, onRecipients, onCancel }: RowProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      {a.recipients !== null ? (
        <Button
          size="compact-sm"
          variant="light"
          onClick={onRecipients}
          aria-label={`Recipients of “${a.title}”`}
        >
          Recipients
        </Button>
      ) : null}
      {a.state === "scheduled" ? (
        <Button
          size="compact-sm"
          variant="light"
          color="red.9"
          onClick={onCancel}
          aria-label={`Cancel “${a.title}”`}
        >
          Cancel
        </Button>
      ) : null}
    </Group>
  );
}

function Message({ announcement: a }: { announcement: Announcement }) {
  return (
    <>
      <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
        {a.title}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
        {a.body}
      </Text>
    </>
  );
}

/** The console's announcements: a new one to a group, and the history of what went to whom. */
export function AnnouncementsSection() {
  const paging = usePagedSearch();
  const { query, page, pageSize } = paging;
  const history = useAnnouncements({ q: query, page, pageSize });
  const cancel = useCancelAnnouncement();
  const timeZone = useAllSettings().data?.event.timezone ?? "UTC";
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  const [recipientsOf, setRecipientsOf] = useState<Announcement | null>(null);
  const [cancelling, setCancelling] = useState<Announcement | null>(null);

  const rowProps = (announcement: Announcement): RowProps => ({
    announcement,
    timeZone,
    onRecipients: () => setRecipientsOf(announcement),
    onCancel: () => setCancelling(announcement),
  });

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        showSuccess({ title: `“${cancelling.title}” will not be sent.` });
        setCancelling(null);
      },
      onError: (error) => {
        setCancelling(null);
        notifyError(error, { fallback: "The announcement could not be cancelled. Please try again." });
      },
    });
  };

  return (
    <Stack gap="md">
      <AnnouncementForm />
      <Title order={2} size="h4">
        Sent and scheduled
      </Title>
      <PagedList
        paging={paging}
        search={{ label: "Search announcements", description: "Title or text", placeholder: "Keynote" }}
        query={history}
        errorTitle="The announcements cannot be shown right now"
        loadingLabel="Loading the announcements"
        rowHeight={56}
        empty={query ? "No announcement matches this search." : "No announcement yet."}
        noun="announcements"
      >
        {(items) =>
          wide ? (
            <ListTable label="Announcements" minWidth={760} columns={COLUMNS}>
              {items.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td maw={320}>
                    <Message announcement={a} />
                  </Table.Td>
                  <Table.Td>
                    <Reach announcement={a} />
                  </Table.Td>
                  <Table.Td>
                    <StateBadge state={ANNOUNCEMENT_STATE[a.state]} />
                  </Table.Td>
                  <Table.Td>
                    <When announcement={a} timeZone={timeZone} />
                  </Table.Td>
                  <Table.Td>
                    <Actions {...rowProps(a)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          ) : (
            <CardList label="Announcements">
              {items.map((a) => (
                <ListCard key={a.id}>
                  <Stack gap={4}>
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <div style={{ minWidth: 0 }}>
                        <Message announcement={a} />
                      </div>
                      <StateBadge state={ANNOUNCEMENT_STATE[a.state]} />
                    </Group>
                    <Reach announcement={a} />
                    <When announcement={a} timeZone={timeZone} />
                    <Actions {...rowProps(a)} />
                  </Stack>
                </ListCard>
              ))}
            </CardList>
          )
        }
      </PagedList>

      <RecipientsDrawer
        announcement={recipientsOf}
        timeZone={timeZone}
        onClose={() => setRecipientsOf(null)}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel this announcement?"
        keepLabel="Keep it scheduled"
        confirmLabel="Yes, cancel it"
        confirmColor="red.9"
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={confirmCancel}
      >
        <Text size="sm">
          “{cancelling?.title}” will not be sent
          {cancelling ? ` on ${formatInstant(cancelling.sendAt, timeZone, { year: true })}` : ""}. Nobody has
          been told yet.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
