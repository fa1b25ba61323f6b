import { telLink } from "@ebm/shared/contact-message";
import type { Meeting, MeetingPerson } from "@ebm/shared/schemas/scheduler";
import { ActionIcon, Anchor, Badge, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconMail, IconPhone, IconUserMinus, IconWorld } from "@tabler/icons-react";
import { Link } from "react-router";
import { ContactAvatar } from "../../../components/ContactAvatar.tsx";
import { formatDateAt } from "../../../lib/format.ts";
import type { MeetingCommands } from "../hooks/use-meeting-commands.ts";
import { meetingRole, roleText, websiteHref } from "../utils/scheduler-view.ts";
import { MeetingActionButtons } from "./MeetingActionButtons.tsx";
import classes from "./MeetingDetails.module.css";

interface MeetingDetailsProps {
  userId: number;
  meeting: Meeting;
  schedulerEnabled: boolean;
  /** The people named in the meetings' `attendees`. */
  people: ReadonlyMap<number, MeetingPerson>;
  commands: MeetingCommands;
  timeZone: string;
  onOpenNotes: () => void;
  onOpenColleagues: () => void;
  onConfirmCancel: () => void;
}

/** The other side of the meeting: picture, name, function, company and how to reach them. */
function ContactBlock({ person, detailsOnAccept }: { person: MeetingPerson; detailsOnAccept: boolean }) {
  const website = websiteHref(person.website);
  const tel = telLink(person.tel);
  const email = person.email.trim();
  return (
    <Stack gap="xs">
      <div className={classes.who}>
        <ContactAvatar name={person.name} picture={person.profilePic} size={56} />
        <div className={classes.whoText}>
          <Text component="h4" fw={700} className={classes.name}>
            {person.name}
          </Text>
          {person.function && (
            <Text size="sm" c="dimmed">
              {person.function}
            </Text>
          )}
          <Anchor component={Link} to={`/attendeeDetails/${person.companyId}`} size="sm" fw={600}>
            {person.companyName}
          </Anchor>
          {person.isCheckedIn && (
            <div>
              <Badge color="teal" variant="light" size="sm" mt={4}>
                Checked in
              </Badge>
            </div>
          )}
        </div>
      </div>
      <ul className={classes.lines}>
        {website && (
          <li className={classes.line}>
            <IconWorld size={16} aria-hidden="true" />
            <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm">
              {person.website}
            </Anchor>
          </li>
        )}
        {email && email !== "-" && (
          <li className={classes.line}>
            <IconMail size={16} aria-hidden="true" />
            <Anchor href={`mailto:${email}`} size="sm">
              {email}
            </Anchor>
          </li>
        )}
        {tel && (
          <li className={classes.line}>
            <IconPhone size={16} aria-hidden="true" />
            <Anchor href={tel} size="sm">
              {person.tel}
            </Anchor>
          </li>
        )}
      </ul>
      {detailsOnAccept && (
        <Text size="sm" c="dimmed">
          {person.name}'s e-mail and phone show here once the meeting is accepted.
        </Text>
      )}
    </Stack>
  );
}

/** Colleagues added to the meeting, each with Remove when the server allows it. */
function Colleagues({
  meeting,
  people,
  commands,
  schedulerEnabled,
}: Pick<MeetingDetailsProps, "meeting" | "people" | "commands" | "schedulerEnabled">) {
  if (meeting.attendees.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        Colleagues
      </Text>
      <ul className={classes.colleagues}>
        {meeting.attendees.map((id) => {
          const person = people.get(id);
          const name = person?.name ?? "A colleague";
          const removable = schedulerEnabled && meeting.removableColleagues.includes(id);
          return (
            <li key={id} className={classes.colleague}>
              <ContactAvatar name={name} picture={person?.profilePic ?? null} size={28} />
              <span>
                <Text span size="sm" fw={600}>
                  {name}
                </Text>
                {person && (
                  <Text span size="sm" c="dimmed">
                    {" "}
                    · {person.companyName}
                  </Text>
                )}
              </span>
              {removable && (
                <Tooltip label={`Remove ${name}`}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name} from the meeting`}
                    loading={commands.removingColleague === id}
                    onClick={() => commands.removeColleague(id)}
                  >
                    <IconUserMinus size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              )}
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}

/**
 * A pending or accepted meeting in its timeslot's card (part 2 §2): the contact, the table, how the
 * request came about, its message, the colleagues, and the actions the server allows.
 */
export function MeetingDetails(props: MeetingDetailsProps) {
  const { userId, meeting, timeZone } = props;
  const pending = meeting.status === 0;
  const role = meetingRole(meeting, userId);
  const message = meeting.message.trim();

  return (
    <Stack gap="sm">
      <ContactBlock
        person={meeting.contact}
        detailsOnAccept={pending && role === "sent" && !meeting.contact.email && !meeting.contact.tel}
      />
      <Group gap="xs">
        {meeting.tableLabel && (
          <Badge color="navy" variant="filled" size="lg" radius="sm" tt="none">
            {meeting.tableLabel}
          </Badge>
        )}
        <Text size="sm">{roleText(role, pending)}</Text>
      </Group>
      {pending && meeting.expiresAt && (
        <Text size="sm" c="dimmed">
          Lapses without an answer on {formatDateAt(meeting.expiresAt, timeZone)}
        </Text>
      )}
      {pending && meeting.remindedAt && role === "sent" && (
        <Text size="sm" c="dimmed">
          Reminder sent on {formatDateAt(meeting.remindedAt, timeZone)}
        </Text>
      )}
      {message && (
        <Stack gap={2}>
          <Text size="sm" fw={700}>
            Message
          </Text>
          <Text component="blockquote" size="sm" className={classes.message}>
            {message}
          </Text>
        </Stack>
      )}
      <Colleagues
        meeting={meeting}
        people={props.people}
        commands={props.commands}
        schedulerEnabled={props.schedulerEnabled}
      />
      <MeetingActionButtons {...props} />
    </Stack>
  );
}
