import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { NOTES_PER_PERSON_PER_MEETING } from "@ebm/shared/scheduler";
import { notesResponseSchema } from "@ebm/shared/schemas/scheduler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { freeTable, insertMeeting, type Person, sampleCompany } from "./notes.test-kit.ts";

let t: TestApp;
let seller: Person;
let colleague: Person;
let buyer: Person;

const addNote = (by: Person, scheduleId: number, message: string, isPrivate = false) =>
  t.app.inject({
    method: "POST",
    url: "/api/notes/",
    headers: by.headers,
    payload: { scheduleId, message, isPrivate },
  });

async function notesOf(by: Person, id: number) {
  const res = await t.app.inject({ method: "GET", url: `/api/notes/${id}`, headers: by.headers });
  return notesResponseSchema.parse(res.json()).notes;
}

/** An accepted meeting seller → buyer in `slot` with the colleague added; its id and the colleague's. */
async function meetingAtTable(slot: number) {
  const table = await freeTable(t.app, slot);
  const parent = await insertMeeting(t.app, { fromId: seller.id, toId: buyer.id, timeslotId: slot, table });
  const child = await insertMeeting(t.app, {
    fromId: colleague.id,
    toId: buyer.id,
    timeslotId: slot,
    table,
    parentScheduleId: parent,
  });
  return { parent, child };
}

beforeAll(async () => {
  t = await createTestApp();
  [seller, colleague] = (await sampleCompany(t.app, 2)) as [Person, Person];
  [buyer] = (await sampleCompany(t.app, 1)) as [Person];
});
afterAll(() => t?.close());

describe("notes per person and meeting", () => {
  it(`keeps at most ${NOTES_PER_PERSON_PER_MEETING} of one person's notes on a meeting, private ones counted, and refuses the next with 409`, async () => {
    const { parent } = await meetingAtTable(1);
    for (let n = 1; n <= NOTES_PER_PERSON_PER_MEETING; n++) {
      const res = await addNote(seller, parent, `Note ${n}`, n % 2 === 0);
      expect(res.statusCode, `note ${n}`).toBe(201);
    }
    const refused = await addNote(seller, parent, "One too many");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, message: SCHEDULER_MESSAGES.notes.tooMany });
    expect(SCHEDULER_MESSAGES.notes.tooMany).toContain(String(NOTES_PER_PERSON_PER_MEETING));
    const stored = await notesOf(seller, parent);
    expect(stored).toHaveLength(NOTES_PER_PERSON_PER_MEETING);
    expect(stored.map((note) => note.message)).not.toContain("One too many");
  });

  it("counts each person on their own, a colleague's meeting as the table's, and frees a place when a note is deleted", async () => {
    const { parent, child } = await meetingAtTable(2);
    for (let n = 1; n <= NOTES_PER_PERSON_PER_MEETING; n++)
      expect((await addNote(seller, parent, `Seller ${n}`)).statusCode).toBe(201);
    // The others at the table keep their own allowance.
    expect((await addNote(buyer, parent, "The buyer's first")).statusCode).toBe(201);
    for (let n = 1; n <= NOTES_PER_PERSON_PER_MEETING; n++)
      expect((await addNote(colleague, child, `Colleague ${n}`)).statusCode).toBe(201);
    // A note through the colleague's own meeting lands on the table's meeting, and counts there.
    expect((await addNote(colleague, parent, "Colleague, one too many")).statusCode).toBe(409);
    expect((await addNote(colleague, child, "Colleague, still too many")).statusCode).toBe(409);
    // The same person on another meeting starts afresh.
    const other = await meetingAtTable(3);
    expect((await addNote(seller, other.parent, "Another meeting")).statusCode).toBe(201);

    const oldest = (await notesOf(seller, parent)).find((note) => note.createdBy === seller.id);
    if (!oldest) throw new Error("a note of the seller expected");
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/notes/${oldest.id}`,
      headers: seller.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await addNote(seller, parent, "In the freed place")).statusCode).toBe(201);
    expect((await addNote(seller, parent, "Full again")).statusCode).toBe(409);
  });

  it("documents the 409 of adding a note", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const op = doc.paths["/api/notes"]?.post;
    expect(Object.keys(op?.responses ?? {})).toContain("409");
    expect(op?.summary).toContain(String(NOTES_PER_PERSON_PER_MEETING));
  });
});
