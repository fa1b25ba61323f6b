import type { BadgeResponse } from "@ebm/shared/schemas/checkin";
import { useQuery } from "@tanstack/react-query";
import { apiGet, isClientError } from "./api-client.ts";
import { userKeys } from "./session/user-keys.ts";

/** GET /api/checkin/badge: the signed-in attendee's signed badge code and the address its QR holds. */
function getBadge(): Promise<BadgeResponse> {
  return apiGet<BadgeResponse>("/api/checkin/badge");
}

/**
 * The user's own badge. The code only changes with the edition, so it is kept for the visit; a 403
 * (not attending this edition) is not asked again.
 * @example const badge = useBadge(user.id); badge.data?.url
 */
export function useBadge(userId: number) {
  return useQuery({
    queryKey: [...userKeys.of(userId), "badge"] as const,
    queryFn: getBadge,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !isClientError(error) && count < 2,
  });
}

/**
 * Draws a QR code (error correction level M, a one-module quiet zone) in the browser as an SVG
 * data address; nothing leaves the device. The drawing code loads on first use, so pages without
 * a QR never download it.
 */
export async function drawQr(text: string): Promise<string> {
  const { qrDataUrl } = await import("./qr-drawing.ts");
  return qrDataUrl(text);
}
