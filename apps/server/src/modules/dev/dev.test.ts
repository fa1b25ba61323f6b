import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../test/app.ts";

const URL = "/api/dev/sampleCompany";

let t: TestApp;
let organiser: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  organiser = (await signIn(t.app, DEMO.organiser, DEMO_PASSWORD)).headers;
});
afterAll(() => t.close());

async function makeCompany(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: "POST", url: URL, headers: organiser, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as {
    company: { id: number; name: string; tbsCompanyId: number; country: string; attending: boolean };
    contacts: { id: number; name: string; email: string; password: string }[];
  };
}

async function directory(search: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/misc/attendees",
    payload: { search, pref: null, tradingType: null },
  });
  expect(res.statusCode).toBe(200);
  return res.json().payload as { id: number; name: string }[];
}

describe("sample companies of the development tools", () => {
  it("makes an attending company whose contacts sign in with the passwords returned", async () => {
    // Read once before, so a directory list kept from then would show the new company late.
    await directory("Sample Trading");
    const made = await makeCompany({ contacts: 2 });
    expect(made.company).toMatchObject({ country: "Netherlands", attending: true });
    expect(made.company.name).toBe(`Sample Trading ${made.company.id} B.V.`);
    expect(made.contacts).toHaveLength(2);

    for (const contact of made.contacts) {
      const { user, headers } = await signIn(t.app, contact.email, contact.password);
      expect(user).toMatchObject({ id: contact.id, companyId: made.company.id, email: contact.email });
      const page = await t.app.inject({ method: "GET", url: `/api/companies/${made.company.id}`, headers });
      expect(page.statusCode).toBe(200);
      const { contacts } = page.json().result as {
        contacts: { id: number; name: string; isSelf: boolean }[];
      };
      expect(contacts.map((c) => c.name)).toEqual(made.contacts.map((c) => c.name));
      expect(contacts.find((c) => c.isSelf)?.id).toBe(contact.id);
    }
    // Attending: listed in the directory at once.
    expect((await directory(made.company.name)).map((entry) => entry.id)).toEqual([made.company.id]);
  });

  it("gives every call a company name and e-mail addresses of its own", async () => {
    const [first, second] = [await makeCompany({ contacts: 5 }), await makeCompany({ contacts: 5 })];
    if (!first || !second) throw new Error("two companies expected");
    expect(first.company.name).not.toBe(second.company.name);
    expect(first.company.tbsCompanyId).not.toBe(second.company.tbsCompanyId);
    const emails = [...first.contacts, ...second.contacts].map((c) => c.email);
    expect(new Set(emails).size).toBe(10);
    const passwords = [...first.contacts, ...second.contacts].map((c) => c.password);
    expect(new Set(passwords).size).toBe(10);
    for (const password of passwords) expect(password.length).toBeGreaterThanOrEqual(16);
  });

  it("names the contacts of one company, and those of one company and the next, differently", async () => {
    const singles = [];
    for (let i = 0; i < 4; i++) singles.push(await makeCompany({ contacts: 1 }));
    const names = singles.map((made) => made?.contacts[0]?.name);
    expect(new Set(names).size).toBe(4);
    const five = await makeCompany({ contacts: 5 });
    expect(new Set(five?.contacts.map((c) => c.name)).size).toBe(5);
  });

  it("makes a marketplace member that has not registered: not listed, and it signs in at registration step 1", async () => {
    const made = await makeCompany({ contacts: 1, attending: false });
    expect(made.company.attending).toBe(false);
    expect(await directory(made.company.name)).toEqual([]);
    const contact = made.contacts[0];
    if (!contact) throw new Error("one contact expected");

    const member = await t.app.inject({
      method: "POST",
      url: "/api/register/loginTBSToGrabInfo",
      payload: { email: contact.email, password: contact.password },
    });
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json().result.companyProfile).toMatchObject({
      companyName: made.company.name,
      tbsCompanyId: made.company.tbsCompanyId,
    });
    // A contact of a company that does not attend sees other companies as visitors do.
    const { headers } = await signIn(t.app, contact.email, contact.password);
    const own = await t.app.inject({ method: "GET", url: `/api/companies/${made.company.id}`, headers });
    expect(own.statusCode).toBe(200);
  });

  it("takes 1 to 5 contacts", async () => {
    for (const contacts of [0, 6, 1.5]) {
      const res = await t.app.inject({ method: "POST", url: URL, headers: organiser, payload: { contacts } });
      expect(res.statusCode, String(contacts)).toBe(400);
      expect(res.json().field).toBe("contacts");
    }
  });

  it("answers 401 without a session and 403 to an attendee, and makes nothing", async () => {
    const before = await directory("Sample Trading");
    const anonymous = await t.app.inject({ method: "POST", url: URL, payload: { contacts: 1 } });
    expect(anonymous.statusCode).toBe(401);
    const attendee = (await signIn(t.app, DEMO.anna, DEMO_PASSWORD)).headers;
    const asAttendee = await t.app.inject({ method: "POST", url: URL, headers: attendee, payload: {} });
    expect(asAttendee.statusCode).toBe(403);
    expect(await directory("Sample Trading")).toEqual(before);
  });

  it("is documented in the OpenAPI document, for organisers", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const op = doc.paths[URL]?.post;
    expect(op?.["x-access"]).toBe("organiser");
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "401", "403"]));
  });
});

describe("sample companies in production", () => {
  const production = {
    NODE_ENV: "production",
    APP_SECRET: "a".repeat(32),
    CAPTCHA_HMAC_KEY: "b".repeat(32),
    SMTP_URL: "smtp://127.0.0.1:2525",
    PAYMENT_PROVIDER: "mollie",
    MOLLIE_API_KEY: "live_dummy",
  };

  async function statusIn(env: Record<string, string>): Promise<number> {
    const prod = await createTestApp(env);
    try {
      const headers = (await signIn(prod.app, DEMO.organiser, DEMO_PASSWORD)).headers;
      return (await prod.app.inject({ method: "POST", url: URL, headers, payload: {} })).statusCode;
    } finally {
      await prod.close();
    }
  }

  it("are not offered unless the development tools are enabled", async () => {
    expect(await statusIn(production)).toBe(404);
    expect(await statusIn({ ...production, SMTP_URL: "", ENABLE_DEV_TOOLS: "true" })).toBe(200);
  });
});

describe("sample registrations of the development tools", () => {
  it("makes a non-member's registration awaiting verification, with unique attendees, while registration is closed", async () => {
    const post = () =>
      t.app.inject({
        method: "POST",
        url: "/api/dev/sampleRegistration",
        headers: organiser,
        payload: { attendees: 2 },
      });
    const [res, again] = [await post(), await post()];
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().payload as {
      registrationId: number;
      company: { name: string; country: string };
      attendees: { name: string; email: string }[];
    };
    expect(made.company.country).toBe("Germany");
    expect(made.attendees).toHaveLength(2);
    const other = again.json().payload as typeof made;
    expect(other.company.name).not.toBe(made.company.name);
    expect(other.attendees[0]?.email).not.toBe(made.attendees[0]?.email);

    const detail = await t.app.inject({
      url: `/api/organiser/registrations/${made.registrationId}`,
      headers: organiser,
    });
    expect(detail.json().payload).toMatchObject({
      status: "awaiting_verification",
      isMember: false,
      company: { name: made.company.name },
      contactEmail: made.attendees[0]?.email,
    });
    expect(detail.json().payload.price.totalCents).toBeGreaterThan(0);
  });
});
