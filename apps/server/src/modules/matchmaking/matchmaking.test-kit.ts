import type { TradeSide } from "@ebm/shared/schemas/matchmaking";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { contacts } from "../../db/schema/index.ts";
import { call, type Person } from "../scheduler/scheduler.test-kit.ts";

export { call, makeCompany, type Person } from "../scheduler/scheduler.test-kit.ts";

let brandsMade = 0;

/**
 * A brand name no other test or the demo data uses, so matches on it are the test's own.
 * @example const brand = uniqueBrand(); await setTrade(t.app, seller, { offering: { brands: [brand] } });
 */
export const uniqueBrand = () => `Brand${process.pid}x${Date.now() % 100_000}x${brandsMade++}`;

const side = (over: Partial<TradeSide> = {}): TradeSide => ({
  categories: [],
  brands: [],
  conditions: [],
  regions: [],
  ...over,
});

/** Saves the trade profile of `who`'s company through the API; fails the test unless it is stored. */
export async function setTrade(
  app: FastifyInstance,
  who: Person,
  trade: { lookingFor?: Partial<TradeSide>; offering?: Partial<TradeSide> },
) {
  const res = await call(app, who, "PUT", "/api/matchmaking/trade", {
    lookingFor: side(trade.lookingFor),
    offering: side(trade.offering),
  });
  if (res.status !== 200) throw new Error(`trade not saved: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Makes or changes a wish of `who` through the API; returns status and body. */
export const wish = (
  app: FastifyInstance,
  who: Person,
  body: { companyId: number; contactId?: number | null; kind: "must" | "like" | "no" },
) => call(app, who, "PUT", "/api/matchmaking/wishes", body);

/** The possible matches of `who`. */
export const matchesOf = (app: FastifyInstance, who: Person | undefined, limit = 100) =>
  call(app, who, "GET", `/api/matchmaking/matches?limit=${limit}`);

/** Turns possible matches off (or on) for the people, as the profile's switch does. */
export async function setMatchesDisabled(app: FastifyInstance, people: readonly Person[], disabled: boolean) {
  await app.db
    .update(contacts)
    .set({ possibleMatchesDisabled: disabled })
    .where(
      inArray(
        contacts.id,
        people.map((p) => p.id),
      ),
    );
  // The suggestions read the people from a short-lived list: this instance forgets it at once.
  app.services.matchmaking.invalidate();
}

/** Turns a person away from the edition (no longer active), as the organisers' console does. */
export async function deactivate(app: FastifyInstance, person: Person) {
  await app.db.update(contacts).set({ isActive: false }).where(eq(contacts.id, person.id));
  app.services.matchmaking.invalidate();
}
