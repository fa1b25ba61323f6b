import type { SessionUser } from "@ebm/shared/schemas/auth";
import { DinnerReminder } from "../../../components/dinner/DinnerReminder.tsx";
import { useBadge } from "../../../lib/api/get-badge.ts";
import { CheckinQrTile } from "./CheckinQrTile.tsx";
import classes from "./MobileTiles.module.css";
import { NextMeetingTile } from "./NextMeetingTile.tsx";

/**
 * The signed-in phone's cards under the tiles, one under the other: the check-in code, the next
 * meeting and the Captain's Dinner reminder. Once the attendee is checked in, the next meeting
 * comes first and the code (still the lead scanners' badge) last.
 */
export function SignedInCards({ user }: { user: SessionUser }) {
  const checkedIn = Boolean(useBadge(user.id).data?.checkedInAt);
  const code = <CheckinQrTile userId={user.id} name={user.name} />;
  return (
    <div className={classes.cards} data-checked-in={checkedIn || undefined}>
      {checkedIn ? null : code}
      <NextMeetingTile userId={user.id} />
      <DinnerReminder userId={user.id} />
      {checkedIn ? code : null}
    </div>
  );
}
