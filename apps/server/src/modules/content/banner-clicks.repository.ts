import { and, eq, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { bannerClicks, banners } from "../../db/schema/index.ts";

/**
 * The start of the current hour on the database's clock, in UTC: every instance reads the same
 * clock, so they agree on the hour a click falls in (zones with half-hour offsets included).
 */
const currentHourUtc = sql<Date>`date_trunc('hour', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/** An active ad banner: the only kind whose clicks count. */
const countsClicks = (bannerId: number) =>
  and(eq(banners.id, bannerId), eq(banners.active, true), eq(banners.isAd, true));

/** The clicks on ad banners already counted, one per visitor, banner and hour. */
export function bannerClicksRepository(db: DbExecutor) {
  return {
    /**
     * Notes a visitor's click on an active ad banner in the current hour. True when it is the
     * visitor's first on that banner this hour; false for a repeat or a banner that counts no clicks.
     */
    async noteBannerClick(bannerId: number, visitorKey: string): Promise<boolean> {
      const rows = await db
        .insert(bannerClicks)
        .select(
          db
            .select({
              bannerId: banners.id,
              visitorKey: sql<string>`${visitorKey}::text`.as("visitor_key"),
              hourStartUtc: currentHourUtc.as("hour_start_utc"),
            })
            .from(banners)
            .where(countsClicks(bannerId)),
        )
        .onConflictDoNothing()
        .returning({ bannerId: bannerClicks.bannerId });
      return rows.length === 1;
    },

    /** Whether the banner is an active ad banner, the only kind whose clicks count. */
    async countsClicks(bannerId: number): Promise<boolean> {
      const rows = await db.select({ id: banners.id }).from(banners).where(countsClicks(bannerId)).limit(1);
      return rows.length === 1;
    },

    /** Forgets the clicks of past hours: they can no longer be repeated within their hour. */
    async purgePastBannerClicks(): Promise<void> {
      await db.delete(bannerClicks).where(lt(bannerClicks.hourStartUtc, currentHourUtc));
    },
  };
}
