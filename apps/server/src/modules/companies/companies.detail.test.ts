import { telLink } from "@ebm/shared/contact-message";
import { contactLabel } from "@ebm/shared/profile";
import { companyResponseSchema } from "@ebm/shared/schemas/companies";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, editionContacts } from "../../db/schema/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../test/app.ts";
import { mapUrlOf } from "./companies.service.ts";
import { attendingCompany, contactsOf, IDS } from "./companies.test-kit.ts";

const PASSWORD = "Dublin2025!";

let t: TestApp;
let anna: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  anna = (await signIn(t.app, DEMO.anna, PASSWORD)).headers;
});
afterAll(() => t.close());

const getCompany = async (id: number | string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "GET", url: `/api/companies/${id}`, headers });
  return { res, body: res.statusCode === 200 ? companyResponseSchema.parse(res.json()) : undefined };
};

describe("GET /api/companies/:id", () => {
  it("shows visitors the header of a full member and no contacts", async () => {
    const member = await attendingCompany(t.app, true);
    const { res, body } = await getCompany(member.id);
    expect(res.statusCode).toBe(200);
    const company = body?.result.company;
    expect(company).toMatchObject({ id: member.id, name: member.name, status: 3, isFullView: false });
    expect(company?.isOwnCompany).toBe(false);
    expect(company?.country).not.toBe("");
    expect(company?.profile).not.toBe("");
    expect(company?.telLink).toMatch(/^tel:\+?\d+$/);
    expect(company?.username).not.toBe("");
    expect(company).toMatchObject({
      address: null,
      city: null,
      postalCode: null,
      mapUrl: null,
      vat: null,
      industry: null,
      categories: "",
      tradingType: null,
      preferences: "",
    });
    expect(body?.result.contacts).toEqual([]);
  });

  it("shows a signed-in attendee a full member in full, with labelled contacts and no one else's e-mail", async () => {
    const member = await attendingCompany(t.app, true);
    const { res, body } = await getCompany(member.id, anna);
    expect(res.statusCode).toBe(200);
    const company = body?.result.company;
    expect(company?.isFullView).toBe(true);
    expect(company?.isOwnCompany).toBe(false);
    expect(company?.username).not.toBe("");
    expect(company?.address).not.toBeNull();
    expect(company?.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(company?.vat).not.toBeNull();
    const preferences = JSON.parse(company?.preferences ?? "") as { categories: number[]; trading: string };
    expect(preferences.categories.length).toBeGreaterThan(0);
    expect(preferences.trading).toBe(company?.tradingType);

    const stored = (await contactsOf(t.app, member.id)).filter((c) => c.isActive);
    const shown = body?.result.contacts ?? [];
    expect(shown.map((c) => c.id)).toEqual(stored.map((c) => c.id));
    for (const contact of shown) {
      expect(contact.label).toBe(contactLabel(contact.position));
      expect(contact.email).toBeNull();
      expect(contact.isSelf).toBe(false);
    }
    expect(shown[0]?.label).toBe("Main contact");
  });

  it("shows the own company in full with the caller's own e-mail only", async () => {
    const { body } = await getCompany(IDS.demoTrading, anna);
    const company = body?.result.company;
    expect(company).toMatchObject({
      id: IDS.demoTrading,
      name: "Demo Trading B.V.",
      username: "demo-trading",
      address: "Keizersgracht 221",
      city: "Amsterdam",
      postalCode: "1016 DV",
      country: "Netherlands",
      vat: "NL123456789B01",
      vatLabel: "VAT",
      industry: "Brokerage",
      categories: "PC/Laptops, Server/Storage, Components",
      tradingType: "used",
      telLink: "tel:+31205550100",
      isGold: true,
      isTrusted: false,
      isDiamond: false,
      isFullView: true,
      isOwnCompany: true,
    });
    expect(company?.mapUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("Keizersgracht 221, 1016 DV Amsterdam, Netherlands")}`,
    );
    expect(JSON.parse(company?.preferences ?? "")).toEqual({ categories: [1, 3, 9], trading: "used" });
    expect(body?.result.contacts.map((c) => [c.name, c.label, c.isSelf, c.email])).toEqual([
      ["Anna Schmidt", "Main contact", true, DEMO.anna],
      ["Lars Becker", "2nd contact", false, null],
    ]);
  });

  it("shows a signed-in user only the header of a company that is not a full member", async () => {
    const regular = await attendingCompany(t.app, false);
    const { res, body } = await getCompany(regular.id, anna);
    expect(res.statusCode).toBe(200);
    expect(body?.result.company).toMatchObject({
      id: regular.id,
      isFullView: false,
      address: null,
      vat: null,
    });
    expect(body?.result.contacts).toEqual([]);
  });

  it("shows the own company in full whatever its status, with every active contact", async () => {
    const regular = await attendingCompany(t.app, false);
    const [owner] = await contactsOf(t.app, regular.id);
    if (!owner) throw new Error("company without contacts");
    // The owner gets a password by the demo's shared hash, copied from Anna's row.
    const [annaRow] = await t.app.db.select().from(contacts).where(eq(contacts.id, IDS.anna));
    await t.app.db
      .update(contacts)
      .set({ passwordHash: annaRow?.passwordHash })
      .where(eq(contacts.id, owner.id));
    const ownerAuth = (await signIn(t.app, owner.email, PASSWORD)).headers;
    const { body } = await getCompany(regular.id, ownerAuth);
    expect(body?.result.company).toMatchObject({ isFullView: true, isOwnCompany: true });
    expect(body?.result.company.address).not.toBeNull();
    const self = body?.result.contacts.find((c) => c.isSelf);
    expect(self).toMatchObject({ id: owner.id, email: owner.email });
  });

  it("answers 404 for a company that does not attend, unless it is the caller's own", async () => {
    expect((await getCompany(IDS.marketplaceCompany)).res.statusCode).toBe(404);
    expect((await getCompany(IDS.marketplaceCompany, anna)).res.statusCode).toBe(404);
    expect((await getCompany(999_999, anna)).res.statusCode).toBe(404);
    const own = (await signIn(t.app, DEMO.marketplace, PASSWORD)).headers;
    const { res, body } = await getCompany(IDS.marketplaceCompany, own);
    expect(res.statusCode).toBe(200);
    expect(body?.result.company).toMatchObject({ isOwnCompany: true, isFullView: true, vatLabel: "EORI" });
    expect(body?.result.company.country).toBe("United Kingdom");
  });

  it("leaves out contacts who do not attend or are inactive", async () => {
    const member = await attendingCompany(t.app, true, { skip: 1, minContacts: 3 });
    const all = await contactsOf(t.app, member.id);
    const before = (await getCompany(member.id, anna)).body?.result.contacts ?? [];
    expect(before.length).toBe(all.length);
    const [gone, inactive] = all;
    if (!gone || !inactive) throw new Error("company without contacts");
    await t.app.db.delete(editionContacts).where(eq(editionContacts.contactId, gone.id));
    await t.app.db.update(contacts).set({ isActive: false }).where(eq(contacts.id, inactive.id));
    const after = (await getCompany(member.id, anna)).body?.result.contacts ?? [];
    expect(after.map((c) => c.id)).toEqual(all.slice(2).map((c) => c.id));
  });

  it("refuses an id that is not a positive number", async () => {
    const res = (await getCompany("abc", anna)).res;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field: "id" });
    expect((await getCompany("0")).res.statusCode).toBe(400);
  });
});

describe("company links", () => {
  it("calls the first number with its leading plus", () => {
    expect(telLink("+31 20 555 0190 / +31 6 1234")).toBe("tel:+31205550190");
    expect(telLink("020-555 0190 or 06 1234")).toBe("tel:0205550190");
    expect(telLink("-")).toBe("");
  });

  it("leaves out empty address parts in the map search", () => {
    const url = mapUrlOf({ streetAddress: "", postalCode: "", city: "Cork", country: "Ireland" });
    expect(decodeURIComponent(url.split("query=")[1] ?? "")).toBe("Cork, Ireland");
  });
});
