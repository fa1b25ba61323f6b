import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";

const PHONE = { width: 375, height: 740 };

test.describe("the console's staff section", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an organiser makes an attendee desk staff, who checks a colleague in on a phone and sees nothing else; the role is taken back", async ({
    page,
    browser,
    baseURL,
    freshCompany,
  }) => {
    const [helper, colleague] = freshCompany.contacts;
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    const staffTable = page.getByRole("region", { name: "Staff" });
    await expect(staffTable.getByRole("row").filter({ hasText: ACCOUNTS.organiser.email })).toContainText(
      "Organiser",
    );
    await expectAccessible(page, "staff at rest", { widths: A11Y_WIDTHS });

    // Find the helper by e-mail and give them the desk.
    await page.getByRole("textbox", { name: "Find a person" }).fill(helper.email);
    const found = page.getByRole("list", { name: "People found" }).getByRole("listitem");
    await expect(found).toHaveCount(1);
    await expect(found).toContainText("Attendee");
    await expectAccessible(page, "staff search found", { widths: A11Y_WIDTHS });
    await found.getByRole("button", { name: `Make desk staff: ${helper.name}` }).click();
    await expect(snackbar(page, `${helper.name} is now desk staff: the check-in desk only.`)).toBeVisible();
    const helperRow = staffTable.getByRole("row").filter({ hasText: helper.email });
    await expect(helperRow).toContainText("Desk staff");

    // The helper, on a phone: the account menu leads to the desk, the desk is all the console they see.
    const phone = await (
      await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true })
    ).newPage();
    await signInDirectly(phone, helper.email, helper.password);
    await phone.goto("/");
    await phone.getByRole("button", { name: "Open menu" }).click();
    await phone.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Check-in desk" }).click();
    await expect(phone.getByRole("heading", { level: 1, name: "Check-in desk" })).toBeVisible();
    const nav = phone.getByRole("navigation", { name: "Organiser console" });
    await expect(nav.getByRole("link")).toHaveText(["Check-in"]);
    await phone.getByRole("searchbox", { name: "Find an attendee" }).fill(colleague.email);
    const result = phone.getByRole("list", { name: "Attendees" }).getByRole("listitem");
    await expect(result).toHaveCount(1);
    await result.getByRole("button", { name: `Check in ${colleague.name}` }).click();
    await expect(result.getByText(/^Checked in /)).toBeVisible();
    await expectAccessible(phone, "the desk for desk staff", { widths: [375] });

    // Other sections tell them where they work instead.
    await phone.goto("/organiser/registrations");
    await expect(phone.getByText("This part of the console is open to the organisers only.")).toBeVisible();
    await expectAccessible(phone, "a section desk staff may not open", { widths: [375] });
    await phone.getByRole("link", { name: "Open the check-in desk" }).click();
    await expect(phone.getByRole("heading", { level: 1, name: "Check-in desk" })).toBeVisible();

    // The organiser takes the role back, after saying yes.
    await helperRow.getByRole("button", { name: `Remove ${helper.name}'s staff role` }).click();
    const confirm = page.getByRole("dialog", { name: `Remove ${helper.name}'s staff role?` });
    await expectAccessible(page, "remove a staff role?", { widths: A11Y_WIDTHS });
    await confirm.getByRole("button", { name: "Yes, remove" }).click();
    await expect(snackbar(page, `${helper.name} no longer has a staff role.`)).toBeVisible();
    await expect(staffTable.getByRole("row").filter({ hasText: helper.email })).toHaveCount(0);

    // From the helper's next visit, the desk is closed to them.
    await phone.reload();
    await expect(
      phone.getByText("The organiser console is open to the event's organising team only."),
    ).toBeVisible();
    await phone.context().close();
  });
});
