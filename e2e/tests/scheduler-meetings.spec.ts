import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { A11Y_WIDTHS, expect, expectAccessible, test } from "./fixtures.ts";
import {
  acceptedMeeting,
  logIn,
  meetingsOf,
  newAttendee,
  openScheduler,
  openSchedulerElsewhere,
  requestMeeting,
  slotCard,
  slotIdAt,
  snackbar,
} from "./scheduler-helpers.ts";

const S = SCHEDULER_MESSAGES;
const NOTE_DATE = /\d{2}\/\d{2}\/\d{4} at \d{2}:\d{2}/;

test.describe("scheduler: accepted meetings", () => {
  // Two browsers and many steps per test, on a machine that may be busy.
  test.describe.configure({ timeout: 240_000 });

  test("notes: a shared note reaches the other side, a private one does not; only the author deletes", async ({
    page,
    browser,
    baseURL,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    await acceptedMeeting(page.request, requester, recipient, "13:00");

    await openScheduler(page, requester);
    const card = slotCard(page, "13:00 – 13:30");
    await card.getByRole("button", { name: "Notes" }).click();
    const dialog = page.getByRole("dialog", { name: `Notes on your meeting with ${recipient.name}` });
    await expect(dialog.getByText("No notes yet.")).toBeVisible();
    const add = dialog.getByRole("button", { name: "Add note" });
    await expect(add).toBeDisabled();
    await dialog.getByRole("textbox", { name: "New note" }).fill("   ");
    await expect(add).toBeDisabled();

    // A note is the author's own unless they share it.
    const share = dialog.getByRole("switch", { name: `Share with ${recipient.name}` });
    await expect(share).not.toBeChecked();
    await dialog.getByRole("textbox", { name: "New note" }).fill("Bring the price list for the HP servers");
    await share.check();
    await add.click();
    await expect(snackbar(page, S.notes.added)).toBeVisible();
    const notes = dialog.getByRole("list", { name: "Notes" }).getByRole("listitem");
    await expect(notes).toHaveCount(1);
    await expect(notes.first()).toContainText(requester.name);
    await expect(notes.first()).toContainText(NOTE_DATE);
    await expect(notes.first().getByText(`Shared with ${recipient.name}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "New note" })).toHaveValue("");
    await expect(share).not.toBeChecked();

    await dialog.getByRole("textbox", { name: "New note" }).fill("They paid late last year");
    await dialog.getByRole("button", { name: "Add note" }).click();
    await expect(notes).toHaveCount(2);
    const privateNote = notes.filter({ hasText: "They paid late last year" });
    await expect(privateNote.getByText("Private", { exact: true })).toBeVisible();
    await expectAccessible(page, "notes dialog with a shared and a private note", { widths: A11Y_WIDTHS });

    // The textarea grows with the text up to 128 px, then scrolls.
    await dialog.getByRole("textbox", { name: "New note" }).fill("line\n".repeat(30));
    const height = await dialog
      .getByRole("textbox", { name: "New note" })
      .evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(128);
    await dialog.getByRole("textbox", { name: "New note" }).fill("");

    const bPage = await openSchedulerElsewhere(browser, baseURL, recipient);
    try {
      await slotCard(bPage, "13:00 – 13:30").getByRole("button", { name: "Notes" }).click();
      const bDialog = bPage.getByRole("dialog", { name: `Notes on your meeting with ${requester.name}` });
      const bNotes = bDialog.getByRole("list", { name: "Notes" }).getByRole("listitem");
      await expect(bNotes).toHaveCount(1);
      await expect(bNotes.first()).toContainText("Bring the price list for the HP servers");
      await expect(bNotes.first().getByText("Shared with you", { exact: true })).toBeVisible();
      await expect(bDialog).not.toContainText("They paid late last year");
      // Another person's note has no delete button.
      await expect(bDialog.getByRole("button", { name: /Delete your note/ })).toHaveCount(0);
    } finally {
      await bPage.context().close();
    }

    await privateNote.getByRole("button", { name: /Delete your note/ }).click();
    await expect(snackbar(page, S.notes.deleted)).toBeVisible();
    await expect(notes).toHaveCount(1);
  });

  test("a colleague is added to an accepted meeting and removed again", async ({
    page,
    browser,
    baseURL,
    freshCompany,
  }) => {
    const [requester, colleague] = freshCompany.contacts;
    const recipient = await newAttendee(page.request);
    const { a, b, meetingId } = await acceptedMeeting(page.request, requester, recipient, "14:00");

    await openScheduler(page, requester);
    const card = slotCard(page, "14:00 – 14:30");
    await card.getByRole("button", { name: "Add colleague" }).click();
    const dialog = page.getByRole("dialog", {
      name: `Add a colleague to your meeting with ${recipient.name}`,
    });
    await expect(dialog.getByText(colleague.name)).toBeVisible();
    await expectAccessible(page, "colleague dialog", { widths: A11Y_WIDTHS });
    await dialog.getByRole("button", { name: `Add ${colleague.name}` }).click();
    await expect(snackbar(page, S.colleague.added(colleague.name))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("listitem").filter({ hasText: colleague.name })).toBeVisible();

    // The server made the colleague a meeting of their own at the table, which they can leave.
    const parent = (await meetingsOf(page.request, a)).find((m) => m.id === meetingId);
    expect(parent?.attendees).toEqual([colleague.id]);

    // Nobody else of the company is free now.
    await card.getByRole("button", { name: "Add colleague" }).click();
    await expect(dialog.getByText(S.colleague.noneAvailable)).toBeVisible();
    await dialog.getByRole("button", { name: "Close dialog" }).click();

    // The other side sees the colleague too, without a way to remove them (another company's).
    const bPage = await openSchedulerElsewhere(browser, baseURL, recipient);
    try {
      const bCard = slotCard(bPage, "14:00 – 14:30");
      await expect(bCard.getByRole("listitem").filter({ hasText: colleague.name })).toBeVisible();
      await expect(
        bCard.getByRole("button", { name: `Remove ${colleague.name} from the meeting` }),
      ).toHaveCount(0);
    } finally {
      await bPage.context().close();
    }
    expect((await meetingsOf(page.request, b)).find((m) => m.id === meetingId)?.attendees).toEqual([
      colleague.id,
    ]);

    await card.getByRole("button", { name: `Remove ${colleague.name} from the meeting` }).click();
    await expect(snackbar(page, S.colleague.removed)).toBeVisible();
    await expect(card.getByRole("listitem").filter({ hasText: colleague.name })).toHaveCount(0);
    expect((await meetingsOf(page.request, a)).find((m) => m.id === meetingId)?.attendees).toEqual([]);
  });

  test("a cancelled meeting frees the slot and is listed under Cancelled Meetings on both sides", async ({
    page,
    browser,
    baseURL,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    await acceptedMeeting(page.request, requester, recipient, "15:00");

    await openScheduler(page, requester);
    const card = slotCard(page, "15:00 – 15:30");
    await expect(card).toContainText("CONFIRMED");
    await card.getByRole("button", { name: "Cancel meeting" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel this meeting?" });
    await expect(confirm).toContainText(recipient.name);
    await expectAccessible(page, "cancel meeting dialog", { widths: A11Y_WIDTHS });
    // Keeping it changes nothing.
    await confirm.getByRole("button", { name: "Keep meeting" }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toContainText("CONFIRMED");

    await card.getByRole("button", { name: "Cancel meeting" }).click();
    await confirm.getByRole("button", { name: "Yes, cancel meeting" }).click();
    await expect(snackbar(page, S.meetingCancelled)).toBeVisible();
    await expect(card).toContainText("Available");

    await page.getByRole("tab", { name: "Cancelled Meetings" }).click();
    const mine = page.getByRole("article", { name: recipient.name });
    await expect(mine).toContainText("Friday Nov 7, 15:00 – 15:30");
    await expect(mine).toContainText("You cancelled the meeting");

    const bPage = await openSchedulerElsewhere(browser, baseURL, recipient, "?cd=2");
    try {
      await expect(bPage.getByRole("tab", { name: "Cancelled Meetings" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const theirs = bPage.getByRole("article", { name: requester.name });
      await expect(theirs).toContainText("Friday Nov 7, 15:00 – 15:30");
      await expect(theirs).toContainText("The meeting was cancelled by the other side");
      await bPage.getByRole("tab", { name: "Friday Nov 7" }).click();
      await expect(slotCard(bPage, "15:00 – 15:30")).toContainText("Available");
    } finally {
      await bPage.context().close();
    }
  });
});

test.describe("scheduler: a request waiting for its answer", () => {
  test("keeps the other side's e-mail and phone and shared notes until the meeting is accepted", async ({
    page,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    const a = await logIn(page.request, requester);
    const b = await logIn(page.request, recipient);
    const slot = await slotIdAt(page.request, a, 2, "14:00");
    await requestMeeting(page.request, a, b, slot, "Shall we talk about laptops?");

    await openScheduler(page, requester);
    const card = slotCard(page, "14:00 – 14:30");
    await expect(
      card.getByText(`${recipient.name}'s e-mail and phone show here once the meeting is accepted.`),
    ).toBeVisible();
    await expect(card.getByRole("link", { name: recipient.email })).toHaveCount(0);

    await card.getByRole("button", { name: "Notes" }).click();
    const dialog = page.getByRole("dialog", { name: `Notes on your meeting with ${recipient.name}` });
    const shareSwitch = dialog.getByRole("switch", { name: `Share with ${recipient.name}` });
    await expect(shareSwitch).not.toBeChecked();
    await expect(shareSwitch).toBeDisabled();
    await expect(dialog.getByText("Notes can be shared once the meeting is accepted.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "New note" }).fill("Ask about grade B stock");
    await dialog.getByRole("button", { name: "Add note" }).click();
    await expect(snackbar(page, S.notes.added)).toBeVisible();
    await expect(
      dialog.getByRole("list", { name: "Notes" }).getByText("Private", { exact: true }),
    ).toBeVisible();
    await expectAccessible(page, "notes dialog of a request waiting for its answer", { widths: A11Y_WIDTHS });
  });
});
