import { z } from "zod";

/**
 * Badges and check-in (part 1 §2.1 `/checkin?id=`, the home tile's QR; DESIGN.md §5): each
 * attendee's badge QR encodes `{PUBLIC_URL}/checkin?id={code}`, where the code is signed by the
 * server (decision 0012). Lead scanning reads the same code.
 */

/**
 * A badge code as it arrives in a path or body: any short text. Whether it is a real, signed code
 * is the server's to say; a bare contact id, a forged or a guessed code all get the same 404, so
 * the answer never tells which part was wrong.
 */
export const badgeCodeSchema = z.string().min(1).max(64);

export const badgeCodeParamsSchema = z.object({ code: badgeCodeSchema });

/** GET /api/checkin/badge: the signed-in attendee's own badge code and the address its QR encodes. */
export const badgeResponseSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  /** `{PUBLIC_URL}/checkin?id={code}`: the text of the QR. */
  url: z.string(),
  /** When the attendee was checked in at the desk (null before): the phone then shows the code last. */
  checkedInAt: z.string().nullable(),
});
export type BadgeResponse = z.infer<typeof badgeResponseSchema>;

/**
 * GET /api/checkin/{code}: the badge page. Anybody may read it; organiser staff also get when the
 * person was checked in (`checkedInAt`, null before), and `mayCheckIn` tells the page to offer the
 * check-in.
 */
export const badgePageResponseSchema = z.object({
  status: z.number().int(),
  /** The person's contact id (the code begins with it) and their company's, for Chat and Request meeting. */
  contactId: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  function: z.string(),
  companyName: z.string(),
  /** Empty when the person has no picture (the client shows an initials avatar). */
  profilePic: z.string(),
  /** Organiser staff only (absent for everyone else): ISO time of the check-in, or null. */
  checkedInAt: z.string().nullable().optional(),
  /** True for organiser staff, who check people in with POST /api/checkin/{code}. */
  mayCheckIn: z.boolean(),
});
export type BadgePageResponse = z.infer<typeof badgePageResponseSchema>;

/** POST /api/checkin/{code} (organiser staff): the first call checks in; a later one says when it happened. */
export const checkinResponseSchema = z.object({
  status: z.number().int(),
  name: z.string(),
  companyName: z.string(),
  /** ISO time of the (first) check-in. */
  checkedInAt: z.string(),
  /** True when the person had already been checked in before this call. */
  alreadyCheckedIn: z.boolean(),
});
export type CheckinResponse = z.infer<typeof checkinResponseSchema>;

/** The badge page's address for a code, as the QR encodes it. */
export const badgeUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/$/, "")}/checkin?id=${encodeURIComponent(code)}`;
