import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { clientNetwork } from "../../lib/client-network.ts";
import { bannerClicksRepository } from "./banner-clicks.repository.ts";
import { bannersRepository } from "./banners.repository.ts";

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

/** How many banners a page shows at once. */
const BANNERS_SHOWN = 4;

/** The sponsor banners, and the clicks on ad banners, counted once per visitor and hour. */
export function bannersService(db: Db, opts: { secret?: string } = {}) {
  const repo = bannersRepository(db);
  // Its key (from APP_SECRET, or made once per process) must be the same for every click.
  const visitorKey = visitorKeys(opts.secret);
  return {
    /** Up to four active banners in a random order. */
    random: () => repo.randomBanners(BANNERS_SHOWN),

    /**
     * Counts a click on an active ad banner once per visitor and hour; a repeat is accepted and not
     * counted. False when the banner does not exist or counts no clicks.
     */
    countBannerClick(bannerId: number, visitor: Visitor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const clicks = bannerClicksRepository(tx);
        if (await clicks.noteBannerClick(bannerId, visitorKey(visitor)))
          return bannersRepository(tx).incrementBannerClicks(bannerId);
        return clicks.countsClicks(bannerId);
      });
    },

    purgePastBannerClicks: () => bannerClicksRepository(db).purgePastBannerClicks(),
  };
}

export type BannersService = ReturnType<typeof bannersService>;
