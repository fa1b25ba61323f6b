import { type APIRequestContext, expect } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD } from "./fixtures.ts";

/** A mail of the development outbox (`GET /api/dev/mail`). */
export interface OutboxMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
}

/** The organiser's bearer token, signed in once per worker: the outbox is for organisers only. */
let organiserToken: string | undefined;

async function signInOrganiser(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/auth/login", {
    data: { email: ACCOUNTS.organiser.email, password: DEMO_PASSWORD },
  });
  expect(response.status(), "organiser sign-in for the outbox").toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The newest mails of the development outbox, read as the organiser.
 * @example const mail = (await readOutbox(page.request)).find((m) => m.to === email);
 */
export async function readOutbox(request: APIRequestContext): Promise<OutboxMail[]> {
  organiserToken ??= await signInOrganiser(request);
  let response = await request.get("/api/dev/mail", {
    headers: { authorization: `Bearer ${organiserToken}` },
  });
  if (response.status() === 401) {
    organiserToken = await signInOrganiser(request);
    response = await request.get("/api/dev/mail", { headers: { authorization: `Bearer ${organiserToken}` } });
  }
  expect(response.status(), "the outbox answers the organiser").toBe(200);
  return ((await response.json()) as { payload: OutboxMail[] }).payload;
}
