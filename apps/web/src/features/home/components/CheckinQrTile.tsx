import { CHECKIN_MESSAGES } from "@ebm/shared/messages";
import { Anchor, Skeleton, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useBadge } from "../../../lib/api/get-badge.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { drawQr } from "../../../lib/draw-qr.ts";
import classes from "./MobileTiles.module.css";

/** The check-in code to show at the registration desk; a tap shows it large. */
export function CheckinQrTile({ userId, name }: { userId: number; name: string }) {
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);
  // The browser's own modal dialog (focus kept inside, Escape closes): no dialog library on home.
  const dialog = useRef<HTMLDialogElement>(null);
  const alt = `Check-in QR code of ${name}`;
  // The badge's signed address (decision 0012): the same code the desk and lead scanners read.
  const badge = useBadge(userId);
  const url = badge.data?.url;
  const noBadge = badge.error instanceof ApiError && badge.error.status === 403;

  useEffect(() => {
    if (!url) return;
    let live = true;
    setFailed(false);
    drawQr(url).then(
      (drawn) => live && setSrc(drawn),
      // The drawing code could not load (offline): say so instead of a placeholder that never ends.
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <section
      className={`${classes.card} ${classes.wide} ${classes.checkin}`}
      aria-labelledby="checkin-heading"
    >
      <h2 id="checkin-heading" className={classes.cardHeading}>
        Check-in code
      </h2>
      {src ? (
        <UnstyledButton
          onClick={() => dialog.current?.showModal()}
          className={classes.qrButton}
          aria-label="Show the check-in code large"
        >
          <img src={src} alt={alt} className={classes.qr} width={120} height={120} />
        </UnstyledButton>
      ) : noBadge ? (
        <Text size="sm">{CHECKIN_MESSAGES.noBadge}</Text>
      ) : failed || badge.isError ? (
        <Text size="sm">Your check-in code cannot be shown right now. Please reload the page.</Text>
      ) : (
        <Skeleton height={120} width={120} />
      )}
      <Text size="sm" c="gray.8">
        Show this code at the registration desk to check in. Tap it to show it larger.
      </Text>
      {url && (
        <Anchor component={Link} to="/badge" size="sm" fw={600}>
          Print your badge
        </Anchor>
      )}
      <dialog ref={dialog} className={classes.qrDialog} aria-labelledby="checkin-large-heading">
        <div className={classes.qrDialogHeader}>
          <h2 id="checkin-large-heading" className={classes.cardHeading}>
            Check-in code
          </h2>
          <button type="button" className={classes.qrClose} onClick={() => dialog.current?.close()}>
            <IconX size={20} aria-hidden="true" />
            <VisuallyHidden>Close</VisuallyHidden>
          </button>
        </div>
        {src && <img src={src} alt={alt} className={classes.qrLarge} />}
        <Text ta="center" fw={700} mt="sm">
          {name}
        </Text>
      </dialog>
    </section>
  );
}
