import type { Settings } from "@ebm/shared/schemas/misc";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { miscRepository } from "./misc.repository.ts";

/** Settings change rarely and are read on every page; a few seconds of staleness is fine across instances. */
const SETTINGS_TTL_MS = 5_000;

export type CurrentEdition = NonNullable<
  Awaited<ReturnType<ReturnType<typeof miscRepository>["currentEditionWithSettings"]>>
>;

export function miscService(db: Db) {
  const repo = miscRepository(db);
  let cached: { at: number; value: Promise<CurrentEdition>; json?: Promise<string> } | undefined;

  async function loadCurrent(): Promise<CurrentEdition> {
    const row = await repo.currentEditionWithSettings();
    if (!row) throw new AppError(503, "The event has not been set up yet.");
    return row;
  }

  return {
    /** The current edition and its settings, cached for a few seconds. */
    current(): Promise<CurrentEdition> {
      const now = Date.now();
      if (!cached || now - cached.at > SETTINGS_TTL_MS) {
        const value = loadCurrent();
        cached = { at: now, value };
        value.catch(() => {
          cached = undefined;
        });
      }
      return cached.value;
    },

    forgetCachedSettings() {
      cached = undefined;
    },

    /** The allSettings response body, serialised once per cache period. */
    async settingsJson(): Promise<string> {
      await this.current();
      if (!cached) return JSON.stringify({ status: 200, payload: await this.settings() });
      cached.json ??= this.settings().then((payload) => JSON.stringify({ status: 200, payload }));
      return cached.json;
    },

    async settings(): Promise<Settings> {
      const { edition: e, settings: s } = await this.current();
      return {
        showVideoBanner: s.showVideoBanner,
        videoBannerUrl: s.videoBannerUrl,
        mainpage_text: s.mainpageText,
        reg_thankyou: s.regThankyou,
        schedulerEnabled: s.schedulerEnabled,
        enablePicSharing: s.enablePicSharing,
        event: {
          editionId: e.id,
          edition: e.edition,
          name: e.name,
          city: e.city,
          venue: e.venue,
          dateStart: e.dateStart,
          dateEnd: e.dateEnd,
          startsAtUtc: e.startsAtUtc.toISOString(),
          timezone: e.timezone,
          registrationOpen: s.registrationOpen,
          tradersCount: e.tradersCount,
          countriesCount: e.countriesCount,
        },
      };
    },

    countries: () => repo.listCountries(),
    randomBanners: () => repo.randomBanners(4),
    countBannerClick: (id: number) => repo.incrementBannerClicks(id),
  };
}

export type MiscService = ReturnType<typeof miscService>;
