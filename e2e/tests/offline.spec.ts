import { expect, signInDirectly, test } from "./fixtures.ts";

// This spec lets the app's offline worker run (the others block it, playwright.config.ts).
test.use({ serviceWorkers: "allow", viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test("the app installs with a manifest, and /scan opens again without a connection", async ({
  page,
  context,
  freshAttendee,
}) => {
  const manifest = await page.request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { icons: { src: string; sizes: string; type: string }[] };
  expect(body).toMatchObject({ display: "standalone", start_url: "/" });
  // Browsers offer to install an app with PNG icons of 192 and 512 px.
  for (const size of ["192x192", "512x512"]) {
    const icon = body.icons.find((entry) => entry.sizes === size && entry.type === "image/png");
    expect(icon, `a ${size} PNG icon`).toBeDefined();
    const served = await page.request.get(icon?.src ?? "");
    expect(served.headers()["content-type"]).toBe("image/png");
  }

  await signInDirectly(page, freshAttendee.email, freshAttendee.password);
  await page.goto("/scan");
  await expect(page.getByRole("heading", { level: 1, name: "Scan a lead" })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  // The worker has kept its files and answers this page's requests.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Scan a lead" })).toBeVisible({ timeout: 30_000 });
  // Still signed in: the scanner itself is drawn, not the sign-in prompt.
  await expect(page.getByText("Point the camera at the QR code")).toBeVisible();
  await context.setOffline(false);
});
