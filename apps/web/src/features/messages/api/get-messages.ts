import type { ChatMessage } from "@ebm/shared/schemas/messages";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { messageKeys } from "./keys.ts";

/** Messages per page: a screenful and more; scrolling up asks for the next older page. */
export const MESSAGES_PAGE_SIZE = 50;

/** GET /api/messages?conversationId=&before=&limit= : newest first. */
async function getMessages(conversationId: number, before: number | null): Promise<ChatMessage[]> {
  const query = new URLSearchParams({
    conversationId: String(conversationId),
    limit: String(MESSAGES_PAGE_SIZE),
  });
  if (before !== null) query.set("before", String(before));
  const { messages } = await apiGet<{ messages: ChatMessage[] }>(`/api/messages?${query}`);
  return messages;
}

/**
 * One conversation's messages, in pages from the newest back (each page newest first, as the API
 * gives them); `fetchNextPage` loads the next older page. Nothing is asked without a conversation.
 * @example const messages = useMessages(user.id, contact?.conversationId ?? null);
 */
export function useMessages(userId: number, conversationId: number | null) {
  return useInfiniteQuery({
    queryKey: messageKeys.conversation(userId, conversationId ?? 0),
    queryFn: ({ pageParam }) => getMessages(conversationId ?? 0, pageParam),
    initialPageParam: null as number | null,
    // A short page is the first message of the conversation: nothing older.
    getNextPageParam: (page) =>
      page.length < MESSAGES_PAGE_SIZE ? undefined : (page.at(-1)?.id ?? undefined),
    enabled: conversationId !== null,
    staleTime: 0,
  });
}
