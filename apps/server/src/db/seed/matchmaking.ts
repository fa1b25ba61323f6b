import { CATEGORY_OPTIONS } from "@ebm/shared/constants";
import { TRADE_CONDITIONS, TRADE_REGION_IDS, type WishKind } from "@ebm/shared/matchmaking";
import type { TradeSide } from "@ebm/shared/schemas/matchmaking";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../client.ts";
import { companies, companyTrade, contacts, wishes } from "../schema/index.ts";
import { DEMO_IDS } from "./accounts.ts";
import type { SeededAttendee } from "./companies.ts";
import type { Rng } from "./random.ts";
import { insertChunks, utc } from "./util.ts";

const STAMP = utc("2025-10-20T09:00:00Z");
const BRANDS = [
  "Cisco",
  "HPE",
  "Dell",
  "Lenovo",
  "HP",
  "IBM",
  "Juniper",
  "Apple",
  "Samsung",
  "Zebra",
  "NetApp",
  "Fujitsu",
];
const CATEGORY_IDS = CATEGORY_OPTIONS.map((c) => c.id);

const side = (over: Partial<TradeSide>): TradeSide => ({
  categories: [],
  brands: [],
  conditions: [],
  regions: [],
  ...over,
});

/**
 * Demo Trading looks for network and server gear (Anna's possible matches), and offers refurbished
 * laptops, which Nordic Refurb looks for: the two suggest each other, and wish to meet each other.
 */
const DEMO_TRADING = {
  lookingFor: side({
    categories: [3, 4],
    brands: ["Cisco", "HPE", "Lenovo"],
    conditions: ["refurbished", "used"],
    regions: ["north", "west"],
  }),
  offering: side({
    categories: [1],
    brands: ["Dell", "Lenovo"],
    conditions: ["refurbished"],
    regions: ["west", "east"],
  }),
};
const NORDIC_REFURB = {
  lookingFor: side({ categories: [1], brands: ["Dell"], conditions: ["refurbished"], regions: ["west"] }),
  offering: side({
    categories: [1, 2],
    brands: ["Lenovo", "HP"],
    conditions: ["used", "refurbished"],
    regions: ["north"],
  }),
};

function randomSide(rng: Rng): TradeSide {
  return {
    categories: rng.sample(CATEGORY_IDS, rng.int(1, 2)).sort((a, b) => a - b),
    brands: rng.sample(BRANDS, rng.int(0, 3)),
    conditions: rng.sample(TRADE_CONDITIONS, rng.int(0, 2)),
    regions: rng.sample(TRADE_REGION_IDS, rng.int(0, 2)),
  };
}

/**
 * What companies trade and what their people wish, for the possible matches and the wish lists:
 * Demo Trading's and Nordic Refurb's profiles and their mutual wish, a profile for about half of
 * the other attending companies, and a few wishes of others (some about Demo Trading, which Anna
 * never sees unless her company returns them). Its own random stream; no ids of its own.
 */
export async function seedMatchmaking(
  db: DbExecutor,
  rng: Rng,
  opts: { editionId: number; attendees: readonly SeededAttendee[] },
): Promise<void> {
  const [nordic] = await db
    .select({ companyId: companies.id, contactId: contacts.id })
    .from(companies)
    .innerJoin(contacts, eq(contacts.companyId, companies.id))
    .where(eq(companies.username, "nordic-refurb"));
  const firstOf = new Map<number, SeededAttendee>();
  for (const attendee of opts.attendees)
    if (!firstOf.has(attendee.companyId)) firstOf.set(attendee.companyId, attendee);
  const others = [...firstOf.values()];

  const trades = [
    { companyId: DEMO_IDS.demoTradingCompany, ...DEMO_TRADING },
    ...(nordic ? [{ companyId: nordic.companyId, ...NORDIC_REFURB }] : []),
    ...others
      .filter(() => rng.chance(0.5))
      .map((a) => ({ companyId: a.companyId, lookingFor: randomSide(rng), offering: randomSide(rng) })),
  ];
  await insertChunks(
    db,
    companyTrade,
    trades.map((trade) => ({ ...trade, updatedAt: STAMP })),
  );

  const wish = (
    contactId: number,
    targetCompanyId: number,
    kind: WishKind,
    targetContactId: number | null = null,
  ) => ({
    editionId: opts.editionId,
    contactId,
    targetCompanyId,
    targetContactId,
    kind,
    createdAt: STAMP,
    updatedAt: STAMP,
  });
  const rows = nordic
    ? [
        wish(nordic.contactId, DEMO_IDS.demoTradingCompany, "must", DEMO_IDS.anna),
        wish(DEMO_IDS.anna, nordic.companyId, "like"),
      ]
    : [];
  // A few companies wish to meet Demo Trading; one is "no thanks" for Anna.
  const [declined, ...wishers] = rng.sample(others, Math.min(others.length, 5));
  for (const wisher of wishers)
    rows.push(wish(wisher.id, DEMO_IDS.demoTradingCompany, rng.pick(["must", "like"] as const)));
  if (declined) rows.push(wish(DEMO_IDS.anna, declined.companyId, "no"));
  // And others wish among themselves, so the organisers' schedule has wishes to work with.
  for (const wisher of others.filter(() => rng.chance(0.3))) {
    const targets = rng.sample(others, 3).filter((t) => t.companyId !== wisher.companyId);
    for (const target of targets)
      rows.push(
        wish(
          wisher.id,
          target.companyId,
          rng.weighted([
            ["must", 1],
            ["like", 3],
            ["no", 1],
          ] as const),
        ),
      );
  }
  await insertChunks(db, wishes, rows);
}
