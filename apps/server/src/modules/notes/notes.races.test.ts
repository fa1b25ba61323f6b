import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { NOTES_PER_PERSON_PER_MEETING } from "@ebm/shared/scheduler";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../../db/client.ts";
import { meetingNotes } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { type NotesService, notesService } from "./notes.service.ts";
import { freeTable, insertMeeting, type Person, sampleCompany } from "./notes.test-kit.ts";

/**
 * Notes added at the same moment on a real PostgreSQL server, through a pool of
 * DATABASE_POOL_SIZE connections: the limit of notes per person and meeting holds under load.
 */
describe.runIf(process.env.DATABASE_URL)("note races on PostgreSQL", () => {
  let t: TestApp;
  let pool: DbHandle;
  let notes: NotesService;
  let seller: Person;
  let buyer: Person;

  beforeAll(async () => {
    t = await createTestApp();
    pool = await openDatabase({
      databaseUrl: t.app.config.DATABASE_URL as string,
      dataDir: ":memory:",
      poolSize: t.app.config.DATABASE_POOL_SIZE,
    });
    notes = notesService(pool.db);
    [seller] = (await sampleCompany(t.app, 1)) as [Person];
    [buyer] = (await sampleCompany(t.app, 1)) as [Person];
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
    await t?.close();
  });

  it("30 notes at once by one person on a meeting holding 15 of theirs store exactly the limit", async () => {
    const table = await freeTable(t.app, 1);
    const meetingId = await insertMeeting(t.app, { fromId: seller.id, toId: buyer.id, timeslotId: 1, table });
    const already = 15;
    for (let n = 1; n <= already; n++)
      await notes.add(seller.id, { scheduleId: meetingId, message: `Earlier ${n}`, isPrivate: false });

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        notes.add(seller.id, { scheduleId: meetingId, message: `At once ${n}`, isPrivate: n % 2 === 0 }).then(
          () => "201",
          (err: unknown) => (err instanceof AppError ? `${err.statusCode} ${err.message}` : String(err)),
        ),
      ),
    );

    const [stored] = await t.app.db
      .select({ n: count() })
      .from(meetingNotes)
      .where(and(eq(meetingNotes.meetingId, meetingId), eq(meetingNotes.createdBy, seller.id)));
    expect(stored?.n).toBe(NOTES_PER_PERSON_PER_MEETING);
    expect(answers.filter((a) => a === "201")).toHaveLength(NOTES_PER_PERSON_PER_MEETING - already);
    expect(answers.filter((a) => a !== "201")).toEqual(
      Array(30 - (NOTES_PER_PERSON_PER_MEETING - already)).fill(`409 ${SCHEDULER_MESSAGES.notes.tooMany}`),
    );
  }, 60_000);
});
