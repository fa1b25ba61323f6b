import { Card, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { useChatMail, useSetChatMail } from "../api/chat-mail-settings.ts";

/**
 * The profile's "E-mail me unread messages after 15 minutes" switch: a chat message still unread
 * after 15 minutes is e-mailed, at most once per conversation per hour, unless this is off.
 */
export function ChatMailSwitch({ userId }: { userId: number }) {
  const chatMail = useChatMail(userId);
  const save = useSetChatMail(userId);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-notifications">
      <Stack gap="sm">
        <Title order={2} size="h3" id="profile-notifications">
          Notifications
        </Title>
        {chatMail.data === undefined && !chatMail.isError ? (
          <Skeleton height={24} width={360} maw="100%" />
        ) : (
          <Switch
            checked={chatMail.data ?? false}
            disabled={chatMail.isError}
            onChange={(event) => save.mutate(event.currentTarget.checked)}
            label="E-mail me unread messages after 15 minutes"
            description="A chat message you have not read within 15 minutes is sent to your e-mail address, at most once an hour per conversation."
          />
        )}
        {chatMail.isError && (
          <Text size="sm" c="red.9">
            Your notification setting could not be loaded. Please reload the page to try again.
          </Text>
        )}
        {save.isError && (
          <Text size="sm" c="red.9" role="alert">
            Your notification setting could not be saved. Please try again.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
