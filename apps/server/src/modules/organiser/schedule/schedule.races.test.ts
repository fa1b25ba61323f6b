import { scheduleResponseSchema } from "@ebm/shared/schemas/matchmaking";
import { and, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contacts, meetingParticipants, meetings, wishes } from "../../../db/schema/index.ts";
import {
  call,
  makeCompany,
  type Person,
  setSchedulerSettings,
  THURSDAY_NOON,
} from "../../scheduler/scheduler.test-kit.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";

/**
 * Publishing the automatic schedule while attendees book, and two organisers publishing at once,
 * through the app: on the embedded database (one connection: they queue) and on a real PostgreSQL
 * server (DATABASE_URL: a pool, they meet at the scheduler's locks). A person is never booked twice
 * in a slot, and a draft meeting becomes one meeting at most.
 */
const t = organiserTestKit({ EVENT_TIME: THURSDAY_NOON });
beforeEach(() => setSchedulerSettings(t.app, { schedulerEnabled: true }));

const person = async () => (await makeCompany(t.app))[0] as Person;

async function wish(from: Person, to: Person) {
  const { edition } = await t.app.services.settings.current();
  await t.app.db
    .insert(wishes)
    .values({ editionId: edition.id, contactId: from.id, targetCompanyId: to.companyId, kind: "must" });
}

/** Drafts, and answers the draft meeting of `p` with `q`. */
async function drafted(p: Person, q: Person) {
  const made = await call(t.app, t.organiser, "POST", "/api/organiser/schedule/draft", {
    capPerDay: 8,
    maxInARow: 0,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const res = await call(t.app, t.organiser, "GET", "/api/organiser/schedule");
  const found = scheduleResponseSchema
    .parse(res.body)
    .draft?.meetings.find((m) => new Set([m.from.id, m.to.id, p.id, q.id]).size === 2);
  if (!found) throw new Error("the pair is not in the draft");
  return found;
}

/** Publishes the draft and runs the publication's batches until it is done. */
async function publishNow() {
  const res = await call(t.app, t.organiser, "POST", "/api/organiser/schedule/publish", { as: "accepted" });
  for (let round = 0; round < 50 && res.status === 200; round++) {
    await t.app.jobs.runDue({ names: ["schedule.publish"] });
    const state = await call(t.app, t.organiser, "GET", "/api/organiser/schedule");
    if (state.body.draft?.publishing === null) break;
  }
  return res;
}

const liveIn = async (contactId: number, timeslotId: number) =>
  (
    await t.app.db
      .select({ id: meetingParticipants.meetingId })
      .from(meetingParticipants)
      .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
      .where(
        and(
          eq(meetingParticipants.contactId, contactId),
          eq(meetingParticipants.timeslotId, timeslotId),
          isNull(meetings.dtCancelled),
        ),
      )
  ).length;

describe("publishing the automatic schedule under contention", () => {
  it("an attendee's request in the same slot as the publish: one of them holds the person, never both", async () => {
    for (let round = 0; round < 3; round++) {
      const [p, q, r] = [await person(), await person(), await person()];
      await wish(p, q);
      const m = await drafted(p, q);
      const [published, requested] = await Promise.all([
        publishNow(),
        call(t.app, p, "POST", "/api/scheduler/meetings", {
          toId: r.id,
          timeslotId: m.timeslotId,
          message: "",
        }),
      ]);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect([200, 409]).toContain(requested.status);
      expect(await liveIn(p.id, m.timeslotId)).toBe(1);
      const made = await t.app.db
        .select({ id: meetings.id })
        .from(meetings)
        .where(
          and(eq(meetings.fromId, m.from.id), eq(meetings.toId, m.to.id), eq(meetings.source, "schedule")),
        );
      expect(made.length).toBe(requested.status === 200 ? 0 : 1);
    }
  });

  it("two organisers starting the publication at once: it runs once, each draft meeting one meeting", async () => {
    const [p, q] = [await person(), await person()];
    await wish(p, q);
    const m = await drafted(p, q);
    const [other] = (await makeCompany(t.app)) as [Person];
    await t.app.db.update(contacts).set({ role: "organiser" }).where(eq(contacts.id, other.id));
    const answers = await Promise.all([
      call(t.app, t.organiser, "POST", "/api/organiser/schedule/publish", { as: "accepted" }),
      call(t.app, other, "POST", "/api/organiser/schedule/publish", { as: "accepted" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    // Two runners at once (two instances) work the batches.
    for (let round = 0; round < 50; round++) {
      await Promise.all([
        t.app.jobs.runDue({ names: ["schedule.publish"] }),
        t.app.jobs.runDue({ names: ["schedule.publish"] }),
      ]);
      const state = await call(t.app, t.organiser, "GET", "/api/organiser/schedule");
      if (state.body.draft?.publishing === null) break;
    }
    const made = await t.app.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.fromId, m.from.id), eq(meetings.toId, m.to.id), isNull(meetings.dtCancelled)));
    expect(made).toHaveLength(1);
    expect(await liveIn(p.id, m.timeslotId)).toBe(1);
  });
});
