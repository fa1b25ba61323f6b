import { SNACKBAR_MS } from "@ebm/shared/constants";
import { CONTACT_MESSAGE_LIMITS, CONTACT_MESSAGE_TEXTS } from "@ebm/shared/contact-message";
import { MESSAGES } from "@ebm/shared/messages";
import type { ContactMessageBody } from "@ebm/shared/schemas/mail";
import { Button, Group, Loader, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { showError, showSuccess } from "../../lib/notify.ts";
import { useUser } from "../../lib/session/use-session.ts";
import { CaptchaField } from "./CaptchaField.tsx";
import { type ContactMessageAction, sendContactMessage } from "./send-contact-message.ts";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Required, and at most `max` characters, with the spec's messages (part 2 §5). */
const required = (max: number) => (value: string) => {
  if (!value.trim()) return MESSAGES.form.required;
  return value.trim().length > max ? MESSAGES.form.maxLength(max) : null;
};

const emailRule = (value: string) => {
  const email = value.trim();
  if (!email) return MESSAGES.form.required;
  if (!EMAIL_SHAPE.test(email)) return MESSAGES.form.email;
  return email.length > CONTACT_MESSAGE_LIMITS.senderEmail
    ? MESSAGES.form.maxLength(CONTACT_MESSAGE_LIMITS.senderEmail)
    : null;
};

type Values = { senderName: string; senderEmail: string; subject: string; message: string };

/** The fields in the order they are shown. */
const FIELD_ORDER: (keyof Values)[] = ["senderName", "senderEmail", "subject", "message"];

interface ContactMessageFormProps {
  action: ContactMessageAction;
  /** A team member (sendMailToTBS) or a contact (sendMailToContact); none for the organisers. */
  recipientId?: number;
  /** True on the contact page itself, false in a modal elsewhere. */
  isFromServicePage: boolean;
  /** Called after the message was sent (a modal closes itself). */
  onSent?: () => void;
  /** Moves focus into the first field when shown (in a modal). */
  autoFocus?: boolean;
}

/**
 * The contact message form. Visitors give their name and e-mail and solve the captcha before Send
 * is enabled; signed-in users write as themselves, with their signature below the message.
 */
export function ContactMessageForm({
  action,
  recipientId,
  isFromServicePage,
  onSent,
  autoFocus,
}: ContactMessageFormProps) {
  const user = useUser();
  // Messages to other attendees are for signed-in users only (the server answers 401).
  if (action === "sendMailToContact" && !user)
    return <Text size="sm">Please sign in to send this contact a message.</Text>;
  // A sign-in or sign-out while the form is open starts it over with the right fields.
  return (
    <MessageForm
      key={user?.id ?? "visitor"}
      action={action}
      recipientId={recipientId}
      isFromServicePage={isFromServicePage}
      onSent={onSent}
      autoFocus={autoFocus}
      user={user}
    />
  );
}

function MessageForm({
  action,
  recipientId,
  isFromServicePage,
  onSent,
  autoFocus,
  user,
}: ContactMessageFormProps & { user: ReturnType<typeof useUser> }) {
  const signedIn = user !== null;
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A new key asks the widget for a fresh challenge: a solution is accepted once.
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      senderName: "",
      senderEmail: "",
      subject: "",
      message: user ? `\n\n${user.signature}` : "",
    },
    validateInputOnBlur: true,
    validate: {
      senderName: signedIn ? undefined : required(CONTACT_MESSAGE_LIMITS.senderName),
      senderEmail: signedIn ? undefined : emailRule,
      subject: required(CONTACT_MESSAGE_LIMITS.subject),
      message: required(CONTACT_MESSAGE_LIMITS.message),
    },
  });

  const send = useMutation({
    mutationFn: (body: ContactMessageBody) => sendContactMessage(action, body),
    onSuccess: () => {
      showSuccess({ ...CONTACT_MESSAGE_TEXTS.success });
      form.reset();
      onSent?.();
      // On the page a visitor's Send waits for a new captcha: focus goes to the emptied form's
      // first field instead of being lost with the disabled button.
      if (!onSent && !signedIn) form.getInputNode("senderName")?.focus();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field && error.field in form.getValues() && error.message) {
        form.setFieldError(error.field, error.message.replace(/^\w+: /, ""));
      }
      showError({ ...CONTACT_MESSAGE_TEXTS.failure, duration: SNACKBAR_MS.medium });
    },
    onSettled: () => {
      if (signedIn) return;
      // A solution is accepted once: sent or not, the next try needs a fresh one.
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
    },
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      if (send.isPending || (!signedIn && !captcha)) return;
      send.mutate({
        ...(signedIn ? {} : { senderName: values.senderName.trim(), senderEmail: values.senderEmail.trim() }),
        recipientId: recipientId ?? null,
        subject: values.subject.trim(),
        message: values.message.trim(),
        isFromServicePage,
        ...(signedIn ? {} : { captcha }),
      });
    },
    // Sent with mistakes: focus goes to the first field to correct, whose message it reads.
    (errors) => {
      const first = FIELD_ORDER.find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {user ? (
          <Text size="sm">
            Sending as <strong>{user.name}</strong> &lt;{user.email}&gt;
          </Text>
        ) : (
          <>
            <TextInput
              label="Full name"
              autoComplete="name"
              required
              data-autofocus={autoFocus || undefined}
              {...form.getInputProps("senderName")}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps("senderEmail")}
            />
          </>
        )}
        <TextInput
          label="Subject"
          required
          data-autofocus={(autoFocus && signedIn) || undefined}
          {...form.getInputProps("subject")}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps("message")}
        />
        {!signedIn && <CaptchaField key={captchaKey} onChange={setCaptcha} />}
        <Group justify="flex-end" gap="sm">
          {!signedIn && !captcha && (
            <Text size="sm" c="dimmed">
              Confirm you are not a robot to send.
            </Text>
          )}
          {/* Kept enabled while sending, so focus stays on it; a second press waits for the first. */}
          <Button
            type="submit"
            disabled={!signedIn && !captcha}
            aria-busy={send.isPending}
            rightSection={send.isPending && <Loader size={14} color="currentColor" aria-hidden="true" />}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
