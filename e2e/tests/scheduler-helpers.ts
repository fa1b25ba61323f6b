import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { createSampleCompany } from "./dev-tools.ts";
import { expect, type FreshAccount, signInDirectly } from "./fixtures.ts";

/** Where the test server's event clock starts (playwright.config.ts): Thursday 14:50 in Dublin. */
export const EVENT_TIME = new Date("2025-11-06T14:50:00Z");

/** The Friday tab of `/scheduler?cd=`: every meeting of these tests is on the second meeting day. */
export const FRIDAY_TAB = 1;

export interface ApiUser {
  id: number;
  token: string;
  name: string;
  companyId: number;
}

export interface ApiMeeting {
  id: number;
  timeslotId: number;
  fromId: number;
  toId: number;
  status: number;
  table: number | null;
  tableLabel: string | null;
  parentScheduleId: number | null;
  attendees: number[];
  actions: string[];
}

const bearer = (user: ApiUser) => ({ Authorization: `Bearer ${user.token}` });

/** Signs an account in through the API, without touching any page. */
export async function logIn(request: APIRequestContext, account: FreshAccount): Promise<ApiUser> {
  const response = await request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), `login of ${account.email}`).toBe(200);
  return (await response.json()) as ApiUser;
}

/** The id of the slot of `day` starting at `timeStart` ("10:00"), as `user` gets the timeslots. */
export async function slotIdAt(
  request: APIRequestContext,
  user: ApiUser,
  day: number,
  timeStart: string,
): Promise<number> {
  const response = await request.get("/api/scheduler/timeslots", { headers: bearer(user) });
  expect(response.status()).toBe(200);
  const { timeslots } = (await response.json()) as {
    timeslots: { id: number; day: number; timeStart: string }[];
  };
  const slot = timeslots.find((s) => s.day === day && s.timeStart === timeStart);
  expect(slot, `a timeslot on day ${day} at ${timeStart}`).toBeDefined();
  return (slot as { id: number }).id;
}

/** `from` asks `to` for a meeting through the API; answers the new meeting's id. */
export async function requestMeeting(
  request: APIRequestContext,
  from: ApiUser,
  to: ApiUser,
  timeslotId: number,
  message = "",
): Promise<number> {
  const response = await request.post("/api/scheduler/meetings", {
    headers: bearer(from),
    data: { toId: to.id, timeslotId, message },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { payload: { meetingId: number } }).payload.meetingId;
}

/** `user` acts on a meeting through the API (accept, decline, cancel, …). */
export async function actOnMeeting(
  request: APIRequestContext,
  user: ApiUser,
  meetingId: number,
  action: string,
): Promise<void> {
  const response = await request.post(`/api/scheduler/meetings/${meetingId}/action/${action}`, {
    headers: bearer(user),
    data: {},
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The live meetings of `user`. */
export async function meetingsOf(request: APIRequestContext, user: ApiUser): Promise<ApiMeeting[]> {
  const response = await request.get("/api/scheduler/meetings", { headers: bearer(user) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meets: ApiMeeting[] }).meets;
}

/**
 * Two people of different companies with an accepted meeting on Friday at `timeStart`: `from`
 * asked, `to` accepted.
 */
export async function acceptedMeeting(
  request: APIRequestContext,
  from: FreshAccount,
  to: FreshAccount,
  timeStart = "10:00",
): Promise<{ a: ApiUser; b: ApiUser; meetingId: number }> {
  const a = await logIn(request, from);
  const b = await logIn(request, to);
  const slot = await slotIdAt(request, a, 2, timeStart);
  const meetingId = await requestMeeting(request, a, b, slot, "Shall we talk about servers?");
  await actOnMeeting(request, b, meetingId, "accept");
  return { a, b, meetingId };
}

/**
 * Signs `account` in on `page`, stands the page's clock on the event clock (so the slots of the
 * meeting days have not ended) and opens the scheduler.
 */
export async function openScheduler(
  page: Page,
  account: FreshAccount,
  query = `?cd=${FRIDAY_TAB}`,
): Promise<void> {
  await page.clock.setFixedTime(EVENT_TIME);
  await signInDirectly(page, account.email, account.password);
  await page.goto(`/scheduler${query}`);
  // The page's code loads on demand; on a busy machine that takes a while.
  await expect(page.getByRole("heading", { level: 1, name: "Scheduler" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("tab", { name: "Cancelled Meetings" })).toBeVisible({ timeout: 30_000 });
}

/** Chooses a status filter; the chips' radio inputs are drawn by their labels. */
export async function chooseFilter(page: Page, label: string): Promise<void> {
  await page.getByRole("radiogroup", { name: "Show timeslots" }).getByText(label, { exact: true }).click();
  await expect(page.getByRole("radio", { name: label })).toBeChecked();
}

/** A second signed-in browser (another person) on the scheduler; close its context when done. */
export async function openSchedulerElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  account: FreshAccount,
  query?: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openScheduler(page, account, query);
  return page;
}

/** The card of one timeslot, named by its time ("10:00 – 10:30"). */
export const slotCard = (page: Page, time: string): Locator =>
  page.getByRole("article", { name: time, exact: true });

/** The snackbar that says `text`: a polite status for a success, an alert for an error. */
export { snackbar } from "./fixtures.ts";

/** The background colour of a slot card's header. */
export const headerColour = (card: Locator) =>
  card
    .locator("[data-state]")
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** Another new attending company's only contact (the `freshAttendee` fixture makes one per test). */
export async function newAttendee(request: APIRequestContext): Promise<FreshAccount> {
  const { company, contacts } = await createSampleCompany(request, { contacts: 1 });
  const [contact] = contacts;
  if (!contact) throw new Error("the sample company came without its contact");
  return { ...contact, company };
}
