import { MEETING_SOURCES, type MeetingSource } from "@ebm/shared/matchmaking";
import { type OverviewSource, overviewResponseSchema } from "@ebm/shared/schemas/organiser-overview";
import { describe, expect, it } from "vitest";
import { meetings } from "../../../db/schema/index.ts";
import { makeCompany, type Person, SLOT, THURSDAY_NOON } from "../../scheduler/scheduler.test-kit.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";

const t = organiserTestKit({ EVENT_TIME: THURSDAY_NOON });

async function sources(): Promise<Map<MeetingSource, OverviewSource>> {
  const res = await t.asOrganiser("GET", "/api/organiser/overview");
  expect(res.statusCode, res.body).toBe(200);
  const rows = overviewResponseSchema.parse(res.json()).payload.sources ?? [];
  expect(rows.map((row) => row.source)).toEqual([...MEETING_SOURCES]);
  return new Map(rows.map((row) => [row.source, row]));
}

/** A meeting of `source` between two fresh people, stored as the scheduler keeps it. */
async function meeting(
  source: MeetingSource,
  timeslotId: number,
  how: { status: 0 | 1; outcome?: "held" | "noShow"; cancelled?: boolean },
) {
  const [from] = (await makeCompany(t.app)) as [Person];
  const [to] = (await makeCompany(t.app)) as [Person];
  const { edition } = await t.app.services.settings.current();
  await t.app.db.insert(meetings).values({
    editionId: edition.id,
    timeslotId,
    fromId: from.id,
    toId: to.id,
    status: how.status,
    source,
    outcome: how.outcome ?? null,
    ...(how.cancelled ? { dtCancelled: new Date(), cancelReason: "cancelled" as const } : {}),
  });
}

describe("GET /api/organiser/overview: meetings by source", () => {
  it("counts each source's meetings, its acceptance rate and its held rate once the slot is over", async () => {
    const before = await sources();
    // From suggestions: two accepted in slots that ended (one held), one accepted and cancelled,
    // one waiting for an answer in a slot still to come.
    await meeting("suggestion", SLOT.ended, { status: 1, outcome: "held" });
    await meeting("suggestion", SLOT.ended, { status: 1 });
    await meeting("suggestion", SLOT.ended, { status: 1, cancelled: true });
    await meeting("suggestion", SLOT.later, { status: 0 });
    // From the schedule: accepted, its slot still to come.
    await meeting("schedule", SLOT.later, { status: 1 });
    const after = await sources();

    const grew = (source: MeetingSource, key: keyof Omit<OverviewSource, "source">) =>
      Number(after.get(source)?.[key] ?? 0) - Number(before.get(source)?.[key] ?? 0);
    expect(grew("suggestion", "requested")).toBe(4);
    expect(grew("suggestion", "accepted")).toBe(3);
    expect(grew("suggestion", "over")).toBe(2);
    expect(grew("suggestion", "held")).toBe(1);
    expect(grew("schedule", "requested")).toBe(1);
    expect(grew("schedule", "over")).toBe(0);
    expect(grew("request", "requested")).toBe(0);
    for (const row of after.values()) {
      expect(row.acceptanceRate).toBe(row.requested === 0 ? null : row.accepted / row.requested);
      expect(row.heldRate).toBe(row.over === 0 ? null : row.held / row.over);
    }
    // The organisers' booking is theirs.
    const [from] = (await makeCompany(t.app)) as [Person];
    const [to] = (await makeCompany(t.app)) as [Person];
    const booked = await t.asOrganiser("POST", "/api/organiser/meetings", {
      fromId: from.id,
      toId: to.id,
      timeslotId: SLOT.friday,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const afterBooking = await sources();
    expect(Number(afterBooking.get("organiser")?.requested) - Number(after.get("organiser")?.requested)).toBe(
      1,
    );
    expect(afterBooking.get("organiser")?.acceptanceRate).toBe(1);
    // Every request of the overview is of one source.
    const res = await t.asOrganiser("GET", "/api/organiser/overview");
    const total = overviewResponseSchema.parse(res.json()).payload.meetings.requested;
    expect([...afterBooking.values()].reduce((sum, row) => sum + row.requested, 0)).toBe(total);
  });
});
