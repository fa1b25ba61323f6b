import type { Locator, Page } from "@playwright/test";
import { A11Y_WIDTHS, expect, expectAccessible, tabTo, test } from "./fixtures.ts";
import { button, invoiceRow, openWizard, privacyAgreement, stepHeading, textbox } from "./register-steps.ts";

/*
 * The public flows with the keyboard alone: once a page is loaded, only keys are pressed (Tab,
 * Shift+Tab, Enter, Escape and typing), as someone without a mouse works.
 */

/** Moves to `field` with Tab, replaces what it holds with `text` by typing. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** Whether the focused element lies inside `container`. */
const focusIsIn = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

test("signs in from the header: the dialog holds the focus, Escape gives it back to Sign In", async ({
  page,
  freshAttendee,
}) => {
  // Two states of the dialog are scanned at three widths each.
  test.setTimeout(90_000);
  await page.goto("/");
  const signIn = page.getByRole("banner").getByRole("button", { name: "Sign In" });
  await tabTo(page, signIn);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  const email = dialog.getByRole("textbox", { name: "Email" });
  const password = dialog.getByRole("textbox", { name: "Password" });
  await expect(email).toBeFocused();

  // Tab and Shift+Tab go round the dialog and never leave it.
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press("Tab");
    expect(await focusIsIn(dialog), `focus after Tab ${press + 1}`).toBe(true);
  }
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusIsIn(dialog), `focus after Shift+Tab ${press + 1}`).toBe(true);
  }

  // Escape closes it, and the focus is back on the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(signIn).toBeFocused();

  // Sending it empty points at both fields.
  await page.keyboard.press("Enter");
  await expect(email).toBeFocused();
  await tabTo(page, dialog.getByRole("button", { name: "Sign in" }));
  await page.keyboard.press("Enter");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "sign-in dialog with field errors", { widths: A11Y_WIDTHS });

  // A wrong password is said at once, in an alert that stays until closed.
  await typeInto(page, email, freshAttendee.email);
  await typeInto(page, password, "not-the-password");
  await page.keyboard.press("Enter");
  const failure = page.getByRole("alert").filter({ hasText: /password/i });
  await expect(failure).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, "sign-in dialog with the failed sign-in toast", { widths: A11Y_WIDTHS });

  await typeInto(page, password, freshAttendee.password);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Account menu for ${freshAttendee.name}` })).toBeVisible();
});

test("a member registers and pays at the test checkout with the keyboard only", async ({
  page,
  freshMember,
}) => {
  // The wizard's five steps, the checkout and its return page.
  test.setTimeout(90_000);
  await openWizard(page);

  // Step 1: the membership sign-in, sent with Enter.
  const member = page.getByRole("region", { name: "I have a paid TBS Membership" });
  await typeInto(page, member.getByRole("textbox", { name: "Marketplace email" }), freshMember.email);
  await typeInto(page, member.getByRole("textbox", { name: "Marketplace password" }), freshMember.password);
  await page.keyboard.press("Enter");

  // Each new step puts the focus on its heading.
  const company = stepHeading(page, "Company profile");
  await expect(company).toBeFocused();
  await expect(textbox(page, "Company name")).toHaveValue(freshMember.company.name);
  await tabTo(page, button(page, "Continue"));
  await page.keyboard.press("Enter");

  await expect(stepHeading(page, "Interests and preferences")).toBeFocused();
  await tabTo(page, button(page, "Continue"));
  await page.keyboard.press("Enter");

  // Step 4: a colleague is added in the attendee dialog, which gives the focus back when saved.
  await expect(stepHeading(page, "Attendees")).toBeFocused();
  const newAttendee = button(page, "New Attendee");
  await tabTo(page, newAttendee);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New Attendee" });
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();
  await page.keyboard.type("Kai Keyboard");
  await typeInto(page, dialog.getByRole("textbox", { name: "Function" }), "Buyer");
  await typeInto(
    page,
    dialog.getByRole("textbox", { name: "Email" }),
    `kai.keyboard.${Date.now()}@keyboard-member.example`,
  );
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(newAttendee).toBeFocused();
  await expect(page.getByRole("list", { name: "Attendees" }).getByText("Kai Keyboard")).toBeVisible();
  await tabTo(page, button(page, "Payment overview"));
  await page.keyboard.press("Enter");

  // Step 5: two attendees at the member price, then off to the checkout.
  await expect(stepHeading(page, "Payment overview")).toBeFocused();
  await expect(invoiceRow(page, /Subtotal/)).toContainText("EUR 1,990.00");
  await tabTo(page, privacyAgreement(page));
  await page.keyboard.press("Space");
  await expect(privacyAgreement(page)).toBeChecked();
  await tabTo(page, button(page, "Register and Pay"));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "Test payment" })).toBeVisible();
  const pay = page.getByRole("button", { name: "Pay", exact: true });
  await tabTo(page, pay);
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(
      "Payment received — thank you. Your attendees will receive an e-mail to set their password.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your payment" })).toBeFocused();
});
