import { leadsOf, scannerAndBadge } from "./badge-helpers.ts";
import { A11Y_WIDTHS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";
import { newAttendee } from "./scheduler-helpers.ts";

// A phone with no camera to start (the browser has none here): the code is typed instead.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.describe("Scanning without a camera", () => {
  test("says why the camera cannot be used, and a typed badge code is looked up and saved as a lead", async ({
    page,
    request,
    freshAttendee,
  }) => {
    const other = await newAttendee(request);
    const { scanner, badge } = await scannerAndBadge(request, freshAttendee, other);
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/scan");

    const noCamera = page.getByRole("alert").filter({ hasText: "The camera cannot be used" });
    await expect(noCamera).toBeVisible({ timeout: 30_000 });
    await expect(noCamera).toContainText("Type the code printed under the badge's QR below instead.");
    await expectAccessible(page, "no camera, the code to type", { widths: A11Y_WIDTHS });

    const typed = page.getByRole("textbox", { name: "Or type the code under the badge's QR" });
    await typed.fill(`  ${badge.code} `);
    await page.getByRole("button", { name: "Look up" }).click();
    await expect(page.getByRole("heading", { level: 2, name: other.name })).toBeVisible();
    await page.getByRole("textbox", { name: "Notes" }).fill("Met at the coffee bar");
    await page.getByRole("button", { name: "Save lead" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Lead saved: ${other.name}` })).toBeVisible();
    expect(await leadsOf(request, scanner)).toEqual([
      expect.objectContaining({ contactName: other.name, notes: "Met at the coffee bar" }),
    ]);
  });
});
