import type { Page } from "@playwright/test";
import { A11Y_WIDTHS, ACCOUNTS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";
import { holdRequests } from "./organiser-helpers.ts";

/** A password reset for `email`: a mail in the outbox, as a visitor would cause it. */
async function requestReset(page: Page, email: string) {
  const response = await page.request.post("/api/companies/requestPassword", { data: { email } });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe("the organiser console's mail outbox", () => {
  test("finds a fresh account's mail by its address and opens its text, with the link's secret hidden", async ({
    page,
    freshAttendee,
  }) => {
    await requestReset(page, freshAttendee.email);
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/mail");
    await expect(page.getByRole("table")).toBeVisible();

    await page.getByRole("searchbox", { name: "Search mail" }).fill(freshAttendee.email);
    await expect(page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(freshAttendee.email).replace(".", "\\.")}`),
    );
    const row = page.getByRole("row").filter({ hasText: freshAttendee.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Pending")).toBeVisible();
    await expect(page.getByText(/^1–1 of 1 mails$/)).toBeVisible();
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });

    // A state that does not match it empties the list; its own state shows it again.
    await page.getByRole("combobox", { name: "State" }).selectOption("failed");
    await expect(page.getByText("No mail matches this search.")).toBeVisible();
    await expect(page).toHaveURL(/status=failed/);
    await expectAccessible(page, "no mail matches the search", { widths: A11Y_WIDTHS });
    await page.getByRole("combobox", { name: "State" }).selectOption("pending");
    await expect(row).toHaveCount(1);

    await row.getByRole("button", { name: "Set your new password" }).click();
    const drawer = page.getByRole("dialog", { name: "Set your new password" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(freshAttendee.email)).toBeVisible();
    await expect(drawer.getByText(/\?reset=\[redacted\]/)).toBeVisible();
    await expect(drawer.getByText(`Dear ${freshAttendee.name},`, { exact: false })).toBeVisible();
    await expectAccessible(page, "mail text drawer", { widths: A11Y_WIDTHS });
    await drawer.getByRole("button", { name: "Close mail" }).click();
    await expect(drawer).toBeHidden();
  });

  test("keeps the search in the address: a link with ?q= opens the list found", async ({
    page,
    freshAttendee,
  }) => {
    await requestReset(page, freshAttendee.email);
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto(`/organiser/mail?q=${encodeURIComponent(freshAttendee.email)}`);
    await expect(page.getByRole("searchbox", { name: "Search mail" })).toHaveValue(freshAttendee.email);
    await expect(page.getByRole("row").filter({ hasText: "Set your new password" })).toHaveCount(1);
  });
});

test.describe("the mail outbox on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("lists mails as cards that open, without sideways scrolling", async ({ page, freshAttendee }) => {
    await requestReset(page, freshAttendee.email);
    await signInDirectly(page, ACCOUNTS.organiser.email);
    // The outbox shows placeholders while it loads.
    const release = await holdRequests(page, /\/api\/organiser\/mail\?/);
    await page.goto(`/organiser/mail?q=${encodeURIComponent(freshAttendee.email)}`);
    await expect(page.getByText("Loading the outbox")).toBeAttached();
    await expectAccessible(page, "outbox loading", { widths: A11Y_WIDTHS });
    release();
    const card = page.getByRole("listitem").filter({ hasText: freshAttendee.email });
    await expect(card).toHaveCount(1);
    await expect(page.getByRole("table")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.getByRole("button", { name: "Set your new password" }).click();
    await expect(
      page.getByRole("dialog", { name: "Set your new password" }).getByText(/\?reset=\[redacted\]/),
    ).toBeVisible();
  });
});
