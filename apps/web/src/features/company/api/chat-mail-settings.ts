import type { ChatMailSettings } from "@ebm/shared/schemas/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../lib/api-client.ts";
import { profileSettingsKeys } from "./keys.ts";

/** GET /api/messages/notifications: whether unread chat messages are e-mailed after 15 minutes. */
async function getChatMail(): Promise<boolean> {
  const { chatMail } = await apiGet<ChatMailSettings>("/api/messages/notifications");
  return chatMail;
}

/** POST /api/messages/notifications: turns the e-mails of unread chat messages on or off. */
async function setChatMail(chatMail: boolean): Promise<boolean> {
  const saved = await apiPost<ChatMailSettings>("/api/messages/notifications", { chatMail });
  return saved.chatMail;
}

/** The profile's chat e-mail switch: its state. */
export function useChatMail(userId: number) {
  return useQuery({
    queryKey: profileSettingsKeys.chatMail(userId),
    queryFn: getChatMail,
    staleTime: 60_000,
  });
}

/**
 * Changes the chat e-mail setting; the switch follows at once and goes back if the save fails.
 * @example const save = useSetChatMail(user.id); save.mutate(false);
 */
export function useSetChatMail(userId: number) {
  const queryClient = useQueryClient();
  const key = profileSettingsKeys.chatMail(userId);
  return useMutation({
    mutationFn: setChatMail,
    onMutate: async (chatMail) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, chatMail);
      return { before };
    },
    onError: (_error, _chatMail, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (chatMail) => queryClient.setQueryData(key, chatMail),
  });
}
