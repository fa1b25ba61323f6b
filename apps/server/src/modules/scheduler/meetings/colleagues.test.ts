import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetings } from "../../../db/schema/index.ts";
import { createTestApp, first, type TestApp } from "../../../test/app.ts";
import {
  act,
  call,
  makeCompany,
  meetingRow,
  type Person,
  participantsOf,
  requestMeeting,
  THURSDAY_NOON,
} from "../scheduler.test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON });
});
afterAll(() => t.close());

/** Two companies of three and two people; the first of each meet in `slot`, accepted. */
async function acceptedMeeting(slot: number) {
  const ours = (await makeCompany(t.app, { people: 3 })) as [Person, Person, Person];
  const theirs = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
  const [absent] = (await makeCompany(t.app, { attending: false })) as [Person];
  const id = (await requestMeeting(t.app, ours[0], theirs[0], slot)).body.payload.meetingId as number;
  expect((await act(t.app, theirs[0], id, "accept")).status).toBe(200);
  return { ours, theirs, absent, id };
}

const colleaguesOf = async (who: Person, id: number) =>
  (await call(t.app, who, "GET", `/api/scheduler/meetings/${id}/availablecolleague`)).body;

async function viewOf(who: Person, id: number) {
  const { body } = await call(t.app, who, "GET", "/api/scheduler/meetings");
  return {
    meeting: [...body.meets, ...body.meetsCancelled].find((m: { id: number }) => m.id === id),
    cancelled: body.meetsCancelled.map((m: { id: number }) => m.id) as number[],
    contacts: body.contacts.map((c: { id: number }) => c.id) as number[],
  };
}

/** The live colleague meeting of `contactId` on the meeting `parentId`. */
async function childOf(parentId: number, contactId: number) {
  const [row] = await t.app.db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.parentScheduleId, parentId),
        eq(meetings.fromId, contactId),
        isNull(meetings.dtCancelled),
      ),
    );
  return row;
}

describe("colleagues on a meeting", () => {
  it("lists the free, attending colleagues of the caller's own side", async () => {
    const { ours, theirs, id } = await acceptedMeeting(9);
    const [me, second, third] = ours;
    expect(await colleaguesOf(me, id)).toEqual({
      status: 200,
      colleagues: [second, third].map((p) => ({
        id: p.id,
        name: p.name,
        email: p.email,
        function: "",
        profilePic: "",
        companyId: p.companyId,
      })),
    });
    expect((await call(t.app, third, "POST", "/api/scheduler/blockTimeslot", { timeslotId: 9 })).status).toBe(
      200,
    );
    expect((await colleaguesOf(me, id)).colleagues.map((c: { id: number }) => c.id)).toEqual([second.id]);
    expect((await colleaguesOf(theirs[0], id)).colleagues.map((c: { id: number }) => c.id)).toEqual([
      theirs[1].id,
    ]);
    // A colleague who is not in the meeting may not look.
    expect(
      (await call(t.app, second, "GET", `/api/scheduler/meetings/${id}/availablecolleague`)).status,
    ).toBe(404);
  });

  it("adds a colleague at the same table, and each side sees it as the rules say", async () => {
    const { ours, theirs, id } = await acceptedMeeting(10);
    const [me, second] = ours;
    const parentBefore = await meetingRow(t.app, id);
    const res = await act(t.app, me, id, "addcolleague", {
      contactId: second.id,
      meetingId: id,
      timeslotId: 10,
    });
    expect(res.body).toEqual({
      status: 200,
      msg: SCHEDULER_MESSAGES.colleague.added(second.name),
      meetingId: id,
    });

    const child = await childOf(id, second.id);
    expect(child).toMatchObject({
      fromId: second.id,
      toId: theirs[0].id,
      status: 1,
      tableNumber: parentBefore.tableNumber,
      timeslotId: 10,
    });
    expect(await participantsOf(t.app, child?.id ?? 0)).toEqual([second.id]);
    const parent = await meetingRow(t.app, id);
    expect(parent.attendees).toEqual([second.id]);
    expect(parent.sequence).toBe(parentBefore.sequence + 1);

    const mine = await viewOf(me, id);
    expect(mine.meeting).toMatchObject({ attendees: [second.id], removableColleagues: [second.id] });
    expect(mine.contacts).toEqual([second.id]);
    const theirView = await viewOf(theirs[0], id);
    expect(theirView.meeting).toMatchObject({ attendees: [second.id], removableColleagues: [] });
    const colleagueView = await viewOf(second, child?.id ?? 0);
    expect(colleagueView.meeting).toMatchObject({
      parentScheduleId: id,
      actions: ["cannotAttend"],
      contact: { id: theirs[0].id },
    });
    expect(
      (await call(t.app, second, "GET", `/api/scheduler/meetings/${child?.id}/action/meetingIdByAuth`)).body,
    ).toEqual({ status: 200, meetingId: child?.id });
    expect((await colleaguesOf(me, id)).colleagues.map((c: { id: number }) => c.id)).not.toContain(second.id);

    // The other side adds one of theirs too.
    expect((await act(t.app, theirs[0], id, "addcolleague", { contactId: theirs[1].id })).status).toBe(200);
    expect((await childOf(id, theirs[1].id))?.toId).toBe(me.id);
    expect((await meetingRow(t.app, id)).attendees).toEqual([second.id, theirs[1].id]);
  });

  it("refuses a colleague already in, busy, of another company or not attending", async () => {
    const { ours, theirs, absent, id } = await acceptedMeeting(11);
    const [me, second, third] = ours;
    expect((await act(t.app, me, id, "addcolleague", { contactId: second.id })).status).toBe(200);
    const twice = await act(t.app, me, id, "addcolleague", { contactId: second.id });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/already in the meeting/) },
    });
    const stranger = await act(t.app, me, id, "addcolleague", { contactId: theirs[1].id });
    expect(stranger).toMatchObject({ status: 400, body: { field: "contactId" } });
    expect((await act(t.app, me, id, "addcolleague", { contactId: absent.id })).status).toBe(404);
    await call(t.app, third, "POST", "/api/scheduler/blockTimeslot", { timeslotId: 11 });
    const busy = await act(t.app, me, id, "addcolleague", { contactId: third.id });
    expect(busy).toMatchObject({ status: 409, body: { message: SCHEDULER_MESSAGES.request.notAvailable } });
    expect((await meetingRow(t.app, id)).attendees).toEqual([second.id]);
  });

  it("is not offered on a pending meeting, nor to a company of one", async () => {
    const ours = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
    const [single] = (await makeCompany(t.app)) as [Person];
    const id = (await requestMeeting(t.app, ours[0], single, 12)).body.payload.meetingId as number;
    expect((await act(t.app, ours[0], id, "addcolleague", { contactId: ours[1].id })).status).toBe(403);
    await act(t.app, single, id, "accept");
    expect((await viewOf(ours[0], id)).meeting.actions).toEqual(["cancel", "addColleague"]);
    expect((await viewOf(single, id)).meeting.actions).toEqual(["cancel"]);
    expect((await act(t.app, ours[0], id, "addcolleague", { contactId: ours[1].id })).status).toBe(200);
  });

  it("removes a colleague only for their own side, and frees them", async () => {
    const { ours, theirs, id } = await acceptedMeeting(13);
    const [me, second] = ours;
    await act(t.app, me, id, "addcolleague", { contactId: second.id });
    const child = first([await childOf(id, second.id)].flatMap((c) => (c ? [c] : [])));
    expect((await act(t.app, theirs[0], id, "removecolleague", { contactId: second.id })).status).toBe(403);
    expect((await act(t.app, second, id, "removecolleague", { contactId: second.id })).status).toBe(403);
    const res = await act(t.app, me, id, "removecolleague", { contactId: second.id });
    expect(res.body).toEqual({ status: 200, msg: SCHEDULER_MESSAGES.colleague.removed, meetingId: id });
    expect(await meetingRow(t.app, child.id)).toMatchObject({
      cancelReason: "cancelled",
      cancelledBy: me.id,
    });
    expect(await participantsOf(t.app, child.id)).toEqual([]);
    expect((await meetingRow(t.app, id)).attendees).toEqual([]);
    expect((await act(t.app, me, id, "removecolleague", { contactId: second.id })).status).toBe(403);
    // The colleague sees it among their cancelled meetings (they were its sender); the other side does not.
    expect((await viewOf(second, child.id)).cancelled).toContain(child.id);
    expect((await viewOf(theirs[0], child.id)).cancelled).not.toContain(child.id);
  });

  it("lets the colleague say they cannot attend", async () => {
    const { ours, theirs, id } = await acceptedMeeting(14);
    const [me, second] = ours;
    await act(t.app, me, id, "addcolleague", { contactId: second.id });
    const child = first([await childOf(id, second.id)].flatMap((c) => (c ? [c] : [])));
    expect((await act(t.app, me, child.id, "cannotAttend", {})).status).toBe(404);
    expect((await act(t.app, theirs[0], child.id, "cannotAttend", {})).status).toBe(403);
    expect((await act(t.app, second, id, "cannotAttend", {})).status).toBe(403);
    const res = await act(t.app, second, child.id, "cannotAttend", {});
    expect(res.body).toEqual({
      status: 200,
      msg: SCHEDULER_MESSAGES.cannotAttend.success,
      meetingId: child.id,
    });
    expect(await meetingRow(t.app, child.id)).toMatchObject({
      cancelReason: "cannotAttend",
      cancelledBy: second.id,
    });
    expect(await participantsOf(t.app, child.id)).toEqual([]);
    expect((await meetingRow(t.app, id)).attendees).toEqual([]);
    expect((await colleaguesOf(me, id)).colleagues.map((c: { id: number }) => c.id)).toContain(second.id);
  });

  it("cancelling the meeting cancels its colleagues' meetings and frees them", async () => {
    const { ours, theirs, id } = await acceptedMeeting(15);
    const [me, second] = ours;
    await act(t.app, me, id, "addcolleague", { contactId: second.id });
    const child = first([await childOf(id, second.id)].flatMap((c) => (c ? [c] : [])));
    expect((await act(t.app, theirs[0], id, "cancel")).status).toBe(200);
    expect(await meetingRow(t.app, child.id)).toMatchObject({
      cancelReason: "cancelled",
      cancelledBy: theirs[0].id,
    });
    expect((await meetingRow(t.app, child.id)).dtCancelled).not.toBeNull();
    expect(await participantsOf(t.app, child.id)).toEqual([]);
    expect(await participantsOf(t.app, id)).toEqual([]);
  });
});
