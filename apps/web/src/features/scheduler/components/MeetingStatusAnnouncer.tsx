import { VisuallyHidden } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { type DescribeSlot, type MeetingsSnapshot, meetingChanges } from "../utils/meeting-announcements.ts";

interface MeetingStatusAnnouncerProps {
  userId: number;
  /** The newest meetings answer; undefined while it loads. */
  meetings: MeetingsSnapshot | undefined;
  describeSlot: DescribeSlot;
}

/**
 * A polite live region, on the page from its first paint, that tells screen-reader users of the
 * meeting changes someone else made since the last answer (a request received, accepted,
 * declined, withdrawn or cancelled), without moving focus. The first answer is what the page
 * shows on opening, so it tells nothing.
 */
export function MeetingStatusAnnouncer({ userId, meetings, describeSlot }: MeetingStatusAnnouncerProps) {
  const previous = useRef<MeetingsSnapshot | undefined>(undefined);
  const [text, setText] = useState("");
  // Read when an answer arrives, not a reason to compare again.
  const describe = useRef(describeSlot);
  describe.current = describeSlot;

  useEffect(() => {
    if (!meetings) return;
    const before = previous.current;
    previous.current = meetings;
    if (!before || before === meetings) return;
    const changes = meetingChanges(before, meetings, userId, describe.current);
    if (changes.length > 0) setText(changes.join(" "));
  }, [meetings, userId]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" aria-label="Meeting updates">
      {text}
    </VisuallyHidden>
  );
}
