import type { APIRequestContext, Page } from "@playwright/test";
import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";

/**
 * The own profile's company form. The demo company is only read here; edits are saved on a company
 * made for the test.
 */

const COMPANY_NAME = "Demo Trading B.V.";
const ALL_INTERESTS = [
  "PC/Laptops",
  "Printers",
  "Server/Storage",
  "Networking/Telecom",
  "Software",
  "Electronics",
  "Mobile",
  "POS/BarCode/Banking",
  "Components",
];

interface Company {
  id: number;
  tel: string;
  website: string;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  profile: string;
  preferences: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function readCompany(request: APIRequestContext, token: string, id: number): Promise<Company> {
  const response = await request.get(`/api/companies/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { company: Company } }).result.company;
}

const details = (page: Page) => page.getByRole("region", { name: "Company Details" });

async function openProfile(page: Page, companyName = COMPANY_NAME) {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
  await expect(details(page).getByRole("textbox", { name: "Phone" })).toBeVisible();
}

test.describe("own profile: company details", () => {
  test("signed out, /profile asks the visitor to sign in", async ({ page }) => {
    await page.goto("/profile");
    const signIn = page.getByRole("dialog", { name: "Sign in" });
    await expect(signIn).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
    // Closed, the dialog leaves the page that says why and offers to sign in again.
    await page.keyboard.press("Escape");
    await expect(signIn).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "Please sign in" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" }).last()).toBeVisible();
    await expectAccessible(page, "please sign in", { widths: A11Y_WIDTHS });
  });

  test("the form is prefilled with the company, in edit mode", async ({ page }) => {
    const user = await signInDirectly(page, ACCOUNTS.anna.email);
    // The company is held back until the loading state has been scanned.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/companies/${user.companyId}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/profile");
    await expect(page.getByRole("status").filter({ hasText: "Loading your profile" })).toBeAttached();
    await expectAccessible(page, "loading", { widths: A11Y_WIDTHS });
    release();
    await expect(page.getByRole("heading", { level: 1, name: COMPANY_NAME })).toBeVisible();
    const form = details(page);
    // Edit mode: no back link to the directory.
    await expect(page.getByRole("link", { name: "Back to attendees" })).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue(COMPANY_NAME);
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveAttribute("readonly", "");
    await expect(form.getByRole("textbox", { name: "Country" })).toHaveAttribute("readonly", "");
    await expect(form.getByRole("textbox", { name: "VAT number" })).toHaveAttribute("readonly", "");
    await expect(form.getByRole("textbox", { name: "Phone" })).toHaveValue("+31 20 555 0100");
    await expect(form.getByRole("textbox", { name: "Website" })).toHaveValue(
      "https://www.demo-trading.example",
    );
    await expect(form.getByRole("textbox", { name: "City" })).toHaveValue("Amsterdam");
    await expect(form.getByRole("textbox", { name: "Postal code" })).toHaveValue("1016 DV");
    await expect(form.getByRole("textbox", { name: "Company Description" })).toHaveValue(
      /^Demo Trading B\.V\. is an Amsterdam-based broker/,
    );
    for (const name of ["PC/Laptops", "Server/Storage", "Components"]) {
      await expect(form.getByRole("checkbox", { name })).toBeChecked();
    }
    // Three chosen: the others wait until one is unticked.
    await expect(form.getByText("You can select a maximum of 3 options.")).toBeVisible();
    for (const name of ["Printers", "Networking/Telecom", "Software", "Electronics", "Mobile"]) {
      await expect(form.getByRole("checkbox", { name })).toBeDisabled();
    }
    await expect(form.getByRole("radio", { name: "Used equipment" })).toBeChecked();
    await expect(form.getByRole("button", { name: "Update Company" })).toBeVisible();
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });
  });

  test("the website refuses spaces and the description counts down to 350", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    await openProfile(page);
    const form = details(page);
    const website = form.getByRole("textbox", { name: "Website" });
    await website.fill("");
    await website.pressSequentially("www.my site.example ");
    await expect(website).toHaveValue("www.mysite.example");

    const description = form.getByRole("textbox", { name: "Company Description" });
    await description.fill("a".repeat(300));
    await expect(form.getByText("50 characters remaining")).toBeVisible();
    await description.pressSequentially("bcd");
    await expect(form.getByText("47 characters remaining")).toBeVisible();
    await description.fill("a".repeat(355));
    await expect(form.getByText("5 characters over the limit of 350")).toBeVisible();
    await description.fill("a".repeat(349));
    await expect(form.getByText("1 character remaining", { exact: true })).toBeVisible();
    await description.fill("a".repeat(351));
    await expect(form.getByText("1 character over the limit of 350", { exact: true })).toBeVisible();
  });

  test("over 350 characters or no main interest, nothing is saved", async ({ page, freshAttendee }) => {
    const user = await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    const before = await readCompany(page.request, user.token, user.companyId);
    let updates = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/companies/updateCompany")) updates += 1;
    });
    await openProfile(page, freshAttendee.company.name);
    const form = details(page);

    const description = form.getByRole("textbox", { name: "Company Description" });
    await description.fill("x".repeat(351));
    await form.getByRole("button", { name: "Update Company" }).click();
    await expect(snackbar(page, "Character limit exceeded")).toContainText(
      "Please reduce the number of characters in the Company Description field to proceed.",
    );
    // The field says what is wrong, and focus goes to it.
    await expect(description).toBeFocused();
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(description).toHaveAccessibleDescription(/1 character over the limit of 350/);
    await expectAccessible(page, "character limit error", { widths: A11Y_WIDTHS });

    await form.getByRole("textbox", { name: "Company Description" }).fill("Short and sweet.");
    for (const name of ["PC/Laptops", "Server/Storage", "Components"]) {
      await form.getByRole("checkbox", { name }).uncheck();
    }
    await expect(form.getByText("Please select at least one option.")).toBeVisible();
    for (const name of ALL_INTERESTS) await expect(form.getByRole("checkbox", { name })).toBeEnabled();
    await form.getByRole("button", { name: "Update Company" }).click();
    await expect(snackbar(page, "No main interest selected")).toContainText(
      "Please choose at least one main interest.",
    );
    // Focus goes to the first interest, whose group says what is missing.
    await expect(form.getByRole("checkbox", { name: ALL_INTERESTS[0] })).toBeFocused();
    await expect(form.getByRole("group", { name: "Main interests" })).toHaveAccessibleDescription(
      /Please select at least one option\./,
    );
    await expectAccessible(page, "no main interest error", { widths: A11Y_WIDTHS });

    expect(updates).toBe(0);
    expect(await readCompany(page.request, user.token, user.companyId)).toEqual(before);
  });

  test("saves phone, website, address, description, interests and trade type", async ({
    page,
    freshAttendee,
  }) => {
    const { company } = freshAttendee;
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    const description = `Brokers of tested networking gear and mobiles, checked ${Date.now()}.`;
    await openProfile(page, company.name);
    const form = details(page);
    // The sample company trades used PC/Laptops, Server/Storage and Components.
    await form.getByRole("textbox", { name: "Phone" }).fill("+31 20 555 0999");
    await form.getByRole("textbox", { name: "Website" }).fill("https://www.trading-new.example");
    await form.getByRole("textbox", { name: "Street" }).fill("Keizersgracht 1");
    await form.getByRole("textbox", { name: "Postal code" }).fill("1015 CC");
    await form.getByRole("textbox", { name: "City" }).fill("Utrecht");
    await form.getByRole("textbox", { name: "Company Description" }).fill(description);
    await form.getByRole("checkbox", { name: "Server/Storage" }).uncheck();
    await form.getByRole("checkbox", { name: "Components" }).uncheck();
    await form.getByRole("checkbox", { name: "Networking/Telecom" }).check();
    await form.getByRole("checkbox", { name: "Mobile" }).check();
    await form.getByRole("radio", { name: "New equipment" }).check();
    await form.getByRole("button", { name: "Update Company" }).click();
    await expect(snackbar(page, "Company profile succesfully updated")).toHaveRole("status");
    await expectAccessible(page, "company saved toast", { widths: A11Y_WIDTHS });

    await page.reload();
    await expect(form.getByRole("textbox", { name: "Phone" })).toHaveValue("+31 20 555 0999");
    await expect(form.getByRole("textbox", { name: "Website" })).toHaveValue(
      "https://www.trading-new.example",
    );
    await expect(form.getByRole("textbox", { name: "Street" })).toHaveValue("Keizersgracht 1");
    await expect(form.getByRole("textbox", { name: "Postal code" })).toHaveValue("1015 CC");
    await expect(form.getByRole("textbox", { name: "City" })).toHaveValue("Utrecht");
    await expect(form.getByRole("textbox", { name: "Company Description" })).toHaveValue(description);
    for (const name of ["PC/Laptops", "Networking/Telecom", "Mobile"]) {
      await expect(form.getByRole("checkbox", { name })).toBeChecked();
    }
    await expect(form.getByRole("checkbox", { name: "Server/Storage" })).not.toBeChecked();
    await expect(form.getByRole("radio", { name: "New equipment" })).toBeChecked();
    // The header shows the new phone too.
    await expect(page.getByRole("link", { name: "Call +31 20 555 0999" })).toBeVisible();

    // The directory lists the new description at once.
    const search = await page.request.post("/api/misc/attendees", {
      data: { search: company.name, pref: null, tradingType: null },
    });
    expect(search.status()).toBe(200);
    const entries = ((await search.json()) as { payload: { id: number; description: string }[] }).payload;
    expect(entries.find((entry) => entry.id === company.id)?.description).toBe(description);
  });
});

test.describe("own profile at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the form fits the screen and passes axe", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    await openProfile(page);
    await expect(details(page).getByRole("button", { name: "Update Company" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
