import type { Page } from "@playwright/test";
import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";
import { chooseFiles, picture } from "./upload-helpers.ts";

const PHONE = { width: 375, height: 740 };

async function confirmRemove(page: Page, dialogName: string | RegExp) {
  await page.getByRole("dialog", { name: dialogName }).getByRole("button", { name: "Yes, remove" }).click();
}

test.describe("the console's editors of the public pages", () => {
  test.describe.configure({ timeout: 150_000 });

  test("the tech talk editor names the edition's meeting days by their dates", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/content?tab=techtalk");
    const talks = page.getByRole("list", { name: "Talks" });
    await expect(talks.getByRole("listitem").first()).toContainText(
      /^.*(Thursday 6|Friday 7) November, \d\d:\d\d/,
    );
    await page.getByRole("button", { name: "Add a talk" }).click();
    const form = page.getByRole("dialog", { name: "Add a talk" });
    await form.getByRole("textbox", { name: "Day" }).click();
    await expect(page.getByRole("option", { name: "Day 1: Thursday 6 November" })).toBeVisible();
    await expect(page.getByRole("option", { name: "Day 2: Friday 7 November" })).toBeVisible();
    await page.keyboard.press("Escape");
  });

  test("an organiser adds a program session, which the program page shows at once, then removes it", async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = `Grading panel ${Date.now()}`;
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/content?tab=program");
    const sessions = page.getByRole("list", { name: /^Sessions on / });
    await expect(sessions.getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("region", { name: /^Preview: / })).toBeVisible();
    await expectAccessible(page, "program editor at rest", { widths: A11Y_WIDTHS });

    await page.getByRole("button", { name: "Add a session" }).click();
    const form = page.getByRole("dialog", { name: "Add a session" });
    await form.getByLabel("Starts (Dublin time)").fill("16:30");
    await form.getByLabel("Ends (Dublin time)").fill("16:00");
    await form.getByRole("textbox", { name: "Title" }).fill(title);
    await form.getByRole("button", { name: "Add the session" }).click();
    await expect(form.getByText("The end must come after the start")).toBeVisible();
    await form.getByLabel("Ends (Dublin time)").fill("17:15");
    await form.getByRole("textbox", { name: "Room or place" }).fill("Room 4, ground floor");
    // The preview is the program page's own item, as typed.
    const preview = form.getByRole("list", { name: "Preview of the session" });
    await expect(preview.getByRole("heading", { name: title })).toBeVisible();
    await expect(preview).toContainText("Room 4, ground floor");
    await expectAccessible(page, "session form", { widths: A11Y_WIDTHS });
    await form.getByRole("button", { name: "Add the session" }).click();
    await expect(snackbar(page, `“${title}” is added; the program shows it now.`)).toBeVisible();
    const card = sessions.getByRole("listitem").filter({ hasText: title });
    await expect(card).toContainText("16:30 – 17:15 Dublin time");

    // A visitor's phone: on the program page at once.
    const visitor = await (
      await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true })
    ).newPage();
    await visitor.goto("/program");
    await expect(visitor.getByRole("heading", { name: title })).toBeVisible();

    await card.getByRole("button", { name: `Remove ${title}` }).click();
    await confirmRemove(page, `Remove “${title}”?`);
    await expect(snackbar(page, "Removed from the program; the site shows it now.")).toBeVisible();
    await expect(card).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);
    await visitor.context().close();
  });

  test("an organiser adds a testimonial and a gallery of two pictures uploaded at once, shown on the site, then removes them", async ({
    page,
    browser,
    baseURL,
  }) => {
    const stamp = Date.now();
    const person = `Ines Duarte ${stamp}`;
    const gallery = `Harbour walk ${stamp}`;
    await signInDirectly(page, ACCOUNTS.organiser.email);
    const visitor = await (
      await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true })
    ).newPage();

    // The testimonial, with the public page's own quote as its preview.
    await page.goto("/organiser/content?tab=testimonials");
    await page.getByRole("button", { name: "Add a testimonial" }).click();
    const form = page.getByRole("dialog", { name: "Add a testimonial" });
    await form
      .getByRole("textbox", { name: "Quote" })
      .fill("Forty meetings in two days, and every one counted.");
    await form.getByRole("textbox", { name: "Person" }).fill(person);
    await form.getByRole("textbox", { name: "Company" }).fill("Lisbon IT Trade");
    await expect(form.getByText(`— ${person}, Lisbon IT Trade`)).toBeVisible();
    await form.getByRole("button", { name: "Add the testimonial" }).click();
    await expect(
      snackbar(page, `The testimonial of ${person} is added; the site shows it now.`),
    ).toBeVisible();
    await expectAccessible(page, "testimonials editor", { widths: A11Y_WIDTHS });
    await visitor.goto("/testimonials");
    await expect(visitor.getByText(`— ${person}, Lisbon IT Trade`)).toBeVisible();

    // The gallery, and two pictures chosen at once.
    await page.getByRole("tab", { name: "Pictures" }).click();
    await page.getByRole("button", { name: "Add a gallery" }).click();
    await page
      .getByRole("dialog", { name: "Add a gallery" })
      .getByRole("textbox", { name: "Name" })
      .fill(gallery);
    await page
      .getByRole("dialog", { name: "Add a gallery" })
      .getByRole("button", { name: "Add the gallery" })
      .click();
    await expect(snackbar(page, `The gallery ${gallery} is added.`)).toBeVisible();
    const pictures = page.getByRole("region", { name: `Pictures of ${gallery}` });
    await chooseFiles(page, pictures.getByRole("button", { name: "Add pictures" }), [
      { name: "quay.png", mimeType: "image/png", buffer: await picture(page, 900, 600, "#0b3d91") },
      { name: "ships.png", mimeType: "image/png", buffer: await picture(page, 600, 900, "#004d40") },
    ]);
    await expect(snackbar(page, `2 pictures added to ${gallery}; the site shows them now.`)).toBeVisible();
    const grid = pictures.getByRole("list", { name: `Pictures of ${gallery}` });
    await expect(grid.getByRole("listitem")).toHaveCount(2);
    await grid.getByRole("textbox", { name: "Caption of picture 1" }).fill("The quay at dusk");
    await grid.getByRole("button", { name: "Save the caption of picture 1" }).click();
    await expect(snackbar(page, "The caption is saved; the site shows it now.")).toBeVisible();
    const preview = page.getByRole("region", { name: `Preview: ${gallery}` });
    await expect(preview.getByRole("img", { name: "The quay at dusk" })).toBeVisible();
    await expectAccessible(page, "gallery editor with pictures", { widths: A11Y_WIDTHS });

    await visitor.goto("/pictures");
    const onSite = visitor.getByRole("region", { name: gallery });
    await expect(onSite.getByRole("img", { name: "The quay at dusk" })).toBeVisible();
    await expect(onSite.getByRole("img")).toHaveCount(2);

    // Both go again: the demo's content is as before.
    await page.getByRole("button", { name: `Remove the gallery ${gallery}` }).click();
    await confirmRemove(page, `Remove the gallery ${gallery}?`);
    await expect(snackbar(page, "Removed from the pictures page.")).toBeVisible();
    await page.getByRole("tab", { name: "Testimonials" }).click();
    await page.getByRole("button", { name: `Remove the testimonial of ${person}` }).click();
    await confirmRemove(page, `Remove the testimonial of ${person}?`);
    await expect(snackbar(page, "The testimonial is removed from the site.")).toBeVisible();

    await visitor.goto("/pictures");
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByRole("region", { name: gallery })).toHaveCount(0);
    await visitor.goto("/testimonials");
    await expect(visitor.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
    await expect(visitor.getByText(`— ${person}, Lisbon IT Trade`)).toHaveCount(0);
    await visitor.context().close();
  });
});
