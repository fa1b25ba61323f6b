import { invoiceFor } from "@ebm/shared/pricing";
import {
  lastRegisteredResponseSchema,
  loginTbsResponseSchema,
  registerResponseSchema,
} from "@ebm/shared/schemas/register";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, registrations } from "../../db/schema/index.ts";
import { countryId } from "../../db/seed/data/countries.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, type TestApp } from "../../test/app.ts";
import { APP_SECRET, registerTestKit } from "./register.test-kit.ts";
import { membershipTokens } from "./register.token.ts";

const kit = registerTestKit(() => t);
const { tbsLogin, setOpen, profile, attendee, register, expectError, registrationCount, PRICES, M } = kit;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_SECRET });
  await setOpen(true);
});
afterAll(() => t.close());

describe("members", () => {
  const memberProfile = (over: Record<string, unknown> = {}) =>
    profile({
      // The locked fields come from the directory: these must not be stored.
      companyName: "Renamed By The Browser Ltd",
      streetAddress: "1 Fake Street",
      country: countryId("NL"),
      tbsCompanyId: 90_002,
      categories: [4],
      trading: "new",
      profile: "Networking equipment from London.",
      heardThrough: "TBS Mailing",
      ...over,
    });
  const memberBody = (token: string | undefined, over: Record<string, unknown> = {}) => ({
    companyProfile: memberProfile(),
    attendees: [attendee(DEMO.marketplace, { name: "Oliver Bennett" }), attendee("-", { tbd: true })],
    utmParams: null,
    refParams: null,
    acceptPrivacy: true,
    ...(token === undefined ? {} : { membershipToken: token }),
    ...over,
  });
  let token = "";
  beforeAll(async () => {
    token = loginTbsResponseSchema.parse((await tbsLogin(DEMO.marketplace, DEMO_PASSWORD)).json()).result
      .membershipToken;
  });

  it("need a membership token that is ours, unexpired and for this company", async () => {
    const before = await registrationCount();
    expectError(await register(memberBody(undefined)), 400, "membershipToken");
    const [payload, signature] = token.split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({ tbsCompanyId: 90_002, memberUserId: 4, exp: Date.now() + 3_600_000 }),
    ).toString("base64url");
    expectError(await register(memberBody(`${forgedPayload}.${signature}`)), 400, "membershipToken");
    expectError(await register(memberBody(`${payload}.${"A".repeat(43)}`)), 400, "membershipToken");
    const otherKey = membershipTokens({ secret: "another-secret-of-at-least-32-characters!" });
    expectError(
      await register(memberBody(otherKey.sign({ tbsCompanyId: 90_002, memberUserId: 4 }))),
      400,
      "membershipToken",
    );
    const expired = membershipTokens({ secret: APP_SECRET, now: () => Date.now() - 3 * 3_600_000 });
    expectError(
      await register(memberBody(expired.sign({ tbsCompanyId: 90_002, memberUserId: 4 }))),
      400,
      "membershipToken",
    );
    // A good token of one company does not buy member prices for another.
    const mismatched = expectError(
      await register(memberBody(token, { companyProfile: memberProfile({ tbsCompanyId: 90_001 }) })),
      400,
      "membershipToken",
    );
    expect(mismatched.message).toBe(M.membershipTokenInvalid);
    expect(await registrationCount()).toBe(before);
  });

  it("register with the directory's company fields, pending payment, and get a checkout link", async () => {
    const res = await register(memberBody(token));
    expect(res.statusCode).toBe(200);
    const out = registerResponseSchema.parse(res.json());
    expect(out.isMember).toBe(true);
    expect(out.link).toEqual(expect.any(String));
    expect(out.link?.length).toBeGreaterThan(0);
    // The company is in the United Kingdom (no VAT), whatever country the browser sent.
    expect(out.invoice).toEqual(
      invoiceFor({
        isMember: true,
        attendees: 2,
        country: { vatRateBp: 0, reverseCharge: false },
        prices: PRICES,
      }),
    );
    const [reg] = await t.app.db.select().from(registrations).where(eq(registrations.id, out.registrationId));
    expect(reg).toMatchObject({
      status: "pending_payment",
      isMember: true,
      companyId: 3,
      totalCents: 199_000,
    });
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, 3));
    expect(company).toMatchObject({
      name: "Marketplace Member Ltd",
      streetAddress: "48 Commercial Road",
      countryId: countryId("GB"),
      profile: "Networking equipment from London.",
    });
  });

  it("can start again after leaving the checkout unpaid; the unpaid registration is cancelled", async () => {
    const [first] = await t.app.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.companyId, 3), eq(registrations.status, "pending_payment")));
    expect(first).toBeDefined();
    expect((await tbsLogin(DEMO.marketplace, DEMO_PASSWORD)).statusCode).toBe(200);
    const again = registerResponseSchema.parse((await register(memberBody(token))).json());
    expect(again.registrationId).not.toBe(first?.id);
    const rows = await t.app.db.select().from(registrations).where(eq(registrations.companyId, 3));
    expect(rows.find((r) => r.id === first?.id)?.status).toBe("cancelled");
    expect(rows.filter((r) => r.status === "pending_payment").map((r) => r.id)).toEqual([
      again.registrationId,
    ]);
  });

  it("cannot register twice once paid, and step 1 then says the company is registered", async () => {
    await t.app.db
      .update(registrations)
      .set({ status: "paid" })
      .where(and(eq(registrations.companyId, 3), eq(registrations.status, "pending_payment")));
    expectError(await register(memberBody(token)), 409);
    expectError(await tbsLogin(DEMO.marketplace, DEMO_PASSWORD), 409);
  });

  it("show as the last registration, without personal data", async () => {
    const res = await t.app.inject({ url: "/api/misc/lastRegistered" });
    const body = lastRegisteredResponseSchema.parse(res.json());
    expect(body.payload).toMatchObject({
      companyName: "Marketplace Member Ltd",
      country: "United Kingdom",
    });
    expect(Object.keys(body.payload ?? {}).sort()).toEqual(["companyName", "country", "registeredAt"]);
  });
});
