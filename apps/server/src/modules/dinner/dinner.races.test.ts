import { DINNER } from "@ebm/shared/constants";
import { DINNER_MESSAGES } from "@ebm/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editionContacts } from "../../db/schema/index.ts";
import { answerOf, type DinnerRace, openDinnerRace, tally } from "./dinner.races.test-kit.ts";

/**
 * Sign-ups at the same moment on a real PostgreSQL server (DESIGN.md §7 "Races"): 1,000 of them
 * through a pool of DATABASE_POOL_SIZE connections never put more than the day's places on a day
 * nor more than two people of a company on the list.
 */
describe.runIf(process.env.DATABASE_URL)("Captain's Dinner races on PostgreSQL", () => {
  let race: DinnerRace;
  beforeAll(async () => {
    race = await openDinnerRace();
  }, 60_000);
  afterAll(() => race?.close());

  /** `companyCount` companies of `perCompany` owners each, attending. */
  async function owners(companyCount: number, perCompany: number) {
    const people = await race.companiesOfPeople("Dinner Race", companyCount, perCompany, (j) =>
      j === 0 ? "Owner" : "Sales Manager",
    );
    await race.t.app.db
      .insert(editionContacts)
      .values(people.map((p) => ({ editionId: race.editionId, contactId: p.id })));
    return people;
  }

  it("1,000 sign-ups at once never pass 250 a day nor 2 a company", async () => {
    const people = await owners(250, 4);
    const started = Date.now();
    const answers = await Promise.all(
      people.map((p, i) =>
        answerOf(race.service.register(p.id, { contactId: p.id, dayNumber: (i % 2) + 1 })),
      ),
    );
    const tookMs = Date.now() - started;
    const counted = tally(answers);
    const { days, maxPerCompany } = await race.counts([0, 1]);
    // The figures of the run, for the report.
    process.stdout.write(
      `dinner race: ${people.length} sign-ups in ${tookMs} ms; answers ${JSON.stringify(counted)}; places per day ${JSON.stringify(days)}; most of one company ${maxPerCompany}\n`,
    );

    expect(answers).not.toContain("500");
    for (const day of DINNER.days) expect(days[day]).toBeLessThanOrEqual(DINNER.spotsPerDay);
    expect(maxPerCompany).toBeLessThanOrEqual(DINNER.perCompany);
    // Both limits were really met, not merely never approached.
    expect(counted[`409 ${DINNER_MESSAGES.dayFull}`]).toBeGreaterThan(0);
    expect(counted[`409 ${DINNER_MESSAGES.colleaguesSignedUp}`]).toBeGreaterThan(0);
    expect(Math.max(...Object.values(days))).toBe(DINNER.spotsPerDay);
  }, 120_000);
});
