import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import {
  A11Y_WIDTHS,
  ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";
import { holdRequests } from "./organiser-helpers.ts";
import { acceptedMeeting, meetingsOf, newAttendee, slotIdAt } from "./scheduler-helpers.ts";

/** The meetings of these tests are on Friday (day 2) at this time. */
const SLOT_START = "16:00";

interface PlanSlot {
  timeslotId: number;
  tables: number;
  atTables: { meetingId: number; table: number | null }[];
}

/** The organiser's table plan of a day, read through the API. */
async function planOf(request: APIRequestContext, day: number): Promise<PlanSlot[]> {
  const login = await request.post("/api/auth/login", {
    data: { email: ACCOUNTS.organiser.email, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(`/api/organiser/meetings/plan?day=${day}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { payload: { slots: PlanSlot[] } }).payload.slots;
}

/** The highest floor table of the slot that no meeting holds: far from the ones accepts hand out. */
async function highFreeTable(request: APIRequestContext, timeslotId: number): Promise<number> {
  const slot = (await planOf(request, 2)).find((s) => s.timeslotId === timeslotId);
  if (!slot) throw new Error(`slot ${timeslotId} is not in the plan`);
  const used = new Set(slot.atTables.map((m) => m.table));
  for (let table = slot.tables; table >= 1; table--) if (!used.has(table)) return table;
  throw new Error("no free table");
}

test.describe("organiser console: the meetings table plan", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a new meeting shows at its table, moves to a free table the people then see, and the plan downloads", async ({
    page,
    freshAttendee,
  }) => {
    const other = await newAttendee(page.request);
    const { a, meetingId } = await acceptedMeeting(page.request, freshAttendee, other, SLOT_START);
    const slotId = await slotIdAt(page.request, a, 2, SLOT_START);
    const table = (await meetingsOf(page.request, a)).find((m) => m.id === meetingId)?.table;
    expect(table).toBeTruthy();

    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto(`/organiser/meetings?day=2&slot=${slotId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Meetings table plan" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("tab", { name: "Friday 7 Nov", selected: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Timeslot" })).toHaveValue(/^16:00 – 16:30/);
    const card = page.getByRole("listitem", { name: `Table ${table}`, exact: true });
    await expect(card).toContainText(freshAttendee.name);
    await expect(card).toContainText(freshAttendee.company.name);
    await expect(card).toContainText(other.name);
    await expect(page.getByRole("listitem", { name: /^Table \d+, free$/ }).first()).toContainText("Free");
    await expect(page.getByRole("heading", { level: 2, name: "Hotel lobby" })).toBeVisible();
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });

    const target = await highFreeTable(page.request, slotId);
    await card.getByRole("button", { name: `Move the meeting at table ${table}` }).click();
    const dialog = page.getByRole("dialog", { name: "Move the meeting" });
    await expect(dialog).toContainText(freshAttendee.name);
    await dialog.getByRole("textbox", { name: "New table" }).fill(`Table ${target}`);
    await page.getByRole("option", { name: `Table ${target}`, exact: true }).click();
    await expect(page.getByRole("listbox")).toBeHidden();
    await expectAccessible(page, "move meeting dialog", { widths: A11Y_WIDTHS });
    await dialog.getByRole("button", { name: "Move" }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page, `Moved to table ${target}`)).toHaveAttribute("role", "status");
    await expectAccessible(page, "meeting moved success toast");
    const moved = page.getByRole("listitem", { name: `Table ${target}`, exact: true });
    await expect(moved).toContainText(freshAttendee.name);
    await expect(page.getByRole("listitem", { name: `Table ${table}, free`, exact: true })).toBeVisible();
    // The people read the table from the meeting: their scheduler shows the new one.
    const seen = (await meetingsOf(page.request, a)).find((m) => m.id === meetingId);
    expect(seen).toMatchObject({ table: target, tableLabel: `Table: ${target}` });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("table-plan-2025-11-07.csv");
    const csv = readFileSync(await file.path(), "utf8");
    expect(csv).toContain("Day,Timeslot,Place,Table,Requested by");
    expect(csv).toContain(`2,16:00 – 16:30,${target},Table: ${target},${freshAttendee.name},`);
  });

  test("the move dialog says so when the table was taken meanwhile", async ({ page, freshAttendee }) => {
    const first = await acceptedMeeting(
      page.request,
      freshAttendee,
      await newAttendee(page.request),
      SLOT_START,
    );
    const second = await acceptedMeeting(
      page.request,
      await newAttendee(page.request),
      await newAttendee(page.request),
      SLOT_START,
    );
    const slotId = await slotIdAt(page.request, first.a, 2, SLOT_START);
    const table = (await meetingsOf(page.request, first.a)).find((m) => m.id === first.meetingId)?.table;
    const target = await highFreeTable(page.request, slotId);

    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto(`/organiser/meetings?day=2&slot=${slotId}`);
    const card = page.getByRole("listitem", { name: `Table ${table}`, exact: true });
    await card.getByRole("button", { name: `Move the meeting at table ${table}` }).click();
    const dialog = page.getByRole("dialog", { name: "Move the meeting" });
    await dialog.getByRole("textbox", { name: "New table" }).fill(`Table ${target}`);
    await page.getByRole("option", { name: `Table ${target}`, exact: true }).click();
    // Another organiser puts the second meeting there first.
    const login = await page.request.post("/api/auth/login", {
      data: { email: ACCOUNTS.organiser.email, password: DEMO_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const other = await page.request.post(`/api/organiser/meetings/${second.meetingId}/table`, {
      headers: { authorization: `Bearer ${token}` },
      data: { tableNumber: target },
    });
    expect(other.status()).toBe(200);
    await dialog.getByRole("button", { name: "Move" }).click();
    await expect(dialog.getByRole("alert")).toContainText(`Table ${target} is taken in this timeslot.`);
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "move meeting dialog with its error", { widths: A11Y_WIDTHS });
  });
});

test.describe("organiser console: the meetings table plan on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the tables stack in one column, nothing scrolls sideways", async ({ page, freshAttendee }) => {
    const other = await newAttendee(page.request);
    const { a, meetingId } = await acceptedMeeting(page.request, freshAttendee, other, SLOT_START);
    const slotId = await slotIdAt(page.request, a, 2, SLOT_START);
    const table = (await meetingsOf(page.request, a)).find((m) => m.id === meetingId)?.table;

    await signInDirectly(page, ACCOUNTS.organiser.email);
    // The plan shows placeholders while it loads.
    const release = await holdRequests(page, /\/api\/organiser\/meetings\/plan\?/);
    await page.goto(`/organiser/meetings?day=2&slot=${slotId}`);
    await expect(page.getByText("Loading the table plan")).toBeAttached();
    await expectAccessible(page, "table plan loading", { widths: A11Y_WIDTHS });
    release();
    const card = page.getByRole("listitem", { name: `Table ${table}`, exact: true });
    await expect(card).toContainText(freshAttendee.name, { timeout: 30_000 });
    await expect(page.getByRole("tab", { name: "Thursday 6 Nov" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
