import { whatsappDigits } from "@ebm/shared/contact-message";
import type { CompanyContact, CompanyDetail } from "@ebm/shared/schemas/companies";
import { ActionIcon, Badge, Button, Card, Stack, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconMail, IconMessageCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { ContactAvatar } from "../../../components/ContactAvatar.tsx";
import { PhoneLinks } from "../../../components/PhoneLinks.tsx";
import { WishMenu } from "../../../components/wishes/WishMenu.tsx";
import { chatWith } from "../../../lib/chat-links.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { isPlaceholderContact } from "../utils/company-links.ts";
import classes from "./ContactCard.module.css";
import { MeetingActions } from "./MeetingActions.tsx";
import type { MeetingDialog } from "./MeetingRequestDialogs.tsx";

interface ContactCardProps {
  contact: CompanyContact;
  company: CompanyDetail;
  /** Opens the large-picture modal for this contact. */
  onOpenPicture: (contact: CompanyContact) => void;
  /** Opens the contact message modal for this contact. */
  onMessage: (contact: CompanyContact) => void;
  /** Opens the meeting request's timeslot picker or message modal. */
  onRequestMeeting: (dialog: MeetingDialog) => void;
}

/**
 * One contact of a company: picture, name, label and function; for signed-in users the Chat,
 * WhatsApp, phone and message actions (none of them for oneself, no Chat with "To be decided"), and
 * the meeting button for contacts of other companies.
 * @example <ContactCard contact={contact} company={company} onOpenPicture={setPictureOf} onMessage={setRecipient} onRequestMeeting={request} />
 */
export function ContactCard({
  contact,
  company,
  onOpenPicture,
  onMessage,
  onRequestMeeting,
}: ContactCardProps) {
  const user = useUser();
  const signedIn = user !== null;
  const tel = contact.tel.trim();
  const whatsapp = whatsappDigits(tel);
  const canChat = signedIn && !contact.isSelf && !isPlaceholderContact(contact.name);
  const canMessage = signedIn && !contact.isSelf;

  return (
    <Card withBorder radius="md" padding="lg" component="article" className={classes.card}>
      <Stack gap="md" h="100%">
        <div className={classes.head}>
          <button type="button" className={classes.pictureButton} onClick={() => onOpenPicture(contact)}>
            <ContactAvatar name={contact.name} picture={contact.profilePic} size={64} />
            <VisuallyHidden>Show the picture of {contact.name}</VisuallyHidden>
          </button>
          <Stack gap={2} className={classes.who}>
            <Text component="h3" fw={700} size="lg" className={classes.name}>
              {contact.name}
            </Text>
            <div>
              <Badge variant="light" color="navy" size="sm">
                {contact.label}
              </Badge>
            </div>
            {contact.function && (
              <Text size="sm" c="dimmed">
                {contact.function}
              </Text>
            )}
          </Stack>
          {canMessage && (
            <Tooltip label={`Send ${contact.name} a message`}>
              <ActionIcon
                variant="light"
                size="lg"
                aria-label={`Send ${contact.name} a message`}
                onClick={() => onMessage(contact)}
              >
                <IconMail size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )}
        </div>

        {signedIn && <PhoneLinks name={contact.name} phone={tel} whatsapp={whatsapp} />}

        {(canChat || !company.isOwnCompany) && (
          <div className={classes.actions}>
            {canChat && (
              <Button
                component={Link}
                to={chatWith(contact.id)}
                variant="light"
                size="sm"
                leftSection={<IconMessageCircle size={16} aria-hidden="true" />}
              >
                <span>
                  Chat<VisuallyHidden> with {contact.name}</VisuallyHidden>
                </span>
              </Button>
            )}
            {!company.isOwnCompany && (
              <MeetingActions company={company} contact={contact} onRequest={onRequestMeeting} />
            )}
            {user && canChat && !company.isOwnCompany && company.isFullView && (
              <WishMenu
                userId={user.id}
                companyId={company.id}
                companyName={company.name}
                contact={{ id: contact.id, name: contact.name }}
              />
            )}
          </div>
        )}
      </Stack>
    </Card>
  );
}
