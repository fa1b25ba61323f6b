import { and, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { banners } from "../../db/schema/index.ts";

export function bannersRepository(db: DbExecutor) {
  return {
    randomBanners(limit: number) {
      return db
        .select({
          id: banners.id,
          url: banners.url,
          image: banners.image,
          mobileImage: banners.mobileImage,
          isAd: banners.isAd,
          alt: banners.alt,
          style: banners.style,
        })
        .from(banners)
        .where(eq(banners.active, true))
        .orderBy(sql`random()`)
        .limit(limit);
    },

    /** Counts a click on an active ad banner; returns false when there is no such banner. */
    async incrementBannerClicks(id: number): Promise<boolean> {
      const rows = await db
        .update(banners)
        .set({ numClicked: sql`${banners.numClicked} + 1` })
        .where(and(eq(banners.id, id), eq(banners.active, true), eq(banners.isAd, true)))
        .returning({ id: banners.id });
      return rows.length === 1;
    },
  };
}
