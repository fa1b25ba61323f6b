import { FULL_CHROMIUM } from "../playwright.config.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { localPushService, serviceWorkerOf, subscribeAtLocalService } from "./push-helpers.ts";
import { logIn, newAttendee, openScheduler, requestMeeting, slotIdAt } from "./scheduler-helpers.ts";

const PHONE = { width: 375, height: 740 };

// The built app's service worker receives the push, as on a phone, in the full browser (the headless
// shell of the other specs has no notifications).
test.use({
  serviceWorkers: "allow",
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  launchOptions: FULL_CHROMIUM,
});

test.describe("push notifications", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a phone turns push on; a request made while the app is closed shows a notification that leads to the meeting", async ({
    page,
    baseURL,
    freshAttendee: recipient,
  }) => {
    const service = await localPushService();
    try {
      const requester = await newAttendee(page.request);
      const a = await logIn(page.request, requester);
      const b = await logIn(page.request, recipient);
      await page.context().grantPermissions(["notifications"], { origin: baseURL });
      await subscribeAtLocalService(page, service.subscription);
      const worker = await serviceWorkerOf(page);

      await openScheduler(page, recipient);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page
        .getByRole("banner")
        .getByRole("button", { name: /^Notifications/ })
        .click();
      const drawer = page.getByRole("dialog", { name: "Notifications" });
      await drawer.getByRole("button", { name: "Turn on notifications on this device" }).click();
      const kinds = drawer.getByRole("group", { name: "Notify me on this device about" });
      for (const kind of [
        "Meeting requests",
        "Answers and changes to my meetings",
        "Chat messages",
        "Reminders before my meetings",
        "Announcements from the organisers",
      ])
        await expect(kinds.getByRole("checkbox", { name: kind })).toBeChecked();
      await expectAccessible(page, "notification settings, push on");
      // Chat messages off on this phone: the server keeps it.
      await kinds.getByRole("checkbox", { name: "Chat messages" }).click();
      await expect(kinds.getByRole("checkbox", { name: "Chat messages" })).not.toBeChecked();
      await page.reload();
      await page
        .getByRole("banner")
        .getByRole("button", { name: /^Notifications/ })
        .click();
      await expect(drawer.getByRole("checkbox", { name: "Chat messages" })).not.toBeChecked();
      await expect(drawer.getByRole("checkbox", { name: "Meeting requests" })).toBeChecked();

      // The app is closed; the other trader asks for a meeting.
      await page.goto("about:blank");
      const meetingId = await requestMeeting(
        page.request,
        a,
        b,
        await slotIdAt(page.request, a, 2, "12:00"),
        "Cisco?",
      );
      const pushed = JSON.parse(await service.next()) as {
        title: string;
        body: string;
        url: string;
        tag: string;
      };
      expect(pushed).toEqual({
        title: `${requester.name} (${requester.company.name}) asks to meet you`,
        body: "Fri 7 Nov, 12:00 – 12:30 Dublin time",
        url: `/scheduler?id=${meetingId}`,
        tag: `meeting-${meetingId}`,
      });
      await worker.cdp.send("ServiceWorker.deliverPushMessage", {
        origin: new URL(baseURL ?? "").origin,
        registrationId: worker.registrationId(),
        data: JSON.stringify(pushed),
      });

      // The phone shows it, with the meeting it leads to (a click opens that page: src/sw/push.test.ts).
      await page.goto("/");
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              url: (n.data as { url: string }).url,
            })),
          ),
        )
        .toEqual([{ title: pushed.title, body: pushed.body, url: `/scheduler?id=${meetingId}` }]);

      // Turned off, the device is told nothing more.
      await page
        .getByRole("banner")
        .getByRole("button", { name: /^Notifications/ })
        .click();
      await drawer.getByRole("button", { name: "Turn off notifications on this device" }).click();
      await expect(
        drawer.getByRole("button", { name: "Turn on notifications on this device" }),
      ).toBeVisible();
      const state = await page.request.get(
        `/api/notifications/push?endpoint=${encodeURIComponent(service.subscription.endpoint)}`,
        { headers: { Authorization: `Bearer ${b.token}` } },
      );
      expect(await state.json()).toMatchObject({ subscribed: false });
    } finally {
      await service.close();
    }
  });

  test("the reminder by e-mail is switched on in the notification settings and kept", async ({
    page,
    freshAttendee,
  }) => {
    await openScheduler(page, freshAttendee);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications/ })
      .click();
    const drawer = page.getByRole("dialog", { name: "Notifications" });
    const mail = drawer.getByRole("switch", { name: "Also e-mail me before each meeting" });
    await expect(mail).toBeEnabled();
    await expect(mail).not.toBeChecked();
    await mail.focus();
    await page.keyboard.press("Space");
    await expect(mail).toBeChecked();
    await page.reload();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications/ })
      .click();
    await expect(drawer.getByRole("switch", { name: "Also e-mail me before each meeting" })).toBeChecked();
  });
});
