import { A11Y_WIDTHS, expect, expectAccessible, test } from "./fixtures.ts";
import {
  addAttendee,
  agreeToPrivacy,
  button,
  chooseCountry,
  fillInterests,
  fillNonMemberCompany,
  invoiceRow,
  nonMemberToPayment,
  openWizard,
  privacyAgreement,
  stepHeading,
  textbox,
  unique,
} from "./register-steps.ts";

/*
 * The five-step registration at /register, on the non-member path, with every rule of the
 * wizard. Registration ships closed; the browser tests' global setup opens it as the organiser.
 */

test("closed registration sends the visitor home with a note", async ({ page }) => {
  await page.route("**/api/misc/allSettings", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { payload: { event: { registrationOpen: boolean } } };
    body.payload.event.registrationOpen = false;
    await route.fulfill({ response, json: body });
  });
  await page.goto("/register");
  await expect(page).toHaveURL(/\/$/);
  // A note said politely, with a named close button, that does not cover the header.
  const note = page.getByRole("status").filter({ hasText: "Registration is closed." });
  await expect(note).toBeVisible();
  await expect(stepHeading(page, "Your membership")).toHaveCount(0);
  await expect(note.getByRole("button", { name: "Close notification" })).toBeVisible();
  await expectAccessible(page, "registration closed toast", { widths: A11Y_WIDTHS });
});

test("a non-member passes every rule, goes back at each step and registers", async ({ page }) => {
  // The longest walk of the suite: every rule of four steps, and Back from each, each step scanned
  // at three widths.
  test.setTimeout(150_000);
  await openWizard(page);
  await expectAccessible(page, "membership step", { widths: A11Y_WIDTHS });
  await expect(page.getByRole("button", { name: "Step 1: Membership, current" })).toBeVisible();

  // Step 2: every field is required; Continue stays disabled until all are valid.
  await button(page, "Continue").click();
  await expect(stepHeading(page, "Company profile")).toBeVisible();
  const next = button(page, "Continue");
  await expect(next).toBeDisabled();
  for (const name of ["Company name", "Street address", "Postal code", "City", "Website", "Telephone"]) {
    await textbox(page, name).focus();
    await textbox(page, name).blur();
  }
  await expect(page.getByText("This field is required")).toHaveCount(6);
  await expectAccessible(page, "company step with field errors", { widths: A11Y_WIDTHS });
  await expect(page.getByRole("combobox", { name: "How did you hear about us?" })).toHaveValue(
    "Google or other search engine",
  );
  const heardOptions = page.getByRole("combobox", { name: "How did you hear about us?" }).getByRole("option");
  await expect(heardOptions).toHaveText([
    "Google or other search engine",
    "Facebook",
    "LinkedIn",
    "Business Relation",
    "TBS Mailing",
    "TBS Sales",
    "TBS Website",
  ]);
  const company = { name: unique("Tulip Trading B.V."), country: "Netherlands" };
  await textbox(page, "Company name").fill(company.name);
  await textbox(page, "Street address").fill("Keizersgracht 100");
  await textbox(page, "Postal code").fill("1015 AA");
  await textbox(page, "City").fill("Amsterdam");
  await chooseCountry(page, company.country);
  await textbox(page, "Website").fill("https://www.tulip.example");
  await textbox(page, "Telephone").fill("+31 20 555 0100");
  await textbox(page, "VAT number").fill("NL123456789B01");
  await page.getByRole("combobox", { name: "How did you hear about us?" }).selectOption("LinkedIn");
  await expect(next).toBeDisabled();
  // The profile: at most 1000 characters, with a counter.
  const profile = textbox(page, "Company profile");
  await profile.fill("x".repeat(1001));
  await expect(page.getByText("1001 / 1000 characters")).toBeVisible();
  await expect(page.getByText("This field must have at most 1000 characters")).toBeVisible();
  await expect(next).toBeDisabled();
  await profile.fill("We buy and sell used laptops and servers.");
  await expect(page.getByText("41 / 1000 characters")).toBeVisible();
  await expect(next).toBeEnabled();

  // Back to step 1 and forward again: the company is kept.
  await button(page, "Back").click();
  await expect(stepHeading(page, "Your membership")).toBeVisible();
  await button(page, "Continue").click();
  await expect(textbox(page, "Company name")).toHaveValue(company.name);
  await expect(textbox(page, "City")).toHaveValue("Amsterdam");
  await expect(page.getByRole("combobox", { name: "How did you hear about us?" })).toHaveValue("LinkedIn");
  await next.click();

  // Step 3: at most three categories, and a trading type.
  await expect(stepHeading(page, "Interests and preferences")).toBeVisible();
  const continueInterests = button(page, "Continue");
  await expect(continueInterests).toBeDisabled();
  for (const category of ["PC/Laptops", "Printers", "Mobile"]) {
    await page.getByRole("checkbox", { name: category }).check();
  }
  await page.getByRole("checkbox", { name: "Components" }).click();
  await expect(page.getByText("Choose a maximum of 3")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Components" })).not.toBeChecked();
  await expectAccessible(page, "interests step with the too-many error", { widths: A11Y_WIDTHS });
  await expect(continueInterests).toBeDisabled();
  await page.getByRole("radio", { name: "New" }).check();
  await expect(continueInterests).toBeEnabled();
  await button(page, "Back").click();
  await expect(textbox(page, "VAT number")).toHaveValue("NL123456789B01");
  await button(page, "Continue").click();
  await expect(page.getByRole("checkbox", { name: "Mobile" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "New" })).toBeChecked();
  await continueInterests.click();

  // Step 4: the attendee dialog's save rule, TBD handling and removal.
  await expect(stepHeading(page, "Attendees")).toBeVisible();
  await expect(button(page, "Please add at least one attendee")).toBeDisabled();
  await button(page, "New Attendee").click();
  const dialog = page.getByRole("dialog", { name: "New Attendee" });
  const save = dialog.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Name" }).fill("Jan Jansen");
  await dialog.getByRole("textbox", { name: "Function" }).fill("Buyer");
  await dialog.getByRole("textbox", { name: "Email" }).fill("   ");
  await expect(save).toBeDisabled();
  await expectAccessible(page, "new attendee dialog", { widths: A11Y_WIDTHS });
  await dialog.getByRole("switch", { name: "To be decided" }).check();
  await expect(save).toBeEnabled();
  await dialog.getByRole("switch", { name: "To be decided" }).uncheck();
  await dialog.getByRole("textbox", { name: "Email" }).fill("jan@tulip.example");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  const cards = page.getByRole("list", { name: "Attendees" }).getByRole("listitem");
  await expect(cards.filter({ hasText: "Jan Jansen" })).toContainText("-");
  await expect(button(page, "Next")).toBeEnabled();
  await expect(button(page, "Delete Jan Jansen")).toBeDisabled();

  await addAttendee(page, { tbd: true });
  const tbdCard = cards.filter({ has: page.getByRole("heading", { name: "TBD" }) });
  await expect(tbdCard).toContainText("To be decided");
  await expect(tbdCard.getByText("-", { exact: true })).toHaveCount(3);
  await expect(button(page, "Delete Jan Jansen")).toBeEnabled();
  await addAttendee(page, { name: "Piet Bakker", fn: "Sales", email: "piet@tulip.example" });
  await button(page, "Delete Piet Bakker").click();
  await expect(cards.filter({ hasText: "Piet Bakker" })).toHaveCount(0);
  // Editing keeps the card's details.
  await button(page, "Edit Jan Jansen").click();
  const editDialog = page.getByRole("dialog", { name: "Edit attendee" });
  await expect(editDialog.getByRole("textbox", { name: "Email" })).toHaveValue("jan@tulip.example");
  await editDialog.getByRole("textbox", { name: "Function" }).fill("Head of Purchasing");
  await editDialog.getByRole("button", { name: "Save" }).click();
  await expect(editDialog).toBeHidden();
  await expect(cards.filter({ hasText: "Jan Jansen" })).toContainText("Head of Purchasing");
  await expectAccessible(page, "attendees step", { widths: A11Y_WIDTHS });

  await button(page, "Back").click();
  await expect(page.getByRole("checkbox", { name: "Printers" })).toBeChecked();
  await button(page, "Continue").click();
  await expect(cards).toHaveCount(3); // two attendees and the "New Attendee" card
  await button(page, "Next").click();

  // Step 5: the invoice of a Dutch non-member with two attendees.
  await expect(stepHeading(page, "Payment overview")).toBeVisible();
  await expect(page.getByText("Keizersgracht 100, 1015 AA Amsterdam")).toBeVisible();
  await expect(invoiceRow(page, /Subtotal/)).toContainText("EUR 2,665.00");
  await expect(invoiceRow(page, /VAT Total/)).toContainText("21%");
  await expect(invoiceRow(page, /VAT Total/)).toContainText("EUR 559.65");
  await expect(invoiceRow(page, /^Total/)).toContainText("EUR 3,224.65");
  await expect(page.getByText("EUR 100.00 per attendee is donated to charity.")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Accepted payment methods" }).getByRole("listitem"),
  ).toHaveCount(15);
  // Registering needs the agreement to the privacy notice, which opens in a new tab.
  await expect(button(page, "Register now")).toBeDisabled();
  await expect(page.getByText("Tick “I agree to the privacy notice” above to register.")).toBeVisible();
  const noticeLink = page.getByRole("link", { name: "read the privacy notice (opens in a new tab)" });
  await expect(noticeLink).toHaveAttribute("href", "/privacy");
  await expect(noticeLink).toHaveAttribute("target", "_blank");
  await agreeToPrivacy(page);
  await expect(button(page, "Register now")).toBeEnabled();
  await expectAccessible(page, "payment overview step", { widths: A11Y_WIDTHS });
  await button(page, "Back").click();
  await expect(stepHeading(page, "Attendees")).toBeVisible();
  await button(page, "Next").click();
  await expect(privacyAgreement(page)).toBeChecked();

  const registerRequest = page.waitForRequest(
    (request) => request.url().endsWith("/api/register") && request.method() === "POST",
  );
  await button(page, "Register now").click();
  const body = (await registerRequest).postDataJSON() as {
    companyProfile: { streetAddress: string; tbsCompanyId: number | null; categories: number[] };
    attendees: { name: string; email: string; tel: string }[];
    acceptPrivacy: boolean;
  };
  expect(body.acceptPrivacy).toBe(true);
  expect(body.companyProfile.streetAddress).toBe("Keizersgracht 100, 1015 AA Amsterdam");
  expect(body.companyProfile.tbsCompanyId).toBeNull();
  expect(body.companyProfile.categories).toEqual([1, 2, 7]);
  expect(body.attendees[1]).toMatchObject({ name: "TBD", email: "-", tel: "-" });
  await expect(page.getByRole("heading", { name: "Thank you for registering" })).toBeVisible();
  await expect(page.getByText(/our team will first verify your company details/)).toBeVisible();
  await expect(stepHeading(page, "Payment overview")).toHaveCount(0);
});

test("the website must be a web address; a host name is sent as https://…", async ({ page }) => {
  const sent: { companyProfile?: { website?: string } }[] = [];
  await page.route("**/api/register", async (route) => {
    if (route.request().method() === "POST") sent.push(route.request().postDataJSON());
    await route.fallback();
  });
  await openWizard(page);
  await fillNonMemberCompany(page, { name: unique("Website Check B.V."), country: "Netherlands" });
  const website = textbox(page, "Website");
  const message = page.getByText("Please enter a web address that starts with https://, http:// or www.");
  for (const value of ["javascript:alert(1)", "data:text/html,<b>x</b>", "ftp://files.example"]) {
    await website.fill(value);
    await website.blur();
    await expect(message).toBeVisible();
    await expect(button(page, "Continue")).toBeDisabled();
  }
  await website.fill("www.website-check.example");
  await expect(message).toHaveCount(0);
  await button(page, "Continue").click();
  await fillInterests(page);
  await button(page, "Continue").click();
  await addAttendee(page, { name: "Wil Web", fn: "Owner", email: `wil.${Date.now()}@website-check.example` });
  await button(page, "Next").click();
  await agreeToPrivacy(page);
  await button(page, "Register now").click();
  await expect(page.getByRole("heading", { name: "Thank you for registering" })).toBeVisible();
  expect(sent.at(-1)?.companyProfile?.website).toBe("https://www.website-check.example");
});

test("a German company is reverse-charged", async ({ page }) => {
  await nonMemberToPayment(page, { name: unique("Berlin Hardware GmbH"), country: "Germany" }, 2);
  await expect(invoiceRow(page, /VAT Total/)).toContainText("Reverse Charge");
  await expect(invoiceRow(page, /VAT Total/)).toContainText("EUR 0.00");
  await expect(invoiceRow(page, /^Total/)).toContainText("EUR 2,665.00");
});

test("a wrong marketplace password shows the membership failure", async ({ page, freshMember }) => {
  await openWizard(page);
  const member = page.getByRole("region", { name: "I have a paid TBS Membership" });
  await member.getByRole("textbox", { name: "Marketplace email" }).fill(freshMember.email);
  await member.getByRole("textbox", { name: "Marketplace password" }).fill("not-the-password");
  await member.getByRole("button", { name: "Sign in and continue" }).click();
  await expect(page.getByText("Fetching your records from the event organiser failed")).toBeVisible();
  await expect(stepHeading(page, "Your membership")).toBeVisible();
});

test("a failed registration shows the server's message and no thank-you", async ({ page }) => {
  const events: { event: string; data?: { message?: string } }[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/register/logEvent")) events.push(request.postDataJSON());
  });
  await page.route("**/api/register", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          json: { status: 400, error: "Bad Request", message: "The VAT number is not valid", field: "vat" },
        })
      : route.fallback(),
  );
  await nonMemberToPayment(page, { name: unique("Failing Trading"), country: "Netherlands" });
  await button(page, "Register now").click();
  const failure = page.getByRole("alert").filter({ hasText: "Error while registering" });
  await expect(failure).toContainText("The VAT number is not valid");
  await expectAccessible(page, "registration failed error toast", { widths: A11Y_WIDTHS });
  await expect(page.getByRole("heading", { name: "Thank you for registering" })).toHaveCount(0);
  await expect(stepHeading(page, "Payment overview")).toBeVisible();
  await expect
    .poll(() => events.find((e) => e.event === "registration_failed")?.data?.message)
    .toBe("The VAT number is not valid");

  await page.unroute("**/api/register");
  await page.route("**/api/register", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
  );
  await button(page, "Register now").click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failure to send the registration request." }),
  ).toBeVisible();
  await expect
    .poll(() => events.filter((e) => e.event === "registration_failed").at(-1)?.data?.message)
    .toBe("Unknown error");
});
