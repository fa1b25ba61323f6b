import { FORMER_ATTENDEE } from "@ebm/shared/privacy";
import { sql } from "drizzle-orm";
import { byId, type Declarations, deleteWhere, none } from "../personal-kit.ts";

/** What the notifications' tables hold of people (decision 0020). */
export const notificationsPersonalData: Declarations = {
  announcements: {
    columns: {
      ...none("id", "edition_id", "audience", "day", "state", "send_at", "created_at"),
      ...none("recipient_count", "sent_at", "cancelled_at"),
      title: "mentions",
      body: "mentions",
      created_by_id: "subject",
      created_by_name: "personal",
    },
    exportQuery: (p) =>
      sql`select id, edition_id, title, created_at, sent_at from announcements where created_by_id = ${p.id}`,
    erase: [
      (p) =>
        sql`update announcements set created_by_id = null, created_by_name = ${FORMER_ATTENDEE} where created_by_id = ${p.id}`,
    ],
    kept: "The organisers' announcement, without who wrote it.",
  },
  announcement_recipients: {
    columns: { announcement_id: "none", contact_id: "subject", told_at: "personal" },
    exportWhere: byId("contact_id"),
    erase: [deleteWhere("announcement_recipients", byId("contact_id"))],
  },
  notifications: {
    columns: {
      id: "none",
      user_id: "subject",
      kind: "personal",
      meeting_id: "none",
      announcement_id: "none",
      actor_id: "subject",
      created_at: "personal",
      read_at: "personal",
    },
    exportWhere: byId("user_id"),
    // Another's notification of what the person did stays: it names a former attendee.
    erase: [deleteWhere("notifications", byId("user_id"))],
  },
  push_subscriptions: {
    columns: {
      id: "none",
      user_id: "subject",
      endpoint: "secret",
      p256dh: "secret",
      auth: "secret",
      kinds: "personal",
      time_zone: "personal",
      created_at: "personal",
      last_sent_at: "personal",
    },
    exportWhere: byId("user_id"),
    erase: [deleteWhere("push_subscriptions", byId("user_id"))],
  },
};
