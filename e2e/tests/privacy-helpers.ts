import { readFileSync } from "node:fs";
import type { APIRequestContext, Download, Locator, Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { createSampleCompany } from "./dev-tools.ts";
import { expect, type FreshAccount } from "./fixtures.ts";

/** A phone (375 px), the size the privacy screens are tried at. */
export const PHONE = { width: 375, height: 740 };

/** The consent prompt of the first sign-in. */
export const consentPrompt = (page: Page): Locator => page.getByRole("dialog", { name: "Your privacy" });

/** The profile's Privacy section. */
/**
 * Agrees in the first sign-in's prompt with its choices as they stand (listed, details for all),
 * as a new account's person does before anything else.
 */
export async function agreeInPrompt(page: Page): Promise<void> {
  const prompt = consentPrompt(page);
  await prompt.getByRole("checkbox", { name: "I agree to the privacy notice" }).check();
  await prompt.getByRole("button", { name: "Save and continue" }).click();
  await expect(prompt).toBeHidden();
}

export const privacySection = (page: Page): Locator => page.getByRole("region", { name: "Privacy" });

/** The profile's "Delete my account" dialog. */
export const deleteDialog = (page: Page): Locator =>
  page.getByRole("dialog", { name: "Delete your account?" });

/**
 * The contacts of a new sample company, with the company on each (the first is its main contact).
 * @example const [newcomer, colleague] = await sampleAccounts(request, { contacts: 2, consented: false });
 */
export async function sampleAccounts(
  request: APIRequestContext,
  body: { contacts: number; consented?: boolean },
): Promise<FreshAccount[]> {
  const { company, contacts } = await createSampleCompany(request, body);
  expect(contacts, "the sample company's contacts").toHaveLength(body.contacts);
  return contacts.map((contact) => ({ ...contact, company }));
}

/**
 * `token`'s person accepts the current privacy notice through the API, listed and with the contact
 * details for all attendees, as the prompt would record it.
 */
export async function acceptNoticeThroughApi(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const mine = await request.get("/api/me/privacy", { headers });
  expect(mine.status(), await mine.text()).toBe(200);
  const { privacy } = (await mine.json()) as { privacy: { noticeVersion: number } };
  const accepted = await request.put("/api/me/privacy", {
    headers,
    data: {
      acceptNotice: privacy.noticeVersion,
      listed: true,
      contactDetails: "attendees",
      source: "prompt",
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** The files of a downloaded zip archive, by name, as text. */
export async function archiveFiles(download: Download): Promise<Map<string, string>> {
  const saved = await download.path();
  const entries = unzipSync(new Uint8Array(readFileSync(saved)));
  return new Map(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** Whether `value` holds, anywhere inside it, an object that `match` accepts. */
export function holdsRecord(value: unknown, match: (record: Record<string, unknown>) => boolean): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsRecord(item, match));
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return match(record) || Object.values(record).some((inner) => holdsRecord(inner, match));
}
