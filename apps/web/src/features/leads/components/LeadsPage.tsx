import { LEADS_MESSAGES } from "@ebm/shared/messages";
import type { Lead } from "@ebm/shared/schemas/leads";
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconDownload, IconScan, IconTrashX } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { SignInRequired } from "../../../components/SignInRequired.tsx";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { showError } from "../../../lib/notify.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { downloadLeadsCsv } from "../api/download-leads.ts";
import { useLeads } from "../api/get-leads.ts";
import { useEmptyLeads, useRemoveLead } from "../api/remove-leads.ts";
import { LeadCard } from "./LeadCard.tsx";
import classes from "./LeadsPage.module.css";

interface ConfirmProps {
  title: string;
  text: string;
  action: string;
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function Confirm({ title, text, action, opened, busy, onConfirm, onClose }: ConfirmProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm">
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function EmptyState() {
  return (
    <Card withBorder radius="md" padding="xl" maw={560}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {LEADS_MESSAGES.empty}
        </Title>
        <Text>Scan another attendee's badge with your phone to save them here with your notes.</Text>
        <Button component={Link} to="/scan" leftSection={<IconScan size={18} aria-hidden="true" />}>
          Scan a lead
        </Button>
      </Stack>
    </Card>
  );
}

/** The user's leads with remove, empty all and the CSV download (part 2 §2 "Leads"). */
function Leads({ userId }: { userId: number }) {
  const leads = useLeads(userId);
  const remove = useRemoveLead(userId);
  const empty = useEmptyLeads(userId);
  const timeZone = useAllSettings().data?.event.timezone ?? "UTC";
  const [removing, setRemoving] = useState<Lead | null>(null);
  const [emptying, setEmptying] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadLeadsCsv();
    } catch {
      showError({ title: "The CSV file could not be downloaded. Please try again." });
    } finally {
      setDownloading(false);
    }
  };

  if (leads.isError) {
    return (
      <Alert color="red" variant="light">
        <Text size="sm" fw={700}>
          Your leads cannot be shown right now
        </Text>
        <Text size="sm">Please reload the page.</Text>
      </Alert>
    );
  }
  if (!leads.data) {
    return (
      <Stack gap="md" role="status">
        <VisuallyHidden>Loading your leads</VisuallyHidden>
        <Skeleton height={140} radius="md" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  }
  const list = leads.data.leads;
  if (list.length === 0) return <EmptyState />;

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={download}
          loading={downloading}
        >
          Download CSV
        </Button>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrashX size={18} aria-hidden="true" />}
          onClick={() => setEmptying(true)}
        >
          Empty list
        </Button>
        <Text size="sm" c="gray.7" role="status">
          {list.length === 1 ? "1 lead" : `${list.length} leads`}
        </Text>
      </Group>
      <ul className={classes.list}>
        {list.map((lead) => (
          <LeadCard key={lead.id} lead={lead} timeZone={timeZone} onRemove={() => setRemoving(lead)} />
        ))}
      </ul>
      <Confirm
        title="Remove lead"
        text={`Remove ${removing?.contactName ?? "this lead"} from your leads?`}
        action="Remove"
        opened={removing !== null}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
      <Confirm
        title="Empty your leads"
        text={`Remove all ${list.length} leads? This cannot be undone.`}
        action="Remove all"
        opened={emptying}
        busy={empty.isPending}
        onClose={() => setEmptying(false)}
        onConfirm={() => empty.mutate(undefined, { onSettled: () => setEmptying(false) })}
      />
    </Stack>
  );
}

/** /leads (signed-in only). */
export function LeadsPage() {
  const user = useUser();
  return (
    <SignInRequired heading="Leads" reason="Sign in to see the leads you collected by scanning badges.">
      <Stack gap="lg">
        <Title order={1}>Leads</Title>
        {user && <Leads userId={user.id} />}
      </Stack>
    </SignInRequired>
  );
}
