import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, companyCategories, contacts } from "../../db/schema/index.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";
import { attendingCompany, IDS, updatedUser } from "./companies.test-kit.ts";

const PASSWORD = "Dublin2025!";

let t: TestApp;
let anna: Record<string, string>;
let lars: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  anna = (await signIn(t.app, DEMO.anna, PASSWORD)).headers;
  lars = (await signIn(t.app, DEMO.lars, PASSWORD)).headers;
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = anna) =>
  t.app.inject({ method: "POST", url: `/api/companies/${url}`, headers, payload });

const companyBody = (changes: Record<string, unknown> = {}) => ({
  id: IDS.demoTrading,
  tel: "+31 20 555 0111 / +31 6 1111",
  address: "Prinsengracht 12",
  city: "Utrecht",
  postalCode: "3511 AA",
  profile: "We trade laptops.",
  website: "https://www.demo-trading.example/new",
  preferences: JSON.stringify({ categories: [2, 4], trading: "new" }),
  ...changes,
});

const companyRow = async (id: number) =>
  first(await t.app.db.select().from(companies).where(eq(companies.id, id)));
const categoryIds = async (id: number) =>
  (await t.app.db.select().from(companyCategories).where(eq(companyCategories.companyId, id)))
    .map((row) => row.categoryId)
    .sort((a, b) => a - b);

describe("POST /api/companies/updateCompany", () => {
  it("saves the own company and the company page shows it", async () => {
    const res = await post("updateCompany", companyBody());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    const page = await t.app.inject({
      method: "GET",
      url: `/api/companies/${IDS.demoTrading}`,
      headers: anna,
    });
    expect(page.json().result.company).toMatchObject({
      tel: "+31 20 555 0111 / +31 6 1111",
      telLink: "tel:+31205550111",
      address: "Prinsengracht 12",
      city: "Utrecht",
      postalCode: "3511 AA",
      profile: "We trade laptops.",
      website: "https://www.demo-trading.example/new",
      categories: "Printers, Networking/Telecom",
      tradingType: "new",
    });
    expect(JSON.parse(page.json().result.company.preferences)).toEqual({
      categories: [2, 4],
      trading: "new",
    });
    expect(await categoryIds(IDS.demoTrading)).toEqual([2, 4]);
  });

  it("shows the saved description in the directory at once", async () => {
    const listed = async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/misc/attendees", payload: {} });
      const entries = res.json().payload as { id: number; description: string }[];
      return entries.find((entry) => entry.id === IDS.demoTrading)?.description;
    };
    expect(await listed()).toBe("We trade laptops.");
    expect((await post("updateCompany", companyBody({ profile: "Now also servers." }))).statusCode).toBe(200);
    expect(await listed()).toBe("Now also servers.");
  });

  it("takes preferences as an object too, keeps city and postal code when left out and stores no website as '-'", async () => {
    const { city, postalCode, ...rest } = companyBody({
      website: "",
      preferences: { categories: [9, 1, 5], trading: "used" },
    });
    expect([city, postalCode]).toEqual(["Utrecht", "3511 AA"]);
    const res = await post("updateCompany", rest);
    expect(res.statusCode).toBe(200);
    const row = await companyRow(IDS.demoTrading);
    expect(row).toMatchObject({ website: "-", city: "Utrecht", postalCode: "3511 AA", tradingType: "used" });
    expect(await categoryIds(IDS.demoTrading)).toEqual([1, 5, 9]);
  });

  it("refuses another company, even one that exists, and changes nothing", async () => {
    const other = await attendingCompany(t.app, true);
    const before = await companyRow(other.id);
    const categoriesBefore = await categoryIds(other.id);
    const res = await post("updateCompany", companyBody({ id: other.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403 });
    expect(await companyRow(other.id)).toEqual(before);
    expect(await categoryIds(other.id)).toEqual(categoriesBefore);
  });

  it("allows a colleague to edit the shared company", async () => {
    const res = await post("updateCompany", companyBody({ profile: "Edited by Lars." }), lars);
    expect(res.statusCode).toBe(200);
    expect((await companyRow(IDS.demoTrading)).profile).toBe("Edited by Lars.");
  });

  it("refuses a description over 350 characters, naming profile", async () => {
    const before = await companyRow(IDS.demoTrading);
    const res = await post("updateCompany", companyBody({ profile: "x".repeat(351) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field: "profile" });
    expect(res.json().message).toContain("Company Description");
    expect((await companyRow(IDS.demoTrading)).profile).toBe(before.profile);
    expect((await post("updateCompany", companyBody({ profile: "x".repeat(350) }))).statusCode).toBe(200);
  });

  const NONE = "Please choose at least one main interest.";
  const FOUR = "You can select a maximum of 3 options.";
  it.each([
    ["no main interest (JSON text)", JSON.stringify({ categories: [], trading: "used" }), NONE],
    ["four main interests (JSON text)", JSON.stringify({ categories: [1, 2, 3, 4], trading: "used" }), FOUR],
    ["no main interest (object)", { categories: [], trading: "used" }, NONE],
    ["four main interests (object)", { categories: [1, 2, 3, 4], trading: "used" }, FOUR],
    ["an unknown category", { categories: [10], trading: "used" }, "unknown category"],
    ["an unknown trade type", { categories: [1], trading: "both" }, ""],
    ["text that is not JSON", "{categories:", "must be JSON"],
  ])("refuses %s, naming preferences", async (_case, preferences, reason) => {
    const before = await categoryIds(IDS.demoTrading);
    const res = await post("updateCompany", companyBody({ preferences }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field: "preferences" });
    expect(res.json().message).toContain(`preferences: ${reason}`);
    expect(await categoryIds(IDS.demoTrading)).toEqual(before);
  });

  it("refuses a website with a space, naming website", async () => {
    const res = await post("updateCompany", companyBody({ website: "www.demo trading.example" }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field: "website" });
  });

  it("needs a signed-in user", async () => {
    const res = await post("updateCompany", companyBody(), {});
    expect(res.statusCode).toBe(401);
  });
});

const contactBody = (changes: Record<string, unknown> = {}) => ({
  id: IDS.anna,
  name: "Anna Schmidt-Visser",
  tel: "+31 6 5550 9999",
  function: "Head of Sales",
  imName: "Skype",
  imValue: "anna.visser",
  rfqDisabled: true,
  possibleMatchesDisabled: true,
  ...changes,
});

const contactRow = async (id: number) =>
  first(await t.app.db.select().from(contacts).where(eq(contacts.id, id)));

describe("POST /api/companies/updateContact", () => {
  it("saves the own contact record and sends the fresh user back", async () => {
    const res = await post("updateContact", contactBody());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    expect(updatedUser(res)).toMatchObject({ id: IDS.anna, name: "Anna Schmidt-Visser" });
    const row = await contactRow(IDS.anna);
    expect(row).toMatchObject({
      name: "Anna Schmidt-Visser",
      tel: "+31 6 5550 9999",
      function: "Head of Sales",
      imName: "Skype",
      imValue: "anna.visser",
      rfqDisabled: true,
      possibleMatchesDisabled: true,
      email: DEMO.anna,
    });
    const page = await t.app.inject({
      method: "GET",
      url: `/api/companies/${IDS.demoTrading}`,
      headers: lars,
    });
    expect(page.json().result.contacts[0]).toMatchObject({
      name: "Anna Schmidt-Visser",
      function: "Head of Sales",
    });
  });

  it("keeps the flags and messenger when they are left out, and clears the messenger when sent as null", async () => {
    const { rfqDisabled, possibleMatchesDisabled, imName, imValue, ...rest } = contactBody();
    expect([rfqDisabled, possibleMatchesDisabled, imName, imValue]).toBeDefined();
    expect((await post("updateContact", rest)).statusCode).toBe(200);
    expect(await contactRow(IDS.anna)).toMatchObject({ rfqDisabled: true, imName: "Skype" });
    expect((await post("updateContact", { ...rest, imName: null, imValue: null })).statusCode).toBe(200);
    expect(await contactRow(IDS.anna)).toMatchObject({ imName: null, imValue: null });
  });

  it("refuses another contact, a colleague of the same company included, and changes nothing", async () => {
    const before = await contactRow(IDS.lars);
    const colleague = await post("updateContact", contactBody({ id: IDS.lars, name: "Not Lars" }));
    expect(colleague.statusCode).toBe(403);
    expect(colleague.headers["x-updated-user"]).toBeUndefined();
    const stranger = await post("updateContact", contactBody({ id: IDS.marketplace }));
    expect(stranger.statusCode).toBe(403);
    expect(await contactRow(IDS.lars)).toEqual(before);
  });

  it("refuses an empty name, naming name", async () => {
    const res = await post("updateContact", contactBody({ name: "  " }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "name" });
  });

  it("needs a signed-in user", async () => {
    expect((await post("updateContact", contactBody(), {})).statusCode).toBe(401);
  });
});
