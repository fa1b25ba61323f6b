import type { LogEventBody } from "@ebm/shared/schemas/misc";
import type { Db } from "../../db/client.ts";
import { analyticsEvents } from "../../db/schema/index.ts";
import type { MiscService } from "../misc/misc.service.ts";

export function analyticsService(db: Db, misc: MiscService) {
  return {
    /**
     * Stores an event. The user is the signed-in one, never the id the client claims; staff and
     * test accounts (the two lists in the settings) are not recorded.
     */
    async record(event: LogEventBody, userId: number | null, userAgent?: string): Promise<boolean> {
      if (userId !== null) {
        const { settings } = await misc.current();
        if (settings.analyticsStaffIds.includes(userId) || settings.analyticsTestIds.includes(userId))
          return false;
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
