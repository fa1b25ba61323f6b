import { CHECKIN_MESSAGES, LEADS_MESSAGES } from "@ebm/shared/messages";
import { badgeOf, logIn } from "./badge-helpers.ts";
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

  test("anyone else sees the badge page, read-only; a forged code is not found", async ({
    page,
    request,
    freshAttendee,
  }) => {
    const other = await newAttendee(request);
    const badge = await badgeOf(request, await logIn(request, other));
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto(`/checkin?id=${encodeURIComponent(badge.code)}`);
    await expect(page.getByRole("heading", { level: 2, name: other.name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(other.company.name)).toBeVisible();
    await expect(page.getByRole("button", { name: "Check in" })).toHaveCount(0);
    await expect(page.getByText(other.email)).toHaveCount(0);
    await expectAccessible(page, "a badge read-only", { widths: A11Y_WIDTHS });

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
