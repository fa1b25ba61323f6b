import { DINNER } from "@ebm/shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dinnerRegistrations } from "../../../db/schema/index.ts";
import { DEMO_IDS } from "../../../db/seed/accounts.ts";
import { answerOf, type DinnerRace, openDinnerRace, tally } from "../../dinner/dinner.races.test-kit.ts";

/**
 * Approvals at the same moment on a real PostgreSQL server: 450 waiting sign-ups on one day, three
 * of each company (more than the limits allow, as a lowered limit would leave them), all approved
 * at once through a pool of connections. No day ends with more approved than its places, and no
 * company with more than two.
 */
describe.runIf(process.env.DATABASE_URL)("Captain's Dinner approvals racing on PostgreSQL", () => {
  let race: DinnerRace;
  beforeAll(async () => {
    race = await openDinnerRace();
  }, 60_000);
  afterAll(() => race?.close());

  /** `companyCount` companies of three people each, every one with a waiting sign-up for day 2. */
  async function waitingSignUps(companyCount: number) {
    const people = await race.companiesOfPeople("Approval Race", companyCount, 3, () => "Owner");
    return race.t.app.db
      .insert(dinnerRegistrations)
      .values(
        people.map((p) => ({
          editionId: race.editionId,
          contactId: p.id,
          companyId: p.companyId,
          dayNumber: 2,
        })),
      )
      .returning({ id: dinnerRegistrations.id });
  }

  /** Which limit refused an approval: "company" or "day". */
  const limitOf = (message: string) => (message.includes("per company") ? "company" : "day");

  it("450 approvals at once never pass 250 a day nor 2 a company", async () => {
    const signUps = await waitingSignUps(150);
    const started = Date.now();
    const answers = await Promise.all(
      signUps.map((s) =>
        answerOf(race.service.review(s.id, "approve", DEMO_IDS.organiser, new Date()), limitOf),
      ),
    );
    const tookMs = Date.now() - started;
    const counted = tally(answers);
    const { days, maxPerCompany } = await race.counts([1]);
    process.stdout.write(
      `dinner approval race: ${signUps.length} approvals in ${tookMs} ms; answers ${JSON.stringify(counted)}; approved per day ${JSON.stringify(days)}; most of one company ${maxPerCompany}\n`,
    );

    expect(answers).not.toContain("500");
    for (const day of DINNER.days) expect(days[day] ?? 0).toBeLessThanOrEqual(DINNER.spotsPerDay);
    expect(maxPerCompany).toBeLessThanOrEqual(DINNER.perCompany);
    // Both limits were met, not merely never approached.
    expect(days[2]).toBe(DINNER.spotsPerDay);
    expect(counted["409 company"]).toBeGreaterThan(0);
    expect(counted["409 day"]).toBeGreaterThan(0);
  }, 120_000);
});
