import type { ConversationContact } from "@ebm/shared/schemas/messages";
import { ActionIcon, Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useMessages } from "../api/get-messages.ts";
import { useSendMessage } from "../api/send-message.ts";
import { chatCache } from "../hooks/chat-cache.ts";
import { useTypingSender } from "../hooks/use-typing.ts";
import { CHAT_TIMERS } from "../utils/chat-timers.ts";
import { lastReadMessageId, messagesInReadingOrder, newClientId } from "../utils/chat-view.ts";
import classes from "./Chat.module.css";
import { ChatAvatar } from "./ChatAvatar.tsx";
import { MessageComposer } from "./MessageComposer.tsx";
import { MessageList } from "./MessageList.tsx";

interface ConversationPaneProps {
  userId: number;
  contact: ConversationContact;
  picture: string | null;
  online: boolean;
  typing: boolean;
  timeZone: string;
}

/** What a failed send says under the box: the server's reason, or the connection's. */
function sendErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return "Your message could not be sent. Please check your connection and try again.";
}

/** Name and company; a click opens the contact's company details in a new tab (part 2 §2). */
function ConversationHeader({
  contact,
  picture,
  online,
}: Pick<ConversationPaneProps, "contact" | "picture" | "online">) {
  return (
    <div className={classes.paneHeader}>
      <ActionIcon
        component={Link}
        to="/messages"
        variant="subtle"
        size="lg"
        className={classes.back}
        aria-label="Back to conversations"
      >
        <IconArrowLeft size={20} aria-hidden="true" />
      </ActionIcon>
      <ChatAvatar name={contact.name} picture={picture} online={online} size={40} />
      <a
        href={`/attendeeDetails/${contact.companyId}`}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.headerLink}
      >
        <Text component="span" display="block" fw={700} className={classes.headerName}>
          {contact.name}
        </Text>
        <Text component="span" display="block" size="sm" c="dimmed" className={classes.headerName}>
          {contact.companyName}
          {online ? " · online" : ""}
        </Text>
        <VisuallyHidden> (opens the company's details in a new tab)</VisuallyHidden>
      </a>
    </div>
  );
}

/**
 * The open conversation (part 2 §2, §4): header, messages and the box to write in. A sent message
 * shows at once, moves the contact first, and the conversation and list reload 2 s later. Each
 * message keeps its client id across tries, so a retry never posts it twice.
 */
export function ConversationPane({
  userId,
  contact,
  picture,
  online,
  typing,
  timeZone,
}: ConversationPaneProps) {
  const queryClient = useQueryClient();
  const conversationId = contact.conversationId;
  const messages = useMessages(userId, conversationId);
  const sendMessage = useSendMessage();
  const typingSender = useTypingSender(contact.contactId);
  const [draft, setDraft] = useState("");
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(0);
  /** The text of the last failed send and its client id: sending the same text again reuses it. */
  const failed = useRef<{ text: string; clientId: string } | null>(null);
  const reloadTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  const ordered = useMemo(() => messagesInReadingOrder(messages.data?.pages ?? []), [messages.data]);
  const lastReadId = useMemo(() => lastReadMessageId(ordered, userId), [ordered, userId]);

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    const clientId = failed.current?.text === text ? failed.current.clientId : newClientId();
    failed.current = null;
    setDraft("");
    setSendError(null);
    setSending((count) => count + 1);
    typingSender.stop();
    sendMessage
      .mutateAsync({ conversationId, message: text, clientId })
      .then((message) => {
        const cache = chatCache(queryClient, userId);
        cache.addMessage(message);
        cache.moveFirst(conversationId, (known) => ({
          ...known,
          lastMessageAt: message.dateCreated,
          lastMessage: { text: message.content.slice(0, 120), fromMe: true },
        }));
        window.clearTimeout(reloadTimer.current);
        reloadTimer.current = window.setTimeout(() => {
          void cache.reloadConversation(conversationId);
          void cache.reloadContacts();
        }, CHAT_TIMERS.reloadAfterSendMs);
      })
      .catch((error: unknown) => {
        failed.current = { text, clientId };
        // The text comes back to the box, unless something new was written meanwhile.
        setDraft((current) => (current ? current : text));
        setSendError(sendErrorText(error));
      })
      .finally(() => setSending((count) => count - 1));
  };

  return (
    <>
      <ConversationHeader contact={contact} picture={picture} online={online} />
      {messages.isError && (
        <Alert color="red" variant="light" m="sm" title="The messages could not be loaded">
          <Button size="xs" variant="light" onClick={() => void messages.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {messages.isPending ? (
        <Stack gap="sm" p="md" flex={1} role="status">
          <VisuallyHidden>Loading the messages</VisuallyHidden>
          <Skeleton height={36} width="55%" radius="lg" />
          <Skeleton height={36} width="40%" radius="lg" ml="auto" />
          <Skeleton height={36} width="50%" radius="lg" />
        </Stack>
      ) : (
        <MessageList
          userId={userId}
          contactName={contact.name}
          messages={ordered}
          lastReadId={lastReadId}
          typing={typing}
          timeZone={timeZone}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={() => void messages.fetchNextPage()}
        />
      )}
      <MessageComposer
        contactName={contact.name}
        value={draft}
        sending={sending > 0}
        error={sendError}
        onChange={(value) => {
          setDraft(value);
          if (sendError) setSendError(null);
          if (value) typingSender.input();
        }}
        onSend={send}
      />
    </>
  );
}
