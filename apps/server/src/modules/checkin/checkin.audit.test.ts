import { badgeResponseSchema, checkinResponseSchema } from "@ebm/shared/schemas/checkin";
import { type AuditEntry, auditListResponseSchema } from "@ebm/shared/schemas/organiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../test/app.ts";
import { call, makeCompany, type Person, THURSDAY_NOON } from "../scheduler/scheduler.test-kit.ts";

let t: TestApp;
let organiser: Pick<Person, "headers"> & { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON });
  const { user, headers } = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
  organiser = { id: user.id, name: (user as { name?: string }).name ?? "", headers };
});
afterAll(() => t.close());

/** The audit log's check-in entries about one person, newest first. */
async function checkinEntriesOf(contactId: number): Promise<AuditEntry[]> {
  const { status, body } = await call(
    t.app,
    organiser,
    "GET",
    "/api/organiser/audit?objectType=checkin&pageSize=100",
  );
  expect(status).toBe(200);
  return auditListResponseSchema
    .parse(body)
    .payload.items.filter((entry) => entry.objectId === String(contactId));
}

async function codeOf(person: Person): Promise<string> {
  return badgeResponseSchema.parse((await call(t.app, person, "GET", "/api/checkin/badge")).body).code;
}

describe("POST /api/checkin/{code} in the audit log", () => {
  it("writes the desk's check-in entry once, naming the organiser, and none for a repeat", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const code = await codeOf(alice);
    const first = await call(t.app, organiser, "POST", `/api/checkin/${code}`);
    expect(first.status).toBe(200);
    const done = checkinResponseSchema.parse(first.body);

    const entries = await checkinEntriesOf(alice.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: organiser.id,
      action: "checkin.checkin",
      objectType: "checkin",
      objectId: String(alice.id),
      before: { checkedInAt: null },
      after: { checkedInAt: done.checkedInAt },
    });
    expect(entries[0]?.summary).toContain(alice.name);
    expect(entries[0]?.summary).toContain(done.companyName);

    const again = await call(t.app, organiser, "POST", `/api/checkin/${code}`);
    expect(again.body.alreadyCheckedIn).toBe(true);
    expect(await checkinEntriesOf(alice.id)).toEqual(entries);
  });

  it("writes one entry when several desks check the same badge in at once", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const code = await codeOf(alice);
    await Promise.all([1, 2, 3].map(() => call(t.app, organiser, "POST", `/api/checkin/${code}`)));
    expect(await checkinEntriesOf(alice.id)).toHaveLength(1);
  });

  it("writes none for a refused check-in", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const code = await codeOf(alice);
    expect((await call(t.app, alice, "POST", `/api/checkin/${code}`)).status).toBe(403);
    expect((await call(t.app, organiser, "POST", `/api/checkin/${alice.id}`)).status).toBe(404);
    expect(await checkinEntriesOf(alice.id)).toEqual([]);
  });
});
