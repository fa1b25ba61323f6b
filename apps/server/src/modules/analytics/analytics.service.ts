import type { LogEventBody } from "@ebm/shared/schemas/misc";
import type { Db } from "../../db/client.ts";
import { analyticsEvents } from "../../db/schema/index.ts";
import type { SettingsService } from "../settings/index.ts";

/** The pages' analytics events (page views, registration steps). */
export function analyticsService(db: Db, settings: SettingsService) {
  return {
    /**
     * Stores an event. The user is the signed-in one, never the id the client claims; staff and
     * test accounts (the two lists in the settings) are not recorded.
     */
    async record(event: LogEventBody, userId: number | null, userAgent?: string): Promise<boolean> {
      if (userId !== null) {
        const { analyticsStaffIds, analyticsTestIds } = (await settings.current()).settings;
        if (analyticsStaffIds.includes(userId) || analyticsTestIds.includes(userId)) return false;
      }
      await db.insert(analyticsEvents).values({
        event: event.event,
        page: event.page ?? null,
        contactId: userId,
        data: event.data ?? null,
        userAgent: userAgent?.slice(0, 300) ?? null,
      });
      return true;
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
