import type { ConversationContact } from "@ebm/shared/schemas/messages";
import { Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconMessages } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo } from "react";
import { useParams, useSearchParams } from "react-router";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { useConversations } from "../api/get-conversations.ts";
import { useProfilePictures } from "../api/get-profile-pictures.ts";
import { useChatEntry } from "../hooks/use-chat-entry.ts";
import { useChatEvents } from "../hooks/use-chat-events.ts";
import { useMarkRead } from "../hooks/use-mark-read.ts";
import { usePresence } from "../hooks/use-presence.ts";
import { useTypingContacts } from "../hooks/use-typing.ts";
import { contactIdFrom, isHiddenContact } from "../utils/chat-view.ts";
import classes from "./Chat.module.css";
import { ContactList } from "./ContactList.tsx";
import { ConversationPane } from "./ConversationPane.tsx";

function EmptyPane({ loading }: { loading: boolean }) {
  if (loading) {
    return (
      <Stack gap="sm" p="md" role="status">
        <VisuallyHidden>Loading the conversation</VisuallyHidden>
        <Skeleton height={40} width={240} />
        <Skeleton height={36} width="55%" radius="lg" />
        <Skeleton height={36} width="40%" radius="lg" ml="auto" />
      </Stack>
    );
  }
  return (
    <div className={classes.empty}>
      <IconMessages size={40} stroke={1.5} aria-hidden="true" />
      <Text fw={600}>Select a conversation</Text>
    </div>
  );
}

/** What the chat's live region says of unread messages: how many, and from whom or in how many chats. */
function unreadAnnouncement(contacts: readonly ConversationContact[]): string {
  const unread = contacts.filter((contact) => contact.unreadMessages > 0);
  const total = unread.reduce((sum, contact) => sum + contact.unreadMessages, 0);
  if (total === 0) return "";
  const count = total === 1 ? "1 unread message" : `${total} unread messages`;
  return unread.length === 1
    ? `${count} from ${unread[0]?.name}`
    : `${count} in ${unread.length} conversations`;
}

/**
 * The signed-in user's chat (part 2 §2, §4): the contact list and the open conversation side by
 * side, or one at a time up to 768 px. The route's contact (`/messages/{contact}`) is the open one.
 */
export function Chat({ userId }: { userId: number }) {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const queryContact = contactIdFrom(undefined, searchParams.get("contact"));
  const selectedId = contactIdFrom(params.contact, searchParams.get("contact"));
  const ready = useChatEntry(userId, queryContact);

  const contacts = useConversations(userId, selectedId, ready);
  const pictures = useProfilePictures(userId, ready);
  const visible = useMemo(
    () => (contacts.data ?? []).filter((contact) => !isHiddenContact(contact)),
    [contacts.data],
  );
  const contactsKey = contacts.data ? visible.map((contact) => contact.contactId).join() : null;
  const online = usePresence(userId, ready, contactsKey);
  const { typing, clear: clearTyping } = useTypingContacts();
  const markRead = useMarkRead(userId);
  const timeZone = useAllSettings().data?.event.timezone ?? "UTC";
  const selected =
    selectedId === null ? undefined : visible.find((contact) => contact.contactId === selectedId);
  const openConversationId = selected?.conversationId ?? null;
  useChatEvents({ userId, openConversationId, markRead, clearTyping });

  // Opening a conversation reads it (part 2 §4).
  useEffect(() => {
    if (openConversationId !== null) markRead(openConversationId);
  }, [openConversationId, markRead]);

  const pictureOf = useCallback(
    (contact: ConversationContact) => {
      const picture = pictures.data?.get(contact.contactId);
      return picture === undefined ? contact.profilePic : picture;
    },
    [pictures.data],
  );

  const listLoading = contacts.data === undefined && !contacts.isError;
  const unreadNews = unreadAnnouncement(visible);
  const view = selectedId === null ? "list" : "conversation";

  return (
    <Stack gap="md">
      <Title order={1} className={classes.heading} data-view={view}>
        Messages
      </Title>
      {/* Present from the start, so screen readers say each new unread count without a move of focus. */}
      <VisuallyHidden role="status">{unreadNews}</VisuallyHidden>
      <div className={classes.chat} data-view={view}>
        <ContactList
          contacts={visible}
          timeZone={timeZone}
          selectedId={selectedId}
          online={online}
          typing={typing}
          pictureOf={pictureOf}
          loading={listLoading}
          failed={contacts.isError}
          onRetry={() => void contacts.refetch()}
        />
        <section
          className={classes.pane}
          aria-label={selected ? `Conversation with ${selected.name}` : "Conversation"}
        >
          {selected ? (
            <ConversationPane
              key={selected.conversationId}
              userId={userId}
              contact={selected}
              picture={pictureOf(selected)}
              online={online.has(selected.contactId)}
              typing={typing.has(selected.contactId)}
              timeZone={timeZone}
            />
          ) : (
            <EmptyPane loading={selectedId !== null && listLoading} />
          )}
        </section>
      </div>
    </Stack>
  );
}
