import { readFile } from "node:fs/promises";
import { ATTENDEES_CSV_COLUMNS } from "@ebm/shared/schemas/directory";
import {
  countText,
  distinctiveWord,
  expectResultsLike,
  followAnswers,
  PAGE_SIZE,
  resultCount,
  rowOf,
  searchApi,
  searchFor,
  shownNames,
  tableRows,
} from "./directory-helpers.ts";
import { A11Y_WIDTHS, expect, expectAccessible, SITE_NAME, test } from "./fixtures.ts";

const EMPTY_TEXT = "No results found for this query. Please broaden your search.";
const TIMESLOT_KEY = "ebm.timeslotRequest";

test.describe("attendee directory: search", () => {
  test("lists every attending company on the first visit, fifty at a time", async ({ page }) => {
    const answers = followAnswers(page);
    await page.goto("/attendees");
    await expect(page).toHaveTitle(`Attendees | ${SITE_NAME}`);
    await expect(page.getByRole("heading", { level: 1, name: "Attendees" })).toBeVisible();
    await expect(
      page.getByText("Search the directory of attending companies by name, interest and trading type."),
    ).toBeVisible();
    const all = await answers.of({});
    expect(all.length, "the demo data has about 1,000 companies").toBeGreaterThan(2 * PAGE_SIZE);
    await expectResultsLike(page, answers, {});
    await expect(page.getByText(`Showing ${PAGE_SIZE} of ${countText(all.length)}`)).toBeVisible();
    // A table on a laptop, a list of cards on a phone.
    await expectAccessible(page, "every attending company listed", { widths: A11Y_WIDTHS });

    await page.getByRole("button", { name: `Show ${PAGE_SIZE} more` }).click();
    await expect(tableRows(page)).toHaveCount(2 * PAGE_SIZE);
    expect(await shownNames(page)).toEqual(all.slice(0, 2 * PAGE_SIZE).map((entry) => entry.name));
  });

  test("the address is matched whatever its case", async ({ page }) => {
    await page.goto("/Attendees");
    await expect(page.getByRole("heading", { level: 1, name: "Attendees" })).toBeVisible();
    await expect(resultCount(page)).toHaveText(/\d companies/);
  });

  test("searches by part of a name, trimmed, and keeps the search in the address", async ({ page }) => {
    const answers = followAnswers(page);
    await page.goto("/attendees");
    const all = await answers.of({});
    await expectResultsLike(page, answers, {});
    const target = all[Math.floor(all.length / 3)];
    if (!target) throw new Error("no company to search for");
    const part = distinctiveWord(target.name).slice(0, 5).toLowerCase();

    const sent = page.waitForRequest((request) => request.url().endsWith("/api/misc/attendees"));
    await searchFor(page, { text: `   ${part}  ` });
    expect((await sent).postDataJSON()).toEqual({ search: part, pref: null, tradingType: null });
    await expect(page).toHaveURL(new RegExp(`/attendees\\?search=${part}$`));
    const found = await answers.of({ search: part });
    expect(found.map((entry) => entry.id)).toContain(target.id);
    expect(found.length).toBeLessThan(all.length);
    for (const entry of found) {
      const text = `${entry.name} ${entry.description} ${entry.industry ?? ""} ${entry.country}`;
      expect(text.toLowerCase()).toContain(part);
    }
    await expectResultsLike(page, answers, { search: part });
    await expect(rowOf(page, target)).toBeVisible();

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(part);
    await expectResultsLike(page, answers, { search: part });

    await page.goBack();
    await expect(page).toHaveURL(/\/attendees$/);
    await expectResultsLike(page, answers, {});
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  test("filters by main interest and by trading type", async ({ page }) => {
    const answers = followAnswers(page);
    await page.goto("/attendees");
    await expect(resultCount(page)).toHaveText(/\d companies/);
    await searchFor(page, { interest: "Server/Storage" });
    await expect(page).toHaveURL(/\?pref=3$/);
    const byInterest = await answers.of({ pref: 3 });
    expect(byInterest.length).toBeGreaterThan(0);
    for (const entry of byInterest) expect(entry.categories).toContain(3);
    await expectResultsLike(page, answers, { pref: 3 });

    await searchFor(page, { interest: "Any", trading: "New equipment" });
    await expect(page).toHaveURL(/\?trading=new$/);
    const byTrading = await answers.of({ tradingType: "new" });
    expect(byTrading.length).toBeGreaterThan(0);
    for (const entry of byTrading) expect(entry.tradingType).toBe("new");
    await expectResultsLike(page, answers, { tradingType: "new" });
    await expectAccessible(page, "filtered by trading type", { widths: A11Y_WIDTHS });
  });

  test("combines text, interest and trading type, and comes back after a reload", async ({ page }) => {
    const usedPc = await searchApi(page.request, { pref: 1, tradingType: "used" });
    const sample = usedPc[0];
    if (!sample) throw new Error("no used-equipment PC trader in the demo data");
    const word = sample.country;
    const combined = { search: word, pref: 1, tradingType: "used" } as const;
    const answers = followAnswers(page);

    await page.goto("/attendees");
    await expect(resultCount(page)).toHaveText(/\d companies/);
    // The search runs as one types: the text alone may go first; the three together go last.
    const sent = page.waitForRequest(
      (request) =>
        request.url().endsWith("/api/misc/attendees") &&
        request.postDataJSON()?.pref === combined.pref &&
        request.postDataJSON()?.tradingType === combined.tradingType,
    );
    await searchFor(page, { text: word, interest: "PC/Laptops", trading: "Used equipment" });
    expect((await sent).postDataJSON()).toEqual(combined);
    const expected = await answers.of(combined);
    expect(expected.map((entry) => entry.id)).toContain(sample.id);
    for (const entry of expected) {
      expect(entry.tradingType).toBe("used");
      expect(entry.categories).toContain(1);
    }
    await expectResultsLike(page, answers, combined);

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Main interest" })).toHaveValue("1");
    await expect(page.getByRole("combobox", { name: "Trading type" })).toHaveValue("used");
    await expectResultsLike(page, answers, combined);
  });

  test("shows that it loads, then says so when nothing matches", async ({ page }) => {
    // The answer is held until the loading state has been checked.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/api/misc/attendees", async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto("/attendees?search=zzqqxxnomatch");
    const loading = page.locator("[aria-busy='true']").filter({ hasText: "Loading the attendees" });
    await expect(loading).toBeAttached();
    await expectAccessible(page, "loading the attendees", { widths: A11Y_WIDTHS });
    answer();

    await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
    await expect(loading).toHaveCount(0);
    await expect(resultCount(page)).toHaveText("0 companies");
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectAccessible(page, "no company matches", { widths: A11Y_WIDTHS });
  });

  test("a failed load offers a retry that loads the list", async ({ page }) => {
    let failures = 0;
    await page.route("**/api/misc/attendees", async (route) => {
      // The first two answers fail (the query tries once more itself), then the real server answers.
      if (failures < 2) {
        failures += 1;
        await route.fulfill({
          status: 503,
          json: { status: 503, error: "Service Unavailable", message: "" },
        });
        return;
      }
      await route.fallback();
    });
    await page.goto("/attendees");
    await expect(page.getByText("The attendee list could not be loaded")).toBeVisible();
    await expectAccessible(page, "the list could not be loaded", { widths: A11Y_WIDTHS });
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(resultCount(page)).toHaveText(/\d companies/);
    await expect(tableRows(page)).toHaveCount(PAGE_SIZE);
  });
});

test.describe("attendee directory: download and timeslot request", () => {
  test("the attendee list downloads as attendees-YYYYMMDD.csv with the contract's columns", async ({
    page,
  }) => {
    await page.goto("/attendees");
    const link = page.getByRole("link", { name: "Download attendee list" });
    await expect(link).toHaveAttribute("href", "/api/misc/attendeesAsCSV");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^attendees-\d{8}\.csv$/);
    const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
    const [header, ...rows] = text.trim().split(/\r?\n/);
    expect(header).toBe(ATTENDEES_CSV_COLUMNS.join(","));
    expect(rows.length).toBeGreaterThan(0);
  });

  test("a selected timeslot hides the download until it is cleared", async ({ page }) => {
    await page.addInitScript(
      ([key, value]) => {
        if (!window.sessionStorage.getItem("e2e-slot-seeded")) {
          window.sessionStorage.setItem(key, value);
          window.sessionStorage.setItem("e2e-slot-seeded", "1");
        }
      },
      [TIMESLOT_KEY, JSON.stringify({ id: 4, day: 1, timeStart: "10:00", timeEnd: "10:20" })] as const,
    );
    await page.goto("/attendees");
    await expect(
      page.getByText("Showing companies for your meeting request on Thursday 10:00 – 10:20"),
    ).toBeVisible();
    await expect(resultCount(page)).toHaveText(/\d companies/);
    await expect(page.getByRole("link", { name: "Download attendee list" })).toHaveCount(0);
    await expectAccessible(page, "a timeslot selected for a meeting request", { widths: A11Y_WIDTHS });

    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByRole("link", { name: "Download attendee list" })).toBeVisible();
    await expect(page.getByText(/your meeting request/)).toHaveCount(0);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), TIMESLOT_KEY)).toBeNull();
    await page.reload();
    await expect(page.getByRole("link", { name: "Download attendee list" })).toBeVisible();
  });
});
