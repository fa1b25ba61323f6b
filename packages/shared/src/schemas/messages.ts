import { z } from "zod";

/** Unread messages per contact the signed-in user talks with (part 1 §7, part 2 §7). */
export const unreadMessagesResponseSchema = z.object({
  status: z.number().int(),
  unreadMessages: z.array(z.object({ contactId: z.number().int(), unreadMessages: z.number().int() })),
});
export type UnreadMessagesResponse = z.infer<typeof unreadMessagesResponseSchema>;
