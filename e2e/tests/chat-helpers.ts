import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, type FreshAccount, signInDirectly } from "./fixtures.ts";
import { type ApiUser, logIn } from "./scheduler-helpers.ts";

export { logIn, newAttendee } from "./scheduler-helpers.ts";

const bearer = (user: ApiUser) => ({ Authorization: `Bearer ${user.token}` });

/**
 * Another person's browser: a context of its own, signed in as `account`. Close the context when
 * done.
 * @example const { page, context } = await personBrowser(browser, baseURL, freshAttendee);
 */
export async function personBrowser(
  browser: Browser,
  baseURL: string | undefined,
  account: FreshAccount,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; context: BrowserContext }> {
  const mobile = viewport.width < 768;
  const context = await browser.newContext({
    baseURL,
    viewport,
    ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const page = await context.newPage();
  await signInDirectly(page, account.email, account.password);
  return { page, context };
}

/** The chat's list of conversations. */
export const conversations = (page: Page): Locator => page.getByRole("navigation", { name: "Conversations" });

/** One contact of the list, by name (its accessible name also says online, typing and unread). */
export const contactLink = (page: Page, name: string): Locator =>
  conversations(page).getByRole("link", { name: new RegExp(`^${escapeRegExp(name)}\\b`) });

/** The open conversation's messages. */
export const messageLog = (page: Page, name: string): Locator =>
  page.getByRole("log", { name: `Messages with ${name}` });

/** The box to write to `name` in. */
export const composer = (page: Page, name: string): Locator =>
  page.getByRole("textbox", { name: `Message to ${name}` });

/** One message in the open conversation, by (part of) its text. */
export const bubble = (page: Page, name: string, text: string | RegExp): Locator =>
  messageLog(page, name)
    .getByRole("listitem")
    .filter({ has: page.locator("[data-message-text]", { hasText: text }) });

/**
 * Opens the chat at `path` and waits until the page's code and its entry steps (a 2 s delay, then
 * the list) are done: the list shows a contact or says there are none.
 */
export async function openChat(page: Page, path = "/messages"): Promise<void> {
  await page.goto(path);
  // The page's code loads on demand; on a busy machine that takes a while.
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeAttached({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "Loading your conversations" })).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** `from` writes `text` to `to` through the API (the conversation is made if needed). */
export async function sendThroughApi(
  request: APIRequestContext,
  from: ApiUser,
  to: { id: number },
  text: string,
): Promise<{ conversationId: number; messageId: number }> {
  const made = await request.post("/api/messages/conversation", {
    headers: bearer(from),
    data: { contactId: to.id },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { conversationId } = (await made.json()) as { conversationId: number };
  const sent = await request.post("/api/messages", {
    headers: bearer(from),
    data: { conversationId, message: text, clientId: crypto.randomUUID() },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { newMessage } = (await sent.json()) as { newMessage: { id: number } };
  return { conversationId, messageId: newMessage.id };
}

/** Two people of different companies who have exchanged one message (`a` wrote to `b`). */
export async function twoPeopleInTouch(
  request: APIRequestContext,
  a: FreshAccount,
  b: FreshAccount,
  text = "Good to meet you in Dublin.",
): Promise<{ apiA: ApiUser; apiB: ApiUser; conversationId: number }> {
  const apiA = await logIn(request, a);
  const apiB = await logIn(request, b);
  const { conversationId } = await sendThroughApi(request, apiA, apiB, text);
  return { apiA, apiB, conversationId };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
