import { ACCOUNTS } from "./accounts.ts";
import {
  bubble,
  contactLink,
  conversations,
  openChat,
  personBrowser,
  sendThroughApi,
} from "./chat-helpers.ts";
import { contactsCard } from "./company-helpers.ts";
import { A11Y_WIDTHS, expect, expectAccessible, signInDirectly, snackbar, tabTo, test } from "./fixtures.ts";
import { contactCard, openCompany } from "./meeting-request-helpers.ts";
import {
  acceptNoticeThroughApi,
  archiveFiles,
  consentPrompt,
  deleteDialog,
  holdsRecord,
  PHONE,
  privacySection,
  sampleAccounts,
} from "./privacy-helpers.ts";
import { actOnMeeting, logIn, requestMeeting, slotIdAt } from "./scheduler-helpers.ts";

/*
 * Privacy and data rights (issue 30): the notice, the consent prompt of the first sign-in, the
 * directory listing, the download of one's data, the deletion of one's account, and the organisers'
 * side. Phones first (375 px); every state is scanned at 375 px and at the suite's widths.
 */

const WIDTHS = [PHONE.width, ...A11Y_WIDTHS];

test.describe("privacy and data rights", () => {
  test("a visitor reads the privacy notice from the footer, and nothing of the consent prompt loads for them", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/me\/privacy|ConsentPrompt/.test(request.url())) asked.push(request.url());
    });
    await page.goto("/");
    // The footer's year comes with the app's first render: the prerendered page is taken over.
    await expect(page.getByRole("contentinfo").getByText(/© \d{4} /)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
    for (const heading of [
      "Who is responsible",
      "Why we hold your data",
      "Who else receives it",
      "How long we keep it",
      "Your rights",
      "What your browser keeps",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/^Version \d+, last updated .+ time\.$/)).toBeVisible();
    await expect(
      page.getByText(/kept (for \d+ days after each edition, then deleted|until you delete it)/),
    ).toBeVisible();
    await expectAccessible(page, "the privacy notice", { widths: WIDTHS });
    expect(asked, "a visitor's pages never ask for the consent").toEqual([]);
  });

  test("a new attendee agrees in the prompt and is not listed: another attendee no longer finds them on their company's page", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const [newcomer, colleague] = await sampleAccounts(request, { contacts: 2, consented: false });
    const [visitor] = await sampleAccounts(request, { contacts: 1 });
    if (!newcomer || !colleague || !visitor)
      throw new Error("the sample companies came without their contacts");
    await acceptNoticeThroughApi(request, (await logIn(request, colleague)).token);

    const { page, context } = await personBrowser(browser, baseURL, newcomer, PHONE);
    // The notice itself can be read first: the prompt waits there.
    const firstRead = page.waitForResponse((r) => r.url().endsWith("/api/me/privacy"), { timeout: 30_000 });
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
    expect(
      ((await (await firstRead).json()) as { privacy: { consentNeeded: boolean } }).privacy.consentNeeded,
    ).toBe(true);
    await expect(consentPrompt(page)).toHaveCount(0);

    // Anywhere else the prompt asks before anything else, and only a choice closes it.
    await page.goto("/");
    const prompt = consentPrompt(page);
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt.getByRole("link", { name: "privacy notice (opens in a new tab)" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expectAccessible(page, "the consent prompt", { widths: WIDTHS });
    await page.keyboard.press("Escape");
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Save and continue" }).click();
    await expect(prompt.getByText("Tick the box to agree to the privacy notice, or sign out.")).toBeVisible();
    await expectAccessible(page, "the consent prompt, not agreed yet");

    // With the keyboard alone: not listed, phone and messenger for connections only, agreed.
    const listing = prompt.getByRole("switch", { name: "List me in the attendee directory" });
    await expect(listing).toBeChecked();
    await tabTo(page, listing);
    await page.keyboard.press("Space");
    await expect(listing).not.toBeChecked();
    await tabTo(page, prompt.getByRole("radio", { name: "All signed-in attendees" }));
    await page.keyboard.press("ArrowDown");
    await expect(prompt.getByRole("radio", { name: "Only people I meet or chat with" })).toBeChecked();
    await tabTo(page, prompt.getByRole("checkbox", { name: "I agree to the privacy notice" }));
    await page.keyboard.press("Space");
    const saved = page.waitForRequest((r) => r.url().endsWith("/api/me/privacy") && r.method() === "PUT");
    await tabTo(page, prompt.getByRole("button", { name: "Save and continue" }));
    await page.keyboard.press("Enter");
    expect((await saved).postDataJSON()).toMatchObject({
      acceptNotice: expect.any(Number),
      listed: false,
      contactDetails: "connections",
      source: "prompt",
    });
    await expect(prompt).toBeHidden();
    await expect(snackbar(page, "Thank you: your privacy choices are saved.")).toBeVisible();

    // Asked once: the next visit goes straight on.
    const again = page.waitForResponse((r) => r.url().endsWith("/api/me/privacy"), { timeout: 30_000 });
    await page.reload();
    await again;
    await expect(prompt).toHaveCount(0);

    // Another attendee finds the company and the listed colleague, not the newcomer.
    const other = await personBrowser(browser, baseURL, visitor, PHONE);
    await openCompany(other.page, newcomer.company);
    await expect(contactCard(other.page, colleague.name)).toBeVisible();
    await expect(
      contactsCard(other.page).getByRole("heading", { name: newcomer.name, exact: true }),
    ).toHaveCount(0);

    // The profile shows the choices and their history; listed again, the newcomer shows again.
    await page.goto("/profile");
    const section = privacySection(page);
    const listed = section.getByRole("switch", { name: "List me in the attendee directory" });
    await expect(listed).not.toBeChecked({ timeout: 30_000 });
    await expect(section.getByRole("radio", { name: "Only people I meet or chat with" })).toBeChecked();
    await expect(section).toContainText(/You agreed to the privacy notice, version \d+, on .+ time\./);
    await expect(
      section
        .getByRole("listitem")
        .filter({ hasText: "Not listed in the attendee directory, when signing in" }),
    ).toBeVisible();
    await listed.check();
    await expect(snackbar(page, "You are listed in the attendee directory")).toBeVisible();
    await expect(section.getByRole("listitem").first()).toContainText(
      "Listed in the attendee directory, on your profile",
    );
    await expectAccessible(page, "the profile's privacy section after a change", { widths: WIDTHS });
    await openCompany(other.page, newcomer.company);
    await expect(contactCard(other.page, newcomer.name)).toBeVisible();

    await other.context.close();
    await context.close();
  });

  test("an attendee downloads their data and finds their message and their meeting in it", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const [anna] = await sampleAccounts(request, { contacts: 1 });
    const [bert] = await sampleAccounts(request, { contacts: 1 });
    if (!anna || !bert) throw new Error("the sample companies came without their contacts");
    const a = await logIn(request, anna);
    const b = await logIn(request, bert);
    const text = `About the 40 ThinkPads ${Date.now()}: still available on Friday?`;
    await sendThroughApi(request, a, b, text);
    const meetingId = await requestMeeting(request, a, b, await slotIdAt(request, a, 2, "11:00"), "Laptops");
    await actOnMeeting(request, b, meetingId, "accept");

    const { page, context } = await personBrowser(browser, baseURL, anna, PHONE);
    await page.goto("/profile");
    const section = privacySection(page);
    const downloadButton = section.getByRole("button", { name: "Download my data" });
    await expect(downloadButton).toBeVisible({ timeout: 30_000 });
    await expect(section.getByRole("switch", { name: "List me in the attendee directory" })).toBeChecked();
    await expectAccessible(page, "the profile's privacy section", { widths: WIDTHS });

    const downloading = page.waitForEvent("download");
    await downloadButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await archiveFiles(download);
    const names = [...files.keys()];
    expect(names).toEqual(expect.arrayContaining(["data.json", "README.txt"]));
    expect(names.filter((name) => name.endsWith(".csv")).length).toBeGreaterThan(1);
    const data: unknown = JSON.parse(files.get("data.json") ?? "null");
    expect(
      holdsRecord(data, (record) => Object.values(record).includes(text)),
      "the message in data.json",
    ).toBe(true);
    expect(
      holdsRecord(
        data,
        (record) =>
          Object.values(record).includes(meetingId) &&
          Object.keys(record).some((key) => /slot|start/i.test(key)),
      ),
      "the meeting in data.json",
    ).toBe(true);
    expect(
      names.some((name) => name.endsWith(".csv") && (files.get(name) ?? "").includes(text)),
      "the message in a CSV file",
    ).toBe(true);
    await context.close();
  });

  test("an attendee deletes their account: they can no longer sign in, and the other side's chat shows a former attendee", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const [anna] = await sampleAccounts(request, { contacts: 1 });
    const [bert] = await sampleAccounts(request, { contacts: 1 });
    if (!anna || !bert) throw new Error("the sample companies came without their contacts");
    const text = `Shall we meet at the coffee bar ${Date.now()}?`;
    await sendThroughApi(request, await logIn(request, anna), await logIn(request, bert), text);

    const { page, context } = await personBrowser(browser, baseURL, anna, PHONE);
    await page.goto("/profile");
    const section = privacySection(page);
    await section.getByRole("button", { name: "Delete my account" }).click({ timeout: 30_000 });
    const dialog = deleteDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Invoices and payments are kept, pseudonymised");
    await expectAccessible(page, "the delete-account dialog", { widths: WIDTHS });

    // Without the word, nothing is sent; a wrong password is refused on its field.
    const password = dialog.getByLabel("Your password");
    await password.fill("not-the-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Type DELETE in capitals to confirm")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Type DELETE to confirm" }).fill("DELETE");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "the delete-account dialog, wrong password");

    await password.fill(anna.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(snackbar(page, "Your account is deleted")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Sign in" })).toHaveCount(0);

    // No way back in.
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const signIn = page.getByRole("dialog", { name: "Sign in" });
    await signIn.getByRole("textbox", { name: "Email" }).fill(anna.email);
    await signIn.getByRole("textbox", { name: "Password" }).fill(anna.password);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Could not login" })).toBeVisible();
    await expect(signIn).toBeVisible();

    // The other side keeps the conversation, from a former attendee.
    const other = await personBrowser(browser, baseURL, bert, PHONE);
    await openChat(other.page);
    await expect(contactLink(other.page, "Former attendee")).toBeVisible();
    await expect(conversations(other.page)).not.toContainText(anna.name);
    await contactLink(other.page, "Former attendee").click();
    await expect(bubble(other.page, "Former attendee", text)).toBeVisible();

    await other.context.close();
    await context.close();
  });

  test("organisers see the notice's settings and the retention, and download or erase a person's data from People", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [person] = await sampleAccounts(request, { contacts: 1 });
    if (!person) throw new Error("the sample company came without its contact");
    await signInDirectly(page, ACCOUNTS.organiser.email);

    await page.goto("/organiser/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy and retention" })).toBeVisible({
      timeout: 30_000,
    });
    const notice = page.getByRole("region", { name: "The privacy notice" });
    await expect(notice).toContainText(/Version \d+\./);
    await expect(page.getByRole("region", { name: "Retention by edition" })).toBeVisible();
    await expectAccessible(page, "the console's privacy section", { widths: A11Y_WIDTHS });

    // A change would publish a new version, which everyone is asked to agree to: asked first (and
    // not published here, as the other tests' people would be asked again).
    const controller = notice.getByRole("textbox", { name: "Who is responsible (controller)" });
    await controller.fill(`${await controller.inputValue()} (test)`);
    await notice.getByRole("button", { name: "Save changes" }).click();
    const publish = page.getByRole("dialog", { name: "Publish a new version of the notice?" });
    await expect(publish).toBeVisible();
    await expectAccessible(page, "publishing a new version of the notice");
    await publish.getByRole("button", { name: "Cancel" }).click();
    await notice.getByRole("button", { name: "Discard changes" }).click();
    await expect(notice.getByText("No changes")).toBeVisible();

    // The person's data, on their card under People.
    await page.goto("/organiser/people");
    await page.getByRole("searchbox", { name: "Search companies" }).fill(person.company.name);
    await page.getByRole("button", { name: `Open ${person.company.name}` }).click();
    const drawer = page.getByRole("dialog", { name: person.company.name });
    const menu = drawer.getByRole("button", { name: `Data of ${person.name}` });
    await menu.click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Download data" }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.zip$/);

    await menu.click();
    await page.getByRole("menuitem", { name: "Erase…" }).click();
    const erase = page.getByRole("dialog", { name: `Erase ${person.name}?` });
    await expect(erase).toBeVisible();
    await expectAccessible(page, "erasing a person");
    await erase.getByRole("textbox", { name: "Type DELETE to confirm" }).fill("DELETE");
    await erase.getByRole("button", { name: `Erase ${person.name}` }).click();
    await expect(snackbar(page, `${person.name} is erased`)).toBeVisible();
    const login = await request.post("/api/auth/login", {
      data: { email: person.email, password: person.password },
    });
    expect(login.status(), "the erased person's sign-in").not.toBe(200);
  });
});
