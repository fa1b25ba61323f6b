import { ActionIcon, Drawer, Text, VisuallyHidden } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatAgo } from "../../../lib/format.ts";
import { useNotifications } from "../api/get-notifications.ts";
import { useMarkAllRead } from "../api/mark-read.ts";
import { useMeetingEvents } from "../hooks/use-meeting-events.ts";
import { describeNotification, notificationHref } from "../utils/describe.ts";
import classes from "./NotificationBell.module.css";
import { NotificationSettings } from "./NotificationSettings.tsx";

/** The count as the badge shows it: up to 99, then "99+". */
export const countLabel = (n: number) => (n > 99 ? "99+" : String(n));

/**
 * The bell in the header, at every width: how many things happened to the user's meetings that
 * they have not seen, and the list of the newest, each a link to the meeting. Opening the list
 * marks what it shows read, on every device of the user. Also keeps the meeting screens live.
 */
export function NotificationBell({ userId }: { userId: number }) {
  useMeetingEvents(userId);
  const { data } = useNotifications(userId);
  const markAllRead = useMarkAllRead(userId);
  const [opened, setOpened] = useState(false);
  // What was unread when the list opened stays marked as new while it is open.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  const toggle = () => {
    const opening = !opened;
    setOpened(opening);
    const newest = items[0];
    if (opening) setFresh(new Set(items.filter((n) => n.readAt === null).map((n) => n.id)));
    if (opening && unread > 0 && newest) markAllRead.mutate(newest.id);
  };

  return (
    <>
      <ActionIcon
        variant="transparent"
        size={40}
        className={classes.bell}
        onClick={toggle}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        aria-haspopup="dialog"
        aria-expanded={opened}
      >
        <IconBell size={24} aria-hidden="true" />
        {unread > 0 ? (
          <span className={classes.count} aria-hidden="true" data-testid="notification-count">
            {countLabel(unread)}
          </span>
        ) : null}
      </ActionIcon>
      {/* A panel from the side: the whole height on a phone, beside the page on a laptop. */}
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="md"
        title="Notifications"
        closeButtonProps={{ "aria-label": "Close notifications" }}
        classNames={{ body: classes.body }}
      >
        {items.length === 0 ? (
          <Text className={classes.empty} size="sm" c="dimmed">
            Nothing yet. Meeting requests, answers, reminders and the organisers' announcements appear here.
          </Text>
        ) : (
          <ul className={classes.list} aria-label="Recent notifications">
            {items.map((n) => {
              const { title, detail } = describeNotification(n);
              const isNew = n.readAt === null || fresh.has(n.id);
              const className = `${classes.item} ${isNew ? classes.unread : ""}`;
              const content = (
                <>
                  {isNew ? <VisuallyHidden>New: </VisuallyHidden> : null}
                  {n.kind === "announcement" ? (
                    <Text size="xs" fw={700} c="teal.9" tt="uppercase">
                      From the organisers
                    </Text>
                  ) : null}
                  <Text size="sm" fw={isNew ? 700 : 500}>
                    {title}
                  </Text>
                  <Text size="sm" className={n.kind === "announcement" ? classes.announcement : undefined}>
                    {detail}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatAgo(n.createdAt, n.kind === "announcement" ? n.timeZone : n.slot.timeZone)}
                  </Text>
                </>
              );
              return (
                <li key={n.id}>
                  {/* An announcement is read here in full: it leads nowhere else. */}
                  {n.kind === "announcement" ? (
                    <article className={className} aria-label={`Announcement: ${title}`}>
                      {content}
                    </article>
                  ) : (
                    <Link to={notificationHref(n)} className={className} onClick={() => setOpened(false)}>
                      {content}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <NotificationSettings userId={userId} />
      </Drawer>
    </>
  );
}
