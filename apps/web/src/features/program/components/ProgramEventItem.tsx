import type { ProgramEvent } from "@ebm/shared/schemas/content";
import { Anchor, Badge, Button, Group, Stack, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import {
  IconAnchor,
  IconCalendarEvent,
  IconConfetti,
  IconExternalLink,
  IconGlassFull,
  IconIdBadge,
  IconMapPin,
  IconToolsKitchen2,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { isDinnerEvent, useDinnerEntry } from "../hooks/dinner-entry.ts";
import classes from "./ProgramPage.module.css";

type IconComponent = ComponentType<{ size?: number; stroke?: number }>;

const ICONS: Record<string, IconComponent> = {
  "id-badge": IconIdBadge,
  "users-group": IconUsersGroup,
  "glass-full": IconGlassFull,
  users: IconUsers,
  "tools-kitchen-2": IconToolsKitchen2,
  anchor: IconAnchor,
  confetti: IconConfetti,
};

/**
 * One program item: time range, icon, title and the optional location, map link, note and marker;
 * `date` is its program day's (YYYY-MM-DD: a dinner's sign-up is for that date's dinner day).
 */
export function ProgramEventItem({ event, date }: { event: ProgramEvent; date: string }) {
  const Icon = ICONS[event.icon] ?? IconCalendarEvent;
  const dinner = useDinnerEntry();
  const isDinner = isDinnerEvent(event);
  // An approved place shows the reminder instead (part 1 §4).
  if (isDinner && dinner.hidden) return null;
  const marker = event.isCaptainsLunch
    ? /dinner/i.test(event.title)
      ? "Captain's Dinner"
      : "Captain's Lunch"
    : null;
  return (
    <li className={classes.event}>
      <ThemeIcon size={44} radius="md" variant="light" color="teal" aria-hidden="true">
        <Icon size={24} stroke={1.7} />
      </ThemeIcon>
      <Stack gap={4} className={classes.eventBody}>
        <Text className={classes.time} fw={700} c="navy.8">
          <time dateTime={event.metaStart}>{event.timeStart}</time> –{" "}
          <time dateTime={event.metaEnd}>{event.timeEnd}</time>
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text component="h3" fw={700} size="lg" className={classes.eventTitle}>
            {event.title}
          </Text>
          {marker && (
            <Badge color="teal" variant="filled" radius="sm">
              {marker}
            </Badge>
          )}
        </Group>
        {(event.location || event.map) && (
          <Group gap="md" wrap="wrap">
            {event.location && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden="true" />
                <Text size="sm">{event.location}</Text>
              </Group>
            )}
            {event.map && (
              <Anchor
                href={event.map}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                fw={600}
                className={classes.mapLink}
              >
                Map
                <VisuallyHidden> of {event.location ?? event.title} (opens in a new tab)</VisuallyHidden>
                <IconExternalLink size={14} aria-hidden="true" />
              </Anchor>
            )}
          </Group>
        )}
        {event.additional && (
          <Text size="sm" c="dimmed">
            {event.additional}
          </Text>
        )}
        {isDinner && dinner.showRegister(date) && (
          <div>
            {/* A short label fits a phone's card; the name says what for. */}
            <Button
              size="sm"
              mt={4}
              onClick={() => dinner.openRegister(date)}
              aria-label="Register for the Captain's Dinner"
            >
              Register
            </Button>
          </div>
        )}
      </Stack>
    </li>
  );
}
