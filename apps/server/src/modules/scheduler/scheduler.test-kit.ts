import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  companies,
  contacts,
  countries,
  editionContacts,
  eventSettings,
  jobs,
  mailOutbox,
  meetingParticipants,
  meetings,
  sessions,
} from "../../db/schema/index.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { first } from "../../test/app.ts";

/** Thursday 12:10 in Dublin: slots 1-4 (10:00-12:00) have ended, 5-16 and Friday's 17-30 lie ahead. */
export const THURSDAY_NOON = "2025-11-06T12:10:00Z";
export const SLOT = { ended: 2, next: 7, later: 8, friday: 25 } as const;

/** A signed-in person of a test company. */
export interface Person {
  id: number;
  name: string;
  email: string;
  companyId: number;
  headers: { authorization: string };
}

let made = 0;

/**
 * A company of its own with `people` contacts, each with a session (no password, so it is quick to
 * make hundreds); with `attending` (the default) they attend the current edition.
 * @example const [alice] = await makeCompany(t.app); const [bob, carol] = await makeCompany(t.app, { people: 2 });
 */
export async function makeCompany(
  app: FastifyInstance,
  opts: { people?: number; attending?: boolean } = {},
): Promise<Person[]> {
  const { edition } = await app.services.settings.current();
  const tag = `${process.pid}-${Date.now()}-${made++}`;
  const country = first(await app.db.select({ id: countries.id }).from(countries).limit(1));
  const company = first(
    await app.db
      .insert(companies)
      .values({
        name: `Scheduler Test ${tag} Ltd`,
        username: `sched-${tag}`,
        countryId: country.id,
        status: 3,
      })
      .returning({ id: companies.id }),
  );
  const rows = await app.db
    .insert(contacts)
    .values(
      Array.from({ length: opts.people ?? 1 }, (_, i) => ({
        companyId: company.id,
        name: `Person ${i + 1} of ${tag}`,
        email: `p${i + 1}.${tag}@sched.example`,
        position: i + 1,
      })),
    )
    .returning({ id: contacts.id, name: contacts.name, email: contacts.email });
  if (opts.attending ?? true)
    await app.db
      .insert(editionContacts)
      .values(rows.map((row) => ({ editionId: edition.id, contactId: row.id })));
  const tokens = rows.map(() => newToken());
  await app.db.insert(sessions).values(
    rows.map((row, i) => ({
      tokenHash: hashToken(tokens[i] ?? ""),
      contactId: row.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return rows.map((row, i) => ({
    ...row,
    companyId: company.id,
    headers: { authorization: `Bearer ${tokens[i]}` },
  }));
}

/** Sends a request as `who` (no one when undefined) and returns status and body. */
export async function call(
  app: FastifyInstance,
  who: Pick<Person, "headers"> | undefined,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the documented shapes field by field
  return { status: res.statusCode, body: res.json() as any };
}

/** Requests a meeting from `from` to `to` in a slot; returns the answer. */
export const requestMeeting = (
  app: FastifyInstance,
  from: Person,
  to: { id: number },
  timeslotId: number,
  message = "",
) => call(app, from, "POST", "/api/scheduler/meetings", { toId: to.id, timeslotId, message });

/** Acts on a meeting as `who`. */
export const act = (app: FastifyInstance, who: Person, meetingId: number, action: string, payload?: object) =>
  call(app, who, "POST", `/api/scheduler/meetings/${meetingId}/action/${action}`, payload);

/** Turns the scheduler on or off for the current edition, and sets the request expiry. */
export async function setSchedulerSettings(
  app: FastifyInstance,
  set: { schedulerEnabled?: boolean; meetingRequestExpiryHours?: number | null },
) {
  const { edition } = await app.services.settings.current();
  await app.db.update(eventSettings).set(set).where(eq(eventSettings.editionId, edition.id));
  app.services.settings.invalidate();
}

/** The meeting row as stored. */
export async function meetingRow(app: FastifyInstance, id: number) {
  return first(await app.db.select().from(meetings).where(eq(meetings.id, id)));
}

/** Who is booked on a meeting. */
export async function participantsOf(app: FastifyInstance, meetingId: number) {
  const rows = await app.db
    .select({ id: meetingParticipants.contactId })
    .from(meetingParticipants)
    .where(eq(meetingParticipants.meetingId, meetingId))
    .orderBy(meetingParticipants.contactId);
  return rows.map((row) => row.id);
}

/** Mails written after the outbox id `since`, to one address. */
export function mailsTo(app: FastifyInstance, email: string, since = 0) {
  return app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), gt(mailOutbox.id, since)))
    .orderBy(desc(mailOutbox.id));
}

/** The pending expiry job of a meeting, if any. */
export async function expiryJob(app: FastifyInstance, meetingId: number) {
  const [row] = await app.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.name, "scheduler.expire"), eq(jobs.key, String(meetingId)), eq(jobs.status, "pending")),
    );
  return row;
}

/** Makes a job due now, as if its time had come. */
export async function makeDue(app: FastifyInstance, jobId: number) {
  await app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, jobId));
}
