import { createHmac, randomBytes } from "node:crypto";
import type { LogEventBody } from "@ebm/shared/schemas/misc";
import type { Db } from "../../db/client.ts";
import { analyticsEvents } from "../../db/schema/index.ts";
import { clientNetwork } from "../../lib/client-network.ts";
import { bannersRepository } from "../content/banners.repository.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { analyticsRepository } from "./analytics.repository.ts";

/** Who clicked: the signed-in user when there is one, else the client's address. */
export interface Visitor {
  userId: number | null;
  address: string;
}

/**
 * Names a visitor for counting: the user id, or a keyed hash of the client's network (the address,
 * an IPv6 /64), so the table holds no addresses. Not the browser's name: a client can send a new
 * one with every click. The key is derived from APP_SECRET (the same on every instance, so
 * they agree on a visitor); without a secret each process makes its own.
 */
function visitorKeys(secret: string | undefined) {
  const key = createHmac("sha256", secret ?? randomBytes(32).toString("hex"))
    .update("ebm:banner-visitor:v1")
    .digest();
  return ({ userId, address }: Visitor): string =>
    userId !== null
      ? `u:${userId}`
      : `a:${createHmac("sha256", key).update(clientNetwork(address)).digest("base64url")}`;
}

export function analyticsService(db: Db, settings: SettingsService, opts: { secret?: string } = {}) {
  const visitorKey = visitorKeys(opts.secret);
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

    /**
     * Counts a click on an active ad banner once per visitor and hour; a repeat is accepted and not
     * counted. False when the banner does not exist or counts no clicks.
     */
    countBannerClick(bannerId: number, visitor: Visitor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const analytics = analyticsRepository(tx);
        if (await analytics.noteBannerClick(bannerId, visitorKey(visitor)))
          return bannersRepository(tx).incrementBannerClicks(bannerId);
        return analytics.countsClicks(bannerId);
      });
    },

    purgePastBannerClicks: () => analyticsRepository(db).purgePastBannerClicks(),
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
