import { CHECKIN_MESSAGES, LEADS_MESSAGES } from "@ebm/shared/messages";
import { badgeOf, leadsOf, logIn } from "./badge-helpers.ts";
import { A11Y_WIDTHS, ACCOUNTS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";
import { newAttendee } from "./scheduler-helpers.ts";

test.describe("Check-in", () => {
  test("organiser staff check a badge in with one tap; a second scan says since when", async ({
    page,
    request,
    freshAttendee,
  }) => {
    const badge = await badgeOf(request, await logIn(request, freshAttendee));
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto(new URL(badge.url).pathname + new URL(badge.url).search);

    await expect(page.getByRole("heading", { level: 2, name: freshAttendee.name })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(freshAttendee.company.name)).toBeVisible();
    await page.getByRole("button", { name: "Check in" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      `${CHECKIN_MESSAGES.checkedIn}: ${freshAttendee.name}`,
    );
    await expectAccessible(page, "a badge just checked in", { widths: A11Y_WIDTHS });

    // The desk scans the same badge again.
    await page.reload();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      `${CHECKIN_MESSAGES.alreadyCheckedIn} at`,
      {
        timeout: 30_000,
      },
    );
    await expect(page.getByRole("button", { name: "Check in" })).toHaveCount(0);
    await expectAccessible(page, "a badge checked in before", { widths: A11Y_WIDTHS });
  });

  test("an attendee who opens a badge with the phone's camera saves a lead, or asks for a meeting or a chat; a forged code is not found", async ({
    page,
    browser,
    baseURL,
    request,
    freshAttendee,
  }) => {
    const other = await newAttendee(request);
    const badge = await badgeOf(request, await logIn(request, other));
    const me = await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/checkin?id=${encodeURIComponent(badge.code)}`);
    await expect(page.getByRole("heading", { level: 2, name: other.name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(other.company.name)).toBeVisible();
    await expect(page.getByRole("button", { name: "Check in" })).toHaveCount(0);
    await expect(page.getByText(other.email)).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Request meeting" })).toHaveAttribute(
      "href",
      `/attendeeDetails/${other.company.id}`,
    );
    await expect(main.getByRole("link", { name: "Chat" })).toHaveAttribute(
      "href",
      `/messages?contact=${other.id}`,
    );
    await expectAccessible(page, "a badge opened by an attendee", { widths: A11Y_WIDTHS });

    await main.getByRole("button", { name: "Save lead" }).click();
    await main.getByRole("textbox", { name: "Notes" }).fill("Wants 200 refurbished ThinkPads");
    await main.getByRole("radio", { name: "Hot" }).check();
    await main.getByRole("button", { name: "Save lead" }).click();
    await expect(main.getByRole("status")).toContainText(`Lead saved: ${other.name}`);
    const leads = await leadsOf(request, me);
    expect(leads.find((lead) => lead.contactName === other.name)).toMatchObject({
      notes: "Wants 200 refurbished ThinkPads",
      rating: "hot",
    });

    // A visitor is asked to sign in first.
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(`/checkin?id=${encodeURIComponent(badge.code)}`);
    await expect(visitor.getByRole("heading", { level: 2, name: other.name })).toBeVisible({
      timeout: 30_000,
    });
    await expect(visitor.getByRole("main").getByRole("button", { name: "Sign in" })).toBeVisible();
    await visitor.context().close();

    // A bare contact id, or the code with one character changed: the same not-found state.
    await page.goto(`/checkin?id=${other.id}`);
    await expect(page.getByText(LEADS_MESSAGES.badgeNotFound)).toBeVisible();
    await expectAccessible(page, "a badge not found", { widths: A11Y_WIDTHS });
    const forged = `${badge.code.slice(0, -1)}${badge.code.endsWith("A") ? "B" : "A"}`;
    await page.goto(`/checkin?id=${encodeURIComponent(forged)}`);
    await expect(page.getByText(LEADS_MESSAGES.badgeNotFound)).toBeVisible();
  });

  test("the profile and the printable badge show the user's own badge QR", async ({
    page,
    request,
    freshAttendee,
  }) => {
    const badge = await badgeOf(request, await logIn(request, freshAttendee));
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/badge");
    const printed = page.getByRole("article", { name: `Badge of ${freshAttendee.name}` });
    await expect(
      printed.getByRole("img", { name: `Badge QR code of ${freshAttendee.name}` }),
    ).toHaveAttribute("data-badge-url", badge.url, { timeout: 30_000 });
    await expect(printed.getByText(freshAttendee.company.name)).toBeVisible();
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expectAccessible(page, "the printable badge", { widths: A11Y_WIDTHS });

    await page.goto("/profile");
    await expect(page.getByRole("img", { name: `Badge QR code of ${freshAttendee.name}` })).toHaveAttribute(
      "data-badge-url",
      badge.url,
      { timeout: 30_000 },
    );
    await expect(page.getByRole("link", { name: "Print your badge" })).toBeVisible();
  });
});
