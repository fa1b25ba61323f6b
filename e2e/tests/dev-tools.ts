import type {
  SampleCompany,
  SampleCompanyBody,
  SampleRegistration,
  SampleRegistrationBody,
} from "@ebm/shared/schemas/dev";
import { type APIRequestContext, type APIResponse, expect } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD } from "./accounts.ts";

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

/** The organiser's bearer token, signed in once per worker: the development tools are for organisers only. */
let organiserToken: string | undefined;

async function signInOrganiser(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/auth/login", {
    data: { email: ACCOUNTS.organiser.email, password: DEMO_PASSWORD },
  });
  expect(response.status(), "organiser sign-in for the development tools").toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Calls a development tool as the organiser, signing in again once if the session has ended. */
async function asOrganiser(
  request: APIRequestContext,
  call: (headers: { authorization: string }) => Promise<APIResponse>,
): Promise<APIResponse> {
  organiserToken ??= await signInOrganiser(request);
  let response = await call({ authorization: `Bearer ${organiserToken}` });
  if (response.status() === 401) {
    organiserToken = await signInOrganiser(request);
    response = await call({ authorization: `Bearer ${organiserToken}` });
  }
  return response;
}

/**
 * The newest mails of the development outbox, read as the organiser.
 * @example const mail = (await readOutbox(page.request)).find((m) => m.to === email);
 */
export async function readOutbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const response = await asOrganiser(request, (headers) => request.get("/api/dev/mail", { headers }));
  expect(response.status(), "the outbox answers the organiser").toBe(200);
  return ((await response.json()) as { payload: OutboxMail[] }).payload;
}

/**
 * A new sample company with its contacts and their passwords (`POST /api/dev/sampleCompany`): an
 * attending one by default, or a marketplace member not registered yet with `attending: false`.
 * @example const { company, contacts } = await createSampleCompany(request, { contacts: 2 });
 */
export async function createSampleCompany(
  request: APIRequestContext,
  body: SampleCompanyBody = {},
): Promise<SampleCompany> {
  const response = await asOrganiser(request, (headers) =>
    request.post("/api/dev/sampleCompany", { headers, data: body }),
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { payload: SampleCompany }).payload;
}

/**
 * A new non-member's registration awaiting verification (`POST /api/dev/sampleRegistration`), for
 * a company of its own; its first attendee is the company's contact.
 * @example const { registrationId, company, attendees } = await createSampleRegistration(request, { attendees: 2 });
 */
export async function createSampleRegistration(
  request: APIRequestContext,
  body: SampleRegistrationBody = {},
): Promise<SampleRegistration> {
  const response = await asOrganiser(request, (headers) =>
    request.post("/api/dev/sampleRegistration", { headers, data: body }),
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { payload: SampleRegistration }).payload;
}
