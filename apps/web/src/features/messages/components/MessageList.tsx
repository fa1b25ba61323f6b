import type { ChatMessage } from "@ebm/shared/schemas/messages";
import { Button, Center, Text, VisuallyHidden } from "@mantine/core";
import { useLayoutEffect, useRef } from "react";
import { formatChatTime, formatDateAt } from "../../../lib/format.ts";
import classes from "./Chat.module.css";
import { TypingDots } from "./TypingDots.tsx";

interface MessageListProps {
  userId: number;
  contactName: string;
  /** Oldest first. */
  messages: readonly ChatMessage[];
  /** The message under which "Last read by {contact}" stands, if any. */
  lastReadId: number | null;
  typing: boolean;
  timeZone: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** Closer to the top than this, scrolling up asks for older messages. */
const LOAD_OLDER_PX = 120;
/** Within this of the bottom, the reader follows new messages. */
const FOLLOW_PX = 80;

/**
 * The scroll position's bookkeeping: down to the newest on opening, down with a new message when
 * the reader was at the bottom (or wrote it), and in place when older messages arrive above.
 */
function useScrollKeeping(props: MessageListProps) {
  const { messages, userId, typing } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const before = useRef({ oldestId: -1, newestId: -1, scrollHeight: 0, atBottom: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the typing line changes the height at the bottom too
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = before.current;
    const oldestId = messages[0]?.id ?? -1;
    const newest = messages.at(-1);
    const newestId = newest?.id ?? -1;
    if (
      previous.newestId === -1 ||
      (newestId !== previous.newestId && (previous.atBottom || newest?.contactId === userId))
    ) {
      element.scrollTop = element.scrollHeight;
    } else if (oldestId !== previous.oldestId && newestId === previous.newestId) {
      element.scrollTop += element.scrollHeight - previous.scrollHeight;
    } else if (previous.atBottom) {
      element.scrollTop = element.scrollHeight;
    }
    before.current = { oldestId, newestId, scrollHeight: element.scrollHeight, atBottom: previous.atBottom };
  }, [messages, userId, typing]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
    before.current = { ...before.current, scrollHeight: element.scrollHeight, atBottom };
    if (element.scrollTop < LOAD_OLDER_PX && props.hasOlder && !props.loadingOlder) props.onLoadOlder();
  };

  return { scroller, onScroll };
}

/**
 * The conversation's messages (part 2 §2): own ones right and blue, each with its time
 * ("dd/mm/yyyy at hh:mm"), the "Last read by" marker, typing dots while the contact types, and
 * older messages loading when the reader scrolls up. Text is shown as text, never as markup.
 */
export function MessageList(props: MessageListProps) {
  const { userId, contactName, messages, lastReadId, typing, timeZone, hasOlder, loadingOlder } = props;
  const { scroller, onScroll } = useScrollKeeping(props);

  return (
    // The log scrolls on its own, so it takes keyboard focus for the arrow keys.
    <div
      ref={scroller}
      className={classes.log}
      onScroll={onScroll}
      role="log"
      // New messages are read out as they arrive, politely, without moving focus.
      aria-live="polite"
      aria-label={`Messages with ${contactName}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      {hasOlder && (
        <Center mb="sm">
          <Button variant="subtle" size="xs" loading={loadingOlder} onClick={props.onLoadOlder}>
            Show older messages
          </Button>
        </Center>
      )}
      {messages.length === 0 ? (
        <div className={classes.empty}>
          <Text fw={600}>Chatting with {contactName}</Text>
          <Text size="sm">Write the first message below.</Text>
        </div>
      ) : (
        <ol className={classes.messages}>
          {messages.map((message) => {
            const own = message.contactId === userId;
            return (
              <li key={message.id} className={classes.message} data-own={own || undefined}>
                <div className={classes.bubble}>
                  <VisuallyHidden>{own ? "You" : contactName}: </VisuallyHidden>
                  <span data-message-text="">{message.content}</span>
                </div>
                <time
                  className={classes.time}
                  dateTime={message.dateCreated}
                  title={formatDateAt(message.dateCreated, timeZone)}
                >
                  {formatChatTime(message.dateCreated, timeZone)}
                </time>
                {message.id === lastReadId && (
                  <span className={classes.readMarker}>Last read by {contactName}</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div role="status">
        {typing && (
          <Text size="sm" c="dimmed" mt="sm">
            <TypingDots /> {contactName} is typing
          </Text>
        )}
      </div>
    </div>
  );
}
