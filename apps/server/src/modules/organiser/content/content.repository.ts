import type { SponsorTier } from "@ebm/shared/schemas/organiser-content";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { banners, sponsors } from "../../../db/schema/index.ts";

export interface SponsorRow {
  name: string;
  url: string;
  type: SponsorTier;
  logo: string;
}

export interface BannerRow {
  url: string;
  alt: string;
  image: string;
  mobileImage: string;
  isAd: boolean;
  active: boolean;
}

const bannerColumns = {
  id: banners.id,
  url: banners.url,
  alt: banners.alt,
  image: banners.image,
  mobileImage: banners.mobileImage,
  isAd: banners.isAd,
  active: banners.active,
  numClicked: banners.numClicked,
};

/** The content editors' reads and writes: sponsors of an edition, and the banners. */
export function contentConsoleRepository(db: DbExecutor) {
  return {
    sponsorsOf(editionId: number) {
      return db
        .select()
        .from(sponsors)
        .where(eq(sponsors.editionId, editionId))
        .orderBy(asc(sponsors.sort), asc(sponsors.id));
    },

    /** One sponsor of the edition, locked for the change; undefined for another edition's or none. */
    async lockSponsor(editionId: number, id: number) {
      const [row] = await db
        .select()
        .from(sponsors)
        .where(and(eq(sponsors.id, id), eq(sponsors.editionId, editionId)))
        .for("update");
      return row;
    },

    async insertSponsor(editionId: number, row: SponsorRow) {
      const [made] = await db
        .insert(sponsors)
        .values({
          ...row,
          editionId,
          sort: sql`(select coalesce(max(${sponsors.sort}), 0) + 1 from ${sponsors} where ${sponsors.editionId} = ${editionId})`,
        })
        .returning();
      if (!made) throw new Error("the sponsor was not stored");
      return made;
    },

    async updateSponsor(id: number, row: SponsorRow) {
      const [made] = await db.update(sponsors).set(row).where(eq(sponsors.id, id)).returning();
      if (!made) throw new Error("the sponsor was not stored");
      return made;
    },

    async deleteSponsor(id: number) {
      await db.delete(sponsors).where(eq(sponsors.id, id));
    },

    async setSponsorSort(id: number, sort: number) {
      await db.update(sponsors).set({ sort }).where(eq(sponsors.id, id));
    },

    /** Every banner, active or not, newest last. */
    banners() {
      return db.select(bannerColumns).from(banners).orderBy(asc(banners.id));
    },

    async lockBanner(id: number) {
      const [row] = await db.select(bannerColumns).from(banners).where(eq(banners.id, id)).for("update");
      return row;
    },

    async insertBanner(row: BannerRow) {
      const [made] = await db.insert(banners).values(row).returning(bannerColumns);
      if (!made) throw new Error("the banner was not stored");
      return made;
    },

    async updateBanner(id: number, row: BannerRow) {
      const [made] = await db.update(banners).set(row).where(eq(banners.id, id)).returning(bannerColumns);
      if (!made) throw new Error("the banner was not stored");
      return made;
    },

    async deleteBanner(id: number) {
      await db.delete(banners).where(eq(banners.id, id));
    },
  };
}
