import {
  bubble,
  composer,
  contactLink,
  messageLog,
  newAttendee,
  openChat,
  twoPeopleInTouch,
} from "./chat-helpers.ts";
import { expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";

// Runs in the mobile project (375 px): up to 768 px the chat shows the list or the conversation.
test.describe("chat on a phone", () => {
  test("shows the list, then the conversation with a back arrow, each accessible", async ({
    page,
    request,
    freshAttendee: a,
  }) => {
    const b = await newAttendee(request);
    await twoPeopleInTouch(request, b, a, "Are you at the hotel lobby?");
    await signInDirectly(page, a.email, a.password);

    await openChat(page);
    await expect(contactLink(page, b.name)).toHaveAccessibleName(/1 unread/);
    await expect(page.getByText("Select a conversation")).toBeHidden();
    // No sponsor banners and no footer on the chat.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expectAccessible(page, "an unread chat");

    await contactLink(page, b.name).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${b.id}$`));
    await expect(bubble(page, b.name, "Are you at the hotel lobby?")).toBeVisible();
    await expect(contactLink(page, b.name)).toBeHidden();
    const back = page.getByRole("link", { name: "Back to conversations" });
    await expect(back).toBeVisible();
    await expect(composer(page, b.name)).toBeVisible();
    await expectAccessible(page, "a conversation open");

    await composer(page, b.name).fill("Yes, by the bar.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(bubble(page, b.name, "Yes, by the bar.")).toBeVisible();
    // Own messages stand on the right, in blue.
    const own = bubble(page, b.name, "Yes, by the bar.");
    const other = bubble(page, b.name, "Are you at the hotel lobby?");
    const ownBox = await own.locator("[data-message-text]").boundingBox();
    const otherBox = await other.locator("[data-message-text]").boundingBox();
    expect(ownBox && otherBox && ownBox.x > otherBox.x).toBe(true);
    const ownColour = await own
      .locator("[data-message-text]")
      .evaluate((element) => getComputedStyle(element.parentElement as Element).backgroundColor);
    // The theme's navy 7, #355fae.
    expect(ownColour).toBe("rgb(53, 95, 174)");
    await expect(messageLog(page, b.name)).toBeVisible();

    await back.click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(contactLink(page, b.name)).toBeVisible();
    await expect(composer(page, b.name)).toBeHidden();
  });
});
