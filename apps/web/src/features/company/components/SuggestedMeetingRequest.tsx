import type { CompanyContact } from "@ebm/shared/schemas/companies";
import { useEffect, useState } from "react";
import { showError } from "../../../lib/notify.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { useCompany } from "../api/get-company.ts";
import { isPlaceholderContact } from "../utils/company-links.ts";
import { type MeetingDialog, MeetingRequestDialogs } from "./MeetingRequestDialogs.tsx";

/** Whom a suggestion's request goes to: the suggested person, else the company's first contact one may ask. */
export function suggestedContact(
  contacts: CompanyContact[],
  contactId: number | null,
): CompanyContact | null {
  const askable = contacts
    .filter((contact) => !contact.isSelf && !isPlaceholderContact(contact.name))
    .sort((a, b) => a.position - b.position);
  return askable.find((contact) => contact.id === contactId) ?? askable[0] ?? null;
}

interface SuggestedMeetingRequestProps {
  companyId: number;
  /** The suggested person; null: anyone of the company. */
  contactId: number | null;
  /** The flow ended: sent, cancelled or impossible. */
  onClose: () => void;
}

/**
 * The meeting request flow of the company page (timeslot picker, then message), opened from a
 * possible match elsewhere: the company is read, the request goes to the suggested person and is
 * sent as coming from a suggestion.
 * @example {asking && <SuggestedMeetingRequest companyId={7} contactId={12} onClose={() => setAsking(null)} />}
 */
export function SuggestedMeetingRequest({ companyId, contactId, onClose }: SuggestedMeetingRequestProps) {
  const user = useUser();
  const company = useCompany(companyId);
  const [dialog, setDialog] = useState<MeetingDialog | null>(null);
  const [opened, setOpened] = useState(false);
  const data = company.data;

  useEffect(() => {
    if (opened) return;
    if (company.isError) {
      showError({ title: "The company could not be loaded. Please try again." });
      onClose();
      return;
    }
    if (!data) return;
    const contact = suggestedContact(data.contacts, contactId);
    if (!contact) {
      showError({ title: `Nobody of ${data.company.name} can be asked for a meeting.` });
      onClose();
      return;
    }
    setOpened(true);
    setDialog({ step: "picker", contact });
  }, [opened, company.isError, data, contactId, onClose]);

  if (!user || !data) return null;
  return (
    <MeetingRequestDialogs
      userId={user.id}
      company={data.company}
      dialog={dialog}
      source="suggestion"
      onChange={(next) => {
        setDialog(next);
        if (next === null) onClose();
      }}
    />
  );
}
