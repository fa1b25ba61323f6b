import { invoiceFor } from "@ebm/shared/pricing";
import { loginTbsResponseSchema, registerResponseSchema } from "@ebm/shared/schemas/register";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, companyCategories, registrationAttendees, registrations } from "../../db/schema/index.ts";
import { countryId } from "../../db/seed/data/countries.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, type TestApp } from "../../test/app.ts";
import { APP_SECRET, registerTestKit } from "./register.test-kit.ts";

const kit = registerTestKit(() => t);
const { tbsLogin, setOpen, profile, attendee, freshEmail, nonMemberBody, register, expectError } = kit;
const { registrationCount, companyCount, M, PRICES } = kit;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_SECRET });
});
afterAll(() => t.close());

describe("POST /api/register while closed", () => {
  it("is refused with 403 and stores nothing", async () => {
    const before = await registrationCount();
    const body = expectError(await register(nonMemberBody()), 403);
    expect(body.message).toBe("Registration is closed.");
    expect(await registrationCount()).toBe(before);
  });
});

describe("POST /api/register/loginTBSToGrabInfo", () => {
  it("answers a wrong password or an unknown account with a readable 401", async () => {
    const wrong = expectError(await tbsLogin(DEMO.marketplace, "not-the-password"), 401);
    expect(wrong.message).toBe(M.badMembershipLogin);
    expectError(await tbsLogin("nobody@nowhere.example", DEMO_PASSWORD), 401);
    // The organiser's company is not a marketplace member.
    expectError(await tbsLogin(DEMO.organiser, DEMO_PASSWORD), 401);
  });

  it("returns the member's company, its people and a membership token", async () => {
    const res = await tbsLogin(DEMO.marketplace, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = loginTbsResponseSchema.parse(res.json());
    expect(body.status).toBe(200);
    expect(body.result.id).toBe(4);
    expect(body.result.companyProfile).toMatchObject({
      companyName: "Marketplace Member Ltd",
      tbsCompanyId: 90_002,
      streetAddress: "48 Commercial Road",
      city: "London",
      postalCode: "E1 1LP",
      country: countryId("GB"),
      categories: [4, 7],
      trading: "new",
    });
    expect(body.result.attendees).toContainEqual({
      name: "Oliver Bennett",
      function: "Managing Director",
      email: DEMO.marketplace,
      tel: "+44 7700 900177",
      tbd: false,
    });
    expect(body.result.membershipToken).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it("tells a company that already attends the edition with 409", async () => {
    const body = expectError(await tbsLogin(DEMO.anna, DEMO_PASSWORD), 409);
    expect(body.message).toBe("Your company is already registered for this edition.");
  });
});

describe("POST /api/register (open)", () => {
  beforeAll(() => setOpen(true));

  it("registers a non-member: new unverified company, awaiting verification, no link, reverse charge", async () => {
    const body = nonMemberBody({
      attendees: [
        attendee(freshEmail().toUpperCase()),
        attendee("ignored@tbd.example", { name: "Someone", tbd: true }),
      ],
    });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const out = registerResponseSchema.parse(res.json());
    expect(out).toMatchObject({ status: 200, isMember: false, link: null });
    expect(out.invoice).toEqual(
      invoiceFor({
        isMember: false,
        attendees: 2,
        country: { vatRateBp: 0, reverseCharge: true },
        prices: PRICES,
      }),
    );
    expect(out.invoice.vatLabel).toBe("Reverse Charge");
    expect(out.invoice.totalCents).toBe(167_000 + 99_500);

    const [reg] = await t.app.db.select().from(registrations).where(eq(registrations.id, out.registrationId));
    expect(reg).toMatchObject({
      status: "awaiting_verification",
      isMember: false,
      categories: [1, 3],
      trading: "used",
      utmParams: { utm_source: "newsletter", referrer: "Direct", clickedAt: "2025-06-01T10:00:00Z" },
      refParams: { ref: "partner-42" },
      subtotalCents: out.invoice.subtotalCents,
      vatCents: 0,
      totalCents: out.invoice.totalCents,
      vatRateBp: 0,
    });
    const [company] = await t.app.db
      .select()
      .from(companies)
      .where(eq(companies.id, reg?.companyId ?? 0));
    expect(company).toMatchObject({
      name: "Fresh Hardware GmbH",
      streetAddress: "Industriestraße 5, 10115 Berlin",
      countryId: countryId("DE"),
      status: 1,
      tbsCompanyId: null,
      tradingType: "used",
      heardThrough: "LinkedIn",
    });
    const cats = await t.app.db
      .select({ id: companyCategories.categoryId })
      .from(companyCategories)
      .where(eq(companyCategories.companyId, company?.id ?? 0));
    expect(cats.map((c) => c.id).sort()).toEqual([1, 3]);
    const people = await t.app.db
      .select()
      .from(registrationAttendees)
      .where(eq(registrationAttendees.registrationId, out.registrationId))
      .orderBy(registrationAttendees.id);
    expect(people).toHaveLength(2);
    expect(people[0]?.email).toBe(body.attendees[0]?.email.toLowerCase());
    expect(people[1]).toMatchObject({ name: "TBD", function: "-", email: "-", tel: "-", tbd: true });
  });

  it("charges 21% VAT in the Netherlands and none in other countries", async () => {
    const nl = registerResponseSchema.parse(
      (
        await register(
          nonMemberBody(
            { attendees: [attendee(freshEmail()), attendee(freshEmail())] },
            { country: countryId("NL") },
          ),
        )
      ).json(),
    );
    expect(nl.invoice).toMatchObject({ vatRateBp: 2100, vatLabel: "21%", totalCents: 322_465 });
    const gb = registerResponseSchema.parse(
      (await register(nonMemberBody({}, { country: countryId("GB") }))).json(),
    );
    expect(gb.invoice).toMatchObject({ vatRateBp: 0, vatLabel: "0%", vatCents: 0, totalCents: 167_000 });
  });

  it("never reads amounts from the client", async () => {
    const body = {
      ...nonMemberBody({}, { country: countryId("NL"), subtotalCents: 1, totalCents: 1, isMember: true }),
      invoice: { subtotalCents: 1, vatCents: 0, totalCents: 1, vatRateBp: 0 },
      subtotalCents: 1,
      totalCents: 1,
      vatCents: 0,
      status: "paid",
    };
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const out = registerResponseSchema.parse(res.json());
    const expected = invoiceFor({
      isMember: false,
      attendees: 1,
      country: { vatRateBp: 2100, reverseCharge: false },
      prices: PRICES,
    });
    expect(out.invoice).toEqual(expected);
    expect(out.isMember).toBe(false);
    const [reg] = await t.app.db.select().from(registrations).where(eq(registrations.id, out.registrationId));
    expect(reg).toMatchObject({
      status: "awaiting_verification",
      isMember: false,
      subtotalCents: expected.subtotalCents,
      vatCents: expected.vatCents,
      totalCents: expected.totalCents,
      vatRateBp: 2100,
    });
  });

  it("answers bad input with 400 and the field", async () => {
    const { companyName: _omit, ...noName } = profile();
    expectError(
      await register({ ...nonMemberBody(), companyProfile: noName }),
      400,
      "companyProfile.companyName",
    );
    expectError(
      await register(nonMemberBody({}, { categories: [1, 2, 3, 4] })),
      400,
      "companyProfile.categories",
    );
    expectError(await register(nonMemberBody({}, { trading: "refurbished" })), 400, "companyProfile.trading");
    expectError(
      await register(nonMemberBody({}, { profile: "x".repeat(1001) })),
      400,
      "companyProfile.profile",
    );
    expectError(await register(nonMemberBody({ attendees: [] })), 400, "attendees");
    expectError(await register(nonMemberBody({}, { country: 99_999 })), 400, "companyProfile.country");
  });

  it("needs one attendee with an e-mail-shaped address of at least 7 characters", async () => {
    const before = await registrationCount();
    const noEmail = nonMemberBody({
      attendees: [attendee("a@b.co"), attendee("not-an-email"), attendee("-", { tbd: true })],
    });
    const body = expectError(await register(noEmail), 400, "attendees");
    expect(body.message).toBe(M.attendeeEmailRequired);
    expect(await registrationCount()).toBe(before);
  });

  it("leaves nothing behind when a step fails", async () => {
    const [regs, comps] = [await registrationCount(), await companyCount()];
    await t.app.db.execute(
      sql.raw(`create function ebm_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'attendee insert failed on purpose'; end $$`),
    );
    await t.app.db.execute(
      sql.raw(
        "create trigger ebm_test_fail before insert on registration_attendees for each row execute function ebm_test_fail()",
      ),
    );
    try {
      const res = await register(nonMemberBody());
      expectError(res, 500);
    } finally {
      await t.app.db.execute(sql.raw("drop trigger ebm_test_fail on registration_attendees"));
      await t.app.db.execute(sql.raw("drop function ebm_test_fail()"));
    }
    expect(await registrationCount()).toBe(regs);
    expect(await companyCount()).toBe(comps);
    expect((await register(nonMemberBody())).statusCode).toBe(200);
  });
});

describe("rate limits", () => {
  it("slow down wrong membership sign-ins from one address without keeping the member out elsewhere", async () => {
    const limited = await createTestApp({}, { authPerMinute: 2 });
    try {
      const attempt = (password: string, remoteAddress: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/register/loginTBSToGrabInfo",
          payload: { email: DEMO.marketplace, password },
          remoteAddress,
        });
      expect((await attempt("wrong", "203.0.113.7")).statusCode).toBe(401);
      expect((await attempt("wrong", "203.0.113.7")).statusCode).toBe(401);
      expect((await attempt("wrong", "203.0.113.7")).statusCode).toBe(401);
      const res = await attempt("wrong", "203.0.113.7");
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      // The member, from their own address, is not held up.
      const owner = await attempt("Dublin2025!", "198.51.100.20");
      expect(owner.statusCode).toBe(200);
      expect(owner.json().result.companyProfile.tbsCompanyId).toBe(90_002);
    } finally {
      await limited.close();
    }
  });
});
