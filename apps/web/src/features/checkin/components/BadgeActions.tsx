import type { LeadRating } from "@ebm/shared/leads";
import { LEADS_MESSAGES } from "@ebm/shared/messages";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconCalendarPlus, IconMessageCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { LeadForm } from "../../../components/LeadForm.tsx";
import { leadsKey } from "../../../lib/api/keys.ts";
import { saveLead } from "../../../lib/api/save-lead.ts";
import { authModals } from "../../../lib/session/auth-modal-store.ts";

interface Props {
  code: string;
  contactId: number;
  companyId: number;
  name: string;
  /** The signed-in user, or null for a visitor. */
  userId: number | null;
}

/**
 * What a badge's QR, scanned with a phone's own camera, offers the trader who holds the phone: save
 * the person as a lead (notes and a rating), ask them for a meeting, or write to them. A visitor
 * signs in first; the desk's staff see the check-in instead (CheckinPage).
 */
export function BadgeActions({ code, contactId, companyId, name, userId }: Props) {
  const queryClient = useQueryClient();
  const [leadOpen, setLeadOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<"saved" | "failed" | null>(null);
  // One id per opening of the form: a resent save finds the stored lead instead of a second one.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());

  if (userId === null)
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Sign in to save {name} as a lead, ask for a meeting or write to them.</Text>
        <Button onClick={authModals.openSignIn}>Sign in</Button>
      </Stack>
    );
  if (userId === contactId) return <Text size="sm">{LEADS_MESSAGES.selfScan}</Text>;

  const save = async (notes: string, rating: LeadRating | null) => {
    setSaving(true);
    try {
      await saveLead({ contactId: code, notes, clientId, ...(rating ? { rating } : {}) });
      void queryClient.invalidateQueries({ queryKey: leadsKey(userId) });
      setResult("saved");
      setLeadOpen(false);
    } catch {
      setResult("failed");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <div aria-live="polite">
        {result === "saved" && (
          <Alert color="teal.9" variant="light" role="status">
            <Text size="sm" fw={700}>
              Lead saved: {name}
            </Text>
            <Anchorish />
          </Alert>
        )}
        {result === "failed" && (
          <Alert color="red" variant="light">
            <Text size="sm">{LEADS_MESSAGES.saveError}</Text>
          </Alert>
        )}
      </div>
      {leadOpen ? (
        <LeadForm
          saving={saving}
          onSave={(notes, rating) => void save(notes, rating)}
          onCancel={() => setLeadOpen(false)}
        />
      ) : (
        <Group gap="sm">
          {result !== "saved" && (
            <Button
              onClick={() => {
                setClientId(crypto.randomUUID());
                setResult(null);
                setLeadOpen(true);
              }}
            >
              Save lead
            </Button>
          )}
          <Button
            variant="default"
            component={Link}
            to={`/attendeeDetails/${companyId}`}
            leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          >
            Request meeting
          </Button>
          <Button
            variant="default"
            component={Link}
            to={`/messages?contact=${contactId}`}
            leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
          >
            Chat
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The way to the saved lead. */
function Anchorish() {
  return (
    <Text size="sm">
      It is in your <Link to="/leads">leads</Link>.
    </Text>
  );
}
