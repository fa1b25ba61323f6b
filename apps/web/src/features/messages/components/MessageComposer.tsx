import { CHAT_MESSAGE_MAX } from "@ebm/shared/chat";
import { Button, Text, Textarea } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { type KeyboardEvent, useId } from "react";
import classes from "./Chat.module.css";

interface MessageComposerProps {
  contactName: string;
  value: string;
  sending: boolean;
  /** The server's or the connection's reason a send failed, if it did. */
  error: string | null;
  onChange: (value: string) => void;
  onSend: () => void;
}

/** From this many characters on, the count shows, so the limit comes as no surprise. */
const COUNT_FROM = CHAT_MESSAGE_MAX - 200;

/** The text to show under the box: the length problem first, then a failed send. */
export function composerError(value: string, sendError: string | null): string | null {
  if (value.length > CHAT_MESSAGE_MAX) return `This field must have at most ${CHAT_MESSAGE_MAX} characters`;
  return sendError;
}

/**
 * "Type a message..." and Send (part 2 §2): Enter sends, Shift+Enter starts a new line. An empty
 * message cannot be sent (§5); one over the limit says so before it is sent.
 */
export function MessageComposer({
  contactName,
  value,
  sending,
  error,
  onChange,
  onSend,
}: MessageComposerProps) {
  const errorId = useId();
  const countId = useId();
  const shownError = composerError(value, error);
  const tooLong = value.length > CHAT_MESSAGE_MAX;
  const canSend = value.trim().length > 0 && !tooLong;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend && !sending) onSend();
  };

  const describedBy = [shownError ? errorId : null, value.length >= COUNT_FROM ? countId : null]
    .filter(Boolean)
    .join(" ");

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend && !sending) onSend();
      }}
    >
      <div className={classes.composerInput}>
        <Textarea
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder="Type a message..."
          aria-label={`Message to ${contactName}`}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          autosize
          minRows={1}
          maxRows={5}
          error={shownError ? true : undefined}
        />
        {shownError && (
          <Text id={errorId} size="xs" c="red.9" mt={4} role="alert">
            {shownError}
          </Text>
        )}
        {value.length >= COUNT_FROM && (
          <Text id={countId} size="xs" c={tooLong ? "red.9" : "dimmed"} mt={2}>
            {value.length} / {CHAT_MESSAGE_MAX} characters
          </Text>
        )}
      </div>
      <Button
        type="submit"
        disabled={!canSend}
        loading={sending}
        rightSection={<IconSend size={16} aria-hidden="true" />}
      >
        Send
      </Button>
    </form>
  );
}
