import { FORMER_ATTENDEE } from "@ebm/shared/privacy";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, jobs, leads, meetingNotes, speakers, teamMembers } from "../../db/schema/index.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";
import { requestMeeting, SLOT, THURSDAY_NOON } from "../scheduler/scheduler.test-kit.ts";
import { call, download, makeCompany, type Person, sendMessage, whereFound } from "./privacy.test-kit.ts";

let t: TestApp;
let organiser: { headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON });
  organiser = await signIn(t.app, DEMO.organiser, "Dublin2025!");
});
afterAll(() => t?.close());

const eraseOnRequest = (person: { id: number }) =>
  call(t.app, organiser, "POST", `/api/organiser/privacy/people/${person.id}/erase`, { confirm: "DELETE" });
const rename = (person: Person, name: string) =>
  t.app.db.update(contacts).set({ name }).where(eq(contacts.id, person.id));

describe("replacing an erased person's name in others' words", () => {
  it("replaces whole words only, and never the organisers' published texts", async () => {
    const [mark] = (await makeCompany(t.app)) as [Person];
    const [other] = (await makeCompany(t.app)) as [Person];
    const name = `Mark${mark.id}`;
    await rename(mark, name);
    await sendMessage(t.app, other, mark, `Hi ${name}, ${name}son and ${name}eting are not you`);
    const speaker = first(await t.app.db.select().from(speakers).limit(1));
    await t.app.db
      .update(speakers)
      .set({ description: `Talks with ${name}` })
      .where(eq(speakers.id, speaker.id));

    expect((await eraseOnRequest(mark)).status).toBe(200);
    const texts = await call(t.app, other, "GET", "/api/messages/conversation");
    const row = texts.body.contacts.find((c: { contactId: number }) => c.contactId === mark.id);
    expect(row?.lastMessage?.text).toBe(`Hi ${FORMER_ATTENDEE}, ${name}son and ${name}eting are not you`);
    const after = first(await t.app.db.select().from(speakers).where(eq(speakers.id, speaker.id)));
    expect(after.description).toBe(`Talks with ${name}`);
  });

  it("changes only the strings of JSON, so a name equal to a JSON literal cannot break an erasure", async () => {
    const [person] = (await makeCompany(t.app)) as [Person];
    await rename(person, "null");
    await t.app.db.update(contacts).set({ tel: "1234567" }).where(eq(contacts.id, person.id));
    const job = first(
      await t.app.db
        .insert(jobs)
        .values({
          name: "test.unused",
          payload: { note: "null", count: 1234567, other: null },
          status: "done",
        })
        .returning({ id: jobs.id }),
    );
    const res = await eraseOnRequest(person);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = first(await t.app.db.select().from(jobs).where(eq(jobs.id, job.id)));
    expect(stored.payload).toEqual({ note: FORMER_ATTENDEE, count: 1234567, other: null });
  });

  it("keeps the organisers' team, and another's scan of the person with its notes cleaned", async () => {
    const [person] = (await makeCompany(t.app)) as [Person];
    const [scanner] = (await makeCompany(t.app)) as [Person];
    const name = `Dara ${person.id} Byrne`;
    await rename(person, name);
    await t.app.db
      .insert(leads)
      .values({ ownerId: scanner.id, contactId: person.id, notes: `${name} buys RAM` });
    const team = await t.app.db.select().from(teamMembers);
    expect((await eraseOnRequest(person)).status).toBe(200);
    const kept = await t.app.db.select().from(leads).where(eq(leads.ownerId, scanner.id));
    expect(kept.map((lead) => lead.notes)).toEqual([`${FORMER_ATTENDEE} buys RAM`]);
    expect(await t.app.db.select().from(teamMembers)).toEqual(team);
  });
});

describe("the export", () => {
  it("never holds another person's address, not even of a request the person sent", async () => {
    const [requester] = (await makeCompany(t.app)) as [Person];
    const [asked] = (await makeCompany(t.app)) as [Person];
    expect((await requestMeeting(t.app, requester, asked, SLOT.later, "Hello")).status).toBe(200);
    const archive = await download(t.app, requester, "/api/me/data-export");
    expect(JSON.stringify(archive.data)).not.toContain(asked.email);
    expect(archive.data.tables.mail_outbox?.some((m) => m.to_you === false)).toBe(true);
  });
});

describe("the listing", () => {
  it("keeps the busy timeslots of someone not listed from strangers, not from their connections", async () => {
    const [hidden] = (await makeCompany(t.app)) as [Person];
    const [stranger] = (await makeCompany(t.app)) as [Person];
    const [partner] = (await makeCompany(t.app)) as [Person];
    await sendMessage(t.app, hidden, partner, "We spoke at the bar");
    const url = `/api/scheduler/contacts/${hidden.id}/action/findTakenTimeslots`;
    expect((await call(t.app, stranger, "GET", url)).status).toBe(200);
    expect((await call(t.app, hidden, "PUT", "/api/me/privacy", { listed: false })).status).toBe(200);
    expect((await call(t.app, stranger, "GET", url)).status).toBe(404);
    expect((await call(t.app, partner, "GET", url)).status).toBe(200);
  });
});

describe("an erasure and a note of the other side", () => {
  it("deletes the person's own notes and keeps the other side's", async () => {
    const [person] = (await makeCompany(t.app)) as [Person];
    const [partner] = (await makeCompany(t.app)) as [Person];
    const meeting = await requestMeeting(t.app, person, partner, SLOT.later, "Notes");
    const meetingId = meeting.body.payload.meetingId as number;
    await t.app.db.insert(meetingNotes).values([
      { meetingId, createdBy: person.id, message: "mine" },
      { meetingId, createdBy: partner.id, message: "theirs" },
    ]);
    expect((await eraseOnRequest(person)).status).toBe(200);
    const notes = await t.app.db
      .select()
      .from(meetingNotes)
      .where(inArray(meetingNotes.meetingId, [meetingId]));
    expect(notes.map((n) => n.message)).toEqual(["theirs"]);
    expect(await whereFound(t.app, person.email)).toEqual([]);
  });
});
