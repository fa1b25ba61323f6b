import type { Locator, Page } from "@playwright/test";

/** A PNG picture of the given size: a screenshot of a coloured box drawn in the page. */
export async function picture(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const frame = await page.context().newPage();
  await frame.setViewportSize({ width, height });
  await frame.setContent(`<body style="margin:0;background:${colour}"></body>`);
  const png = await frame.screenshot({ clip: { x: 0, y: 0, width, height } });
  await frame.close();
  return png;
}

type File = { name: string; mimeType: string; buffer: Buffer };

/** Chooses files for a file button, as a person does: the button opens the chooser. */
export async function chooseFiles(page: Page, button: Locator, files: File | File[]): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), button.click()]);
  await chooser.setFiles(files);
}
