import { erasureResponseSchema } from "@ebm/shared/schemas/privacy";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  dinnerRegistrations,
  leads,
  meetingNotes,
  registrationAttendees,
  registrations,
} from "../../db/schema/index.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";
import { act, meetingRow, requestMeeting, SLOT, THURSDAY_NOON } from "../scheduler/scheduler.test-kit.ts";
import {
  call,
  FORMER_ATTENDEE,
  makeCompany,
  type Person,
  registerLine,
  sendMessage,
  whereFound,
} from "./privacy.test-kit.ts";

let t: TestApp;
let organiser: { user: { id: number }; headers: { authorization: string } };
const PASSWORD = "Correct horse battery 42";

beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON });
  organiser = await signIn(t.app, DEMO.organiser, "Dublin2025!");
});
afterAll(() => t?.close());

/**
 * A person with something in nearly every module: a password, a phone, a message each way, an
 * accepted meeting still to come with a note, a request, leads both ways, a dinner place, a wish,
 * an invoice line of a paid registration, mails about them in another's inbox and an audit entry.
 */
async function busyPerson(tag: string) {
  const [person] = (await makeCompany(t.app)) as [Person];
  const [partner] = (await makeCompany(t.app)) as [Person];
  const name = `Erin ${tag} Quigley`;
  const tel = `+353 87 ${tag.slice(0, 3)} 4411`;
  await t.app.db
    .update(contacts)
    .set({ name, tel, imName: "WhatsApp", imValue: tel, passwordHash: await hashPassword(PASSWORD) })
    .where(eq(contacts.id, person.id));
  const updated = { ...person, name };
  await sendMessage(t.app, updated, partner, `Hello, ${name} here, call me on ${tel} or ${person.email}`);
  await sendMessage(t.app, partner, updated, `Thanks ${name}!`);
  const accepted = await requestMeeting(t.app, updated, partner, SLOT.next, `A meeting with ${name}`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const meetingId = accepted.body.payload.meetingId as number;
  expect((await act(t.app, partner, meetingId, "accept")).status).toBe(200);
  await requestMeeting(t.app, partner, updated, SLOT.later, "Another one?");
  await t.app.db.insert(meetingNotes).values([
    { meetingId, createdBy: person.id, message: "My own note" },
    { meetingId, createdBy: partner.id, message: `Partner's note: ${name} wants laptops` },
  ]);
  await t.app.db.insert(leads).values([
    { ownerId: person.id, contactId: partner.id, notes: "good lead" },
    { ownerId: partner.id, contactId: person.id, notes: `Met ${name} at the bar` },
  ]);
  const { edition } = await t.app.services.settings.current();
  await t.app.db
    .insert(dinnerRegistrations)
    .values({ editionId: edition.id, contactId: person.id, companyId: person.companyId, dayNumber: 1 });
  const registrationId = await registerLine(
    t.app,
    { editionId: edition.id, companyId: person.companyId, status: "paid" },
    { contactId: person.id, name, email: person.email, tel },
  );
  const wish = await call(t.app, updated, "PUT", "/api/matchmaking/wishes", {
    companyId: partner.companyId,
    kind: "must",
  });
  expect(wish.status, JSON.stringify(wish.body)).toBe(200);
  return { person: updated, partner, name, tel, meetingId, registrationId };
}

describe("deleting one's own account", () => {
  it("asks for the password and the word DELETE", async () => {
    const { person } = await busyPerson("101");
    const wrong = await call(t.app, person, "POST", "/api/me/erase", { password: "nope", confirm: "DELETE" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe("password");
    const unconfirmed = await call(t.app, person, "POST", "/api/me/erase", {
      password: PASSWORD,
      confirm: "yes",
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.field).toBe("confirm");
    expect(
      (await call(t.app, undefined, "POST", "/api/me/erase", { password: PASSWORD, confirm: "DELETE" }))
        .status,
    ).toBe(401);
    expect((await call(t.app, person, "GET", "/api/me/privacy")).status).toBe(200);
  });

  it("erases the person everywhere but the kept invoice, which is pseudonymised", async () => {
    const { person, partner, name, tel, meetingId, registrationId } = await busyPerson("202");
    for (const needle of [name, person.email, tel]) expect(await whereFound(t.app, needle)).not.toEqual([]);

    const res = await call(t.app, person, "POST", "/api/me/erase", { password: PASSWORD, confirm: "DELETE" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = erasureResponseSchema.parse(res.body).erasure;
    expect(report.deleted).toMatchObject({
      sessions: 1,
      dinner_registrations: 1,
      leads: 1,
      live_meetings_called_off: 2,
    });
    expect(report.ms).toBeLessThan(60_000);

    // Nothing of their name, e-mail or phone is left in any column of any table.
    for (const needle of [name, person.email, tel])
      expect(await whereFound(t.app, needle), needle).toEqual([]);
    // The invoice stays, its line pseudonymised.
    const line = first(
      await t.app.db
        .select()
        .from(registrationAttendees)
        .where(eq(registrationAttendees.registrationId, registrationId)),
    );
    expect(line).toMatchObject({ name: FORMER_ATTENDEE, email: "", tel: "" });
    expect(
      first(await t.app.db.select().from(registrations).where(eq(registrations.id, registrationId)))
        .totalCents,
    ).toBe(12_300);

    // Their sessions are gone and they cannot sign in again.
    expect((await call(t.app, person, "GET", "/api/me/privacy")).status).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: person.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(400);

    // The other side keeps the conversation, from a former attendee, and its timeslot is free again.
    const list = await call(t.app, partner, "GET", "/api/messages/conversation");
    const conversation = list.body.contacts.find((c: { contactId: number }) => c.contactId === person.id);
    expect(conversation?.name).toBe(FORMER_ATTENDEE);
    expect(conversation?.messageCount).toBe(2);
    const meeting = await meetingRow(t.app, meetingId);
    expect(meeting.dtCancelled).not.toBeNull();
    const partnerNews = await call(t.app, partner, "GET", "/api/notifications");
    expect(JSON.stringify(partnerNews.body)).toContain("cancelled");

    // The audit log says it happened, without the personal data.
    const audit = await call(t.app, organiser, "GET", "/api/organiser/audit?action=privacy.erase");
    expect(JSON.stringify(audit.body)).toContain(`#${person.id}`);
    expect(JSON.stringify(audit.body)).not.toContain(name);
  });

  it("is refused to organiser staff, who are erased by another organiser", async () => {
    const res = await call(t.app, organiser, "POST", "/api/me/erase", {
      password: "Dublin2025!",
      confirm: "DELETE",
    });
    expect(res.status).toBe(409);
  });
});

describe("the organisers' erasure on request", () => {
  it("erases a person once; never the caller, never for an attendee; 404 for nobody", async () => {
    const { person, name } = await busyPerson("303");
    const [attendee] = (await makeCompany(t.app)) as [Person];
    const url = `/api/organiser/privacy/people/${person.id}/erase`;
    expect((await call(t.app, attendee, "POST", url, { confirm: "DELETE" })).status).toBe(403);
    expect((await call(t.app, undefined, "POST", url, { confirm: "DELETE" })).status).toBe(401);
    expect((await call(t.app, organiser, "POST", url, {})).status).toBe(400);
    const self = await call(
      t.app,
      organiser,
      "POST",
      `/api/organiser/privacy/people/${organiser.user.id}/erase`,
      {
        confirm: "DELETE",
      },
    );
    expect(self.status).toBe(409);
    expect(
      (
        await call(t.app, organiser, "POST", "/api/organiser/privacy/people/2000000000/erase", {
          confirm: "DELETE",
        })
      ).status,
    ).toBe(404);

    const drawer = `/api/organiser/people/companies/${person.companyId}`;
    expect(JSON.stringify((await call(t.app, organiser, "GET", drawer)).body)).toContain(`"id":${person.id}`);
    const done = await call(t.app, organiser, "POST", url, { confirm: "DELETE" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // The console's People section no longer shows them.
    expect(JSON.stringify((await call(t.app, organiser, "GET", drawer)).body)).not.toContain(
      `"id":${person.id}`,
    );
    expect(await whereFound(t.app, name)).toEqual([]);
    expect((await call(t.app, organiser, "POST", url, { confirm: "DELETE" })).status).toBe(409);
    expect(
      (await call(t.app, organiser, "GET", `/api/organiser/privacy/people/${person.id}/export`)).status,
    ).toBe(404);
  });
});
