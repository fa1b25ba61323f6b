import type { ComponentType } from "react";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { sectionHandle } from "./sections.ts";

/**
 * The code of each section of the organiser console, by its path (`""` is the overview). Here and
 * not in the route table (app/router.tsx), so the list of the sections' files comes with the
 * console's code, not with every visitor's first page.
 */
const SECTION_PAGES: Readonly<Record<string, () => Promise<ComponentType>>> = {
  "": async () => (await import("./overview/components/OverviewSection.tsx")).OverviewSection,
  registrations: async () =>
    (await import("./registrations/components/RegistrationsSection.tsx")).RegistrationsSection,
  people: async () => (await import("./people/components/PeopleSection.tsx")).PeopleSection,
  dinner: async () => (await import("./dinner/components/DinnerSection.tsx")).DinnerSection,
  checkin: async () => (await import("./checkin/components/CheckinSection.tsx")).CheckinSection,
  meetings: async () => (await import("./meetings/components/MeetingsSection.tsx")).MeetingsSection,
  schedule: async () => (await import("./schedule/components/ScheduleSection.tsx")).ScheduleSection,
  "meeting-days": async () =>
    (await import("./meeting-days/components/MeetingDaysSection.tsx")).MeetingDaysSection,
  settings: async () => (await import("./settings/components/SettingsSection.tsx")).SettingsSection,
  editions: async () => (await import("./editions/components/EditionsSection.tsx")).EditionsSection,
  content: async () => (await import("./content/components/ContentSection.tsx")).ContentSection,
  mail: async () => (await import("./mail/components/MailSection.tsx")).MailSection,
  announcements: async () =>
    (await import("./announcements/components/AnnouncementsSection.tsx")).AnnouncementsSection,
  audit: async () => (await import("./audit/components/AuditSection.tsx")).AuditSection,
  staff: async () => (await import("./staff/components/StaffSection.tsx")).StaffSection,
  privacy: async () => (await import("./privacy/components/PrivacySection.tsx")).PrivacySection,
};

/**
 * What the route of the section at `path` loads: its component and its handle (title, heading).
 * @example const { Component, handle } = await loadSection("dinner");
 */
export async function loadSection(path: string): Promise<{ Component: ComponentType; handle: RouteHandle }> {
  const load = SECTION_PAGES[path];
  if (!load) throw new Error(`The organiser console has no section "${path}"`);
  return { Component: await load(), handle: sectionHandle(path) };
}
