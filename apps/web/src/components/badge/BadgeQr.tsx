import { CHECKIN_MESSAGES } from "@ebm/shared/messages";
import { Skeleton, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useBadge } from "../../lib/api/get-badge.ts";
import { ApiError } from "../../lib/api-client.ts";
import { drawQr } from "../../lib/draw-qr.ts";

interface BadgeQrProps {
  userId: number;
  name: string;
  /** Drawn width and height in CSS pixels. */
  size: number;
  className?: string;
}

/**
 * The signed-in user's badge QR (`{PUBLIC_URL}/checkin?id={code}`, decision 0012): the desk
 * scans it to check in, other attendees to save a lead.
 */
export function BadgeQr({ userId, name, size, className }: BadgeQrProps) {
  const badge = useBadge(userId);
  const url = badge.data?.url;
  const [src, setSrc] = useState<string>();
  const [drawFailed, setDrawFailed] = useState(false);

  useEffect(() => {
    if (!url) return;
    let live = true;
    setDrawFailed(false);
    drawQr(url).then(
      (drawn) => live && setSrc(drawn),
      // The drawing code could not load (offline): say so instead of a placeholder that never ends.
      () => live && setDrawFailed(true),
    );
    return () => {
      live = false;
    };
  }, [url]);

  if (badge.error instanceof ApiError && badge.error.status === 403) {
    return <Text size="sm">{CHECKIN_MESSAGES.noBadge}</Text>;
  }
  if (badge.isError || drawFailed) {
    return <Text size="sm">Your badge code cannot be shown right now. Please reload the page.</Text>;
  }
  if (!src) return <Skeleton height={size} width={size} />;
  return (
    <figure className={className} style={{ margin: 0 }}>
      <img src={src} alt={`Badge QR code of ${name}`} width={size} height={size} data-badge-url={url} />
      {/* Printed under the QR: a phone without a camera types it on /scan. */}
      <Text component="figcaption" size="sm" ff="monospace" ta="center" data-testid="badge-code">
        {badge.data?.code}
      </Text>
    </figure>
  );
}
