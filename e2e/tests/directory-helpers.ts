import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** One directory entry as POST /api/misc/attendees returns it (the fields the tests use). */
export interface Attendee {
  id: number;
  name: string;
  country: string;
  description: string;
  status: number;
  categories: number[];
  tradingType: "used" | "new" | null;
}

export interface SearchBody {
  search?: string | null;
  pref?: number | null;
  tradingType?: "used" | "new" | null;
}

/** Rows the page draws before "Show more". */
export const PAGE_SIZE = 50;

/**
 * Asks the server directly, so a test can compare the page with what the API answers.
 * @example const all = await searchApi(page.request, {});
 */
export async function searchApi(request: APIRequestContext, body: SearchBody): Promise<Attendee[]> {
  const response = await request.post("/api/misc/attendees", {
    data: { search: null, pref: null, tradingType: null, ...body },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { payload: Attendee[] }).payload;
}

/** "1,000 companies" / "1 company", as the page counts its results. */
export function countText(count: number): string {
  return `${new Intl.NumberFormat("en-GB").format(count)} ${count === 1 ? "company" : "companies"}`;
}

/** The result rows of the desktop table (header row excluded). */
export const tableRows = (page: Page) => page.getByRole("table").locator("tbody").getByRole("row");

/** The row of one company in the desktop table. */
export const rowOf = (page: Page, entry: Attendee) => page.locator(`tbody tr[data-company-id="${entry.id}"]`);

/** The count line above the results (a polite live region). */
export const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /compan/ });

/** The hover card of the directory (it carries no role: it holds no controls). */
export const hoverCard = (page: Page) => page.locator(".mantine-HoverCard-dropdown");

/** The company names in the table, in order, without the link's hidden "(opens in a new tab)". */
export function shownNames(page: Page): Promise<string[]> {
  return tableRows(page).evaluateAll((rows) =>
    rows.map((row) => (row.children[1]?.textContent ?? "").replace(" (opens in a new tab)", "").trim()),
  );
}

/** Waits until the page shows the answer the API gives for the same search: count and first rows. */
export async function expectResultsLike(page: Page, expected: Attendee[]): Promise<void> {
  await expect(resultCount(page)).toHaveText(countText(expected.length));
  const names = expected.slice(0, PAGE_SIZE).map((entry) => entry.name);
  await expect.poll(() => shownNames(page)).toEqual(names);
}

/** Submits the search form with the given values (unset selects stay as they are). */
export async function searchFor(
  page: Page,
  values: { text?: string; interest?: string; trading?: string },
): Promise<void> {
  const form = page.getByRole("search", { name: "Attendee directory" });
  if (values.text !== undefined) await form.getByRole("searchbox", { name: "Search" }).fill(values.text);
  if (values.interest !== undefined) {
    await form.getByRole("combobox", { name: "Main interest" }).selectOption({ label: values.interest });
  }
  if (values.trading !== undefined) {
    await form.getByRole("combobox", { name: "Trading type" }).selectOption({ label: values.trading });
  }
  await form.getByRole("button", { name: "Search" }).click();
}

/** A word of a company name that is long enough to narrow the directory down. */
export function distinctiveWord(name: string): string {
  const words = name.split(/[^A-Za-z]+/).filter((word) => word.length >= 5);
  const word = words.sort((a, b) => b.length - a.length)[0];
  if (!word) throw new Error(`no usable word in "${name}"`);
  return word;
}
