import { expect, signInDirectly, signInWithForm, test } from "./fixtures.ts";

// A fresh account: signing out ends its session, and no other test shares it.
test.describe("real-time connection", () => {
  test("opens when signed in, proves the session with its token and closes on sign-out", async ({
    page,
    freshAttendee,
  }) => {
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    // Frames are recorded from the moment the socket opens: the answer can come before any wait.
    const sent: unknown[] = [];
    const received: { type?: string; userId?: number }[] = [];
    page.on("websocket", (socket) => {
      socket.on("framesent", (frame) => sent.push(JSON.parse(String(frame.payload))));
      socket.on("framereceived", (frame) => received.push(JSON.parse(String(frame.payload))));
    });
    const socketPromise = page.waitForEvent("websocket", (ws) => ws.url().endsWith("/ws/"));
    await page.goto("/");
    const ws = await socketPromise;
    await expect.poll(() => received.some((frame) => frame.type === "auth-ok")).toBe(true);
    const authOk = received.find((frame) => frame.type === "auth-ok");
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("ebm.user") ?? "{}"));
    expect(authOk?.userId).toBe(freshAttendee.id);
    expect(stored.id).toBe(freshAttendee.id);
    // The socket proves who it is with the session token, not with a user id.
    expect(sent[0]).toEqual({ type: "auth", token: stored.token });

    await page.getByRole("button", { name: `Account menu for ${freshAttendee.name}` }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect.poll(() => ws.isClosed()).toBe(true);
  });

  test("stays closed for visitors and opens only once they sign in", async ({ page, freshAttendee }) => {
    const sockets: string[] = [];
    page.on("websocket", (ws) => sockets.push(ws.url()));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The layout decides on the connection when it appears, and again when the session changes:
    // signing in opens one, so a socket the visitor's page had opened would be listed before it.
    const opened = page.waitForEvent("websocket", (ws) => ws.url().endsWith("/ws/"));
    await signInWithForm(page, freshAttendee.email, freshAttendee.password);
    await opened;
    expect(sockets).toEqual([expect.stringMatching(/\/ws\/$/)]);
  });
});
