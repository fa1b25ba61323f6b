import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { contactsCard } from "./company-helpers.ts";
import { expect, type FreshAccount, USER_STORAGE_KEY } from "./fixtures.ts";

/** Where the test server's event clock starts (playwright.config.ts): Thursday 14:50 in Dublin. */
export const EVENT_TIME = new Date("2025-11-06T14:50:00Z");

/** The selected timeslot's key in sessionStorage (apps/web/src/lib/timeslot-request.ts). */
const TIMESLOT_REQUEST_STORAGE_KEY = "ebm.timeslotRequest";

export interface SignedInUser {
  id: number;
  token: string;
  name: string;
  companyId: number;
}

export interface ApiTimeslot {
  id: number;
  day: number;
  timeStart: string;
  timeEnd: string;
}

export interface ApiMeeting {
  id: number;
  timeslotId: number;
  fromId: number;
  toId: number;
  status: number;
  message: string;
  actions: string[];
}

/** Signs an account in through the API, without touching any page. */
export async function logIn(request: APIRequestContext, account: FreshAccount): Promise<SignedInUser> {
  const response = await request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), `login of ${account.email}`).toBe(200);
  return (await response.json()) as SignedInUser;
}

const bearer = (user: SignedInUser) => ({ Authorization: `Bearer ${user.token}` });

/** Both meeting days' timeslots as `user` gets them. */
export async function timeslotsOf(request: APIRequestContext, user: SignedInUser): Promise<ApiTimeslot[]> {
  const response = await request.get("/api/scheduler/timeslots", { headers: bearer(user) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { timeslots: ApiTimeslot[] }).timeslots;
}

/** The slot of `day` starting at `timeStart`. */
export async function slotAt(
  request: APIRequestContext,
  user: SignedInUser,
  day: number,
  timeStart: string,
): Promise<ApiTimeslot> {
  const slot = (await timeslotsOf(request, user)).find((s) => s.day === day && s.timeStart === timeStart);
  expect(slot, `a timeslot on day ${day} at ${timeStart}`).toBeDefined();
  return slot as ApiTimeslot;
}

/** The live meetings of `user` (GET /api/scheduler/meetings). */
export async function meetingsOf(request: APIRequestContext, user: SignedInUser): Promise<ApiMeeting[]> {
  const response = await request.get("/api/scheduler/meetings", { headers: bearer(user) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meets: ApiMeeting[] }).meets;
}

/** Blocks a timeslot in `user`'s own scheduler, so they are busy in it. */
export async function blockTimeslot(
  request: APIRequestContext,
  user: SignedInUser,
  timeslotId: number,
): Promise<void> {
  const response = await request.post("/api/scheduler/blockTimeslot", {
    headers: bearer(user),
    data: { timeslotId },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Asks `to` for a meeting in a timeslot, as `from`, through the API. */
export async function requestMeetingApi(
  request: APIRequestContext,
  from: SignedInUser,
  toId: number,
  timeslotId: number,
): Promise<void> {
  const response = await request.post("/api/scheduler/meetings", {
    headers: bearer(from),
    data: { toId, timeslotId, message: "" },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/**
 * Stores `user` in a page the way the app does after a sign-in, and nothing else: the browser
 * session has not begun, so the page's first load is a first visit (unlike `signInDirectly`).
 */
export async function storeUserOnly(page: Page, user: SignedInUser): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    USER_STORAGE_KEY,
    JSON.stringify(user),
  ] as const);
}

/** A new browser context (a new browser session) on the test server. */
export async function freshContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
}

/** Selects a timeslot for the page before it loads, as the scheduler's "Find a meeting" does. */
export async function selectTimeslot(page: Page, slot: ApiTimeslot): Promise<void> {
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
    TIMESLOT_REQUEST_STORAGE_KEY,
    JSON.stringify({ id: slot.id, day: slot.day, timeStart: slot.timeStart, timeEnd: slot.timeEnd }),
  ] as const);
}

/** The selected timeslot as the page stores it, or null. */
export const storedTimeslot = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), TIMESLOT_REQUEST_STORAGE_KEY);

/**
 * Opens a company page and waits until its heading shows. The first load fetches the page's code
 * and the company, so it gets more time than one step of a test.
 */
export async function openCompany(page: Page, company: { id: number; name: string }): Promise<void> {
  await page.goto(`/attendeeDetails/${company.id}`);
  await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible({ timeout: 30_000 });
}

/**
 * Waits until the app has started for a signed-in user (the header's account menu shows): on a
 * prerendered page that comes after the first paint, so it gets more time than one step.
 */
export async function expectSignedInApp(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("button", { name: `Account menu for ${name}` })).toBeVisible({
    timeout: 30_000,
  });
}

/** One contact's card on the company page. */
export const contactCard = (page: Page, name: string) =>
  contactsCard(page)
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name }) });

export const pickerDialog = (page: Page, name: string) =>
  page.getByRole("dialog", { name: `Choose a timeslot to meet ${name}` });

export const messageDialog = (page: Page, name: string) =>
  page.getByRole("dialog", { name: `Request a meeting with ${name}` });

/** The picker's row of one slot ("15:00 – 15:30"). */
export const slotRow = (page: Page, name: string, slot: Pick<ApiTimeslot, "timeStart" | "timeEnd">) =>
  pickerDialog(page, name)
    .getByRole("listitem")
    .filter({ hasText: `${slot.timeStart} – ${slot.timeEnd}` });
