import { errorResponseSchema } from "@ebm/shared/schemas/common";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, contacts } from "../../db/schema/index.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";
import { IDS } from "./companies.test-kit.ts";

/**
 * Website and messenger fields hold only http(s) addresses (or, for the messenger, a handle or a
 * number): another scheme would run in the browser of whoever opens the link.
 */
const PASSWORD = "Dublin2025!";

let t: TestApp;
let anna: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  anna = (await signIn(t.app, DEMO.anna, PASSWORD)).headers;
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/companies/${url}`, headers: anna, payload });

const companyBody = (website: string) => ({
  id: IDS.demoTrading,
  tel: "+31 20 555 0100",
  address: "Keizersgracht 221",
  profile: "We trade laptops.",
  website,
  preferences: { categories: [1, 3], trading: "used" },
});
const contactBody = (changes: Record<string, unknown>) => ({
  id: IDS.anna,
  name: "Anna Schmidt",
  tel: "+31 6 5550 1201",
  function: "Sales Manager",
  ...changes,
});

const websiteOf = async () =>
  first(await t.app.db.select().from(companies).where(eq(companies.id, IDS.demoTrading))).website;
const messengerOf = async () => {
  const row = first(await t.app.db.select().from(contacts).where(eq(contacts.id, IDS.anna)));
  return { imName: row.imName, imValue: row.imValue };
};

const expect400 = (res: { statusCode: number; json: () => unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(errorResponseSchema.parse(res.json())).toMatchObject({ status: 400, field });
};

const FOREIGN = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(document.domain)",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
];

describe("POST /api/companies/updateCompany: website", () => {
  it.each([...FOREIGN, "//evil.example", "https://www.demo-trading.example@evil.example", "https://"])(
    "refuses %s, naming website, and keeps the stored one",
    async (website) => {
      const before = await websiteOf();
      expect400(await post("updateCompany", companyBody(website)), "website");
      expect(await websiteOf()).toBe(before);
    },
  );

  it("stores a host name as https://…, an http(s) address as given, and none as '-'", async () => {
    const saved = async (website: string) => {
      expect((await post("updateCompany", companyBody(website))).statusCode).toBe(200);
      return websiteOf();
    };
    expect(await saved("www.demo-trading.example")).toBe("https://www.demo-trading.example");
    expect(await saved("http://demo-trading.example/en")).toBe("http://demo-trading.example/en");
    expect(await saved("HTTPS://WWW.DEMO-TRADING.EXAMPLE")).toBe("HTTPS://WWW.DEMO-TRADING.EXAMPLE");
    expect(await saved("-")).toBe("-");
    expect(await saved("")).toBe("-");
  });
});

describe("POST /api/companies/updateContact: messenger", () => {
  it.each([...FOREIGN, "java\tscript:alert(1)", " javascript:alert(1)", "//evil.example"])(
    "refuses %s as imValue and as imName, naming the field",
    async (value) => {
      const before = await messengerOf();
      expect400(await post("updateContact", contactBody({ imName: "Skype", imValue: value })), "imValue");
      expect400(await post("updateContact", contactBody({ imName: value, imValue: "anna" })), "imName");
      expect(await messengerOf()).toEqual(before);
    },
  );

  it("keeps handles, numbers and http(s) addresses", async () => {
    for (const [imName, imValue] of [
      ["WhatsApp", "+31 6 5550 1201"],
      ["Skype", "anna.schmidt"],
      ["Telegram", "@anna_schmidt"],
      ["WhatsApp", "https://wa.me/31655501201"],
    ]) {
      expect((await post("updateContact", contactBody({ imName, imValue }))).statusCode).toBe(200);
      expect(await messengerOf()).toEqual({ imName, imValue });
    }
  });
});
