import type { Db } from "../../db/client.ts";
import { bannersRepository } from "./banners.repository.ts";

/** How many banners a page shows at once. */
const BANNERS_SHOWN = 4;

/** The sponsor banners; their clicks are counted by the analytics service, once per visitor and hour. */
export function bannersService(db: Db) {
  const repo = bannersRepository(db);
  return {
    /** Up to four active banners in a random order. */
    random: () => repo.randomBanners(BANNERS_SHOWN),
  };
}

export type BannersService = ReturnType<typeof bannersService>;
