import type { ChatMessage } from "@ebm/shared/schemas/messages";
import { useMutation } from "@tanstack/react-query";
import { ApiError, apiPost } from "../../../lib/api-client.ts";

export interface SendMessageVariables {
  conversationId: number;
  message: string;
  /** The message's own id, the same on every try, so the server stores it once. */
  clientId: string;
}

/** POST /api/messages (201): answers the stored message. */
async function sendMessage(body: SendMessageVariables): Promise<ChatMessage> {
  const { newMessage } = await apiPost<{ newMessage: ChatMessage }>("/api/messages", body);
  return newMessage;
}

/** Tries that got no answer (or a passing server error) are repeated: the client id makes that safe. */
const MAX_RETRIES = 2;

/**
 * Sends a chat message. A dropped connection or a 5xx is retried with the same `clientId`, which
 * the server answers with the message already stored, never a second one.
 * @example const send = useSendMessage(); send.mutate({ conversationId, message, clientId });
 */
export function useSendMessage() {
  return useMutation({
    mutationFn: sendMessage,
    retry: (failures, error) =>
      failures < MAX_RETRIES && error instanceof ApiError && (error.status === 0 || error.status >= 500),
    retryDelay: (attempt) => 500 * 2 ** attempt,
  });
}
