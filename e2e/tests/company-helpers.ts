import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, SESSION_STARTED_STORAGE_KEY, USER_STORAGE_KEY } from "./fixtures.ts";

/** A company as the directory lists it (POST /api/misc/attendees). */
export interface DirectoryCompany {
  id: number;
  name: string;
  country: string;
  description: string;
  status: number;
  isDiamond: boolean;
  isGold: boolean;
  isTrusted: boolean;
  industry: string | null;
}

export const OWN_COMPANY = "Demo Trading B.V.";

/**
 * The attending companies, straight from the directory API.
 * @example const companies = await attendees(page.request);
 */
export async function attendees(request: APIRequestContext): Promise<DirectoryCompany[]> {
  const response = await request.post("/api/misc/attendees", {
    data: { search: null, pref: null, tradingType: null },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { payload: DirectoryCompany[] }).payload;
}

/** The first full member (status 3) that is not the demo attendee's own company and matches `where`. */
export async function fullMember(
  request: APIRequestContext,
  where: (company: DirectoryCompany) => boolean = () => true,
): Promise<DirectoryCompany> {
  const found = (await attendees(request)).find(
    (company) => company.status === 3 && company.name !== OWN_COMPANY && where(company),
  );
  expect(found, "a matching full member in the demo data").toBeDefined();
  return found as DirectoryCompany;
}

/** The demo attendee's own company. */
export async function ownCompany(request: APIRequestContext): Promise<DirectoryCompany> {
  const found = (await attendees(request)).find((company) => company.name === OWN_COMPANY);
  expect(found, OWN_COMPANY).toBeDefined();
  return found as DirectoryCompany;
}

/** A contact as GET /api/companies/{id} returns it for a signed-in user. */
export interface ApiContact {
  id: number;
  name: string;
  tel: string;
  label: string;
  position: number;
  isSelf: boolean;
  hasLargePic: boolean;
}

/** The company page's data as the signed-in user with `token` gets it. */
export async function companyAsUser(
  request: APIRequestContext,
  id: number,
  token: string,
): Promise<{ company: Record<string, unknown>; contacts: ApiContact[] }> {
  const response = await request.get(`/api/companies/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { company: Record<string, unknown>; contacts: ApiContact[] } })
    .result;
}

/** Fails when the page scrolls sideways (content wider than the viewport). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export const companyHeading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
export const detailsCard = (page: Page) => page.getByRole("region", { name: "Company Details" });
export const contactsCard = (page: Page) => page.getByRole("region", { name: "Contact Details" });

type SessionUser = { id: number; token: string; name: string; companyId: number };
const sessions = new Map<string, SessionUser>();

/**
 * Like `signInDirectly`, but signs in once per account and worker and reuses the session, so a
 * file of many signed-in tests stays under the sign-in rate limit.
 * @example const user = await signInOnce(page, ACCOUNTS.anna.email); await page.goto("/");
 */
export async function signInOnce(page: Page, email: string): Promise<SessionUser> {
  let user = sessions.get(email);
  if (!user) {
    const response = await page.request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
    expect(response.status(), `login of ${email}`).toBe(200);
    user = (await response.json()) as SessionUser;
    sessions.set(email, user);
  }
  // The session counts as begun, so the pending-meetings redirect of a first visit stays away.
  await page.addInitScript(
    ([key, value, startedKey]) => {
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem(startedKey, "1");
    },
    [USER_STORAGE_KEY, JSON.stringify(user), SESSION_STARTED_STORAGE_KEY] as const,
  );
  return user;
}
