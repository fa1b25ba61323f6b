import { readOutbox } from "./dev-tools.ts";
import { A11Y_WIDTHS, expect, expectAccessible, signInWithForm, snackbar, test } from "./fixtures.ts";

const NEW_PASSWORD = "Harbour-Lantern-Copper-91";
const CHANGED_PASSWORD = "Copper-Quay-Lantern-73";

test("resets a forgotten password with the mailed link", async ({ page, freshAttendee }) => {
  // Four dialog and toast states are scanned at three widths each.
  test.setTimeout(90_000);
  const { email, name } = freshAttendee;

  // 1. Request the reset from the sign-in modal.
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  await page
    .getByRole("dialog", { name: "Sign in" })
    .getByRole("button", { name: "Forgot your Password?" })
    .click();
  const requestDialog = page.getByRole("dialog", { name: "Reset your password" });
  const requestEmail = requestDialog.getByRole("textbox", { name: "Email" });
  await requestDialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(requestEmail).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "reset-password dialog with a field error", { widths: A11Y_WIDTHS });
  await requestEmail.fill(email);
  await requestDialog.getByRole("button", { name: "Send reset link" }).click();
  const requested = snackbar(page, "Password request successfull.");
  await expect(requested).toHaveRole("status");
  await expect(requested).toContainText("If we have your email-address on file");
  await expect(requestDialog).toBeHidden();
  await expectAccessible(page, "reset requested success toast", { widths: A11Y_WIDTHS });

  // 2. Read the link from the development mail outbox.
  let resetPath = "";
  await expect(async () => {
    const mail = (await readOutbox(page.request)).find((m) => m.to.includes(email));
    const match = mail?.text.match(/https?:\/\/[^\s]+\?reset=[\w%-]+/);
    expect(match, "reset link in the outbox").toBeTruthy();
    const url = new URL(match?.[0] ?? "");
    resetPath = `${url.pathname}${url.search}`;
  }).toPass({ timeout: 10_000 });

  // 3. Open it: the token is verified and the change-password modal opens.
  await page.goto(resetPath);
  const changeDialog = page.getByRole("dialog", { name: "Choose a new password" });
  await expect(changeDialog).toBeVisible();
  const save = changeDialog.getByRole("button", { name: "Save new password" });
  const passwordField = changeDialog.getByRole("textbox", { name: "New password" });

  await passwordField.fill("abc");
  await expect(changeDialog.getByText(/Password strength: (Very weak|Weak)/)).toBeVisible();
  await expect(save).toBeDisabled();
  await expectAccessible(page, "choose-password dialog with a weak password", { widths: A11Y_WIDTHS });

  await passwordField.fill(NEW_PASSWORD);
  await expect(changeDialog.getByText(/Password strength: (Strong|Very strong)/)).toBeVisible();
  await expect(save).toBeEnabled();
  await passwordField.press("Enter");

  await expect(snackbar(page, "Password succesfully updated. Please login")).toBeVisible();
  await expect(page).not.toHaveURL(/reset=/);

  // 4. The sign-in modal opens; sign in with the new password.
  const signInDialog = page.getByRole("dialog", { name: "Sign in" });
  await expect(signInDialog).toBeVisible();
  await signInWithForm(page, email, NEW_PASSWORD);
  const accountMenu = page.getByRole("button", { name: `Account menu for ${name}` });
  await expect(accountMenu).toBeVisible();

  // 5. Change it once more while signed in.
  await accountMenu.click();
  await page.getByRole("menuitem", { name: "Change Password" }).click();
  const ownDialog = page.getByRole("dialog", { name: "Change password" });
  await ownDialog.getByRole("textbox", { name: "New password" }).fill(CHANGED_PASSWORD);
  await expect(ownDialog.getByRole("button", { name: "Save new password" })).toBeEnabled();
  await expectAccessible(page, "change-password dialog", { widths: A11Y_WIDTHS });
  await ownDialog.getByRole("textbox", { name: "New password" }).press("Enter");
  await expect(
    page.getByRole("status").getByText("Password succesfully updated", { exact: true }),
  ).toBeVisible();
  await expect(ownDialog).toBeHidden();
  const signIn = await page.request.post("/api/auth/login", { data: { email, password: CHANGED_PASSWORD } });
  expect(signIn.status(), "sign-in with the changed password").toBe(200);
});

test("an invalid reset link says so", async ({ page }) => {
  await page.goto("/?reset=not-a-real-token");
  await expect(page.getByRole("alert").filter({ hasText: "Password reset token invalid" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Choose a new password" })).toHaveCount(0);
  await expect(page).not.toHaveURL(/reset=/);
});
