import { readFileSync } from "node:fs";
import { LEADS_MESSAGES } from "@ebm/shared/messages";
import { badgeOf, leadsOf, logIn, saveLeadApi } from "./badge-helpers.ts";
import {
  A11Y_WIDTHS,
  expect,
  expectAccessible,
  settleAnimations,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";
import { acceptedMeeting, newAttendee, openScheduler, slotCard } from "./scheduler-helpers.ts";

test.describe("Leads", () => {
  // First in the file: Chromium keeps a touch screen emulated by an earlier phone context for
  // the browser's later pages, which would read as a phone here.
  test("a desktop gets the notice asking for a mobile device", async ({ page, freshAttendee }) => {
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/scan");
    await expect(page.getByText("Please use a mobile device")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Stop scanning" })).toHaveCount(0);
    // Only a laptop gets it: at a phone's width the page is the scanner.
    await expectAccessible(page, "the notice asking for a mobile device");
  });

  test("the list shows each lead; the CSV downloads as leads-YYYYMMDD.csv; one is removed, then all", async ({
    page,
    request,
    freshAttendee,
  }) => {
    const owner = await logIn(request, freshAttendee);
    const first = await newAttendee(request);
    const second = await newAttendee(request);
    await saveLeadApi(
      request,
      owner,
      (await badgeOf(request, await logIn(request, first))).code,
      "=SUM(A1) call back",
    );
    await saveLeadApi(request, owner, (await badgeOf(request, await logIn(request, second))).code, "Laptops");

    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/leads");
    // Sample contacts share their names; their companies tell them apart.
    const firstCard = page.getByRole("article").filter({ hasText: first.company.name });
    const secondCard = page.getByRole("article").filter({ hasText: second.company.name });
    await expect(firstCard).toBeVisible({ timeout: 30_000 });
    await expect(firstCard.getByText(first.company.name)).toBeVisible();
    await expect(firstCard.getByText(first.email)).toBeVisible();
    await expect(firstCard.getByText("=SUM(A1) call back")).toBeVisible();
    await expect(secondCard).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{8}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toContain(first.name);
    expect(csv).toContain(second.email);
    // A note a spreadsheet would run is written as text.
    expect(csv).toContain("'=SUM(A1) call back");

    await firstCard.getByRole("button", { name: `Remove ${first.name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Remove lead" });
    await expect(confirm).toBeVisible();
    // Its button moves in with the dialog: on a loaded machine a click during that can miss it.
    await settleAnimations(page);
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(firstCard).toBeHidden();
    await expect(secondCard).toBeVisible();
    expect((await leadsOf(request, owner)).map((lead) => lead.contactName)).toEqual([second.name]);

    await page.getByRole("button", { name: "Empty list" }).click();
    const emptying = page.getByRole("dialog", { name: "Empty your leads" });
    await expect(emptying).toBeVisible();
    await settleAnimations(page);
    await emptying.getByRole("button", { name: "Remove all" }).click();
    await expect(page.getByRole("heading", { name: LEADS_MESSAGES.empty })).toBeVisible();
    expect(await leadsOf(request, owner)).toEqual([]);
  });

  test("an accepted meeting's card adds its other side to the leads once", async ({
    page,
    request,
    freshAttendee,
  }) => {
    const other = await newAttendee(request);
    const { a, meetingId } = await acceptedMeeting(request, freshAttendee, other);
    const note = await request.post("/api/notes/", {
      headers: { Authorization: `Bearer ${a.token}` },
      data: { scheduleId: meetingId, message: "Shared: 40 pallets", isPrivate: false },
    });
    expect(note.status()).toBe(201);

    await openScheduler(page, freshAttendee);
    const card = slotCard(page, "10:00 – 10:30");
    // Named by the words it shows ("Add to leads") and whom it adds.
    const add = card.getByRole("button", { name: `Add to leads (${other.name})`, exact: true });
    await add.click();
    await expect(snackbar(page, `${other.name} was added to your leads`)).toBeVisible();
    const [lead] = await leadsOf(request, a);
    expect(lead?.contactName).toBe(other.name);
    expect(lead?.notes).toContain("Shared: 40 pallets");

    await add.click();
    await expect(snackbar(page, LEADS_MESSAGES.saveError)).toBeVisible();
    expect(await leadsOf(request, a)).toHaveLength(1);
  });
});

test.describe("Leads and scan on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("/leads loading, with leads, empty, and /scan without a camera pass axe at 320 and 1280 px", async ({
    page,
    request,
    freshAttendee,
  }) => {
    // Four states, each scanned at three widths.
    test.setTimeout(120_000);
    const owner = await logIn(request, freshAttendee);
    const other = await newAttendee(request);
    const warm = await newAttendee(request);
    await saveLeadApi(
      request,
      owner,
      (await badgeOf(request, await logIn(request, other))).code,
      "Servers",
      "hot",
    );
    await saveLeadApi(request, owner, (await badgeOf(request, await logIn(request, warm))).code, "", "warm");
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    // The list is held back until its loading state is scanned: a status says it is coming.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/companies/fetchLeadsList/**", async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto("/leads");
    await expect(page.getByRole("status").filter({ hasText: "Loading your leads" })).toBeAttached({
      timeout: 30_000,
    });
    await expectAccessible(page, "leads loading", { widths: A11Y_WIDTHS });
    release();
    await expect(page.getByRole("article").filter({ hasText: other.company.name })).toBeVisible({
      timeout: 30_000,
    });
    // The ratings' coloured badges read at 4.5:1 on their tints.
    await expect(page.getByRole("article").filter({ hasText: warm.company.name })).toContainText("Warm");
    await expectAccessible(page, "rated leads listed", { widths: A11Y_WIDTHS });

    await page.getByRole("button", { name: "Empty list" }).click();
    const emptying = page.getByRole("dialog", { name: "Empty your leads" });
    await expect(emptying).toBeVisible();
    await settleAnimations(page);
    await emptying.getByRole("button", { name: "Remove all" }).click();
    await expect(page.getByRole("heading", { name: LEADS_MESSAGES.empty })).toBeVisible();
    await expectAccessible(page, "no leads", { widths: A11Y_WIDTHS });

    // Without a camera the scanner says so; the page around it passes all the same.
    await page.goto("/scan");
    await expect(page.getByRole("heading", { level: 1, name: "Scan a lead" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "camera" })).toBeVisible();
    await expectAccessible(page, "no camera to scan with", { widths: A11Y_WIDTHS });
  });
});
