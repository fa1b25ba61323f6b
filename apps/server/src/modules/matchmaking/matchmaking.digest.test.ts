import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, mailOutbox } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { DIGEST_MATCHES_MAX } from "./matchmaking.mails.ts";
import {
  makeCompany,
  type Person,
  setMatchesDisabled,
  setTrade,
  uniqueBrand,
} from "./matchmaking.test-kit.ts";

let t: TestApp;
let brand: string;
let buyer: Person;
let quietBuyer: Person;
let sellers: Person[];

const digestsTo = (who: Person) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, who.email), eq(mailOutbox.kind, "match_digest")))
    .orderBy(mailOutbox.id);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://ebm.example" });
  brand = uniqueBrand();
  [buyer] = (await makeCompany(t.app)) as [Person];
  [quietBuyer] = (await makeCompany(t.app)) as [Person];
  sellers = [];
  for (let i = 0; i < DIGEST_MATCHES_MAX + 1; i++) {
    const [seller] = (await makeCompany(t.app)) as [Person];
    sellers.push(seller);
    await setTrade(t.app, seller, { offering: { brands: [brand] } });
  }
  for (const who of [buyer, quietBuyer]) await setTrade(t.app, who, { lookingFor: { brands: [brand] } });
  await setMatchesDisabled(t.app, [quietBuyer], true);
});
afterAll(() => t?.close());

describe("the digest of new possible matches", () => {
  it("is a daily job", () => {
    expect(t.app.jobs.defined()).toContain("matchmaking.digest");
  });

  it(`names at most ${DIGEST_MATCHES_MAX} new matches, once, and never to a person who turned matches off`, async () => {
    await t.app.services.matchmaking.sendDigests();
    const [first, ...more] = await digestsTo(buyer);
    expect(more).toEqual([]);
    expect(first?.subject).toBe(`${DIGEST_MATCHES_MAX} new possible matches for you`);
    expect(first?.senderKey).toBe("system:match-digest");
    const named = sellers.filter((s) => first?.text.includes(`/attendeeDetails/${s.companyId}`));
    expect(named).toHaveLength(DIGEST_MATCHES_MAX);
    expect(first?.text).toContain(`Sells ${brand}, which you are looking for`);
    expect(first?.html).toContain("All attendees by match");
    expect(await digestsTo(quietBuyer)).toEqual([]);

    // The next run names the one left; the one after has nothing new and writes nothing.
    await t.app.services.matchmaking.sendDigests();
    const second = (await digestsTo(buyer))[1];
    expect(second?.subject).toBe("A new possible match for you");
    const left = sellers.find((s) => !named.includes(s)) as Person;
    expect(second?.text).toContain(`/attendeeDetails/${left.companyId}`);
    for (const s of named) expect(second?.text).not.toContain(`/attendeeDetails/${s.companyId}`);
    await t.app.services.matchmaking.sendDigests();
    expect(await digestsTo(buyer)).toHaveLength(2);
    expect(await digestsTo(quietBuyer)).toEqual([]);
  });

  it("runs through the job runner", async () => {
    const [late] = (await makeCompany(t.app)) as [Person];
    await setTrade(t.app, late, { offering: { brands: [brand] } });
    await t.app.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.name, "matchmaking.digest"));
    await t.app.jobs.runDue({ names: ["matchmaking.digest"] });
    const all = await digestsTo(buyer);
    expect(all).toHaveLength(3);
    expect(all[2]?.text).toContain(`/attendeeDetails/${late.companyId}`);
  });
});
