import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { countries, editions, eventSettings } from "../../db/schema/index.ts";

export function settingsRepository(db: DbExecutor) {
  return {
    async currentEditionWithSettings() {
      const [row] = await db
        .select({ edition: editions, settings: eventSettings })
        .from(editions)
        .innerJoin(eventSettings, eq(eventSettings.editionId, editions.id))
        .where(eq(editions.isCurrent, true))
        .limit(1);
      return row;
    },

    listCountries() {
      return db
        .select({
          country_id: countries.id,
          country: countries.name,
          reverse_charge: countries.reverseCharge,
          vat_rate_bp: countries.vatRateBp,
        })
        .from(countries)
        .orderBy(asc(countries.name));
    },
  };
}
