import type { Page } from "@playwright/test";
import { readOutbox } from "./dev-tools.ts";
import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";

const FAILURE =
  "Message delivery failed. Please try again. If the problem persists please contact the organisers";

const outbox = (page: Page) => readOutbox(page.request);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const organisersForm = (page: Page) => page.getByRole("region", { name: "Send the organisers a message" });

/** Ticks the ALTCHA checkbox; the browser then solves a real challenge from the server. */
async function solveCaptcha(scope: ReturnType<Page["locator"]>) {
  await scope.getByRole("checkbox", { name: "I'm not a robot" }).click();
  await expect(scope.getByText("Verified")).toBeVisible({ timeout: 15_000 });
}

test.describe("contact page", () => {
  test("shows the team with phone and WhatsApp links, the venue hotel and the organiser details", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    const team = page.getByRole("region", { name: "Our team" });
    await expect(team.getByRole("article")).toHaveCount(5);
    const sophie = team
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Sophie van Dijk" }) });
    await expect(sophie.getByText("Event Manager")).toBeVisible();
    await expect(
      sophie.getByRole("link", { name: "Call Sophie van Dijk on +31 20 555 0190" }),
    ).toHaveAttribute("href", "tel:+31205550190");
    const whatsapp = sophie.getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", "https://wa.me/31205550190");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);
    // The team's e-mail addresses stay on the server.
    await expect(page.getByText("sophie@ebm.example")).toHaveCount(0);

    const venue = page.getByRole("region", { name: "Venue hotel" });
    await expect(venue.getByText("The Liffey Quay Convention Hotel", { exact: true })).toBeVisible();
    await expect(venue.getByRole("link", { name: /on the map/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\//,
    );
    const details = page.getByRole("region", { name: "Organiser details" });
    for (const heading of ["Postal address", "Office", "Bank details", "Company registration"]) {
      await expect(details.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(details.getByText(/IBAN: NL02 DEMO/)).toBeVisible();
    await expect(details.getByText(/Chamber of Commerce/)).toBeVisible();
  });

  test("a visitor sees the form's rules, solves the captcha and sends a message to the organisers", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = organisersForm(page);
    const send = form.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();

    const name = form.getByRole("textbox", { name: "Full name" });
    const email = form.getByRole("textbox", { name: "Email" });
    await name.focus();
    await name.blur();
    await expect(form.getByText("This field is required")).toBeVisible();
    await email.fill("not-an-address");
    await email.blur();
    await expect(form.getByText("This field should be a correct email-address")).toBeVisible();
    const subject = form.getByRole("textbox", { name: "Subject" });
    await subject.fill("s".repeat(201));
    await subject.blur();
    await expect(form.getByText("This field must have at most 200 characters")).toBeVisible();
    // Each message is its field's description.
    await expect(name).toHaveAccessibleDescription("This field is required");
    await expect(email).toHaveAccessibleDescription("This field should be a correct email-address");
    await expect(subject).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "form errors", { widths: A11Y_WIDTHS });

    await name.fill("Grace Visitor");
    await email.fill("grace@visitor.example");
    await subject.fill("Exhibiting next year");
    await form.getByRole("textbox", { name: "Message" }).fill("Hello, we would like to exhibit in 2026.");
    await expect(send).toBeDisabled();
    await solveCaptcha(form);
    await expect(send).toBeEnabled();
    await send.click();

    await expect(snackbar(page, "Message sent.")).toHaveRole("status");
    await expect(name).toHaveValue("");
    // Send now waits for a new captcha; focus is on the emptied form, not lost.
    await expect(name).toBeFocused();
    await expectAccessible(page, "message sent toast", { widths: A11Y_WIDTHS });
    // A solution is accepted once: the form asks for a new one.
    await expect(send).toBeDisabled();
    const mails = await outbox(page);
    const mail = mails.find((m) => m.subject.includes("Exhibiting next year"));
    expect(mail?.to).toBe("events@ebm.example");
    expect(mail?.text).toContain("Grace Visitor <grace@visitor.example>");
    expect(mail?.text).toContain("Hello, we would like to exhibit in 2026.");
  });

  test("a signed-in user writes as themselves, with their signature", async ({ page, freshAttendee }) => {
    const { name, email, company } = freshAttendee;
    await signInDirectly(page, email, freshAttendee.password);
    await page.goto("/contact");
    const form = organisersForm(page);
    await expect(form.getByText(`Sending as ${name} <${email}>`)).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Full name" })).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveCount(0);
    await expect(form.getByRole("checkbox", { name: "I'm not a robot" })).toHaveCount(0);
    const message = form.getByRole("textbox", { name: "Message" });
    // The signature: name, function, company.
    await expect(message).toHaveValue(
      new RegExp(`${escapeRegExp(name)}\n.*\n${escapeRegExp(company.name)}$`),
    );

    // Sent without a subject: the field says so and focus goes to it.
    const subject = form.getByRole("textbox", { name: "Subject" });
    await form.getByRole("button", { name: "Send" }).click();
    await expect(subject).toBeFocused();
    await expect(subject).toHaveAccessibleDescription("This field is required");

    await subject.fill("Table for our team");
    await message.press("Control+Home");
    await message.pressSequentially("Could we have a table near the entrance?");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(snackbar(page, "Message sent.")).toHaveRole("status");
    const mail = (await outbox(page)).find((m) => m.subject.includes("Table for our team"));
    expect(mail?.to).toBe("events@ebm.example");
    expect(mail?.text).toContain(`${name} (${company.name}) <${email}>`);
    expect(mail?.text).toContain("Could we have a table near the entrance?");
  });

  test("a team member's button opens a message addressed to them", async ({ page, freshAttendee }) => {
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Ruud Verhoeven a message" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Ruud Verhoeven a message" });
    await expect(dialog.getByText("Partnerships and Sponsoring")).toBeVisible();
    await expectAccessible(page, "team member dialog", { widths: A11Y_WIDTHS });
    await dialog.getByRole("textbox", { name: "Subject" }).fill("Sponsoring the dinner");
    await dialog.getByRole("textbox", { name: "Message" }).press("Control+Home");
    await dialog.getByRole("textbox", { name: "Message" }).pressSequentially("What does it cost?");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(snackbar(page, "Message sent.")).toHaveRole("status");
    await expect(dialog).toBeHidden();
    const mail = (await outbox(page)).find((m) => m.subject.includes("Sponsoring the dinner"));
    expect(mail?.to).toBe("ruud@ebm.example");
  });

  test("a visitor's modal to a team member has the captcha too", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Emma Brouwer a message" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Emma Brouwer a message" });
    await expect(dialog.getByRole("textbox", { name: "Full name" })).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
    await solveCaptcha(dialog);
    await expectAccessible(page, "team member dialog with the captcha solved", { widths: A11Y_WIDTHS });
  });

  test("a failed send shows the failure and keeps the message", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    await page.route("**/api/mail/sendMailToTBS", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          status: 500,
          error: "Internal Server Error",
          message: "Something went wrong.",
        }),
      }),
    );
    await page.goto("/contact");
    const form = organisersForm(page);
    await form.getByRole("textbox", { name: "Subject" }).fill("Will fail");
    await form.getByRole("button", { name: "Send" }).click();
    const failure = snackbar(page, "Something went wrong");
    await expect(failure).toHaveRole("alert");
    await expect(failure).toContainText(FAILURE);
    await expect(form.getByRole("textbox", { name: "Subject" })).toHaveValue("Will fail");
    await expectAccessible(page, "send failed toast", { widths: A11Y_WIDTHS });
    // The error stays until it is closed.
    await failure.getByRole("button", { name: "Close notification" }).click();
    await expect(failure).toBeHidden();
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Sophie van Dijk" })).toBeVisible();
    await expect(organisersForm(page).getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible();
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test("fits the screen and opens a team member's dialog", async ({ page }) => {
      await page.goto("/contact");
      await expect(page.getByRole("heading", { name: "Emma Brouwer" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole("button", { name: "Send Sophie van Dijk a message" }).click();
      await expect(page.getByRole("dialog", { name: "Send Sophie van Dijk a message" })).toBeVisible();
      await expectAccessible(page, "team member dialog on a phone");
    });
  });
});
