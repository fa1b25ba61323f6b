import { noteCreatedResponseSchema, notesResponseSchema } from "@ebm/shared/schemas/scheduler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { cancelMeeting, freeTable, insertMeeting, type Person, sampleCompany } from "./notes.test-kit.ts";

let t: TestApp;
/** Seller's company: the seller and two colleagues; the buyer's company; an outsider's. */
let seller: Person;
let colleague: Person;
let secondColleague: Person;
let buyer: Person;
let outsider: Person;
/** An accepted meeting seller → buyer. */
let meetingId: number;

async function addNote(
  by: Person,
  body: { scheduleId: number; message: string; isPrivate?: boolean; createdBy?: number },
) {
  return t.app.inject({ method: "POST", url: "/api/notes/", headers: by.headers, payload: body });
}

async function notesOf(by: Person, id: number) {
  const res = await t.app.inject({ method: "GET", url: `/api/notes/${id}`, headers: by.headers });
  return { res, notes: res.statusCode === 200 ? notesResponseSchema.parse(res.json()).notes : [] };
}

const deleteNote = (by: Person, id: number) =>
  t.app.inject({ method: "DELETE", url: `/api/notes/${id}`, headers: by.headers });

/** A new accepted meeting seller → buyer in `slot`, with `colleagues` of the seller added to it. */
async function meetingWithColleagues(slot: number, colleagues: Person[]) {
  const table = await freeTable(t.app, slot);
  const parent = await insertMeeting(t.app, {
    fromId: seller.id,
    toId: buyer.id,
    timeslotId: slot,
    table,
  });
  const children: number[] = [];
  for (const person of colleagues)
    children.push(
      await insertMeeting(t.app, {
        fromId: person.id,
        toId: buyer.id,
        timeslotId: slot,
        table,
        parentScheduleId: parent,
      }),
    );
  return { parent, children };
}

beforeAll(async () => {
  t = await createTestApp();
  [seller, colleague, secondColleague] = (await sampleCompany(t.app, 3)) as [Person, Person, Person];
  [buyer] = (await sampleCompany(t.app, 1)) as [Person];
  [outsider] = (await sampleCompany(t.app, 1)) as [Person];
  meetingId = (await meetingWithColleagues(1, [])).parent;
});
afterAll(() => t?.close());

describe("POST /api/notes/", () => {
  it("adds a note by the signed-in user, whoever the body names", async () => {
    const res = await addNote(seller, {
      scheduleId: meetingId,
      message: "  Wants 40 servers, grade A.  ",
      isPrivate: false,
      createdBy: buyer.id,
    });
    expect(res.statusCode).toBe(201);
    const body = noteCreatedResponseSchema.parse(res.json());
    expect(body.status).toBe(201);
    expect(body.note).toMatchObject({
      message: "Wants 40 servers, grade A.",
      createdBy: seller.id,
      isPrivate: false,
      name: seller.name,
      scheduleId: meetingId,
    });
    expect(Number.isNaN(Date.parse(body.note.dateCreated))).toBe(false);
  });

  it("refuses bad input naming the field", async () => {
    const cases = [
      [{ scheduleId: meetingId, message: "   " }, "message"],
      [{ scheduleId: meetingId, message: "x".repeat(2001) }, "message"],
      [{ scheduleId: meetingId, message: "before\u0000after" }, "message"],
      [{ message: "No meeting named" }, "scheduleId"],
      [{ scheduleId: 2 ** 40, message: "Too large an id" }, "scheduleId"],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/notes/",
        headers: seller.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await addNote(seller, { scheduleId: meetingId, message: "y".repeat(2000) })).statusCode).toBe(
      201,
    );
  });

  it("refuses a meeting the user is not part of, a blocked slot and a meeting that does not exist", async () => {
    expect((await addNote(outsider, { scheduleId: meetingId, message: "Sneaky" })).statusCode).toBe(404);
    // Meeting 1 of the demo data is Anna's.
    expect((await addNote(seller, { scheduleId: 1, message: "Not mine" })).statusCode).toBe(404);
    const block = await insertMeeting(t.app, {
      fromId: seller.id,
      toId: seller.id,
      timeslotId: 2,
      status: 0,
    });
    expect((await addNote(seller, { scheduleId: block, message: "Lunch" })).statusCode).toBe(404);
    expect((await notesOf(seller, block)).res.statusCode).toBe(404);
    expect((await addNote(seller, { scheduleId: 2_000_000, message: "Nowhere" })).statusCode).toBe(404);
  });

  it("needs a session", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/notes/",
      payload: { scheduleId: meetingId, message: "Anonymous" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("answers alike without the trailing slash, the address the OpenAPI document names", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/notes",
      headers: seller.headers,
      payload: { scheduleId: meetingId, message: "Without the slash" },
    });
    expect(res.statusCode).toBe(201);
    expect(noteCreatedResponseSchema.parse(res.json()).note.message).toBe("Without the slash");
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.paths["/api/notes"]?.post).toBeDefined();
    expect(doc.paths["/api/notes/"]).toBeUndefined();
  });
});

describe("GET /api/notes/{id}", () => {
  it("shows shared notes to both sides, oldest first, and private notes only to their author", async () => {
    const { parent } = await meetingWithColleagues(3, []);
    const shared = (await addNote(seller, { scheduleId: parent, message: "Shared: prices in EUR" })).json();
    const secret = (
      await addNote(seller, { scheduleId: parent, message: "Private: our floor price", isPrivate: true })
    ).json();
    const reply = (await addNote(buyer, { scheduleId: parent, message: "Reply from the buyer" })).json();

    const forSeller = await notesOf(seller, parent);
    expect(forSeller.res.statusCode).toBe(200);
    expect(forSeller.res.json().status).toBe(200);
    expect(forSeller.notes.map((n) => n.id)).toEqual([shared.note.id, secret.note.id, reply.note.id]);

    const forBuyer = await notesOf(buyer, parent);
    expect(forBuyer.notes.map((n) => n.id)).toEqual([shared.note.id, reply.note.id]);
    expect(forBuyer.res.body).not.toContain("floor price");
    expect(forBuyer.notes[0]).toMatchObject({ name: seller.name, createdBy: seller.id, isPrivate: false });
  });

  it("shares the table's notes with a colleague once added, never another's private notes", async () => {
    const { parent } = await meetingWithColleagues(4, []);
    const shared = (
      await addNote(buyer, { scheduleId: parent, message: "Shared before the colleague" })
    ).json();
    await addNote(seller, { scheduleId: parent, message: "Seller's private thought", isPrivate: true });
    // Not yet at the table: the meeting does not exist for them.
    expect((await notesOf(colleague, parent)).res.statusCode).toBe(404);

    const child = await insertMeeting(t.app, {
      fromId: colleague.id,
      toId: buyer.id,
      timeslotId: 4,
      table: null,
      parentScheduleId: parent,
    });
    const viaParent = await notesOf(colleague, parent);
    expect(viaParent.notes.map((n) => n.id)).toEqual([shared.note.id]);
    expect(viaParent.res.body).not.toContain("private thought");

    // A note on the colleague's own meeting is kept on the table's meeting: everyone sees it.
    const fromColleague = await addNote(colleague, { scheduleId: child, message: "Colleague: check stock" });
    expect(fromColleague.statusCode).toBe(201);
    expect(fromColleague.json().note.scheduleId).toBe(parent);
    const forBuyer = await notesOf(buyer, parent);
    expect(forBuyer.notes.map((n) => n.message)).toEqual([
      "Shared before the colleague",
      "Colleague: check stock",
    ]);
    expect((await notesOf(seller, child)).notes.map((n) => n.message)).toContain("Colleague: check stock");
    // Another colleague of the same company who was not added learns nothing.
    expect((await notesOf(secondColleague, parent)).res.statusCode).toBe(404);
    expect((await notesOf(secondColleague, child)).res.statusCode).toBe(404);
  });

  it("keeps showing a cancelled meeting's notes to its people, not to a colleague who left before", async () => {
    const { parent, children } = await meetingWithColleagues(5, [colleague, secondColleague]);
    await addNote(seller, { scheduleId: parent, message: "Notes outlive the meeting" });
    // The second colleague could not attend; later the meeting itself is cancelled.
    await cancelMeeting(t.app, children[1] ?? 0, "cannotAttend", new Date(Date.now() - 60_000));
    await cancelMeeting(t.app, parent, "cancelled");
    for (const person of [seller, buyer, colleague]) {
      const { res, notes } = await notesOf(person, parent);
      expect(res.statusCode, person.name).toBe(200);
      expect(notes.map((n) => n.message)).toEqual(["Notes outlive the meeting"]);
    }
    expect((await notesOf(secondColleague, parent)).res.statusCode).toBe(404);
  });

  it("refuses another user's meeting", async () => {
    expect((await notesOf(outsider, meetingId)).res.statusCode).toBe(404);
    expect((await notesOf(seller, 1)).res.statusCode).toBe(404);
    const res = await t.app.inject({ method: "GET", url: `/api/notes/${meetingId}` });
    expect(res.statusCode).toBe(401);
  });
});

describe("DELETE /api/notes/{id}", () => {
  it("lets only the author delete a note", async () => {
    const { parent } = await meetingWithColleagues(6, [colleague]);
    const shared = (await addNote(seller, { scheduleId: parent, message: "Delete me later" })).json().note;
    const secret = (await addNote(seller, { scheduleId: parent, message: "Mine", isPrivate: true })).json()
      .note;

    const byBuyer = await deleteNote(buyer, shared.id);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json()).toMatchObject({ status: 403, error: "Forbidden" });
    expect((await deleteNote(colleague, shared.id)).statusCode).toBe(403);
    // Someone else's private note is not even there for them.
    expect((await deleteNote(buyer, secret.id)).statusCode).toBe(404);
    // Another user's note id.
    expect((await deleteNote(outsider, shared.id)).statusCode).toBe(404);
    expect((await deleteNote(outsider, secret.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/notes/${shared.id}` })).statusCode).toBe(401);
    expect((await notesOf(seller, parent)).notes).toHaveLength(2);

    const own = await deleteNote(seller, shared.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ status: 200 });
    expect((await notesOf(buyer, parent)).notes).toEqual([]);
    expect((await deleteNote(seller, shared.id)).statusCode).toBe(404);
    expect((await deleteNote(seller, secret.id)).statusCode).toBe(200);
  });

  it("refuses a demo user's note to a stranger", async () => {
    // Note 1 of the demo data is Anna's shared note on her meeting 1.
    expect((await deleteNote(seller, 1)).statusCode).toBe(404);
  });
});
