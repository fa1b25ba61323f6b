import { REGISTRATION_MESSAGES } from "@ebm/shared/registration-messages";
import { errorResponseSchema } from "@ebm/shared/schemas/common";
import { count } from "drizzle-orm";
import { expect } from "vitest";
import { companies, registrations } from "../../db/schema/index.ts";
import { countryId } from "../../db/seed/data/countries.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { DEMO, signIn, type TestApp } from "../../test/app.ts";

/** The registration tests' app secret: tokens are made with it on both sides. */
export const APP_SECRET = "registration-test-secret-of-32-characters-or-more";

/**
 * Request builders and checks shared by the registration test files, bound to their test app.
 * @example const { register, nonMemberBody } = registerTestKit(() => t);
 */
export function registerTestKit(app: () => TestApp) {
  const PRICES = {
    memberCents: 99_500,
    nonMemberFirstCents: 167_000,
    membershipCents: 67_500,
    charityPerAttendeeCents: 10_000,
  };
  const M = REGISTRATION_MESSAGES;

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app().app.inject({ method: "POST", url, payload: payload as object, headers });
  const tbsLogin = (email: string, password: string) =>
    post("/api/register/loginTBSToGrabInfo", { email, password });
  const setOpen = async (open: boolean) => {
    const { headers } = await signIn(app().app, DEMO.organiser, DEMO_PASSWORD);
    const res = await post("/api/organiser/registration", { open }, headers);
    expect(res.statusCode).toBe(200);
  };

  const profile = (over: Record<string, unknown> = {}) => ({
    companyName: "Fresh Hardware GmbH",
    streetAddress: "Industriestraße 5, 10115 Berlin",
    city: "Berlin",
    postalCode: "10115",
    country: countryId("DE"),
    website: "https://fresh-hardware.example",
    tel: "+49 30 555 0101",
    vat: "DE123456789",
    profile: "We refurbish business laptops.",
    heardThrough: "LinkedIn",
    tbsCompanyId: null,
    categories: [1, 3],
    trading: "used",
    ...over,
  });
  const attendee = (email: string, over: Record<string, unknown> = {}) => ({
    name: "Jonas Weber",
    function: "Owner",
    email,
    tel: "+49 170 555 0101",
    tbd: false,
    ...over,
  });
  let unique = 0;
  const freshEmail = () => `person${++unique}.${Date.now()}@fresh.example`;
  const nonMemberBody = (over: Record<string, unknown> = {}, profileOver: Record<string, unknown> = {}) => ({
    companyProfile: profile(profileOver),
    attendees: [attendee(freshEmail())],
    utmParams: { utm_source: "newsletter", referrer: "Direct", clickedAt: "2025-06-01T10:00:00Z" },
    refParams: { ref: "partner-42" },
    acceptPrivacy: true,
    ...over,
  });
  const register = (body: unknown) => post("/api/register", body);
  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, field?: string) => {
    expect(res.statusCode).toBe(status);
    const body = errorResponseSchema.parse(res.json());
    expect(body.status).toBe(status);
    if (field) expect(body.field).toBe(field);
    return body;
  };
  const registrationCount = async () =>
    (await app().app.db.select({ n: count() }).from(registrations))[0]?.n ?? 0;
  const companyCount = async () => (await app().app.db.select({ n: count() }).from(companies))[0]?.n ?? 0;
  return {
    PRICES,
    M,
    post,
    tbsLogin,
    setOpen,
    profile,
    attendee,
    freshEmail,
    nonMemberBody,
    register,
    expectError,
    registrationCount,
    companyCount,
  };
}
