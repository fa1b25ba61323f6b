import { apiGet } from "../../../lib/api-client.ts";

interface UnreadEntry {
  contactId: number;
  unreadMessages: number;
}

interface UnreadMessagesResponse {
  unreadMessages?: UnreadEntry[];
  payload?: { unreadMessages?: UnreadEntry[] } | UnreadEntry[];
}

function entriesOf(data: UnreadMessagesResponse | null): UnreadEntry[] {
  if (!data) return [];
  if (Array.isArray(data.unreadMessages)) return data.unreadMessages;
  if (Array.isArray(data.payload)) return data.payload;
  return data.payload?.unreadMessages ?? [];
}

/**
 * GET /api/messages/unreadMessages, summed over contacts. Any failure counts as 0: the badge is
 * a hint, not worth an error.
 */
export async function getUnreadMessageCount(): Promise<number> {
  const { status, data } = await apiGet<UnreadMessagesResponse>("/api/messages/unreadMessages");
  if (status !== 200) return 0;
  return entriesOf(data).reduce(
    (sum, entry) => sum + (Number.isFinite(entry.unreadMessages) ? entry.unreadMessages : 0),
    0,
  );
}
