import type { LogEventBody } from "@ebm/shared/schemas/misc";
import type { Db } from "../../db/client.ts";
import { analyticsEvents } from "../../db/schema/index.ts";
import type { SettingsService } from "../settings/index.ts";

/**
 * The kind of device, from a user agent: all the counting needs. The full string (with versions
 * and platform details) would help tell one visitor from another, which the counting must not do
 * without their consent (decision 0020).
 */
export function deviceClass(userAgent: string | undefined): "phone" | "tablet" | "desktop" | null {
  if (!userAgent) return null;
  if (/iPad|Tablet/i.test(userAgent)) return "tablet";
  if (/Mobi|Android|iPhone/i.test(userAgent)) return "phone";
  return "desktop";
}

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
        userAgent: deviceClass(userAgent),
      });
      return true;
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
