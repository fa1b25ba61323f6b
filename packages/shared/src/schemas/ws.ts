import { z } from "zod";

/** Messages the browser sends over /ws/. The first one must be `auth` with the session token. */
export const clientWsEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auth"), token: z.string().min(1).max(200) }),
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("pong") }),
]);
export type ClientWsEvent = z.infer<typeof clientWsEventSchema>;

/** Messages the server sends. Features add their own event types to this union. */
export const serverWsEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auth-ok"), userId: z.number().int() }),
  z.object({ type: z.literal("auth-failed") }),
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("pong") }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type ServerWsEvent = z.infer<typeof serverWsEventSchema>;
