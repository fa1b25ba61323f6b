import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { createSampleCompany } from "./dev-tools.ts";
import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  type FreshAccount,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";
import { holdRequests } from "./organiser-helpers.ts";
import { logIn } from "./scheduler-helpers.ts";

/** The fresh attendee (a sales manager) signs up for the dinner through the API; waits for review. */
async function signUpForDinner(request: APIRequestContext, account: FreshAccount, dayNumber: number) {
  const user = await logIn(request, account);
  const response = await request.post("/api/misc/regCaptLunch", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { contactId: user.id, dayNumber },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The seats taken of a day as its card says them ("12 of 250 seats taken"). */
async function seatsTaken(page: Page, dayIndex: number): Promise<number> {
  const text = await page
    .getByText(/^\d[\d,]* of 250 seats taken$/)
    .nth(dayIndex)
    .textContent();
  return Number((text ?? "").split(" of ")[0]?.replaceAll(",", ""));
}

/** The approved sign-ups of a day as its card says them ("5 approved · 2 waiting · …"). */
async function approvedOn(page: Page, dayIndex: number): Promise<number> {
  const text = await page
    .getByText(/^\d[\d,]* approved · /)
    .nth(dayIndex)
    .textContent();
  return Number((text ?? "").split(" approved")[0]?.replaceAll(",", ""));
}

const openConsole = async (page: Page, email: string) => {
  await signInDirectly(page, ACCOUNTS.organiser.email);
  await page.goto(`/organiser/dinner?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Captain's Dinner" })).toBeVisible();
};

test.describe("Captain's Dinner review", () => {
  test("an approved sign-up shows approved, keeps its seat, and goes back to waiting when undone", async ({
    page,
    request,
    freshAttendee,
  }) => {
    await signUpForDinner(request, freshAttendee, 1);
    await openConsole(page, freshAttendee.email);
    await expect(page.getByRole("table").getByText("Waiting", { exact: true })).toBeVisible();
    const before = await seatsTaken(page, 0);
    const approvedBefore = await approvedOn(page, 0);
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });

    await page.getByRole("button", { name: `Approve ${freshAttendee.name}` }).click();
    await expect(page.getByRole("table").getByText("Approved", { exact: true })).toBeVisible();
    await expect(snackbar(page, freshAttendee.name)).toHaveAttribute("role", "status");
    await expectAccessible(page, "sign-up approved success toast", { widths: A11Y_WIDTHS });
    await expect(page.getByRole("button", { name: `Approve ${freshAttendee.name}` })).toHaveCount(0);
    // A waiting sign-up held its seat already: the seats taken stay, the approved grow.
    await expect.poll(() => approvedOn(page, 0)).toBe(approvedBefore + 1);
    expect(await seatsTaken(page, 0)).toBe(before);
    await expect(page.getByText(/by Sophie van Dijk/)).toBeVisible();

    // Undone: back to waiting, no longer reviewed.
    await page.getByRole("button", { name: `Put ${freshAttendee.name} back to waiting` }).click();
    await expect(page.getByRole("table").getByText("Waiting", { exact: true })).toBeVisible();
    await expect(snackbar(page, "waiting for review again")).toBeVisible();
    await expect.poll(() => approvedOn(page, 0)).toBe(approvedBefore);
    await expect(page.getByText(/by Sophie van Dijk/)).toHaveCount(0);
    await expectAccessible(page, "sign-up back to waiting", { widths: A11Y_WIDTHS });
  });

  test("a declined sign-up is asked about first, then shows declined", async ({
    page,
    request,
    freshAttendee,
  }) => {
    await signUpForDinner(request, freshAttendee, 2);
    await openConsole(page, freshAttendee.email);
    await page.getByRole("button", { name: `Decline ${freshAttendee.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Decline this sign-up?" });
    await expect(dialog).toContainText(freshAttendee.name);
    await expectAccessible(page, "decline sign-up confirm dialog", { widths: A11Y_WIDTHS });
    await dialog.getByRole("button", { name: "Yes, decline" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("table").getByText("Declined", { exact: true })).toBeVisible();

    // Switched: the declined sign-up is approved after all, and takes its seat again.
    const taken = await seatsTaken(page, 1);
    await page.getByRole("button", { name: `Approve ${freshAttendee.name}` }).click();
    await expect(page.getByRole("table").getByText("Approved", { exact: true })).toBeVisible();
    await expect.poll(() => seatsTaken(page, 1)).toBe(taken + 1);
    await expectAccessible(page, "declined sign-up approved after all", { widths: A11Y_WIDTHS });
  });

  test("each day's guest list downloads as a CSV with the approved guests", async ({
    page,
    request,
    freshAttendee,
  }) => {
    await signUpForDinner(request, freshAttendee, 1);
    await openConsole(page, freshAttendee.email);
    await page.getByRole("button", { name: `Approve ${freshAttendee.name}` }).click();
    await expect(page.getByRole("table").getByText("Approved", { exact: true })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: /^Guest list Thu 6 Nov/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("captains-dinner-guests-2025-11-06.csv");
    const csv = readFileSync(await file.path(), "utf8");
    expect(csv).toContain("Day,Name,Function,Company,E-mail,Signed up,Approved,Approved by");
    expect(csv).toContain(`Thursday 6 November,${freshAttendee.name},`);
    expect(csv).toContain(freshAttendee.email);
  });

  test("approves all waiting sign-ups of the page after one confirmation", async ({ page, request }) => {
    // The company's sales manager and managing director, both allowed at the dinner.
    const { company, contacts } = await createSampleCompany(request, { contacts: 3 });
    const [salesManager, , director] = contacts;
    if (!salesManager || !director) throw new Error("the sample company came without its people");
    await signUpForDinner(request, { ...salesManager, company }, 1);
    await signUpForDinner(request, { ...director, company }, 2);
    await openConsole(page, company.name);
    await expect(page.getByRole("table").getByText("Waiting", { exact: true })).toHaveCount(2);

    await page.getByRole("button", { name: "Approve all 2 waiting on this page" }).click();
    const dialog = page.getByRole("dialog", { name: "Approve 2 sign-ups?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "approve all confirm dialog", { widths: A11Y_WIDTHS });
    await dialog.getByRole("button", { name: "Yes, approve all" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("table").getByText("Approved", { exact: true })).toHaveCount(2);
  });
});

test.describe("Captain's Dinner review on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the day tabs, the seats and the sign-ups as cards, nothing wider than the screen", async ({
    page,
    request,
    freshAttendee,
  }) => {
    await signUpForDinner(request, freshAttendee, 1);
    // The days and the sign-ups show placeholders while they load.
    const release = await holdRequests(page, /\/api\/organiser\/dinner(\/summary)?(\?|$)/);
    await openConsole(page, freshAttendee.email);
    await expect(page.getByText("Loading the dinner days")).toBeAttached();
    await expectAccessible(page, "dinner sign-ups loading", { widths: A11Y_WIDTHS });
    release();
    await expect(page.getByRole("button", { name: `Approve ${freshAttendee.name}` })).toBeVisible();
    // The control's radio is drawn by its label.
    await page.locator("label", { hasText: /^Fri/ }).click();
    await expect(page).toHaveURL(/day=2/);
    await expect(page.getByText("No sign-up matches this search.")).toBeVisible();
    await expectAccessible(page, "no sign-up matches the search", { widths: A11Y_WIDTHS });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
