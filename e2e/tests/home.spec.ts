import {
  A11Y_WIDTHS,
  ACCOUNTS,
  eventClockFollowsPage,
  expect,
  expectAccessible,
  overrideSettings,
  signInDirectly,
  test,
} from "./fixtures.ts";

interface Testimonial {
  id: number;
  catId: number;
  testimonial: string;
}

test.describe("home", () => {
  test("counts down to the event start every second and hides at zero", async ({ page }) => {
    // The start in the settings is 2025-11-05 15:00 UTC.
    await page.clock.install({ time: new Date("2025-11-05T14:59:00Z") });
    const { synced } = await eventClockFollowsPage(page);
    await page.goto("/");
    await synced;
    await expect(page.getByRole("timer")).toBeVisible();
    await page.clock.pauseAt(new Date("2025-11-05T14:59:50Z"));
    const timer = page.getByRole("timer");
    await expect(page.getByRole("heading", { name: "The meeting starts in" })).toBeVisible();
    await expect(timer).toHaveText(/00\s*Days\s*00\s*Hours\s*00\s*Minutes\s*1[01]\s*Seconds/);
    const seconds = async () => Number((await timer.textContent())?.match(/(\d+)\s*Seconds/)?.[1]);
    const before = await seconds();
    await page.clock.runFor(4000);
    await expect.poll(seconds).toBe(before - 4);
    await page.clock.runFor(12_000);
    await expect(timer).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "The meeting starts in" })).toHaveCount(0);
  });

  test("shows days and hours ahead, and no countdown once the event has started", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-11-01T09:59:00Z") });
    const { synced } = await eventClockFollowsPage(page);
    await page.goto("/");
    await synced;
    await expect(page.getByRole("timer")).toBeVisible();
    await page.clock.pauseAt(new Date("2025-11-01T10:00:00Z"));
    await expect(page.getByRole("timer")).toHaveText(
      /04\s*Days\s*05\s*Hours\s*00\s*Minutes\s*0[01]\s*Seconds/,
    );

    await page.clock.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    await page.clock.resume();
    await page.reload();
    await expect(page.getByText(/Sold out with 1,000 traders/)).toBeVisible();
    await expect(page.getByRole("timer")).toHaveCount(0);
  });

  test("shows the facts, the ticket prices and Sold out for visitors", async ({ page }) => {
    // The demo edition is sold out; other tests open registration on the shared server for a while.
    await overrideSettings(page, {}, { registrationOpen: false });
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByText("Sold out with 1,000 traders from 40+ countries")).toBeVisible();
    await expect(main.getByText("5–7 November 2025")).toBeVisible();
    await expect(main.getByText("The Liffey Quay Convention Hotel")).toBeVisible();
    const tickets = page.getByRole("region", { name: "Tickets" });
    await expect(tickets.getByText("€995 per attendee")).toBeVisible();
    await expect(tickets.getByText("€1,670 first attendee")).toBeVisible();
    await expect(
      tickets.getByText(/1-year membership worth €675; €995 for each further attendee/),
    ).toBeVisible();
    await expect(tickets.getByText(/€100 of every ticket is donated to charity/)).toBeVisible();
    await expect(main.getByText("Sold out", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Register now" })).toHaveCount(0);
    // Phones get the tiles; wide screens do not.
    await expect(page.getByRole("navigation", { name: "Quick links" })).toHaveCount(0);
  });

  test("offers registration while it is open, and no Sold out to attendees", async ({ page }) => {
    await overrideSettings(page, {}, { registrationOpen: true });
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: "Register now" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(page.getByRole("main").getByText("Sold out", { exact: true })).toHaveCount(0);

    await page.unrouteAll();
    await signInDirectly(page, ACCOUNTS.anna.email);
    await page.goto("/");
    await expect(page.getByRole("main").getByText(/Sold out with 1,000/)).toBeVisible();
    await expect(page.getByRole("main").getByText("Sold out", { exact: true })).toHaveCount(0);
  });

  test("shows the video banner only when it is switched on, loading the player on demand", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Tickets" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Video" })).toHaveCount(0);

    await overrideSettings(page, {
      showVideoBanner: 1,
      videoBannerUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    await page.goto("/");
    const video = page.getByRole("region", { name: "Video" });
    await expect(video.locator("iframe")).toHaveCount(0);
    await video.getByRole("button", { name: /Play the video/ }).click();
    await expect(video.locator("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
  });

  test("rotates the latest testimonials every 8 seconds, with a pause", async ({ page }) => {
    const response = await page.request.get("/api/misc/testimonials");
    const { payload } = (await response.json()) as {
      payload: { cats: { id: number }[]; testimonials: Testimonial[] };
    };
    const latest = Math.max(...payload.cats.map((cat) => cat.id));
    const quotes = payload.testimonials.filter((t) => t.catId === latest).map((t) => t.testimonial);
    const older = payload.testimonials.filter((t) => t.catId !== latest);
    expect(quotes.length).toBeGreaterThan(2);
    expect(older.length).toBeGreaterThan(0);

    await page.clock.install();
    await page.goto("/");
    const section = page.getByRole("region", { name: "What traders say" });
    const quote = section.locator("blockquote");
    await expect(quote).toHaveText(quotes[0] as string);
    // From here on the page's time moves only when the test says so.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    // Under 8 s after the first quote appeared it is still there; at 8 s the next one follows.
    await page.clock.runFor(3000);
    await expect(quote).toHaveText(quotes[0] as string);
    await page.clock.runFor(5000);
    await expect(quote).toHaveText(quotes[1] as string);
    // A full round shows every latest quote once and none of the older categories.
    for (let i = 2; i < quotes.length + 1; i++) {
      await page.clock.runFor(8000);
      await expect(quote).toHaveText(quotes[i % quotes.length] as string);
    }

    await section.getByRole("button", { name: "Pause testimonials" }).click();
    const paused = await quote.textContent();
    await page.clock.runFor(24_000);
    await expect(quote).toHaveText(paused ?? "");
    await section.getByRole("button", { name: `Testimonial 3 of ${quotes.length}` }).click();
    await expect(quote).toHaveText(quotes[2] as string);
    await expect(section.getByRole("button", { name: "Play testimonials" })).toBeVisible();
  });

  test("keeps the testimonials still for visitors who ask for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    const section = page.getByRole("region", { name: "What traders say" });
    const quote = section.locator("blockquote");
    await expect(quote).not.toBeEmpty();
    const first = await quote.textContent();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    await page.clock.runFor(24_000);
    await expect(quote).toHaveText(first ?? "");
    // The rotation is there for whoever starts it.
    await section.getByRole("button", { name: "Play testimonials" }).click();
    await page.clock.runFor(8000);
    await expect(quote).not.toHaveText(first ?? "");
  });

  test("shows the sponsor banners, main first, linking to the sponsors", async ({ page }) => {
    const response = await page.request.get("/api/misc/sponsors");
    const { payload } = (await response.json()) as {
      payload: { name: string; url: string; type: string; logoURL: string }[];
    };
    await page.goto("/");
    const section = page.getByRole("region", { name: "Our sponsors" });
    const links = section.getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(payload.length);
    const main = payload.find((sponsor) => sponsor.type === "main");
    await expect(links.first()).toHaveAttribute("href", main?.url ?? "");
    await expect(links.first().getByRole("img")).toHaveAttribute("src", main?.logoURL ?? "");
    for (const sponsor of payload) {
      await expect(section.getByRole("img", { name: sponsor.name })).toBeVisible();
    }
  });

  test("has no accessibility violations with the countdown running, at every width", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-11-01T10:00:00Z") });
    const { synced } = await eventClockFollowsPage(page);
    await page.goto("/");
    await synced;
    await expect(page.getByRole("timer")).toBeVisible();
    await expect(page.getByRole("region", { name: "What traders say" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Our sponsors" })).toBeVisible();
    await expectAccessible(page, "countdown running", { widths: A11Y_WIDTHS });
  });

  test("does not announce the countdown's ticks, and says when the meeting starts", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-11-01T10:00:00Z") });
    const { synced } = await eventClockFollowsPage(page);
    await page.goto("/");
    await synced;
    const timer = page.getByRole("timer");
    await expect(timer).toBeVisible();
    // A timer speaks only when asked: it is no polite or assertive live region, nor inside one.
    await expect(timer).toHaveAttribute("aria-live", "off");
    const speaking = await timer.evaluate((element) =>
      Boolean(
        element.parentElement?.closest(
          '[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"]',
        ),
      ),
    );
    expect(speaking).toBe(false);
    const countdown = page.getByRole("region", { name: "The meeting starts in" });
    await expect(countdown).toContainText(
      "The meeting starts on Wednesday 5 November 2025 at 15:00, Dublin time.",
    );
  });

  test("counts whole minutes, not seconds, for visitors who ask for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: new Date("2025-11-01T10:00:00Z") });
    const { synced } = await eventClockFollowsPage(page);
    await page.goto("/");
    await synced;
    const timer = page.getByRole("timer");
    await expect(timer).toHaveText(/04\s*Days\s*05\s*Hours\s*00\s*Minutes/);
    await page.clock.pauseAt(new Date("2025-11-01T10:00:30Z"));
    await expect(timer).not.toContainText("Seconds");
    const shown = await timer.textContent();
    await page.clock.runFor(20_000);
    await expect(timer).toHaveText(shown ?? "");
    // Past the minute the count moves on, once.
    await page.clock.runFor(15_000);
    await expect(timer).toHaveText(/04\s*Days\s*04\s*Hours\s*59\s*Minutes/);
  });
});
