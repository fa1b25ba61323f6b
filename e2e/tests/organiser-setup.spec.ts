import { A11Y_WIDTHS, expect, expectAccessible, signInWithForm, snackbar, test } from "./fixtures.ts";
import { ownServer } from "./own-server.ts";
import { agreeInPrompt } from "./privacy-helpers.ts";
import { button, nonMemberToPayment, stepHeading } from "./register-steps.ts";
import { chooseFiles, picture } from "./upload-helpers.ts";

/** What a production start needs, for a server on this machine with the mail kept in its outbox. */
const PRODUCTION = {
  NODE_ENV: "production",
  APP_SECRET: "organiser-setup-app-secret-0123456789abcdef",
  CAPTCHA_HMAC_KEY: "organiser-setup-captcha-key-0123456789abcdef",
  ENABLE_DEV_TOOLS: "true",
  PAYMENT_PROVIDER: "simulated",
  ALLOW_SIMULATED_PAYMENTS: "true",
};

const ORGANISER = {
  email: "fiona.byrne@organisers.example",
  name: "Fiona Byrne",
  password: "Harbour-Lights-2026!",
};

test.describe("a new installation, set up through the console alone", () => {
  // One long walk through many screens: a step that cannot act fails at once, not at the end.
  test.use({ actionTimeout: 15_000 });
  test("from an empty database to an open registration: the first organiser, the edition, its days, program, sponsor, prices and people, then a company registers", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    // A production start on an empty database of its own, without the demo.
    const server = await ownServer("setup", { eventTime: null, env: PRODUCTION });
    try {
      // The README's command, before the first start: it prepares the database and prints a link.
      const printed = await server.npm("make-organiser", [ORGANISER.email, "--name", ORGANISER.name]);
      const link = printed.match(/https?:\/\/\S+\?reset=\S+/)?.[0];
      expect(link, printed).toBeTruthy();
      await server.start();

      const context = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      const url = new URL(link ?? "");
      await page.goto(`${url.pathname}${url.search}`);
      const choose = page.getByRole("dialog", { name: "Choose a new password" });
      await choose.getByRole("textbox", { name: "New password", exact: true }).fill(ORGANISER.password);
      await choose.getByRole("button", { name: "Save new password" }).click();
      await expect(snackbar(page, "Password succesfully updated. Please login")).toBeVisible();
      // The sign-in modal opens by itself.
      await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
      await signInWithForm(page, ORGANISER.email, ORGANISER.password);
      // A new account's first sign-in asks to accept the privacy notice, organisers too.
      await agreeInPrompt(page);

      // The console's overview lists what is left to set up.
      await page.goto("/organiser");
      const setup = page.getByRole("region", { name: /^Set-up of / });
      await expect(setup).toContainText("The city and the venue are still to be announced");
      await expect(setup).toContainText("No meeting days yet");
      await expectAccessible(page, "a new installation's set-up", { widths: A11Y_WIDTHS });

      // The edition: its place, days, zone and prices.
      await setup.getByRole("link", { name: /^Set up\s*: The edition's city, venue and days$/ }).click();
      await page.getByRole("button", { name: /^Edit: / }).click();
      const edition = page.getByRole("dialog", { name: /^Edit / });
      await edition.getByRole("textbox", { name: "Name", exact: true }).fill("2027 Porto");
      await edition.getByRole("textbox", { name: "City", exact: true }).fill("Porto");
      await edition.getByRole("textbox", { name: "Venue", exact: true }).fill("Douro Riverside Centre");
      await edition.getByRole("textbox", { name: "First day", exact: true }).fill("2027-10-13");
      await edition.getByRole("textbox", { name: "Last day", exact: true }).fill("2027-10-15");
      await edition.getByRole("textbox", { name: "Time zone", exact: true }).click();
      await edition.getByRole("textbox", { name: "Time zone", exact: true }).fill("Europe/Lis");
      await page.getByRole("option", { name: "Europe/Lisbon" }).click();
      await edition.getByRole("textbox", { name: "Members, per attendee", exact: true }).fill("950");
      await edition.getByRole("textbox", { name: "Non-members, first attendee", exact: true }).fill("1650");
      await edition.getByRole("textbox", { name: "Membership", exact: true }).fill("675");
      await expectAccessible(page, "the edition's form", { widths: A11Y_WIDTHS });
      await edition.getByRole("button", { name: "Save the edition" }).click();
      await expect(snackbar(page, "2027 Porto is saved; the site shows it now.")).toBeVisible();

      // Its first meeting day: hours, slot length, tables.
      await page.goto("/organiser/meeting-days");
      await page.getByRole("button", { name: "Add a day" }).click();
      const day = page.getByRole("region", { name: /^Day 1: / });
      await day.getByRole("textbox", { name: "First slot starts", exact: true }).fill("10:00");
      await day.getByRole("textbox", { name: "Last slot ends by", exact: true }).fill("12:00");
      await day.getByRole("textbox", { name: "Tables on the meeting floor", exact: true }).fill("40");
      await expect(day.getByText("4 timeslots, Lisbon time")).toBeVisible();
      await page.getByRole("button", { name: "Check the change" }).click();
      await page
        .getByRole("dialog", { name: "Apply the new timeslots?" })
        .getByRole("button", { name: "Apply the change" })
        .click();
      await expect(snackbar(page, "The meeting days of 2027 Porto are changed.")).toBeVisible();

      // A program day and session, and a sponsor with its logo.
      await page.goto("/organiser/content?tab=program");
      await page.getByRole("button", { name: "Add a day" }).click();
      const programDay = page.getByRole("dialog", { name: "Add a day" });
      await programDay.getByRole("textbox", { name: "Date", exact: true }).fill("2027-10-13");
      await programDay
        .getByRole("textbox", { name: "Name of the tab", exact: true })
        .fill("Wednesday October 13");
      await programDay.getByRole("button", { name: "Add the day" }).click();
      await page.getByRole("button", { name: "Add a session" }).click();
      const session = page.getByRole("dialog", { name: "Add a session" });
      await session.getByLabel("Starts (Lisbon time)").fill("09:00");
      await session.getByLabel("Ends (Lisbon time)").fill("10:00");
      await session.getByRole("textbox", { name: "Title", exact: true }).fill("Registration and coffee");
      await session.getByRole("button", { name: "Add the session" }).click();
      await expect(
        snackbar(page, "“Registration and coffee” is added; the program shows it now."),
      ).toBeVisible();

      await page.goto("/organiser/content");
      await page.getByRole("button", { name: "Add a sponsor" }).click();
      const sponsor = page.getByRole("dialog", { name: "Add a sponsor" });
      await sponsor.getByRole("textbox", { name: "Name", exact: true }).fill("Porto Refurb Lda");
      await sponsor.getByRole("textbox", { name: "Tier", exact: true }).click();
      await page.getByRole("option", { name: "Premium sponsor" }).click();
      await chooseFiles(page, sponsor.getByRole("button", { name: "Logo", exact: true }), {
        name: "logo.png",
        mimeType: "image/png",
        buffer: await picture(page, 600, 200, "#0b3d91"),
      });
      await expect(sponsor.getByRole("img", { name: "Logo: preview" })).toBeVisible();
      await sponsor.getByRole("button", { name: "Add the sponsor" }).click();
      await expect(snackbar(page, "Porto Refurb Lda is added; the site shows it now.")).toBeVisible();

      // The companies from a spreadsheet's CSV: one bad row is named before anything is written.
      const csv = [
        "Company;Country;Main interests;Trading;Contact name;E-mail;Function;Attending",
        "Douro Hardware Lda;PT;PC/Laptops;used;Rita Sousa;rita@douro-hardware.example;Sales;no",
        "Atlas Servers SL;ES;Server/Storage;new;Pablo Ruiz;pablo@atlas-servers.example;Owner;no",
        "Nowhere Ltd;Atlantis;;;Dan;dan@nowhere.example;;",
      ].join("\r\n");
      await page.goto("/organiser/people");
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await chooseFiles(page, page.getByRole("button", { name: "CSV file" }), {
        name: "companies.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csv, "utf8"),
      });
      await page.getByRole("button", { name: "Check the file" }).click();
      const bad = page.locator('[data-testid="import-row"][data-problem]');
      await expect(bad).toHaveCount(1);
      await expect(bad).toContainText("Unknown country “Atlantis”");
      await page.getByRole("button", { name: "Import 2 rows" }).click();
      await expect(page.getByText("Import done 2 of 2 rows")).toBeVisible();
      await page.getByRole("button", { name: "Close import" }).click();

      // Registration opens: the set-up is complete and leaves the overview.
      await page.goto("/organiser/settings");
      await page.getByRole("switch", { name: "Registration open" }).check();
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(snackbar(page, "Settings saved").first()).toBeVisible();
      await page.goto("/organiser");
      await expect(page.getByRole("heading", { level: 2, name: "Meetings", exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: /^Set-up of / })).toHaveCount(0);

      // A visitor's phone: the public site shows the new edition, its program and sponsor, and a
      // company registers.
      const visitor = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      const phone = await visitor.newPage();
      await phone.goto("/");
      const hero = phone.getByRole("region", { name: "European Broker Meeting 2027 Porto" });
      await expect(hero).toContainText("Douro Riverside Centre");
      await expect(hero).toContainText("13–15 October 2027");
      await phone.goto("/program");
      await expect(phone.getByRole("heading", { name: "Registration and coffee" })).toBeVisible();
      await phone.goto("/sponsors");
      await expect(
        phone
          .getByRole("region", { name: "Premium sponsors" })
          .getByRole("img", { name: "Porto Refurb Lda" }),
      ).toBeVisible();
      await nonMemberToPayment(phone, { name: "Gaia Components Lda", country: "Portugal" });
      await button(phone, "Register now").click();
      await expect(phone.getByRole("heading", { name: "Thank you for registering" })).toBeVisible();
      await expect(stepHeading(phone, "Payment overview")).toHaveCount(0);

      // The organiser finds the registration waiting for verification.
      await page.goto("/organiser/registrations");
      await expect(page.getByRole("button", { name: /of Gaia Components Lda$/ })).toBeVisible();
      await visitor.close();
      await context.close();
    } finally {
      await server.close();
    }
  });
});
