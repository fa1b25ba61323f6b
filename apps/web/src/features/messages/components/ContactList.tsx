import type { ConversationContact } from "@ebm/shared/schemas/messages";
import { Alert, Anchor, Badge, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { formatChatTime } from "../../../lib/format.ts";
import classes from "./Chat.module.css";
import { ChatAvatar } from "./ChatAvatar.tsx";
import { TypingDots } from "./TypingDots.tsx";

interface ContactListProps {
  contacts: readonly ConversationContact[];
  /** The event's zone, in which the last message's time is written. */
  timeZone: string;
  selectedId: number | null;
  online: ReadonlySet<number>;
  typing: ReadonlySet<number>;
  pictureOf: (contact: ConversationContact) => string | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

function ContactRow({
  contact,
  selected,
  online,
  typing,
  picture,
  timeZone,
}: {
  contact: ConversationContact;
  selected: boolean;
  online: boolean;
  typing: boolean;
  picture: string | null;
  timeZone: string;
}) {
  const unread = contact.unreadMessages;
  return (
    <Link
      to={`/messages/${contact.contactId}`}
      className={classes.contact}
      aria-current={selected ? "page" : undefined}
    >
      <ChatAvatar name={contact.name} picture={picture} online={online} size={40} />
      <span className={classes.contactText}>
        <Text
          component="span"
          display="block"
          size="sm"
          className={classes.contactName}
          data-unread={unread > 0 || undefined}
        >
          {contact.name}
        </Text>
        <Text component="span" display="block" size="xs" c="dimmed" className={classes.contactName}>
          {contact.companyName}
        </Text>
        {contact.lastMessage && (
          <Text
            component="span"
            display="block"
            size="xs"
            className={classes.contactName}
            data-testid="last-message"
          >
            {contact.lastMessage.fromMe ? "You: " : ""}
            {contact.lastMessage.text}
          </Text>
        )}
        {online && <VisuallyHidden>, online</VisuallyHidden>}
        {typing && <VisuallyHidden>, typing</VisuallyHidden>}
      </span>
      {contact.lastMessageAt && (
        <time className={classes.contactTime} dateTime={contact.lastMessageAt}>
          {formatChatTime(contact.lastMessageAt, timeZone)}
        </time>
      )}
      {typing && <TypingDots />}
      {unread > 0 && (
        <Badge color="red.9" variant="filled" size="sm" circle={unread < 10}>
          {unread}
          <VisuallyHidden> unread</VisuallyHidden>
        </Badge>
      )}
    </Link>
  );
}

/**
 * The conversations (part 2 §2): each contact with picture, a green ring when online, bold with a
 * badge when unread, and typing dots while they type. Each opens its conversation.
 */
export function ContactList(props: ContactListProps) {
  const { contacts, timeZone, selectedId, online, typing, pictureOf, loading, failed, onRetry } = props;
  return (
    <nav className={classes.list} aria-labelledby="chat-contacts">
      <Title order={2} size="h5" id="chat-contacts" className={classes.listHeading}>
        Conversations
      </Title>
      <div className={classes.listScroll}>
        {failed && (
          <Alert color="red" variant="light" m="sm" title="Your conversations could not be loaded">
            <Button size="xs" variant="light" onClick={onRetry}>
              Try again
            </Button>
          </Alert>
        )}
        {loading && (
          <Stack gap="sm" p="md" role="status">
            <VisuallyHidden>Loading your conversations</VisuallyHidden>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={44} radius="md" />
            ))}
          </Stack>
        )}
        {!loading && !failed && contacts.length === 0 && (
          <Stack gap="xs" p="md">
            <Text size="sm">No conversations yet.</Text>
            <Text size="sm" c="dimmed">
              Start one with the Chat button of a contact on a company's page in the{" "}
              <Anchor component={Link} to="/attendees" underline="always">
                attendee directory
              </Anchor>
              , or from a meeting in your scheduler.
            </Text>
          </Stack>
        )}
        <ul className={classes.contacts}>
          {contacts.map((contact) => (
            <li key={contact.contactId}>
              <ContactRow
                contact={contact}
                selected={contact.contactId === selectedId}
                online={online.has(contact.contactId)}
                typing={typing.has(contact.contactId)}
                picture={pictureOf(contact)}
                timeZone={timeZone}
              />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
