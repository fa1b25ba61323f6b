import type { APIRequestContext, Page } from "@playwright/test";
import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";

/**
 * The own contact on /profile: details, password, profile picture. The demo accounts are only read
 * here; changes are made to accounts made for the test.
 */

interface Contact {
  id: number;
  name: string;
  tel: string;
  function: string;
  isSelf: boolean;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ownContact(request: APIRequestContext, token: string, companyId: number): Promise<Contact> {
  const response = await request.get(`/api/companies/${companyId}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const { contacts } = ((await response.json()) as { result: { contacts: Contact[] } }).result;
  const self = contacts.find((contact) => contact.isSelf);
  if (!self) throw new Error("The signed-in user has no contact record");
  return self;
}

/** The 2D picture drawn in the page and encoded there, so the test needs no image files. */
async function drawPicture(page: Page, width: number, height: number, type: "image/png" | "image/jpeg") {
  const base64 = await page.evaluate(
    async ([w, h, mime]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no canvas");
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, "#1c3d6e");
      gradient.addColorStop(1, "#f2b705");
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: mime })).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [width, height, type] as const,
  );
  return Buffer.from(base64, "base64");
}

/**
 * Records the `picture` part of every FormData the page sends (type and pixel size) in the tab's
 * session storage, where it outlives the reload; the browser's request record leaves multipart
 * file bodies out.
 */
async function recordUploads(page: Page) {
  await page.addInitScript(() => {
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const picture = init?.body instanceof FormData ? init.body.get("picture") : null;
      if (picture instanceof Blob) {
        const bitmap = await createImageBitmap(picture);
        const sent = JSON.parse(window.sessionStorage.getItem("sent-pictures") ?? "[]") as unknown[];
        sent.push({ type: picture.type, width: bitmap.width, height: bitmap.height });
        window.sessionStorage.setItem("sent-pictures", JSON.stringify(sent));
      }
      return originalFetch(input, init);
    };
  });
}

const sentPictures = (page: Page) =>
  page.evaluate(() => JSON.parse(window.sessionStorage.getItem("sent-pictures") ?? "[]") as unknown);

const ownCard = (page: Page) =>
  page.getByRole("article").filter({ has: page.getByRole("button", { name: "More" }) });

async function openProfile(page: Page) {
  await page.goto("/profile");
  await expect(ownCard(page).getByRole("textbox", { name: "Name" })).toBeVisible();
}

async function openMenuItem(page: Page, item: string) {
  await ownCard(page).getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test.describe("own profile: contact", () => {
  test("updates the own contact; the name shows in the header at once", async ({ page, freshAttendee }) => {
    const user = await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    const before = await ownContact(page.request, user.token, user.companyId);
    const card = ownCard(page);
    await openProfile(page);
    // The e-mail is shown, not editable.
    await expect(card.getByText(freshAttendee.email, { exact: true })).toBeVisible();
    await expect(card.getByRole("textbox", { name: "E-mail" })).toHaveCount(0);
    await expect(card.getByRole("textbox", { name: "Telephone" })).toHaveValue(before.tel);
    await expect(card.getByRole("textbox", { name: "Function" })).toHaveValue(before.function);

    const renamed = `${freshAttendee.name}-Berg`;
    await card.getByRole("textbox", { name: "Name" }).fill(renamed);
    await card.getByRole("textbox", { name: "Telephone" }).fill("+31 6 5550 9999");
    await card.getByRole("textbox", { name: "Function" }).fill("Head of Purchasing");
    await card.getByRole("button", { name: "Update", exact: true }).click();
    await expect(snackbar(page, "Contact succesfully updated")).toHaveRole("status");
    await expectAccessible(page, "contact saved toast", { widths: A11Y_WIDTHS });
    await expect(page.getByRole("button", { name: `Account menu for ${renamed}` })).toBeVisible();
    await expect(card.getByRole("heading", { name: renamed })).toBeVisible();

    await page.reload();
    await expect(card.getByRole("textbox", { name: "Telephone" })).toHaveValue("+31 6 5550 9999");
    await expect(card.getByRole("textbox", { name: "Function" })).toHaveValue("Head of Purchasing");
  });

  test("an empty name is refused before anything is sent", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    let updates = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/companies/updateContact")) updates += 1;
    });
    await openProfile(page);
    const card = ownCard(page);
    const name = card.getByRole("textbox", { name: "Name" });
    await name.fill("   ");
    // Leaving the field tells at once; sending the form then puts focus back on it.
    await name.blur();
    await expect(card.getByText("This field is required")).toBeVisible();
    await card.getByRole("button", { name: "Update", exact: true }).click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("This field is required");
    // Focus goes back to the field to correct.
    await expect(name).toBeFocused();
    await expectAccessible(page, "contact form errors", { widths: A11Y_WIDTHS });
    expect(updates).toBe(0);
  });

  test("Change Password opens the password modal", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    await openProfile(page);
    await openMenuItem(page, "Change Password");
    await expect(page.getByRole("dialog", { name: "Change password" })).toBeVisible();
    await expectAccessible(page, "change password dialog");
  });

  test("uploads a picture shrunk to 400 × 400 at most, shows it large, and removes it", async ({
    page,
    freshAttendee,
  }) => {
    // Two reloads, pictures drawn and encoded in the page, and five dialogs scanned at three widths.
    test.slow();
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await recordUploads(page);
    await openProfile(page);
    const card = ownCard(page);
    // No picture yet: nothing to remove, and the large view says so.
    await card.getByRole("button", { name: "More" }).click();
    await expect(page.getByRole("menuitem", { name: "Update Profile Picture" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Remove Profile Picture" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await openMenuItem(page, "Update Profile Picture");
    const dialog = page.getByRole("dialog", { name: "Update profile picture" });
    await expect(dialog.getByRole("button", { name: "Upload" })).toBeDisabled();
    await expectAccessible(page, "picture upload dialog", { widths: A11Y_WIDTHS });
    const png = await drawPicture(page, 800, 600, "image/png");
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await expect(dialog.getByRole("img", { name: "Preview of the chosen picture" })).toBeVisible();
    await expectAccessible(page, "picture upload dialog with a preview", { widths: A11Y_WIDTHS });

    const uploaded = page.waitForResponse("**/api/companies/uploadPicture");
    const reloaded = page.waitForEvent("framenavigated");
    await dialog.getByRole("button", { name: "Upload" }).click();
    expect((await uploaded).status()).toBe(200);
    await reloaded;
    // What left the browser: a JPEG shrunk from 800 × 600 to fit 400 × 400.
    expect(await sentPictures(page)).toEqual([{ type: "image/jpeg", width: 400, height: 300 }]);

    // After the reload the picture is there: small on the card, large in the modal.
    await expect(card.getByRole("textbox", { name: "Name" })).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", /.+/);
    await card.getByRole("button", { name: "Show your picture" }).click();
    const large = page.getByRole("dialog").getByRole("img", { name: `Picture of ${freshAttendee.name}` });
    await expect(large).toBeVisible();
    const size = await large.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(size.width).toBeLessThanOrEqual(400);
    expect(size.height).toBeLessThanOrEqual(400);
    expect(size.width / size.height).toBeCloseTo(4 / 3, 1);
    await expectAccessible(page, "large picture dialog", { widths: A11Y_WIDTHS });
    await page.keyboard.press("Escape");

    await openMenuItem(page, "Remove Profile Picture");
    const confirm = page.getByRole("dialog", { name: "Remove profile picture" });
    await expect(confirm.getByText("Are you sure you want to delete this picture?")).toBeVisible();
    await expectAccessible(page, "remove picture dialog", { widths: A11Y_WIDTHS });
    const removedReload = page.waitForEvent("framenavigated");
    await confirm.getByRole("button", { name: "Yes, Delete" }).click();
    await removedReload;

    await expect(card.getByRole("textbox", { name: "Name" })).toBeVisible();
    await expect(card.locator("img")).toHaveCount(0);
    await card.getByRole("button", { name: "Show your picture" }).click();
    await expect(page.getByRole("dialog").getByText("No picture available")).toBeVisible();
  });

  test("a file that is no picture is refused as soon as it is chosen, before any upload", async ({
    page,
  }) => {
    const lars = await signInDirectly(page, ACCOUNTS.lars.email);
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/companies/uploadPicture")) uploads.push(request.url());
    });
    await openProfile(page);
    await openMenuItem(page, "Update Profile Picture");
    const dialog = page.getByRole("dialog", { name: "Update profile picture" });
    const chooser = dialog.locator('input[type="file"]');
    const upload = dialog.getByRole("button", { name: "Upload" });

    // Not a picture by its type.
    await chooser.setInputFiles({
      name: "report.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4 a report"),
    });
    await expect(dialog.getByRole("alert")).toHaveText(
      '"report.pdf" is not a picture. Please choose a JPG or PNG image.',
    );
    // The refusal is the field's own description.
    await expect(dialog.getByRole("button", { name: "Picture" })).toHaveAccessibleDescription(
      /"report\.pdf" is not a picture\./,
    );
    await expect(upload).toBeDisabled();
    await expectAccessible(page, "picture upload dialog with a refused file", { widths: A11Y_WIDTHS });
    await expect(dialog.getByRole("img", { name: "Preview of the chosen picture" })).toHaveCount(0);

    // Named and typed as a PNG, but no image inside.
    await chooser.setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("These are notes, not a picture."),
    });
    await expect(dialog.getByRole("alert")).toHaveText(
      '"notes.png" could not be read as a picture. Please choose a JPG or PNG image.',
    );
    await expect(upload).toBeDisabled();

    // A real picture clears the message and can be sent.
    await chooser.setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: await drawPicture(page, 40, 30, "image/png"),
    });
    await expect(dialog.getByRole("img", { name: "Preview of the chosen picture" })).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(upload).toBeEnabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(uploads).toEqual([]);

    // The server refuses it as well, whatever the browser sends.
    const response = await page.request.post("/api/companies/uploadPicture", {
      headers: bearer(lars.token),
      multipart: {
        picture: { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture") },
      },
    });
    expect(response.status()).toBe(400);
  });
});

test.describe("own profile contact at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the card, its menu and the modals fit and pass axe", async ({ page, freshAttendee }) => {
    const user = await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/");
    const jpeg = await drawPicture(page, 300, 300, "image/jpeg");
    const uploaded = await page.request.post("/api/companies/uploadPicture", {
      headers: bearer(user.token),
      multipart: { picture: { name: "me.jpg", mimeType: "image/jpeg", buffer: jpeg } },
    });
    expect(uploaded.status()).toBe(200);
    await checkMobileProfile(page, freshAttendee.name);
  });
});

async function checkMobileProfile(page: Page, name: string) {
  await openProfile(page);
  await ownCard(page).scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, "with a picture");

  // The dialogs are scanned at every width by the tests above; here they open and close on a phone.
  await ownCard(page).getByRole("button", { name: "More" }).click();
  await expect(page.getByRole("menuitem", { name: "Remove Profile Picture" })).toBeVisible();
  await expectAccessible(page, "more menu open", { widths: A11Y_WIDTHS });
  // The laptop's width draws the card anew, which may close its menu: opened again on the phone.
  const update = page.getByRole("menuitem", { name: "Update Profile Picture" });
  if (!(await update.isVisible())) await ownCard(page).getByRole("button", { name: "More" }).click();
  await update.click();
  const upload = page.getByRole("dialog", { name: "Update profile picture" });
  await expect(upload.getByRole("button", { name: "Upload" })).toBeDisabled();
  await upload.getByRole("button", { name: "Cancel" }).click();
  await expect(upload).toBeHidden();

  await ownCard(page).getByRole("button", { name: "Show your picture" }).click();
  const large = page.getByRole("dialog", { name });
  await expect(large.getByRole("img", { name: `Picture of ${name}` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(large).toBeHidden();

  await openMenuItem(page, "Remove Profile Picture");
  const confirm = page.getByRole("dialog", { name: "Remove profile picture" });
  await expect(confirm.getByRole("button", { name: "Yes, Delete" })).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();

  await openMenuItem(page, "Change Password");
  await expect(page.getByRole("dialog", { name: "Change password" })).toBeVisible();
  await expectAccessible(page, "change password dialog");
}
