import type { CheckinAttendee } from "@ebm/shared/schemas/organiser-checkin";
import { Badge, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ContactAvatar } from "../../../../components/ContactAvatar.tsx";
import { formatInstant } from "../../../../lib/format.ts";
import classes from "./Checkin.module.css";

interface AttendeeCardProps {
  attendee: CheckinAttendee;
  timeZone: string;
  /** "lg" for the scanned person at the desk. */
  size?: "md" | "lg";
  /** The buttons beside the person. */
  children?: ReactNode;
  /** The heading level of the name, when it heads the card (the scanned person). */
  nameAs?: "h3";
}

/** One attendee: picture, name, function, company, e-mail and the check-in state. */
export function AttendeeCard({ attendee, timeZone, size = "md", children, nameAs }: AttendeeCardProps) {
  const large = size === "lg";
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Group gap="md" wrap="nowrap" align="center" style={{ minWidth: 0, flex: "1 1 240px" }}>
        <ContactAvatar name={attendee.name} picture={attendee.profilePic} size={large ? 96 : 48} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text component={nameAs ?? "p"} fw={700} size={large ? "xl" : "md"} className={classes.wrap} m={0}>
            {attendee.name}
          </Text>
          <Text size="sm" className={classes.wrap}>
            {[attendee.function, attendee.companyName].filter(Boolean).join(" · ")}
          </Text>
          <Text size="sm" c="dimmed" className={classes.wrap}>
            {attendee.email}
          </Text>
          <Group gap="xs">
            {attendee.checkedInAt ? (
              <Badge color="teal.8" variant="filled">
                Checked in {formatInstant(attendee.checkedInAt, timeZone, { weekday: true })}
              </Badge>
            ) : (
              <Badge color="gray.7" variant="outline">
                Not checked in
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      {children}
    </Group>
  );
}
