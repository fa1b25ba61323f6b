import type { Page } from "@playwright/test";
import {
  type Attendee,
  hoverCard,
  PAGE_SIZE,
  resultCount,
  rowOf,
  searchApi,
  tableRows,
} from "./directory-helpers.ts";
import { ACCOUNTS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";

const CATEGORY_NAMES: Record<number, string> = {
  1: "PC/Laptops",
  2: "Printers",
  3: "Server/Storage",
  4: "Networking/Telecom",
  5: "Software",
  6: "Electronics",
  7: "Mobile",
  8: "POS/BarCode/Banking",
  9: "Components",
};

/** A full member (status 3) and another company, both among the rows shown first. */
async function pickCompanies(page: Page): Promise<{ member: Attendee; other: Attendee }> {
  const firstRows = (await searchApi(page.request, {})).slice(0, PAGE_SIZE);
  const member = firstRows.find((entry) => entry.status === 3 && entry.categories.length > 0);
  const other = firstRows.find((entry) => entry.status !== 3);
  if (!member || !other) throw new Error("the first rows hold a full member and another company");
  return { member, other };
}

/** Collects the tabs the page opens, to prove that a click opened none. */
function watchNewPages(page: Page): Page[] {
  const opened: Page[] = [];
  page.context().on("page", (newPage) => opened.push(newPage));
  return opened;
}

/**
 * Expects that no tab opened so far: opens a blank one itself and expects it to be the only new
 * one, as tabs are reported in the order they open.
 */
async function expectNoTabOpened(page: Page, opened: Page[]): Promise<void> {
  const [marker] = await Promise.all([
    page.context().waitForEvent("page"),
    page.evaluate(() => {
      window.open("about:blank", "_blank");
    }),
  ]);
  expect(opened).toEqual([marker]);
  await marker.close();
}

/**
 * Keeps the text of every hover card the page shows, from before its first script runs, so a
 * card that opened and closed again is known too.
 */
async function recordHoverCards(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    const seen = new WeakSet<Element>();
    (window as unknown as { __hoverCards: string[] }).__hoverCards = shown;
    new MutationObserver(() => {
      for (const card of document.querySelectorAll(".mantine-HoverCard-dropdown")) {
        if (seen.has(card)) continue;
        seen.add(card);
        shown.push(card.textContent ?? "");
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const shownHoverCards = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hoverCards: string[] }).__hoverCards);

test.describe("attendee directory: rows on a desktop", () => {
  test("a full member shows a hover card; other companies show none", async ({ page }) => {
    const { member, other } = await pickCompanies(page);
    await recordHoverCards(page);
    // The page's timers run on a clock the test can move on, for "however long the pointer rests".
    await page.clock.install();
    await page.goto("/attendees");
    await expect(tableRows(page)).toHaveCount(PAGE_SIZE);

    await rowOf(page, member).hover();
    const card = hoverCard(page);
    await expect(card).toBeVisible();
    await expect(card).toContainText(member.name);
    await expect(card).toContainText(member.country);
    for (const id of member.categories) await expect(card).toContainText(CATEGORY_NAMES[id] ?? "?");
    if (member.tradingType) {
      await expect(card).toContainText(member.tradingType === "used" ? "Used equipment" : "New equipment");
    }
    await expectAccessible(page);

    await page.getByRole("heading", { level: 1 }).hover();
    await expect(card).toHaveCount(0);
    // The pointer rests on the other company well past the card's open delay (200 ms); then on the
    // member again, whose card opens as before. Updates are drawn in order, so a card of the other
    // company would have been drawn, and recorded, before it.
    await rowOf(page, other).hover();
    await page.clock.runFor(1_000);
    await rowOf(page, member).hover();
    await expect(card).toContainText(member.name);
    const shown = await shownHoverCards(page);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(shown.filter((text) => !text.includes(member.name))).toEqual([]);
  });

  test("a visitor's click on a row opens nothing", async ({ page }) => {
    const { member, other } = await pickCompanies(page);
    const opened = watchNewPages(page);
    await page.goto("/attendees");
    for (const entry of [member, other]) {
      const row = rowOf(page, entry);
      await expect(row.getByRole("link")).toHaveCount(0);
      await expect(row).toHaveCSS("cursor", "auto");
      await row.getByRole("cell").nth(3).click();
    }
    await expectNoTabOpened(page, opened);
    await expect(page).toHaveURL(/\/attendees$/);
  });

  test("signed in, a full member's row and its name link open the company in a new tab", async ({
    page,
    context,
  }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    const { member, other } = await pickCompanies(page);
    await page.goto("/attendees");
    const row = rowOf(page, member);
    await expect(row).toHaveCSS("cursor", "pointer");

    const [fromRow] = await Promise.all([context.waitForEvent("page"), row.getByRole("cell").nth(3).click()]);
    await expect(fromRow).toHaveURL(new RegExp(`/attendeeDetails/${member.id}$`));
    await fromRow.close();

    const link = row.getByRole("link", { name: `${member.name} (opens in a new tab)` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", `/attendeeDetails/${member.id}`);
    await link.focus();
    const [fromKeyboard] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")]);
    await expect(fromKeyboard).toHaveURL(new RegExp(`/attendeeDetails/${member.id}$`));
    await fromKeyboard.close();
    await expect(page).toHaveURL(/\/attendees$/);

    const opened = watchNewPages(page);
    const otherRow = rowOf(page, other);
    await expect(otherRow.getByRole("link")).toHaveCount(0);
    await expect(otherRow).toHaveCSS("cursor", "auto");
    await otherRow.getByRole("cell").nth(3).click();
    await expectNoTabOpened(page, opened);
    // At rest: the pointer leaves the rows, and the company card its hover opened has gone (a card
    // fading in or out has not got the colours people read).
    await page.mouse.move(0, 0);
    await expect(page.locator(".mantine-HoverCard-dropdown")).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe("attendee directory on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("shows a list of cards instead of the table, with no sideways scrolling", async ({ page }) => {
    const all = await searchApi(page.request, {});
    await page.goto("/attendees");
    await expect(resultCount(page)).toHaveText(/\d companies/);
    const cards = page.getByRole("list", { name: "Attending companies" }).getByRole("listitem");
    await expect(cards).toHaveCount(Math.min(all.length, PAGE_SIZE));
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(cards.first()).toContainText(all[0]?.name ?? "?");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test("signed in, a full member's card opens the company in a new tab", async ({ page, context }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    const { member, other } = await pickCompanies(page);
    await page.goto("/attendees");
    const card = page.locator(`li[data-company-id="${member.id}"]`);
    await expect(card.getByRole("link", { name: `${member.name} (opens in a new tab)` })).toBeVisible();
    await expect(page.locator(`li[data-company-id="${other.id}"]`).getByRole("link")).toHaveCount(0);
    const [detail] = await Promise.all([
      context.waitForEvent("page"),
      card.getByText(member.country, { exact: true }).click(),
    ]);
    await expect(detail).toHaveURL(new RegExp(`/attendeeDetails/${member.id}$`));
    await detail.close();
    await expectAccessible(page);
  });
});
