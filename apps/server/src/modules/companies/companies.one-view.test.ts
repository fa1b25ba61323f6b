import { companyResponseSchema } from "@ebm/shared/schemas/companies";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, editionContacts } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";
import { attendingCompany, contactsOf, IDS } from "./companies.test-kit.ts";

/**
 * A single contact (its large picture, the reach rule's check) is read in one query, the company
 * page in several: both must answer the same page. For every viewer and every contact of a spread
 * of companies, the contact is found on its own exactly when its company's page, shown in full,
 * lists it.
 */
let t: TestApp;
const viewers: Record<string, Record<string, string>> = {};
let contactIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: "100" });
  const editionId = (await t.app.services.settings.current()).edition.id;
  const member = await attendingCompany(t.app, true, { minContacts: 3 });
  const [unlisted, inactive, absent] = (await contactsOf(t.app, member.id)).map((c) => c.id);
  await t.app.db
    .update(contacts)
    .set({ listed: false })
    .where(eq(contacts.id, unlisted ?? 0));
  await t.app.db
    .update(contacts)
    .set({ isActive: false })
    .where(eq(contacts.id, inactive ?? 0));
  await t.app.db
    .delete(editionContacts)
    .where(and(eq(editionContacts.editionId, editionId), eq(editionContacts.contactId, absent ?? 0)));
  // A user of an attending company that is not a full member: their company attends all the same.
  const notMember = await attendingCompany(t.app, false);
  const notMemberUser = first(await contactsOf(t.app, notMember.id));
  const anna = first(await t.app.db.select().from(contacts).where(eq(contacts.email, DEMO.anna)));
  await t.app.db
    .update(contacts)
    .set({ passwordHash: anna.passwordHash, isActive: true })
    .where(inArray(contacts.id, [notMemberUser.id, absent ?? 0]));
  for (const [name, email] of [
    ["anna", DEMO.anna],
    ["organiser", DEMO.organiser],
    ["outsider", DEMO.marketplace],
    ["not a member", notMemberUser.email],
    ["absent member", (await contactsOf(t.app, member.id)).find((c) => c.id === absent)?.email ?? ""],
  ] as const) {
    viewers[name] = (await signIn(t.app, email, DEMO_PASSWORD)).headers;
  }
  const companyIds = [IDS.demoTrading, IDS.marketplaceCompany, member.id, notMember.id];
  const spread = await t.app.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(lte(contacts.companyId, 24))
    .orderBy(asc(contacts.id));
  const named = await t.app.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(inArray(contacts.companyId, companyIds));
  contactIds = [...new Set([...spread, ...named].map((c) => c.id))];
});
afterAll(() => t.close());

describe("one contact and its company page", () => {
  it("agree for every viewer and contact: found alone exactly when the full page lists it", async () => {
    const pages = new Map<string, Set<number>>();
    const listedOn = async (viewer: string, companyId: number) => {
      const key = `${viewer}/${companyId}`;
      if (!pages.has(key)) {
        const res = await t.app.inject({ url: `/api/companies/${companyId}`, headers: viewers[viewer] });
        const shown =
          res.statusCode === 200
            ? companyResponseSchema.parse(res.json()).result
            : { company: null, contacts: [] };
        pages.set(key, new Set(shown.company?.isFullView ? shown.contacts.map((c) => c.id) : []));
      }
      return pages.get(key) ?? new Set<number>();
    };
    const rows = await t.app.db
      .select({ id: contacts.id, companyId: contacts.companyId })
      .from(contacts)
      .where(inArray(contacts.id, contactIds));
    let found = 0;
    let refused = 0;
    for (const viewer of Object.keys(viewers)) {
      for (const row of rows) {
        const res = await t.app.inject({
          url: `/api/companies/fetchLargePicture/${row.id}`,
          headers: viewers[viewer],
        });
        const expected = (await listedOn(viewer, row.companyId)).has(row.id);
        expect([viewer, row.id, res.statusCode]).toEqual([viewer, row.id, expected ? 200 : 404]);
        if (expected) found++;
        else refused++;
      }
    }
    // Both answers occur often: the spread covers pages shown in full, in part and not at all.
    expect(found).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(50);
  });
});
