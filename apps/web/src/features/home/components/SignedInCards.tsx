import type { SessionUser } from "@ebm/shared/schemas/auth";
import { CheckinQrTile } from "./CheckinQrTile.tsx";
import classes from "./MobileTiles.module.css";
import { NextMeetingTile } from "./NextMeetingTile.tsx";

/** The signed-in phone's cards under the tiles: the check-in code and the next meeting. */
export function SignedInCards({ user }: { user: SessionUser }) {
  return (
    <div className={classes.cards}>
      <CheckinQrTile userId={user.id} name={user.name} />
      <NextMeetingTile userId={user.id} />
      {/* The Captain's Dinner reminder joins these cards with the dinner registration. */}
    </div>
  );
}
