import type { APIRequestContext, Page } from "@playwright/test";
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
import { FRIDAY_TAB, logIn, newAttendee, openScheduler, slotCard, slotIdAt } from "./scheduler-helpers.ts";

const PHONE = { width: 375, height: 740 };

/** The organiser's bearer header, for the calls a test makes around the screens. */
async function organiserHeaders(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", {
    data: { email: ACCOUNTS.organiser.email, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The event clock's time now, by the server. */
async function eventNow(request: APIRequestContext): Promise<number> {
  return Date.parse(((await (await request.get("/api/misc/clock")).json()) as { now: string }).now);
}

/**
 * The first-day slot under way by the server's event clock (its meetings can be marked held), with
 * a minute left; in a slot's last minute it waits for the next one to start.
 */
async function slotUnderWay(request: APIRequestContext): Promise<number> {
  const plan = await request.get("/api/organiser/meetings/plan?day=1", {
    headers: await organiserHeaders(request),
  });
  const { slots } = (await plan.json()).payload as {
    slots: { timeslotId: number; startsAtUtc: string; endsAtUtc: string; keynote: boolean }[];
  };
  const underWay = (now: number) =>
    slots.find(
      (s) => !s.keynote && Date.parse(s.startsAtUtc) <= now && Date.parse(s.endsAtUtc) > now + 60_000,
    );
  let slot: number | undefined;
  await expect
    .poll(
      async () => {
        slot = underWay(await eventNow(request))?.timeslotId;
        return slot;
      },
      { message: "a first-day timeslot under way", timeout: 75_000, intervals: [1_000] },
    )
    .toBeDefined();
  return slot as number;
}

/** Resolves once the page's real-time connection is authenticated (call before the page loads). */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", (frame) => {
        if (String(frame.payload).includes('"auth-ok"')) resolve();
      }),
    );
  });
}

/** Chooses a person in a picker of the new-meeting dialog by typing their name. */
async function pick(page: Page, label: string, person: { name: string; company: { name: string } }) {
  const dialog = page.getByRole("dialog", { name: "New meeting" });
  await dialog.getByRole("textbox", { name: label }).fill(person.name);
  await page.getByRole("option", { name: `${person.name} (${person.company.name})`, exact: true }).click();
}

test.describe("organiser console: meetings on behalf of attendees", () => {
  test.describe.configure({ timeout: 180_000 });

  test("books a meeting for two attendees that one sees live, moves it to another time, cancels it, and marks another held", async ({
    page,
    browser,
    baseURL,
    freshAttendee: first,
  }) => {
    const second = await newAttendee(page.request);
    const b = await logIn(page.request, second);
    const earlier = await slotIdAt(page.request, b, 2, "14:00");
    const later = await slotIdAt(page.request, b, 2, "14:30");

    // The second attendee's phone is open on Friday's scheduler, connected.
    const phone = await (
      await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true })
    ).newPage();
    const live = socketReady(phone);
    await openScheduler(phone, second, `?cd=${FRIDAY_TAB}`);
    await live;
    await expect(slotCard(phone, "14:00 – 14:30")).toContainText("Available");

    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/meetings?day=2");
    await expect(page.getByRole("heading", { level: 1, name: "Meetings table plan" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "New meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "New meeting" });
    await pick(page, "First attendee", first);
    await pick(page, "Second attendee", second);
    // Only the slots both are free in, each with its day and zone.
    await dialog.getByRole("textbox", { name: "Timeslot" }).click();
    await page
      .getByRole("option", { name: /^Fri 7 Nov, 14:00 – 14:30 Dublin time · \d+ tables free$/ })
      .click();
    await expect(dialog.getByRole("textbox", { name: "Table" })).toHaveValue(
      "Automatic: the lowest free place",
    );
    await expectAccessible(page, "new meeting dialog, filled", { widths: A11Y_WIDTHS });
    await dialog.getByRole("button", { name: "Book meeting" }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page, /^Meeting booked at table \d+/)).toHaveAttribute("role", "status");

    // The phone shows it at once, confirmed, and the bell rings.
    await expect(slotCard(phone, "14:00 – 14:30")).toContainText("CONFIRMED");
    await expect(
      phone.getByRole("banner").getByRole("button", { name: /^Notifications, 1 unread/ }),
    ).toBeVisible();

    // The plan shows the slot of the new meeting; it moves to another time from its card.
    await expect(page).toHaveURL(new RegExp(`slot=${earlier}`));
    const card = page.getByRole("listitem").filter({ hasText: first.name });
    await expect(card).toContainText(second.name);
    await card.getByRole("button", { name: /^More for the meeting at table \d+$/ }).click();
    await page.getByRole("menuitem", { name: "Move to another time" }).click();
    const move = page.getByRole("dialog", { name: "Move the meeting to another time" });
    await move.getByRole("textbox", { name: "New timeslot" }).click();
    await page.getByRole("option", { name: /^Fri 7 Nov, 14:30 – 15:00 Dublin time/ }).click();
    await move.getByRole("button", { name: "Move meeting" }).click();
    await expect(move).toBeHidden();
    await expect(snackbar(page, "Moved to 14:30 – 15:00 Dublin time")).toBeVisible();
    await expect(slotCard(phone, "14:30 – 15:00")).toContainText("CONFIRMED");
    await expect(slotCard(phone, "14:00 – 14:30")).toContainText("Available");

    // Cancelled with a reason: the phone's slot is free again.
    await page.goto(`/organiser/meetings?day=2&slot=${later}`);
    const moved = page.getByRole("listitem").filter({ hasText: first.name });
    await moved.getByRole("button", { name: /^More for the meeting at table \d+$/ }).click();
    await page.getByRole("menuitem", { name: "Cancel the meeting" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel the meeting" });
    await cancel.getByRole("button", { name: "Cancel meeting" }).click();
    await expect(cancel.getByText("Say why, in a few words")).toBeVisible();
    await cancel.getByRole("textbox", { name: "Reason" }).fill("The stand moved to Hall B.");
    await expectAccessible(page, "cancel meeting dialog", { widths: A11Y_WIDTHS });
    await cancel.getByRole("button", { name: "Cancel meeting" }).click();
    await expect(cancel).toBeHidden();
    await expect(snackbar(page, "Meeting cancelled")).toBeVisible();
    await expect(slotCard(phone, "14:30 – 15:00")).toContainText("Available");
    await expect(page.getByRole("listitem").filter({ hasText: first.name })).toHaveCount(0);
    await phone.context().close();

    // Another meeting, under way now, is marked held; the figures per table count it.
    const c = await newAttendee(page.request);
    const d = await newAttendee(page.request);
    const [cUser, dUser] = [await logIn(page.request, c), await logIn(page.request, d)];
    const now = await slotUnderWay(page.request);
    const booked = await page.request.post("/api/organiser/meetings", {
      headers: await organiserHeaders(page.request),
      data: { fromId: cUser.id, toId: dUser.id, timeslotId: now },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const { table } = (await booked.json()).payload as { table: number };
    await page.goto(`/organiser/meetings?day=1&slot=${now}`);
    const held = page.getByRole("listitem").filter({ hasText: c.name });
    await held.getByRole("button", { name: /^More for the meeting at / }).click();
    await page.getByRole("menuitem", { name: "Mark held" }).click();
    await expect(snackbar(page, /^Marked held/)).toBeVisible();
    await expect(held).toContainText("Held");
    const figures = page.getByRole("table", { name: "Held and no-shows per table" });
    const row = figures.getByRole("row", { name: new RegExp(`^Table ${table} `) });
    await expect(row.getByRole("cell").nth(1)).not.toHaveText("0");
    await expectAccessible(page, "table plan with a held meeting", { widths: A11Y_WIDTHS });
  });
});
