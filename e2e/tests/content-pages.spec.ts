import { A11Y_WIDTHS, expect, expectAccessible, test } from "./fixtures.ts";

test.describe("tech talk", () => {
  test("shows the title, the room, the moderator and both days", async ({ page }) => {
    await page.goto("/techtalk");
    await expect(
      page.getByRole("heading", { level: 1, name: "Tech Talk at the EBM 2025 Dublin" }),
    ).toBeVisible();
    await expect(page.getByText("Sessions take place in Room 6, first floor")).toBeVisible();
    const moderator = page.getByRole("region", { name: "Moderator" });
    await expect(moderator.getByRole("heading", { name: "Claire Donnelly" })).toBeVisible();
    const thursday = page.getByRole("region", { name: "Tech Talk Sessions for Thursday" });
    await expect(thursday.getByRole("heading", { name: "Marieke Dekker" })).toBeVisible();
    await expect(thursday.getByRole("heading", { name: "Claire Donnelly" })).toHaveCount(0);
    const friday = page.getByRole("region", { name: "Tech Talk Sessions for Friday" });
    await expect(friday.getByRole("heading", { name: "Isabel Navarro" })).toBeVisible();
    await expect(friday.getByText("11:00 – 11:30")).toBeVisible();
  });

  test("clamps long descriptions and links companies in a new tab", async ({ page }) => {
    await page.goto("/techtalk");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Marieke Dekker" }) });
    const ending = card.getByText(/far less of a gamble/);
    await expect(ending).toHaveCount(0);
    await card.getByRole("button", { name: "Read more" }).click();
    await expect(ending).toBeVisible();
    await expect(card.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    await card.getByRole("button", { name: "Show less" }).click();
    await expect(ending).toHaveCount(0);

    const company = card.getByRole("link", { name: /KDD Trading ApS/ });
    await expect(company).toHaveAttribute("target", "_blank");
    await expect(company).toHaveAttribute("href", "/attendeeDetails/4");
    // A short description has no toggle.
    const anna = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Anna Schmidt" }) });
    await expect(anna.getByRole("button", { name: "Read more" })).toHaveCount(0);
  });

  test("caches the speakers locally", async ({ page }) => {
    await page.goto("/techtalk");
    await expect(page.getByRole("heading", { name: "Marieke Dekker" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("ebm.speakers")))
      .toContain("Marieke Dekker");
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/techtalk");
    await expect(page.getByRole("heading", { name: "Marieke Dekker" })).toBeVisible();
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });
  });
});

test.describe("sponsors", () => {
  test("shows the main, premium and other sponsors with logo links", async ({ page }) => {
    await page.goto("/sponsors");
    await expect(page.getByRole("heading", { level: 1, name: "Sponsors" })).toBeVisible();
    const main = page.getByRole("region", { name: "Main sponsor" });
    const link = main.getByRole("link", { name: /Atlas Remarketing Group/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", "https://www.atlas-remarketing-group.example");
    await expect(main.getByRole("img", { name: "Atlas Remarketing Group" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Premium sponsors" }).getByRole("link")).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Other sponsors" }).getByRole("link")).toHaveCount(5);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/sponsors");
    await expect(page.getByRole("region", { name: "Main sponsor" })).toBeVisible();
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });
  });
});

test.describe("testimonials", () => {
  test("shows the categories newest first, each with its featured quote", async ({ page }) => {
    await page.goto("/testimonials");
    await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings.first()).toHaveText("Why traders are coming to Dublin");
    const amsterdam = page.getByRole("region", {
      name: "What traders said about the 2024 Amsterdam meeting",
    });
    const featured = amsterdam.getByRole("figure").first();
    await expect(featured).toContainText("Amsterdam was the best edition yet");
    await expect(featured).toContainText("— Daan Visser, Polder IT Remarketing B.V.");
    await expect(amsterdam.getByRole("listitem").first()).toContainText("— James Clarke");
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/testimonials");
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });
  });
});
