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
  industry: string | null;
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

/** The body the page sends for a search, with every filter named: what its answers are filed under. */
const searchKey = (body: SearchBody) =>
  JSON.stringify({
    search: body.search ?? null,
    pref: body.pref ?? null,
    tradingType: body.tradingType ?? null,
  });

/** The directory answers one page received, by search. */
export interface DirectoryAnswers {
  /** The newest answer the page got for this search, if it asked for it. */
  latest(body: SearchBody): Attendee[] | undefined;
  /** Waits for the page's answer to this search. */
  of(body: SearchBody): Promise<Attendee[]>;
}

/**
 * Files every directory answer the page receives under its search. The page shows its own
 * answer: other tests may add attending companies meanwhile, so an answer fetched apart from the
 * page can already differ from it.
 * @example const answers = followAnswers(page); await page.goto("/attendees"); const all = await answers.of({});
 */
export function followAnswers(page: Page): DirectoryAnswers {
  const answers = new Map<string, Attendee[]>();
  page.on("response", async (response) => {
    const request = response.request();
    if (request.method() !== "POST" || !response.url().endsWith("/api/misc/attendees") || !response.ok())
      return;
    const key = searchKey(request.postDataJSON() as SearchBody);
    // A body the page left behind (a reload while it loaded) is not one it shows.
    const body = (await response.json().catch(() => undefined)) as { payload: Attendee[] } | undefined;
    if (body) answers.set(key, body.payload);
  });
  return {
    latest: (body) => answers.get(searchKey(body)),
    async of(body) {
      await expect
        .poll(() => answers.has(searchKey(body)), { message: `the page's answer to ${searchKey(body)}` })
        .toBe(true);
      return answers.get(searchKey(body)) ?? [];
    },
  };
}

/** Waits until the page shows its newest answer to the search: count and first rows. */
export async function expectResultsLike(
  page: Page,
  answers: DirectoryAnswers,
  body: SearchBody,
): Promise<void> {
  await expect(async () => {
    const expected = answers.latest(body);
    expect(expected, `the page's answer to ${searchKey(body)}`).toBeDefined();
    const shown = expected ?? [];
    await expect(resultCount(page)).toHaveText(countText(shown.length), { timeout: 1_000 });
    expect(await shownNames(page)).toEqual(shown.slice(0, PAGE_SIZE).map((entry) => entry.name));
  }).toPass({ timeout: 10_000 });
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
