import { A11Y_WIDTHS, expect, expectAccessible, test } from "./fixtures.ts";

const DAYS = ["Wednesday November 5", "Thursday November 6", "Friday November 7"];
const TITLE = "The Program of the 2025 Dublin meeting";

test.describe("program on a wide screen", () => {
  test("shows the title and one tab per day, Wednesday first", async ({ page }) => {
    await page.goto("/program");
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(
      page.getByText("The full program of all three days, from early registration to the farewell dinner."),
    ).toBeVisible();
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(DAYS);
    await expect(page.getByRole("tab", { name: DAYS[0] })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Early registration" })).toBeVisible();
    await expect(panel.getByText("15:00 – 20:00").first()).toBeVisible();
  });

  test("switching to Thursday shows the Captain's Lunch with its marker and time", async ({ page }) => {
    await page.goto("/program");
    await page.getByRole("tab", { name: DAYS[1] }).click();
    await expect(page.getByRole("tab", { name: DAYS[1] })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    const lunch = panel
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Captain's Lunch" }) });
    await expect(lunch.getByText("Captain's Lunch", { exact: true })).toHaveCount(2);
    await expect(lunch.getByText("12:30 – 14:00")).toBeVisible();
    const dinner = panel
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Captain's Dinner" }) });
    await expect(dinner.getByText("Captain's Dinner", { exact: true })).toHaveCount(2);
    const map = dinner.getByRole("link", { name: /^Map/ });
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("href", /openstreetmap/);
    await expect(panel.getByRole("heading", { name: "Early registration" })).toHaveCount(0);
  });

  test("has no accessibility violations with a day chosen, at every width", async ({ page }) => {
    await page.goto("/program");
    await page.getByRole("tab", { name: DAYS[1] }).click();
    await expect(page.getByRole("tab", { name: DAYS[1] })).toHaveAttribute("aria-selected", "true");
    // Narrower screens show the days stacked, and the chosen day again on the way back.
    await expectAccessible(page, "Thursday tab chosen", { widths: A11Y_WIDTHS });
    await expect(page.getByRole("tab", { name: DAYS[1] })).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("program on a narrow screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("shows all days stacked with headings and no tabs", async ({ page }) => {
    await page.goto("/program");
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    for (const day of DAYS) {
      await expect(page.getByRole("heading", { level: 2, name: day })).toBeVisible();
    }
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Farewell dinner" })).toBeVisible();
    await expect(page.getByText("12:30 – 14:00")).toBeVisible();
  });
});
