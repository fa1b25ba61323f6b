import type { UserRole } from "@ebm/shared/schemas/auth";
import {
  IconCalendarEvent,
  IconCalendarTime,
  IconChartBar,
  IconClipboardList,
  IconHistory,
  IconMail,
  IconPhoto,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconTable,
  IconToolsKitchen2,
  IconUserCheck,
  IconUsers,
  IconUsersGroup,
  IconWand,
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
    path: "people",
    label: "People",
    icon: IconUsers,
    title: "People",
    heading: "Companies and people",
    description:
      "Add and edit companies and their contacts, import them from a CSV file, and invite people to set a password.",
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
    /** Desk staff work here, and only here. */
    desk: true,
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
    path: "schedule",
    label: "Automatic schedule",
    icon: IconWand,
    title: "Automatic schedule",
    heading: "Automatic schedule",
    description:
      "A schedule made from the attendees' wish lists: review the draft, lock or remove meetings, and publish it.",
  },
  {
    path: "meeting-days",
    label: "Meeting days",
    icon: IconCalendarTime,
    title: "Meeting days",
    heading: "Meeting days",
    description:
      "The meeting days' timeslots, breaks and keynotes, their tables and hotel lobby, and the Captain's Dinner days.",
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
    path: "editions",
    label: "Editions",
    icon: IconCalendarEvent,
    title: "Editions",
    heading: "Editions",
    description: "The yearly editions: start the next one from the current one and make it current.",
  },
  {
    path: "content",
    label: "Content",
    icon: IconPhoto,
    title: "Content",
    heading: "Content",
    description: "The sponsors and their banners on the public site: add, change, order and remove them.",
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
  {
    path: "staff",
    label: "Staff",
    icon: IconUsersGroup,
    title: "Staff",
    heading: "Staff",
    description: "Who runs the console and who works the check-in desk: give and take the roles.",
  },
  {
    path: "privacy",
    label: "Privacy",
    icon: IconShieldLock,
    title: "Privacy",
    heading: "Privacy and retention",
    description:
      "The privacy notice's details, how long personal data is kept after each edition, and what each purge takes.",
  },
] as const;

/** Whether someone of `role` may open the section at `path` (desk staff: the check-in desk only). */
export function mayOpenSection(role: UserRole | undefined, path: string): boolean {
  if (role === "organiser") return true;
  const section = ORGANISER_SECTIONS.find((s) => s.path === path);
  return role === "desk" && !!section && "desk" in section && section.desk;
}

/** The section an address of the console is in: `""` for the overview. */
export const sectionOfPath = (pathname: string) =>
  pathname.replace(/^\/organiser\/?/, "").split("/")[0] ?? "";

/** Where desk staff work. */
export const DESK_URL = "/organiser/checkin";

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
