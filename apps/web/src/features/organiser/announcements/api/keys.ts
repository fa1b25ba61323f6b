import type { AnnouncementAudience } from "@ebm/shared/schemas/organiser-announcements";

export interface AnnouncementListParams {
  q: string;
  page: number;
  pageSize: number;
}

/** The group the form names: who, and the day for the groups of a day (0: none). */
export interface AudienceParams {
  audience: AnnouncementAudience;
  day: number;
}

/** Query keys of the console's announcements section. */
export const announcementKeys = {
  all: ["organiser", "announcements"] as const,
  lists: () => [...announcementKeys.all, "list"] as const,
  list: (params: AnnouncementListParams) => [...announcementKeys.lists(), params] as const,
  preview: (params: AudienceParams) => [...announcementKeys.all, "preview", params] as const,
  recipients: (id: number, params: AnnouncementListParams) =>
    [...announcementKeys.all, "recipients", id, params] as const,
};
