import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  signInDirectly,
  signInWithForm,
  snackbar,
  test,
  USER_STORAGE_KEY,
} from "./fixtures.ts";

test.describe("sign in and out", () => {
  test("signs in from the header and out from the profile menu", async ({ page }) => {
    await page.goto("/program");
    const header = page.getByRole("banner");
    const mainNav = page.getByRole("navigation", { name: "Main" });
    await expect(mainNav.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(mainNav.getByRole("link", { name: "Scheduler" })).toHaveCount(0);

    await signInWithForm(page, ACCOUNTS.anna.email);

    // Same route, now signed in: account menu instead of the button, signed-in links.
    await expect(page).toHaveURL(/\/program$/);
    const accountMenu = header.getByRole("button", { name: `Account menu for ${ACCOUNTS.anna.name}` });
    await expect(accountMenu).toBeVisible();
    await expect(mainNav.getByRole("link", { name: "Scheduler" })).toBeVisible();
    await expect(mainNav.getByRole("link", { name: /^Messages/ })).toBeVisible();
    await expect(mainNav.getByRole("link", { name: "Leads" })).toBeVisible();
    await expect(mainNav.getByRole("link", { name: "Contact" })).toHaveCount(0);

    // The session survives a reload (restored from storage and validated by the server).
    await page.reload();
    await expect(accountMenu).toBeVisible();

    await accountMenu.click();
    await expect(page.getByRole("menuitem", { name: "Your Profile" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Sign out" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), USER_STORAGE_KEY)).toBeNull();
  });

  test("a wrong password shows the bad-credentials alert until it is closed, below the header", async ({
    page,
    freshAttendee,
  }) => {
    // The page's timers run on a clock the test moves, so the snackbar's time is counted exactly.
    await page.clock.install();
    await page.goto("/");
    const signIn = page.getByRole("banner").getByRole("button", { name: "Sign In" });
    await signIn.click();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    // A fresh account, so the failed attempt counts against no account other tests sign in with.
    await dialog.getByRole("textbox", { name: "Email" }).fill(freshAttendee.email);
    await dialog.getByRole("textbox", { name: "Password" }).fill("not-the-password");
    // The snackbars' host loads on the first interaction; it must be there before time stands
    // still, as React reveals lazily loaded parts on a timer.
    await expect(page.locator('.mantine-Notifications-root[data-position="top-right"]')).toBeAttached();
    // From here on the page's time stands still unless the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await dialog.getByRole("button", { name: "Sign in" }).click();

    // An error interrupts a screen reader (role alert) and stays until it is closed (WCAG 2.2.1),
    // far beyond the 5 s the spec gives it.
    const snackbar = page.getByRole("alert").filter({ hasText: "Could not login" });
    await expect(snackbar).toBeVisible();
    await expect(snackbar).toContainText("Your email address and/or password is incorrect.");
    await expect(dialog).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(snackbar).toBeVisible();
    await page.clock.resume();
    await expectAccessible(page, "failed sign-in alert over the sign-in dialog", { widths: A11Y_WIDTHS });
    // While the dialog is open the alert comes from the bottom: on a phone its header and close
    // button stay uncovered.
    await page.setViewportSize({ width: 375, height: 740 });
    const close = await dialog.getByRole("button", { name: "Close dialog" }).boundingBox();
    await expect
      .poll(async () => {
        const box = await snackbar.boundingBox();
        return (box?.y ?? 0) > (close?.y ?? 0) + (close?.height ?? 0);
      })
      .toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // It sits below the header: the navigation and Sign In stay uncovered.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const header = await page.getByRole("banner").boundingBox();
    const toast = await snackbar.boundingBox();
    expect(toast?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await expect(signIn).toBeVisible();
    await signIn.click({ trial: true });

    await snackbar.getByRole("button", { name: "Close notification" }).click();
    await expect(snackbar).toBeHidden();
  });

  test("a click on Sign In before the app has started opens the dialog once it has, the page kept", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The app's code waits until the visitor has clicked the prerendered button.
    let release = () => {};
    const clicked = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await clicked;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    release();
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
    // The app took the prerendered page over instead of throwing it away and drawing it again.
    expect(errors).toEqual([]);
  });

  test("the sign-in form validates before sending", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByText("This field is required")).toHaveCount(2);

    await dialog.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByText("This field should be a correct email-address")).toBeVisible();
  });

  test("an updated user from the server replaces the stored one and keeps the token", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    // The server's answer at start-up carries the current user; pretend the name changed meanwhile.
    await page.route("**/api/register/validateUser", async (route) => {
      const response = await route.fetch();
      const header = response.headers()["x-updated-user"];
      expect(header, "validateUser sends the current user").toBeTruthy();
      const fresh = { ...JSON.parse(decodeURIComponent(header ?? "{}")), name: "Anna Schmidt-Berg" };
      await route.fulfill({
        response,
        headers: { ...response.headers(), "x-updated-user": encodeURIComponent(JSON.stringify(fresh)) },
      });
    });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Account menu for Anna Schmidt-Berg" })).toBeVisible();
    const stored = await page.evaluate(
      (key) => JSON.parse(window.localStorage.getItem(key) ?? "{}") as { name?: string; token?: string },
      USER_STORAGE_KEY,
    );
    expect(stored.name).toBe("Anna Schmidt-Berg");
    expect(stored.token?.length).toBeGreaterThan(20);
  });

  test("a failed session check at start says so and keeps the user signed in", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    await page.route("**/api/register/validateUser", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          status: 500,
          error: "Internal Server Error",
          message: "Something went wrong",
        }),
      }),
    );
    await page.goto("/");
    await expect(snackbar(page, "Failure to login")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toHaveCount(0);
  });

  test("a revoked session signs the user out", async ({ page }) => {
    await page.goto("/");
    await signInWithForm(page, ACCOUNTS.organiser.email);
    const token = await page.evaluate(
      (key) => (JSON.parse(window.localStorage.getItem(key) ?? "{}") as { token?: string }).token,
      USER_STORAGE_KEY,
    );
    expect(token).toBeTruthy();
    // Revoke the token behind the app's back, then let the app make an authenticated call.
    await page.request.post("/api/auth/logout", { headers: { Authorization: `Bearer ${token}` } });
    await page.goto("/program");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
  });
});
