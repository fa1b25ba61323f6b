import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import type { Meeting, Timeslot } from "@ebm/shared/schemas/scheduler";
import { Anchor, Card, Stack, Text } from "@mantine/core";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import gridClasses from "../../../components/CardGrid.module.css";
import { ContactAvatar } from "../../../components/ContactAvatar.tsx";
import { formatDateAt } from "../../../lib/format.ts";
import { cancelReasonText, slotTime } from "../utils/scheduler-view.ts";
import classes from "./MeetingDetails.module.css";

// A card never wider than the screen: at 320 px it takes the width there is.
const gridStyle = { "--card-min": "min(280px, 100%)" } as CSSProperties;

interface CancelledListProps {
  userId: number;
  meetings: Meeting[];
  slots: ReadonlyMap<number, Timeslot>;
  dayLabel: (day: number) => string;
  timeZone: string;
}

/**
 * The Cancelled Meetings tab (part 2 §4): who the meeting was with, when it was to be and why it
 * did not happen, latest slot first within each day; empty, it says so.
 */
export function CancelledList({ userId, meetings, slots, dayLabel, timeZone }: CancelledListProps) {
  if (meetings.length === 0) return <Text>{SCHEDULER_MESSAGES.noCancelled}</Text>;
  const startOf = (meeting: Meeting) => slots.get(meeting.timeslotId)?.startsAtUtc ?? "";
  const sorted = [...meetings].sort((a, b) => startOf(a).localeCompare(startOf(b)) || a.id - b.id);
  return (
    <ul className={gridClasses.grid} style={gridStyle}>
      {sorted.map((meeting) => {
        const slot = slots.get(meeting.timeslotId);
        const when = slot ? `${dayLabel(slot.day)}, ${slotTime(slot)}` : "Timeslot no longer planned";
        return (
          <li key={meeting.id}>
            <Card
              component="article"
              withBorder
              radius="md"
              padding="md"
              aria-labelledby={`cancelled-${meeting.id}`}
              h="100%"
            >
              <Stack gap="xs">
                <div className={classes.who}>
                  <ContactAvatar name={meeting.contact.name} picture={meeting.contact.profilePic} size={40} />
                  <div className={classes.whoText}>
                    <Text component="h3" fw={700} className={classes.name} id={`cancelled-${meeting.id}`}>
                      {meeting.contact.name}
                    </Text>
                    <Anchor component={Link} to={`/attendeeDetails/${meeting.contact.companyId}`} size="sm">
                      {meeting.contact.companyName}
                    </Anchor>
                  </div>
                </div>
                <Text size="sm" fw={600}>
                  {when}
                </Text>
                <Text size="sm">{cancelReasonText(meeting, userId)}</Text>
                {meeting.dtCancelled && (
                  <Text size="sm" c="dimmed">
                    On {formatDateAt(meeting.dtCancelled, timeZone)}
                  </Text>
                )}
              </Stack>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
