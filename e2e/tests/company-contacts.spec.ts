import type { Page } from "@playwright/test";
import {
  type ApiContact,
  attendees,
  companyAsUser,
  companyHeading,
  contactsCard,
  expectNoHorizontalOverflow,
  ownCompany,
  signInOnce,
} from "./company-helpers.ts";
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

const outbox = (page: Page) => readOutbox(page.request);

/** A full member with at least two contacts, and its contacts as the API gives them. */
async function companyWithContacts(page: Page, token: string) {
  const companies = (await attendees(page.request)).filter(
    (c) => c.status === 3 && c.name !== "Demo Trading B.V.",
  );
  for (const company of companies.slice(0, 20)) {
    const { contacts } = await companyAsUser(page.request, company.id, token);
    if (contacts.length >= 2) return { company, contacts };
  }
  throw new Error("no full member with two contacts in the demo data");
}

const contactCard = (page: Page, contact: Pick<ApiContact, "name">) =>
  contactsCard(page)
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: contact.name }) });

test.describe("company contacts", () => {
  test("an attendee sees the contacts in label order with Chat, WhatsApp, phone and message actions", async ({
    page,
  }) => {
    const user = await signInOnce(page, ACCOUNTS.anna.email);
    const { company, contacts } = await companyWithContacts(page, user.token);
    await page.goto(`/attendeeDetails/${company.id}`);
    await expect(companyHeading(page, company.name)).toBeVisible();

    const cards = contactsCard(page).getByRole("article");
    await expect(cards).toHaveCount(contacts.length);
    const ordered = [...contacts].sort((a, b) => a.position - b.position);
    await expect(cards.getByRole("heading")).toHaveText(ordered.map((c) => c.name));
    await expect(cards.nth(0)).toContainText("Main contact");
    await expect(cards.nth(1)).toContainText("2nd contact");

    const first = ordered[0] as ApiContact;
    const card = contactCard(page, first);
    await expect(card.getByRole("link", { name: `Chat with ${first.name}` })).toHaveAttribute(
      "href",
      `/messages?contact=${first.id}`,
    );
    const digits = first.tel.split(/[/,;]|\bor\b/i)[0]?.replace(/\D/g, "");
    await expect(
      card.getByRole("link", { name: `WhatsApp ${first.name} (opens in a new tab)` }),
    ).toHaveAttribute("href", `https://wa.me/${digits}`);
    await expect(card.getByRole("link", { name: new RegExp(`^Call ${first.name} on`) })).toHaveAttribute(
      "href",
      `tel:+${digits}`,
    );
    await expect(card.getByRole("button", { name: `Send ${first.name} a message` })).toBeVisible();
    await expectAccessible(page, "contacts", { widths: A11Y_WIDTHS });

    // The chat page makes or finds the conversation, then shows the link as /messages/{contact}.
    await card.getByRole("link", { name: `Chat with ${first.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${first.id}$`));
  });

  test("on the own company the user's own contact has no Chat or message button; a colleague has", async ({
    page,
  }) => {
    const own = await ownCompany(page.request);
    await signInOnce(page, ACCOUNTS.anna.email);
    await page.goto(`/attendeeDetails/${own.id}`);
    const anna = contactCard(page, ACCOUNTS.anna);
    await expect(anna).toBeVisible();
    await expect(anna.getByRole("link", { name: /^Chat/ })).toHaveCount(0);
    await expect(anna.getByRole("button", { name: /a message$/ })).toHaveCount(0);
    const lars = contactCard(page, ACCOUNTS.lars);
    await expect(lars.getByRole("link", { name: `Chat with ${ACCOUNTS.lars.name}` })).toBeVisible();
    await expect(lars.getByRole("button", { name: `Send ${ACCOUNTS.lars.name} a message` })).toBeVisible();
  });

  test("no contact named 'To be decided' gets a Chat link", async ({ page }) => {
    const user = await signInOnce(page, ACCOUNTS.anna.email);
    const { company } = await companyWithContacts(page, user.token);
    await page.goto(`/attendeeDetails/${company.id}`);
    await expect(contactsCard(page).getByRole("article").first()).toBeVisible();
    // The demo data has no such contact; the rule still holds for every card shown.
    const placeholders = contactsCard(page)
      .getByRole("article")
      .filter({ hasText: /^To be decided/i });
    await expect(placeholders.getByRole("link", { name: /^Chat/ })).toHaveCount(0);
  });

  test("the message button sends a mail to the contact", async ({ page, freshAttendee, freshCompany }) => {
    // Two companies made for the test, a mail sent, and the dialog scanned at three widths twice.
    test.slow();
    // One new company writes to a contact of another.
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    const { company } = freshCompany;
    const to = freshCompany.contacts[1];
    await page.goto(`/attendeeDetails/${company.id}`);
    await contactCard(page, to)
      .getByRole("button", { name: `Send ${to.name} a message` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Send ${to.name} a message` });
    await expect(dialog.getByText(company.name)).toBeVisible();
    const subjectField = dialog.getByRole("textbox", { name: "Subject" });
    await expect(subjectField).toBeFocused();
    // At every width below, with its errors shown.
    await expectAccessible(page, "message dialog");

    // Sent without a subject, the dialog says so at the field and puts focus there.
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(subjectField).toHaveAttribute("aria-invalid", "true");
    await expect(subjectField).toHaveAccessibleDescription("This field is required");
    await expect(subjectField).toBeFocused();
    await expectAccessible(page, "message dialog with field errors", { widths: A11Y_WIDTHS });

    const subject = `Stock list ${Date.now()}`;
    await subjectField.fill(subject);
    await dialog.getByRole("textbox", { name: "Message" }).press("Control+Home");
    await dialog
      .getByRole("textbox", { name: "Message" })
      .pressSequentially("Do you have Dell Latitude 7420 in stock?");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(snackbar(page, "Message sent.")).toHaveRole("status");
    await expect(dialog).toBeHidden();
    await expectAccessible(page, "message sent toast", { widths: A11Y_WIDTHS });
    const mail = (await outbox(page)).find((m) => m.subject.includes(subject));
    expect(mail, "the mail in the outbox").toBeDefined();
    expect(mail?.to).toBe(to.email);
    expect(mail?.text).toContain("Do you have Dell Latitude 7420 in stock?");
    expect(mail?.text).toContain(
      `${freshAttendee.name} (${freshAttendee.company.name}) <${freshAttendee.email}>`,
    );
  });

  test("a picture click opens the large picture, or says none is available", async ({ page }) => {
    const user = await signInOnce(page, ACCOUNTS.anna.email);
    const { company, contacts } = await companyWithContacts(page, user.token);
    const without = contacts.find((c) => !c.hasLargePic);
    expect(without, "a contact without a picture").toBeDefined();
    const contact = without as ApiContact;
    await page.goto(`/attendeeDetails/${company.id}`);
    await contactCard(page, contact)
      .getByRole("button", { name: `Show the picture of ${contact.name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: contact.name });
    await expect(dialog.getByText("No picture available")).toBeVisible();
    await expectAccessible(page, "picture dialog without a picture", { widths: A11Y_WIDTHS });
    await dialog.getByRole("button", { name: /close/i }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("company contacts at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the contacts, the picture modal and the message modal fit", async ({ page }) => {
    const user = await signInOnce(page, ACCOUNTS.anna.email);
    const { company, contacts } = await companyWithContacts(page, user.token);
    const contact = contacts[0] as ApiContact;
    await page.goto(`/attendeeDetails/${company.id}`);
    await expect(contactCard(page, contact)).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await contactCard(page, contact)
      .getByRole("button", { name: `Show the picture of ${contact.name}` })
      .click();
    const picture = page.getByRole("dialog", { name: contact.name });
    await expect(picture).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await picture.getByRole("button", { name: /close/i }).click();
    await expect(picture).toBeHidden();

    await contactCard(page, contact)
      .getByRole("button", { name: `Send ${contact.name} a message` })
      .click();
    const message = page.getByRole("dialog", { name: `Send ${contact.name} a message` });
    await expect(message.getByRole("textbox", { name: "Subject" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test("the own company fits", async ({ page }) => {
    const own = await ownCompany(page.request);
    await signInOnce(page, ACCOUNTS.anna.email);
    await page.goto(`/attendeeDetails/${own.id}`);
    await expect(contactCard(page, ACCOUNTS.anna)).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test("a signed-in user on a company that is not a full member sees only the header fields", async ({
  page,
}) => {
  const user = await signInOnce(page, ACCOUNTS.anna.email);
  const companies = await attendees(page.request);
  const partial = companies.find((c) => c.status !== 3);
  expect(partial, "a company that is not a full member").toBeDefined();
  const { contacts } = await companyAsUser(page.request, partial?.id ?? 0, user.token);
  await page.goto(`/attendeeDetails/${partial?.id}`);
  await expect(companyHeading(page, partial?.name ?? "")).toBeVisible();
  await expect(contactsCard(page)).toHaveCount(contacts.length > 0 ? 1 : 0);
  await expect(
    page.getByRole("region", { name: "Company Details" }).locator("dt", { hasText: /^VAT$/ }),
  ).toHaveCount(0);
});
