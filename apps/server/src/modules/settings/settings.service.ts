import type { PriceList } from "@ebm/shared/pricing";
import type { Settings } from "@ebm/shared/schemas/misc";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { keptBody } from "../../lib/json-cache.ts";
import { settingsRepository } from "./settings.repository.ts";

/** Settings change rarely and are read on every page; a few seconds of staleness is fine across instances. */
const SETTINGS_TTL_MS = 5_000;

export type CurrentEdition = NonNullable<
  Awaited<ReturnType<ReturnType<typeof settingsRepository>["currentEditionWithSettings"]>>
>;

/** The settings of part 1 §3 and part 2 §3, with the edition's facts. */
export function toSettings(
  { edition: e, settings: s }: CurrentEdition,
  opts: { logoHost?: string } = {},
): Settings {
  return {
    showVideoBanner: s.showVideoBanner,
    videoBannerUrl: s.videoBannerUrl,
    mainpage_text: s.mainpageText,
    reg_thankyou: s.regThankyou,
    schedulerEnabled: s.schedulerEnabled,
    enablePicSharing: s.enablePicSharing,
    logoHost: opts.logoHost?.replace(/\/$/, "") ?? null,
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
      prices: { currency: "EUR", ...priceListOf(e) },
    },
  };
}

/** The edition's prices as the invoice reckons with them (packages/shared pricing). */
export function priceListOf(edition: {
  memberPriceCents: number;
  nonMemberFirstPriceCents: number;
  membershipPriceCents: number;
  charityPerAttendeeCents: number;
}): PriceList {
  return {
    memberCents: edition.memberPriceCents,
    nonMemberFirstCents: edition.nonMemberFirstPriceCents,
    membershipCents: edition.membershipPriceCents,
    charityPerAttendeeCents: edition.charityPerAttendeeCents,
  };
}

export function settingsService(db: Db, opts: { logoHost?: string } = {}) {
  const repo = settingsRepository(db);
  /** One load per period: the row, and the allSettings body serialised from it once. */
  let cached: { at: number; value: Promise<CurrentEdition>; json: Promise<string | Buffer> } | undefined;
  /** What else is built from the settings and must be forgotten with them (the content cache). */
  const dependants = new Set<() => void>();

  function entry() {
    const now = Date.now();
    if (!cached || now - cached.at > SETTINGS_TTL_MS) {
      const value = repo.currentEditionWithSettings().then((row) => {
        if (!row) throw new AppError(503, "The event has not been set up yet.");
        return row;
      });
      const json = value.then((row) =>
        keptBody(JSON.stringify({ status: 200, payload: toSettings(row, opts) })),
      );
      const loaded = { at: now, value, json };
      cached = loaded;
      // A failed load is not kept: the next request tries again.
      json.catch(() => {
        if (cached === loaded) cached = undefined;
      });
    }
    return cached;
  }

  return {
    /** The current edition and its settings, cached for a few seconds. */
    current: (): Promise<CurrentEdition> => entry().value,
    /** The allSettings response body, serialised once per cache period (lib/json-cache.ts keptBody). */
    settingsJson: (): Promise<string | Buffer> => entry().json,
    /** Forgets the cached settings after a change, so this instance serves the new ones at once. */
    invalidate: (): void => {
      cached = undefined;
      for (const forget of dependants) forget();
    },
    /**
     * Calls `forget` whenever the settings are invalidated: for caches built from them.
     * @example settings.onInvalidate(() => contentCache.clear());
     */
    onInvalidate(forget: () => void): void {
      dependants.add(forget);
    },
    countries: () => repo.listCountries(),
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
