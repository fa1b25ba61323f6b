import {
  IconChartBar,
  IconClipboardList,
  IconHistory,
  IconMail,
  IconSettings,
  IconSpeakerphone,
  IconTable,
  IconToolsKitchen2,
  IconUserCheck,
} from "@tabler/icons-react";
import type { RouteHandle } from "../../lib/route-handle.ts";

/**
 * The sections of the organiser console, in the order of its navigation: the link's label and
 * icon, and the route's handle (document title, heading, what the section is for).
 */
export const ORGANISER_SECTIONS = [
  {
    path: "",
    label: "Overview",
    icon: IconChartBar,
    title: "Overview",
    heading: "Organiser console",
    description:
      "The state of the event at a glance: registrations, check-ins, meetings, the dinner, messages and leads.",
  },
  {
    path: "registrations",
    label: "Registrations",
    icon: IconClipboardList,
    title: "Registrations",
    heading: "Registrations",
    description:
      "Search the registrations, verify or decline non-members, resend confirmations and export them.",
  },
  {
    path: "dinner",
    label: "Captain's Dinner",
    icon: IconToolsKitchen2,
    title: "Captain's Dinner",
    heading: "Captain's Dinner sign-ups",
    description: "Review the Captain's Dinner sign-ups of each day: approve or decline them.",
  },
  {
    path: "checkin",
    label: "Check-in",
    icon: IconUserCheck,
    title: "Check-in desk",
    heading: "Check-in desk",
    description: "Check attendees in by name, company or badge scan, and see the arrivals by hour.",
  },
  {
    path: "meetings",
    label: "Meetings",
    icon: IconTable,
    title: "Meetings",
    heading: "Meetings table plan",
    description:
      "Which table holds which meeting in every timeslot, moves between tables and the floor staff's plan.",
  },
  {
    path: "settings",
    label: "Settings",
    icon: IconSettings,
    title: "Settings",
    heading: "Event settings",
    description:
      "Open or close registration and the scheduler, and edit the home page texts and meeting rules.",
  },
  {
    path: "mail",
    label: "Mail",
    icon: IconMail,
    title: "Mail outbox",
    heading: "Mail outbox",
    description:
      "The mails the app sends: queued, sent or failed with the reason, and a retry for failed ones.",
  },
  {
    path: "announcements",
    label: "Announcements",
    icon: IconSpeakerphone,
    title: "Announcements",
    // "Announcements" alone, at a heading's size, is wider than a 320 px screen.
    heading: "News for attendees",
    description:
      "Tell all attendees or a group of them something by e-mail, in the app and by push, now or later.",
  },
  {
    path: "audit",
    label: "Audit log",
    icon: IconHistory,
    title: "Audit log",
    heading: "Audit log",
    description: "Every organiser action: who did what and when, with the values before and after.",
  },
] as const;

/** The address of a section. */
export const sectionUrl = (path: string) => (path ? `/organiser/${path}` : "/organiser");

/** The route handle of the section at `path` (`""` for the overview). */
export function sectionHandle(path: string): RouteHandle {
  const section = ORGANISER_SECTIONS.find((s) => s.path === path) ?? ORGANISER_SECTIONS[0];
  return {
    title: section.title,
    heading: section.heading,
    description: section.description,
    requiresAuth: true,
  };
}
