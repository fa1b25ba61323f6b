import { timeRange } from "@ebm/shared/zones";
import { Anchor, Skeleton, Text } from "@mantine/core";
import { IconCalendarTime } from "@tabler/icons-react";
import { Link } from "react-router";
import { Loading } from "../../../components/Loading.tsx";
import { formatDay } from "../../../lib/format.ts";
import { useNextMeeting } from "../api/get-next-meeting.ts";
import classes from "./MobileTiles.module.css";

/** The next upcoming meeting: time, table (or the hotel lobby) and who with. */
export function NextMeetingTile({ userId }: { userId: number }) {
  const { data, isPending, isError } = useNextMeeting(userId);
  const meeting = data?.meeting;

  return (
    <section className={`${classes.card} ${classes.wide}`} aria-labelledby="next-meeting-heading">
      <h2 id="next-meeting-heading" className={classes.cardHeading}>
        <IconCalendarTime size={20} aria-hidden="true" /> Next meeting
      </h2>
      {isPending && (
        <Loading label="Loading the next meeting">
          <Skeleton height={64} />
        </Loading>
      )}
      {isError && <Text size="sm">Your next meeting cannot be shown right now.</Text>}
      {data && !meeting && (
        <Text size="sm">
          No upcoming meetings.{" "}
          <Anchor component={Link} to="/scheduler" underline="always">
            Open the scheduler
          </Anchor>
        </Text>
      )}
      {meeting && (
        <div className={classes.meeting}>
          <p className={classes.when}>
            {formatDay(meeting.date)},{" "}
            <span className={classes.nowrap}>{timeRange(meeting.timeStart, meeting.timeEnd)}</span>
          </p>
          <p className={classes.where}>
            {meeting.isHotelLobby
              ? "HOTEL LOBBY"
              : meeting.table === null
                ? "Table to be announced"
                : `Table ${meeting.table}`}
          </p>
          <ul className={classes.people}>
            {data.contacts.map((contact) => (
              <li key={contact.id}>
                <Text fw={700} span>
                  {contact.name}
                </Text>
                <Text span size="sm" c="gray.8">
                  {" "}
                  · {contact.companyName}
                </Text>
              </li>
            ))}
          </ul>
          <Anchor component={Link} to="/scheduler" size="sm">
            All your meetings
          </Anchor>
        </div>
      )}
    </section>
  );
}
