import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { A11Y_WIDTHS, expect, expectAccessible, overrideSettings, test } from "./fixtures.ts";
import {
  acceptedMeeting,
  chooseFilter,
  headerColour,
  logIn,
  newAttendee,
  openScheduler,
  requestMeeting,
  slotCard,
  slotIdAt,
  snackbar,
} from "./scheduler-helpers.ts";

const S = SCHEDULER_MESSAGES;

test.describe("scheduler: timeslots", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a free slot is blocked and unblocked; Find a meeting takes the slot to the directory", async ({
    page,
    freshAttendee,
  }) => {
    await openScheduler(page, freshAttendee);
    const card = slotCard(page, "16:00 – 16:30");
    await expect(card).toContainText("Available");
    expect(await headerColour(card)).toBe("rgb(233, 236, 239)");

    await card.getByRole("button", { name: "Block" }).click();
    await expect(snackbar(page, S.blocked)).toBeVisible();
    await expect(card).toContainText("Blocked");
    expect(await headerColour(card)).toBe("rgb(255, 212, 59)");
    await expect(card.getByRole("button", { name: "Find a meeting" })).toHaveCount(0);

    // The filter shows the blocked slot alone.
    await chooseFilter(page, "Blocked");
    await expect(page.getByRole("article")).toHaveCount(1);
    await chooseFilter(page, "All");

    await card.getByRole("button", { name: "Unblock" }).click();
    await expect(snackbar(page, S.unblocked)).toBeVisible();
    await expect(card).toContainText("Available");

    await card.getByRole("button", { name: "Find a meeting" }).click();
    await expect(page).toHaveURL(/\/attendees$/);
    const stored = await page.evaluate(() => window.sessionStorage.getItem("ebm.timeslotRequest"));
    expect(JSON.parse(stored ?? "null")).toMatchObject({ day: 2, timeStart: "16:00", timeEnd: "16:30" });
  });

  test("with the scheduler closed the page says so and offers no action", async ({ page, freshAttendee }) => {
    const requester = await newAttendee(page.request);
    const a = await logIn(page.request, requester);
    const b = await logIn(page.request, freshAttendee);
    await requestMeeting(page.request, a, b, await slotIdAt(page.request, a, 2, "10:00"));

    await overrideSettings(page, { schedulerEnabled: false });
    await openScheduler(page, freshAttendee);
    await expect(page.getByRole("alert").filter({ hasText: "The scheduler is closed" })).toBeVisible({
      timeout: 20_000,
    });
    const card = slotCard(page, "10:00 – 10:30");
    await expect(card.getByRole("heading", { name: requester.name })).toBeVisible();
    await expect(card.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Decline" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Block" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Find a meeting" })).toHaveCount(0);
  });

  test("no accessibility violations and no sideways scrolling at 320 and 1280 px with meetings on it", async ({
    page,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    await acceptedMeeting(page.request, requester, recipient, "10:00");
    const a = await logIn(page.request, requester);
    const other = await newAttendee(page.request);
    await requestMeeting(
      page.request,
      await logIn(page.request, other),
      a,
      await slotIdAt(page.request, a, 2, "10:30"),
      "Hello",
    );
    await page.request.post("/api/scheduler/blockTimeslot", {
      headers: { Authorization: `Bearer ${a.token}` },
      data: { timeslotId: await slotIdAt(page.request, a, 2, "11:00") },
    });

    await openScheduler(page, requester);
    await expect(slotCard(page, "10:00 – 10:30")).toContainText("CONFIRMED");
    await expect(slotCard(page, "10:30 – 11:00")).toContainText("Pending");
    await expect(slotCard(page, "11:00 – 11:30")).toContainText("Blocked");
    await expect(page.getByRole("heading", { name: "Calendar" })).toBeVisible();
    // Every button names what it does in the words it shows, the other side's name added.
    await expect(
      slotCard(page, "10:00 – 10:30").getByRole("button", { name: `Add to leads (${recipient.name})` }),
    ).toBeVisible();
    await expect(
      slotCard(page, "10:30 – 11:00").getByRole("link", { name: `Message ${other.name}` }),
    ).toBeVisible();
    // The scan fails on sideways scrolling too.
    await expectAccessible(page, "a confirmed, a received and a blocked slot", { widths: A11Y_WIDTHS });

    // The Cancelled Meetings tab, empty.
    await page.getByRole("tab", { name: "Cancelled Meetings" }).click();
    await expect(page.getByText(S.noCancelled)).toBeVisible();
    await expectAccessible(page, "no cancelled meetings", { widths: A11Y_WIDTHS });

    // Cards sit side by side on a wide screen and under each other on a phone.
    const top = (time: string) =>
      slotCard(page, time).evaluate((element) => element.getBoundingClientRect().top);
    await page.getByRole("tab", { name: "Friday Nov 7" }).click();
    expect(await top("10:30 – 11:00")).toBe(await top("10:00 – 10:30"));
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await top("10:30 – 11:00")).toBeGreaterThan(await top("10:00 – 10:30"));
  });

  test("the calendar link is made once, replaced and turned off", async ({ page, freshAttendee }) => {
    await openScheduler(page, freshAttendee);
    const panel = page.getByRole("region", { name: "Calendar" });
    await panel.getByRole("button", { name: "Subscribe in your calendar" }).click();
    const address = panel.getByRole("textbox", { name: "Your calendar address" });
    await expect(address).toHaveValue(/\/api\/scheduler\/calendar\/.+\.ics$/);
    const first = await address.inputValue();
    const feed = await page.request.get(new URL(first).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");

    await panel.getByRole("button", { name: "Replace link" }).click();
    await expect(address).not.toHaveValue(first);
    expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);

    // After a reload the address is not shown again; the feed is on.
    await page.reload();
    await expect(panel).toContainText("Your calendar link is on since");
    await expect(address).toHaveCount(0);
    await panel.getByRole("button", { name: "Turn off" }).click();
    await expect(panel.getByRole("button", { name: "Subscribe in your calendar" })).toBeVisible();
  });
});
