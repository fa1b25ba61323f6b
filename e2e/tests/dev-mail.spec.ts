import { A11Y_WIDTHS, ACCOUNTS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";

test("the organiser reads the mail outbox at /dev/mail, with its links", async ({ page, freshAttendee }) => {
  // A reset request puts a mail with a reset link into the outbox.
  const requested = await page.request.post("/api/companies/requestPassword", {
    data: { email: freshAttendee.email },
  });
  expect(requested.status()).toBe(200);

  await signInDirectly(page, ACCOUNTS.organiser.email);
  await page.goto("/dev/mail");
  await expect(page.getByRole("heading", { level: 1, name: "Mail outbox" })).toBeVisible();
  const mail = page
    .getByRole("article")
    .filter({ hasText: `To ${freshAttendee.email}` })
    .first();
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(mail.getByRole("heading", { name: "Set your new password" })).toBeVisible();
  await expect(mail.getByRole("link", { name: /\?reset=/ })).toHaveAttribute("href", /^http:\/\/.+\?reset=/);
  await expectAccessible(page, "outbox", { widths: A11Y_WIDTHS });

  // On a phone the long link wraps inside its mail instead of running out of it.
  await page.setViewportSize({ width: 375, height: 740 });
  const link = mail.getByRole("link", { name: /\?reset=/ });
  await expect
    .poll(async () => {
      const [linkBox, mailBox] = [await link.boundingBox(), await mail.boundingBox()];
      return (linkBox?.x ?? 0) + (linkBox?.width ?? Infinity) <= (mailBox?.x ?? 0) + (mailBox?.width ?? 0);
    })
    .toBe(true);
});

test("an attendee is told the outbox is for organisers and sees no mail", async ({ page }) => {
  await signInDirectly(page, ACCOUNTS.anna.email);
  await page.goto("/dev/mail");
  await expect(page.getByText("Only the organisers can read the mail outbox.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expectAccessible(page, "not an organiser", { widths: A11Y_WIDTHS });
});

test("a visitor is asked to sign in first", async ({ page }) => {
  await page.goto("/dev/mail");
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  const outbox = await page.request.get("/api/dev/mail");
  expect(outbox.status()).toBe(401);
});
