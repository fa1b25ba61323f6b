import type { Browser, Page } from "@playwright/test";
import { createSampleCompany } from "./dev-tools.ts";
import {
  A11Y_WIDTHS,
  expect,
  expectAccessible,
  type FreshAccount,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";
import {
  EVENT_TIME,
  logIn,
  messageDialog,
  openCompany,
  pickerDialog,
  slotAt,
  slotRow,
} from "./meeting-request-helpers.ts";

const PHONE = { width: 375, height: 740 };

/** A phone of its own (another person), signed in as `account`; close its context when done. */
async function phoneOf(browser: Browser, baseURL: string | undefined, account: FreshAccount): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.clock.setFixedTime(EVENT_TIME);
  await signInDirectly(page, account.email, account.password);
  return page;
}

/** Chooses a wish from the wish menu whose button is named by `current` and `whom` ("Add to my wishes: Acme"). */
async function chooseWish(page: Page, current: string, whom: string, wish: string): Promise<void> {
  await page.getByRole("button", { name: `${current}: ${whom}`, exact: true }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await menu.getByRole("menuitem", { name: wish }).click();
  await expect(page.getByRole("button", { name: `${wish}: ${whom}`, exact: true })).toBeVisible();
}

test.describe("wish lists and suggestions", () => {
  test("an attendee marks wishes and asks for a meeting from a suggestion; the other marks back and both see the mutual wish", async ({
    browser,
    baseURL,
    request,
    freshAttendee: anna,
  }) => {
    test.setTimeout(180_000);
    const otherCompany = await createSampleCompany(request, { contacts: 1 });
    const [bContact] = otherCompany.contacts;
    if (!bContact) throw new Error("the sample company came without its contact");
    const bert: FreshAccount = { ...bContact, company: otherCompany.company };
    const unwanted = await createSampleCompany(request, { contacts: 1 });

    const a = await phoneOf(browser, baseURL, anna);
    const b = await phoneOf(browser, baseURL, bert);
    const aUser = await logIn(a.request, anna);
    const friday = await slotAt(a.request, aUser, 2, "11:00");

    // Anna: "No thanks" to one company, "Must meet" to Bert's.
    await openCompany(a, unwanted.company);
    await chooseWish(a, "Add to my wishes", unwanted.company.name, "No thanks");
    await expect(snackbar(a, `${unwanted.company.name}: No thanks`)).toBeVisible();

    await openCompany(a, bert.company);
    await a.getByRole("button", { name: `Add to my wishes: ${bert.company.name}`, exact: true }).click();
    await expect(a.getByRole("menu")).toBeVisible();
    await expectAccessible(a, "the wish menu of a company open", { widths: A11Y_WIDTHS });
    await a.getByRole("menuitem", { name: "Must meet" }).click();
    await expect(
      a.getByRole("button", { name: `Must meet: ${bert.company.name}`, exact: true }),
    ).toBeVisible();
    await expect(a.getByText("You both wish to meet")).toHaveCount(0);

    // Bert marks Anna's company back, and sees at once that both wish to meet.
    await openCompany(b, anna.company);
    await chooseWish(b, "Add to my wishes", anna.company.name, "Would like to meet");
    await expect(b.getByText("You both wish to meet")).toBeVisible();
    await expectAccessible(b, "a mutual wish on a company page", { widths: A11Y_WIDTHS });

    // Anna's wish list: the mutual wish, her "must meet" and her "no thanks".
    await a.goto("/attendees?view=wishes");
    await expect(a.getByRole("tab", { name: "My wishes" })).toHaveAttribute("aria-selected", "true");
    const mutual = a.getByRole("list", { name: "Mutual wishes" });
    await expect(mutual.getByRole("listitem").filter({ hasText: bert.company.name })).toContainText(
      "You both wish to meet",
    );
    await expect(a.getByRole("list", { name: "Must meet" })).toContainText(bert.company.name);
    await expect(a.getByRole("list", { name: "No thanks" })).toContainText(unwanted.company.name);
    await expectAccessible(a, "my wishes", { widths: A11Y_WIDTHS });

    // A mutual wish comes first among the suggestions; the company marked "no thanks" never shows.
    await a.getByRole("tab", { name: "Find companies" }).click();
    const suggested = a.getByRole("list", { name: "Suggested companies" });
    const first = suggested.getByRole("listitem").first();
    await expect(first).toContainText(bert.company.name);
    await expect(first).toContainText("You both wish to meet");
    await expect(suggested).not.toContainText(unwanted.company.name);
    await expectAccessible(a, "suggestions", { widths: A11Y_WIDTHS });

    // The request from the suggestion goes through the company page's picker and says where it came from.
    await first.getByRole("button", { name: /^Request meeting with / }).click();
    const picker = pickerDialog(a, bert.name);
    await expect(picker).toBeVisible();
    await picker.getByRole("tab", { name: "Friday Nov 7" }).click();
    await slotRow(a, bert.name, friday)
      .getByRole("button", {
        name: `Request meeting on Friday from ${friday.timeStart} to ${friday.timeEnd}`,
      })
      .click();
    const modal = messageDialog(a, bert.name);
    await expect(modal).toBeVisible();
    await expectAccessible(a, "a meeting request from a suggestion");
    const sent = a.waitForRequest(
      (request) => request.url().endsWith("/api/scheduler/meetings") && request.method() === "POST",
    );
    await modal.getByRole("button", { name: "Send" }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      toId: bert.id,
      timeslotId: friday.id,
      source: "suggestion",
    });
    await expect(a).toHaveURL(/\/scheduler\?cd=\d&id=\d+/);

    // Bert's wish list shows the mutual wish too.
    await b.goto("/attendees?view=wishes");
    await expect(
      b
        .getByRole("list", { name: "Mutual wishes" })
        .getByRole("listitem")
        .filter({ hasText: anna.company.name }),
    ).toContainText("You both wish to meet");

    await a.context().close();
    await b.context().close();
  });

  test("the directory searches as one types and keeps the fields across searches", async ({
    page,
    freshAttendee,
  }) => {
    await page.setViewportSize(PHONE);
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/attendees");
    const search = page.getByRole("searchbox", { name: "Search" });
    // The signed-in page (its tabs) has replaced the prerendered one.
    await expect(page.getByRole("tab", { name: "Find companies" })).toBeVisible({ timeout: 30_000 });
    await search.pressSequentially(freshAttendee.company.name.slice(0, 12), { delay: 30 });
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(page.getByRole("status").filter({ hasText: /compan/ })).toBeVisible();
    await search.fill(freshAttendee.company.name);
    await expect(page.getByRole("list", { name: "Attending companies" }).getByRole("listitem")).toHaveCount(
      1,
    );
    await expect(search).toHaveValue(freshAttendee.company.name);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("match");
    await expect(page).toHaveURL(/sort=match/);
    await expect(search).toHaveValue(freshAttendee.company.name);
  });
});
