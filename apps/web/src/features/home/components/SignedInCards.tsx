import type { SessionUser } from "@ebm/shared/schemas/auth";
import { DinnerReminder } from "../../../components/dinner/DinnerReminder.tsx";
import { CheckinQrTile } from "./CheckinQrTile.tsx";
import classes from "./MobileTiles.module.css";
import { NextMeetingTile } from "./NextMeetingTile.tsx";

/** The signed-in phone's cards under the tiles: the check-in code, the next meeting and the Captain's Dinner reminder. */
export function SignedInCards({ user }: { user: SessionUser }) {
  return (
    <div className={classes.cards}>
      <CheckinQrTile userId={user.id} name={user.name} />
      <NextMeetingTile userId={user.id} />
      <DinnerReminder userId={user.id} />
    </div>
  );
}
