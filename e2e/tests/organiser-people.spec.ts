import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";

test.describe("the console's People section", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an organiser imports a CSV with one bad row reported, applies it, and edits a contact of the new company", async ({
    page,
  }) => {
    const stamp = Date.now();
    const company = `Liffey Refurb ${stamp}`;
    const csv = [
      "\uFEFFCompany;Country;Main interests;Trading;Contact name;E-mail;Function;Attending",
      `${company};IE;PC/Laptops;used;Aoife Byrne;aoife-${stamp}@example.com;Sales;yes`,
      `${company};Ireland;;;Cian Walsh;cian-${stamp}@example.com;Buyer;no`,
      `Nowhere ${stamp};Atlantis;;;Dan;dan-${stamp}@example.com;;`,
    ].join("\r\n");

    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/people");
    await expect(page.getByRole("heading", { level: 1, name: "Companies and people" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Open / }).first()).toBeVisible();
    await expectAccessible(page, "companies at rest", { widths: A11Y_WIDTHS });

    await page.getByRole("button", { name: "Import", exact: true }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByRole("button", { name: "CSV file" }).click(),
    ]);
    await chooser.setFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await page.getByRole("button", { name: "Check the file" }).click();
    const bad = page.locator('[data-testid="import-row"][data-problem]');
    await expect(bad).toHaveCount(1);
    await expect(bad).toContainText("Unknown country “Atlantis”");
    await expect(page.getByText("1 new company, 0 companies updated")).toBeVisible();
    await expectAccessible(page, "import preview", { widths: A11Y_WIDTHS });

    await page.getByRole("button", { name: "Import 2 rows" }).click();
    // Written by the job runner in the background: on a busy two-core machine it may take longer
    // than the default wait.
    await expect(page.getByText("Import done 2 of 2 rows")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("import-result")).toContainText("1 company added");
    await page.getByRole("button", { name: "Close import" }).click();

    await page.getByRole("searchbox", { name: "Search companies" }).fill(company);
    await page.getByRole("button", { name: `Open ${company}` }).click();
    const drawer = page.getByRole("dialog", { name: company });
    await expect(drawer.getByTestId("people-contact")).toHaveCount(2);
    await expectAccessible(page, "company page", { widths: A11Y_WIDTHS });

    await drawer.getByRole("button", { name: "Edit Cian Walsh" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Cian Walsh" });
    await dialog.getByRole("textbox", { name: "Function" }).fill("Head of purchasing");
    // A new sign-in address says who is told of it; put back, nothing is said.
    const address = dialog.getByRole("textbox", { name: "E-mail" });
    await address.fill(`cian.walsh-${stamp}@example.com`);
    await expect(dialog.getByText(`cian-${stamp}@example.com is told of the change`)).toBeVisible();
    await address.fill(`cian-${stamp}@example.com`);
    await expect(dialog.getByText(/is told of the change/)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Save contact" }).click();
    await expect(snackbar(page, "Contact saved")).toBeVisible();
    await expect(drawer.getByTestId("people-contact").filter({ hasText: "Cian Walsh" })).toContainText(
      "Head of purchasing",
    );
  });
});
