import type { CompanyContact, CompanyDetail } from "@ebm/shared/schemas/companies";
import { Card, Stack, Title } from "@mantine/core";
import { lazy, type ReactNode, Suspense, useState } from "react";
import type { MessageRecipient } from "../../../components/contact-message/ContactMessageModal.tsx";
import { useUser } from "../../../lib/session/use-session.ts";
import { ContactCard } from "./ContactCard.tsx";
import classes from "./ContactsCard.module.css";
import { LargePictureModal } from "./LargePictureModal.tsx";
import type { MeetingDialog } from "./MeetingRequestDialogs.tsx";

// The message modal's code loads with the first click on a message button.
const ContactMessageModal = lazy(() =>
  import("../../../components/contact-message/ContactMessageModal.tsx").then((m) => ({
    default: m.ContactMessageModal,
  })),
);

// The meeting request's modals load with the first click on a meeting button.
const MeetingRequestDialogs = lazy(() =>
  import("./MeetingRequestDialogs.tsx").then((m) => ({ default: m.MeetingRequestDialogs })),
);

interface ContactsCardProps {
  company: CompanyDetail;
  contacts: CompanyContact[];
  /** Edit mode: draws the signed-in user's own contact, first, in place of its view card. */
  renderOwn?: (contact: CompanyContact, openPicture: (contact: CompanyContact) => void) => ReactNode;
}

/**
 * The Contact Details card: every contact of the company in label order (the own contact first in
 * edit mode), with the large-picture modal, the message modal (action sendMailToContact) and the
 * meeting request's modals they open.
 */
export function ContactsCard({ company, contacts, renderOwn }: ContactsCardProps) {
  const [pictureOf, setPictureOf] = useState<CompanyContact | null>(null);
  const [recipient, setRecipient] = useState<MessageRecipient | null>(null);
  // Once opened, the message modal stays mounted so it can animate closed.
  const [messageUsed, setMessageUsed] = useState(false);
  const openMessage = (contact: CompanyContact) => {
    setMessageUsed(true);
    setRecipient({ id: contact.id, name: contact.name, detail: company.name });
  };
  const user = useUser();
  const [meeting, setMeeting] = useState<MeetingDialog | null>(null);
  const [meetingUsed, setMeetingUsed] = useState(false);
  const requestMeeting = (dialog: MeetingDialog) => {
    setMeetingUsed(true);
    setMeeting(dialog);
  };
  const ordered = [...contacts].sort((a, b) => a.position - b.position);
  const own = renderOwn ? ordered.find((contact) => contact.isSelf) : undefined;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-contacts">
      <Stack gap="md">
        <Title order={2} size="h3" id="company-contacts">
          Contact Details
        </Title>
        <ul className={classes.grid}>
          {own && renderOwn && <li key={own.id}>{renderOwn(own, setPictureOf)}</li>}
          {ordered
            .filter((contact) => contact !== own)
            .map((contact) => (
              <li key={contact.id}>
                <ContactCard
                  contact={contact}
                  company={company}
                  onOpenPicture={setPictureOf}
                  onMessage={openMessage}
                  onRequestMeeting={requestMeeting}
                />
              </li>
            ))}
        </ul>
      </Stack>
      <LargePictureModal contact={pictureOf} onClose={() => setPictureOf(null)} />
      {messageUsed && (
        <Suspense fallback={null}>
          <ContactMessageModal
            recipient={recipient}
            onClose={() => setRecipient(null)}
            action="sendMailToContact"
          />
        </Suspense>
      )}
      {meetingUsed && user && (
        <Suspense fallback={null}>
          <MeetingRequestDialogs userId={user.id} company={company} dialog={meeting} onChange={setMeeting} />
        </Suspense>
      )}
    </Card>
  );
}
