import {
  bubble,
  composer,
  contactLink,
  conversations,
  logIn,
  messageLog,
  newAttendee,
  openChat,
  personBrowser,
  sendThroughApi,
  twoPeopleInTouch,
} from "./chat-helpers.ts";
import { A11Y_WIDTHS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";

// Two fresh attendees of different companies per test: nobody else reads or writes their chat.
test.describe("chat between two attendees", () => {
  test("a message travels live, is counted unread, read back, and answered", async ({
    browser,
    baseURL,
    request,
    freshAttendee: a,
  }) => {
    test.setTimeout(90_000);
    const b = await newAttendee(request);
    const anna = await personBrowser(browser, baseURL, a);
    const ben = await personBrowser(browser, baseURL, b);
    try {
      await openChat(ben.page);
      await expect(conversations(ben.page).getByText("No conversations yet.")).toBeVisible();
      await expectAccessible(ben.page, "no conversation yet", { widths: A11Y_WIDTHS });

      // A link with ?contact= makes the conversation and opens it as /messages/{contact}.
      await openChat(anna.page, `/messages?contact=${b.id}`);
      await expect(anna.page).toHaveURL(new RegExp(`/messages/${b.id}$`));
      await expect(anna.page.getByText(`Chatting with ${b.name}`)).toBeVisible();
      await expect(anna.page.getByRole("link", { name: new RegExp(`^${b.name}`) }).last()).toHaveAttribute(
        "href",
        `/attendeeDetails/${b.company.id}`,
      );
      await expectAccessible(anna.page, "a conversation open", { widths: A11Y_WIDTHS });

      await composer(anna.page, b.name).fill("Hello from Anna.\nSecond line, <b>not bold</b>");
      await composer(anna.page, b.name).press("Enter");
      await expect(bubble(anna.page, b.name, "Hello from Anna.")).toBeVisible();
      await expect(composer(anna.page, b.name)).toHaveValue("");
      // Shown as text, never as markup; a message of today says its hour, its full date on hover.
      await expect(bubble(anna.page, b.name, "<b>not bold</b>")).toBeVisible();
      const sentAt = bubble(anna.page, b.name, "Hello").locator("time");
      await expect(sentAt).toHaveText(/^\d{2}:\d{2}$/);
      await expect(sentAt).toHaveAttribute("title", /^\d{2}\/\d{2}\/\d{4} at \d{2}:\d{2}$/);

      // Ben, on the chat already, gets Anna in his list with the unread badge, and in the navigation.
      await expect(contactLink(ben.page, a.name)).toHaveAccessibleName(/1 unread/);
      // The list says what was said last, and when.
      await expect(contactLink(ben.page, a.name).getByTestId("last-message")).toHaveText(
        /^Hello from Anna\./,
      );
      await expect(contactLink(ben.page, a.name).locator("time")).toHaveText(/^\d{2}:\d{2}$/);
      await expect(contactLink(anna.page, b.name).getByTestId("last-message")).toHaveText(
        /^You: Hello from Anna\./,
      );
      // The chat's own live region says so politely; nothing took Ben's focus.
      await expect(ben.page.getByRole("status").filter({ hasText: "1 unread message" })).toBeAttached();
      await expectAccessible(ben.page, "an unread chat", { widths: A11Y_WIDTHS });
      const mainNav = ben.page.getByRole("navigation", { name: "Main" });
      await expect(mainNav.getByRole("link", { name: "Messages 1 unread" })).toBeVisible({ timeout: 15_000 });

      // Opening it reads it: the badges go, and Anna's side says so.
      await contactLink(ben.page, a.name).click();
      await expect(bubble(ben.page, a.name, "Hello from Anna.")).toBeVisible();
      await expect(contactLink(ben.page, a.name)).not.toHaveAccessibleName(/unread/);
      await expect(mainNav.getByRole("link", { name: "Messages", exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await expect(messageLog(anna.page, b.name).getByText(`Last read by ${b.name}`)).toBeVisible();

      // Only Anna has written: neither sees the other online yet.
      await expect(contactLink(anna.page, b.name)).not.toHaveAccessibleName(/online/);
      await expect(contactLink(ben.page, a.name)).not.toHaveAccessibleName(/online/);

      // Ben types: Anna sees the dots in her list and in the conversation, gone 5 s after he stops.
      await composer(ben.page, a.name).pressSequentially("Hi Anna", { delay: 20 });
      await expect(anna.page.getByRole("status").getByText(`${b.name} is typing`)).toBeVisible();
      await expect(contactLink(anna.page, b.name)).toHaveAccessibleName(/typing/);
      await expect(anna.page.getByText(`${b.name} is typing`)).toBeHidden({ timeout: 10_000 });
      await expect(contactLink(anna.page, b.name)).not.toHaveAccessibleName(/typing/);

      // Ben answers with the Send button; Anna sees it live, and the read marker gives way.
      await composer(ben.page, a.name).fill("Hi Anna, see you at table 12.");
      await ben.page.getByRole("button", { name: "Send" }).click();
      await expect(bubble(anna.page, b.name, "see you at table 12.")).toBeVisible();
      await expect(messageLog(anna.page, b.name).getByText(`Last read by ${b.name}`)).toBeHidden();
      // The message arrives in the conversation's log, a polite live region, and Anna's cursor
      // stays in her box.
      await expect(messageLog(anna.page, b.name)).toHaveAttribute("aria-live", "polite");
      await expect(composer(anna.page, b.name)).toBeFocused();
      await expectAccessible(anna.page, "an incoming message", { widths: A11Y_WIDTHS });

      // Both have written now: they see each other online at once.
      await expect(contactLink(anna.page, b.name)).toHaveAccessibleName(/online/);
      await expect(contactLink(ben.page, a.name)).toHaveAccessibleName(/online/);

      // Ben leaves: Anna sees him go offline.
      await ben.context.close();
      await expect(contactLink(anna.page, b.name)).not.toHaveAccessibleName(/online/, { timeout: 15_000 });
    } finally {
      await anna.context.close();
      await ben.context.close().catch(() => undefined);
    }
  });

  test("Shift+Enter starts a new line, an empty message cannot be sent, a too-long one says why", async ({
    browser,
    baseURL,
    request,
    freshAttendee: a,
  }) => {
    const b = await newAttendee(request);
    const anna = await personBrowser(browser, baseURL, a);
    try {
      await openChat(anna.page, `/messages?contact=${b.id}`);
      const box = composer(anna.page, b.name);
      const send = anna.page.getByRole("button", { name: "Send" });
      await expect(box).toBeVisible();
      await expect(send).toBeDisabled();
      await box.fill("   ");
      await expect(send).toBeDisabled();

      await box.fill("First line");
      await box.press("Shift+Enter");
      await box.pressSequentially("second line");
      await expect(box).toHaveValue("First line\nsecond line");

      await box.fill("x".repeat(2001));
      await expect(anna.page.getByRole("alert").filter({ hasText: "at most 2000 characters" })).toBeVisible();
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(send).toBeDisabled();
      await box.press("Enter");
      await expect(anna.page.getByText(`Chatting with ${b.name}`)).toBeVisible();

      await box.fill("x".repeat(2000));
      await expect(anna.page.getByRole("alert").filter({ hasText: "at most 2000 characters" })).toHaveCount(
        0,
      );
      await send.click();
      await expect(bubble(anna.page, b.name, "x".repeat(2000))).toBeVisible();
    } finally {
      await anna.context.close();
    }
  });

  test("the Chat button of a company's contact opens the conversation", async ({
    browser,
    baseURL,
    request,
    freshAttendee: a,
  }) => {
    const b = await newAttendee(request);
    const anna = await personBrowser(browser, baseURL, a);
    try {
      await anna.page.goto(`/attendeeDetails/${b.company.id}`);
      await anna.page.getByRole("link", { name: `Chat with ${b.name}` }).click();
      await expect(anna.page).toHaveURL(new RegExp(`/messages/${b.id}$`), { timeout: 15_000 });
      await expect(anna.page.getByText(`Chatting with ${b.name}`)).toBeVisible();
      await expect(contactLink(anna.page, b.name)).toHaveAttribute("aria-current", "page");
    } finally {
      await anna.context.close();
    }
  });

  test("the own contact has no Chat button, and a link to oneself opens no conversation", async ({
    page,
    request,
    freshAttendee: a,
  }) => {
    const me = await logIn(request, a);
    await signInDirectly(page, a.email, a.password);
    await page.goto(`/attendeeDetails/${me.companyId}`);
    await expect(page.getByRole("heading", { level: 3, name: a.name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("link", { name: `Chat with ${a.name}` })).toHaveCount(0);

    // While the list loads, a polite status says so.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === "/api/messages/conversation",
      async (route) => {
        if (route.request().method() === "GET") await held;
        await route.fallback();
      },
    );
    await page.goto(`/messages?contact=${me.id}`);
    const loading = page.getByRole("status").filter({ hasText: "Loading your conversations" });
    await expect(loading).toBeAttached({ timeout: 30_000 });
    await expectAccessible(page, "conversations loading", { widths: A11Y_WIDTHS });
    release();
    await expect(loading).toHaveCount(0);
    await expect(page.getByText("Select a conversation")).toBeVisible();
    await expect(conversations(page).getByText("No conversations yet.")).toBeVisible();
  });

  test("older messages load when scrolling up", async ({ browser, baseURL, request, freshAttendee: a }) => {
    test.setTimeout(90_000);
    const b = await newAttendee(request);
    const { apiB } = await twoPeopleInTouch(request, a, b, "Message number 1");
    const apiA = await logIn(request, a);
    for (let index = 2; index <= 60; index += 1) {
      await sendThroughApi(
        request,
        index % 2 ? apiA : apiB,
        index % 2 ? apiB : apiA,
        `Message number ${index}`,
      );
    }
    const anna = await personBrowser(browser, baseURL, a);
    try {
      await openChat(anna.page, `/messages/${b.id}`);
      await expect(bubble(anna.page, b.name, "Message number 60")).toBeVisible();
      await expect(bubble(anna.page, b.name, /Message number 1$/)).toHaveCount(0);
      await messageLog(anna.page, b.name).evaluate((log) => {
        log.scrollTop = 0;
      });
      await expect(bubble(anna.page, b.name, /Message number 1$/)).toBeAttached();
      await expect(messageLog(anna.page, b.name).getByRole("listitem")).toHaveCount(60);
      await expect(anna.page.getByRole("button", { name: "Show older messages" })).toHaveCount(0);
    } finally {
      await anna.context.close();
    }
  });

  test("the profile's switch turns the e-mails of unread messages off, and it stays off", async ({
    page,
    freshAttendee: a,
  }) => {
    await signInDirectly(page, a.email, a.password);
    await page.goto("/profile");
    const toggle = page.getByRole("switch", { name: "E-mail me unread messages after 15 minutes" });
    await expect(toggle).toBeChecked({ timeout: 30_000 });
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/messages/notifications") && response.request().method() === "POST",
    );
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    expect((await saved).status()).toBe(200);
    await expectAccessible(page);
    // The reloaded page reads it back (the switch shows once it is known).
    await page.reload();
    await expect(toggle).not.toBeChecked({ timeout: 30_000 });
  });
});
