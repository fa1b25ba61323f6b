import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { createSampleRegistration } from "./dev-tools.ts";
import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";
import { holdRequests } from "./organiser-helpers.ts";

/** Opens the registrations section as the organiser and searches for `text`. */
async function searchFor(page: Page, text: string) {
  await signInDirectly(page, ACCOUNTS.organiser.email);
  await page.goto("/organiser/registrations");
  await expect(page.getByRole("heading", { level: 1, name: "Registrations" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

test.describe("the registrations section at 1280 px", () => {
  // Each state is scanned at three widths.
  test.describe.configure({ timeout: 120_000 });

  test("finds a registration by its company and verifies it; the contact's mail is in the outbox", async ({
    page,
  }) => {
    const made = await createSampleRegistration(page.request, { attendees: 2 });
    await searchFor(page, made.company.name);
    const open = page.getByRole("button", {
      name: `Open registration #${made.registrationId} of ${made.company.name}`,
    });
    await expect(open).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("row").nth(1)).toContainText("Awaiting verification");
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });

    await open.click();
    const drawer = page.getByRole("dialog", { name: `#${made.registrationId} ${made.company.name}` });
    await expect(drawer.getByText(made.attendees[1]?.email ?? "", { exact: false })).toBeVisible();
    await expect(drawer.getByText("Not a user yet")).toHaveCount(2);
    await expectAccessible(page, "registration detail drawer", { widths: A11Y_WIDTHS });

    await drawer.getByRole("button", { name: "Verify", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Verify this registration?" });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, "verify confirm dialog", { widths: A11Y_WIDTHS });
    await confirm.getByRole("button", { name: "Verify registration" }).click();
    await expect(confirm).toBeHidden();
    const verified = snackbar(page, `The registration of ${made.company.name} is verified`);
    await expect(verified).toHaveAttribute("role", "status");
    await expectAccessible(page, "registration verified success toast", { widths: A11Y_WIDTHS });
    await expect(drawer.getByText("Verified", { exact: true })).toBeVisible();
    await expect(drawer.getByText("User", { exact: true })).toHaveCount(2);
    await expect(drawer.getByRole("button", { name: "Verify", exact: true })).toHaveCount(0);
    // The confirmation can be sent again, after asking.
    await drawer.getByRole("button", { name: "Resend confirmation" }).click();
    const resend = page.getByRole("dialog", { name: "Send the confirmation again?" });
    await resend.getByRole("button", { name: "Send again" }).click();
    await expect(resend).toBeHidden();
    await expect(page.getByText("The confirmation is queued again.")).toBeVisible();
    await drawer.getByRole("button", { name: "Close registration" }).click();
    // The list follows.
    await expect(page.getByRole("row").nth(1)).toContainText("Verified");

    // The contact's mail waits in the console's outbox, with the attendee's own sign-in mail.
    const contact = made.attendees[0]?.email ?? "";
    await page.goto(`/organiser/mail?q=${encodeURIComponent(contact)}`);
    // Once at the verification and once more at the resend.
    await expect(page.getByRole("row").filter({ hasText: "Your registration is confirmed" })).toHaveCount(2);
    await expect(page.getByRole("row").filter({ hasText: "Set your password" })).toHaveCount(2);
    await page.getByRole("button", { name: "Your registration is confirmed" }).first().click();
    await expect(
      page
        .getByRole("dialog", { name: "Your registration is confirmed" })
        .getByText(made.company.name, { exact: false }),
    ).toBeVisible();
  });

  test("declines a registration with a reason", async ({ page }) => {
    const made = await createSampleRegistration(page.request);
    await searchFor(page, made.company.name);
    await page
      .getByRole("button", { name: `Open registration #${made.registrationId} of ${made.company.name}` })
      .click();
    const drawer = page.getByRole("dialog", { name: `#${made.registrationId} ${made.company.name}` });
    await drawer.getByRole("button", { name: "Decline", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: "Decline this registration?" });
    await dialog.getByRole("button", { name: "Decline registration" }).click();
    await expect(dialog.getByText("Please give a reason.")).toBeVisible();
    await expectAccessible(page, "decline dialog with its field error", { widths: A11Y_WIDTHS });
    const reason = "We could not confirm the company's trade references.";
    await dialog.getByRole("textbox", { name: "Reason" }).fill(reason);
    await dialog.getByRole("button", { name: "Decline registration" }).click();
    await expect(dialog).toBeHidden();
    await expect(drawer.getByText("Declined", { exact: true })).toBeVisible();
    await expect(drawer.getByText(reason)).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Decline", exact: true })).toHaveCount(0);

    const contact = made.attendees[0]?.email ?? "";
    await page.goto(`/organiser/mail?q=${encodeURIComponent(contact)}`);
    await page.getByRole("button", { name: "Your registration for the European Broker Meeting" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "Your registration for the European Broker Meeting" })
        .getByText(reason, {
          exact: false,
        }),
    ).toBeVisible();
  });

  test("filters by state and exports the list as CSV", async ({ page }) => {
    const made = await createSampleRegistration(page.request);
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/registrations");
    await page.getByRole("textbox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Awaiting verification" }).click();
    await expect(page).toHaveURL(/status=awaiting_verification/);
    await expect(
      page.getByRole("button", { name: `Open registration #${made.registrationId} of ${made.company.name}` }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Membership" }).click();
    await page.getByRole("option", { name: "Members", exact: true }).click();
    await expect(page.getByText("No registrations match.")).toBeVisible();
    await expectAccessible(page, "no registration matches the filters", { widths: A11Y_WIDTHS });
    await page.getByRole("textbox", { name: "Membership" }).click();
    await page.getByRole("option", { name: "Non-members", exact: true }).click();

    // An export that fails says so in an error toast, kept until closed.
    await page.route(/\/api\/organiser\/registrations\.csv/, (route) =>
      route.fulfill({ status: 500, json: { message: "The export is not available right now." } }),
    );
    await page.getByRole("button", { name: "Export CSV" }).click();
    const failed = snackbar(page, "The export is not available right now.");
    await expect(failed).toHaveAttribute("role", "alert");
    await expectAccessible(page, "export failed error toast", { widths: A11Y_WIDTHS });
    await failed.getByRole("button", { name: "Close notification" }).click();
    await expect(failed).toBeHidden();
    await page.unroute(/\/api\/organiser\/registrations\.csv/);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^registrations-\d{8}\.csv$/);
    const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
    const [header, ...lines] = text.trim().split("\n");
    expect(header).toBe(
      "Registration,Company,Country,Member,Status,Attendees,Subtotal (EUR),VAT (EUR),Total (EUR),Payment,Created (UTC)",
    );
    expect(
      lines.some((line) => line.startsWith(`${made.registrationId},${made.company.name},Germany,no,`)),
    ).toBe(true);
    expect(lines.every((line) => line.includes(",no,awaiting_verification,"))).toBe(true);
  });
});

test.describe("the registrations section at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.describe.configure({ timeout: 90_000 });

  test("shows cards, opens a registration full screen and verifies it", async ({ page }) => {
    const made = await createSampleRegistration(page.request);
    // The list and then the registration show placeholders while they load.
    const releaseList = await holdRequests(page, /\/api\/organiser\/registrations\?/);
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto(`/organiser/registrations?q=${encodeURIComponent(made.company.name)}`);
    await expect(page.getByText("Loading registrations")).toBeAttached();
    await expectAccessible(page, "registrations loading", { widths: A11Y_WIDTHS });
    releaseList();
    const open = page.getByRole("button", {
      name: `Open registration #${made.registrationId} of ${made.company.name}`,
    });
    await expect(open).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    // Nothing scrolls the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const releaseDetail = await holdRequests(
      page,
      new RegExp(`/api/organiser/registrations/${made.registrationId}$`),
    );
    await open.click();
    const loading = page.getByRole("dialog", { name: `Registration #${made.registrationId}` });
    await expect(loading.getByText("Loading the registration")).toBeAttached();
    await expectAccessible(page, "registration drawer loading", { widths: A11Y_WIDTHS });
    releaseDetail();
    const drawer = page.getByRole("dialog", { name: `#${made.registrationId} ${made.company.name}` });
    await expect(drawer.getByRole("button", { name: "Verify", exact: true })).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
    await drawer.getByRole("button", { name: "Verify", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Verify this registration?" })
      .getByRole("button", { name: "Verify registration" })
      .click();
    await expect(drawer.getByText("Verified", { exact: true })).toBeVisible();
  });
});
