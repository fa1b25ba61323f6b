import { Modal, Stack, Text } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { ContactMessageForm } from "./ContactMessageForm.tsx";
import type { ContactMessageAction } from "./send-contact-message.ts";

export interface MessageRecipient {
  id: number;
  name: string;
  /** A line under the name: a team member's position, a contact's company. */
  detail?: string;
}

interface ContactMessageModalProps {
  /** The recipient; the modal is closed while there is none. */
  recipient: MessageRecipient | null;
  onClose: () => void;
  /** sendMailToTBS for a team member (the default), sendMailToContact for another attendee. */
  action?: ContactMessageAction;
  /** True when opened on the contact page. */
  isFromServicePage?: boolean;
}

/**
 * A message to one person: a member of the organising team from the contact page, or a contact of
 * another company from the company detail page.
 * @example <ContactMessageModal recipient={{ id: 4, name: "Ruud Verhoeven" }} onClose={close} />
 */
export function ContactMessageModal({
  recipient,
  onClose,
  action = "sendMailToTBS",
  isFromServicePage = false,
}: ContactMessageModalProps) {
  // Loaded on the first click, it mounts closed and opens right after: Mantine keeps the button to
  // give focus back to when a modal turns open, not when it mounts open.
  const mounted = useMounted();
  return (
    <Modal
      opened={mounted && recipient !== null}
      onClose={onClose}
      title={recipient ? `Send ${recipient.name} a message` : "Send a message"}
      centered
      size="lg"
    >
      {recipient && (
        <Stack gap="md">
          <Text size="sm">
            To: <strong>{recipient.name}</strong>
            {recipient.detail ? `, ${recipient.detail}` : ""}
          </Text>
          <ContactMessageForm
            action={action}
            recipientId={recipient.id}
            isFromServicePage={isFromServicePage}
            onSent={onClose}
            autoFocus
          />
        </Stack>
      )}
    </Modal>
  );
}
