import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { conflictsOf } from "./check.ts";
import { generateEvent } from "./generate.ts";
import { draftSchedule } from "./schedule.ts";
import type { Fixed, Person, ScheduleInput, Slot, WishIn } from "./types.ts";

/** Slots of 20 minutes from 9:00 on day 1, touching each other, with `tables` tables each. */
function slots(n: number, tables = 10, day = 1): Slot[] {
  return Array.from({ length: n }, (_, i) => ({
    id: day * 100 + i + 1,
    day,
    start: 540 + 20 * i,
    end: 560 + 20 * i,
    tables,
  }));
}

/** People 1..n, person i of company i unless `companies` says otherwise. */
function people(n: number, companies: Record<number, number> = {}): Person[] {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, companyId: companies[i + 1] ?? i + 1 }));
}

const wish = (
  fromId: number,
  toCompanyId: number,
  kind: WishIn["kind"] = "like",
  toContactId: number | null = null,
) => ({
  fromId,
  toCompanyId,
  toContactId,
  kind,
});

function input(over: Partial<ScheduleInput>): ScheduleInput {
  return {
    people: people(2),
    slots: slots(1),
    wishes: [],
    fixed: [],
    meetingPairs: [],
    excludedPairs: [],
    previous: [],
    capPerDay: 8,
    maxInARow: 0,
    ...over,
  };
}

describe("the automatic schedule", () => {
  it("meets a mutual wish once, with its value and an equal bound", async () => {
    const r = await draftSchedule(input({ wishes: [wish(1, 2, "must"), wish(2, 1, "like")] }));
    expect(r.meetings).toEqual([{ fromId: 1, toId: 2, slotId: 101, table: 1, kind: "mutual", value: 100 }]);
    expect(r.figures).toMatchObject({
      meetings: 1,
      value: 100,
      bound: 100,
      mutualWishes: 1,
      feasibleMutual: 1,
      scheduledMutual: 1,
    });
    expect(r.leftOut).toEqual([]);
  });

  it("gives a scarce person to the mutual wish before a must, and to a must before a would-like", async () => {
    // Person 3 can meet once (cap 1): the mutual pair with 2 wins over 1's must; then with cap 2, 1's must over 4's like.
    const wishes = [wish(1, 3, "must"), wish(2, 3, "like"), wish(3, 2, "like"), wish(4, 3, "like")];
    const one = await draftSchedule(input({ people: people(4), slots: slots(3), wishes, capPerDay: 1 }));
    expect(
      one.meetings.map((m) => [m.fromId, m.toId].sort().join("-")).filter((p) => p.includes("3")),
    ).toEqual(["2-3"]);
    expect(
      one.leftOut
        .filter((l) => l.reason === "cap-reached")
        .map((l) => l.fromId)
        .sort(),
    ).toEqual([1, 4]);
    const two = await draftSchedule(input({ people: people(4), slots: slots(3), wishes, capPerDay: 2 }));
    const withThree = two.meetings
      .filter((m) => m.fromId === 3 || m.toId === 3)
      .map((m) => m.kind)
      .sort();
    expect(withThree).toEqual(["must", "mutual"]);
    expect(two.figures.value).toBe(110);
    expect(two.figures.bound).toBe(110);
  });

  it("never double-books colleagues: a company meets another once", async () => {
    // People 1 and 2 work for company 1; both wish company 3.
    const r = await draftSchedule(
      input({
        people: people(3, { 2: 1 }),
        slots: slots(4),
        wishes: [wish(1, 3, "like"), wish(2, 3, "must")],
      }),
    );
    expect(r.meetings).toHaveLength(1);
    expect(r.meetings[0]).toMatchObject({ kind: "must" });
  });

  it("keeps to the tables of a slot, and says when a table was the reason", async () => {
    const r = await draftSchedule(
      input({ people: people(4), slots: slots(1, 1), wishes: [wish(1, 2), wish(3, 4)] }),
    );
    expect(r.meetings).toHaveLength(1);
    expect(r.leftOut).toEqual([expect.objectContaining({ reason: "no-table" })]);
    expect(r.figures.bound).toBe(3);
  });

  it("respects blocked slots and meetings already made, and says when there was no common free slot", async () => {
    const fixed: Fixed[] = [
      { slotId: 101, people: [1], table: null, meeting: false },
      { slotId: 102, people: [2, 3], table: 1, meeting: true },
    ];
    const r = await draftSchedule(
      input({ people: people(3), slots: slots(2), fixed, wishes: [wish(1, 2, "must")] }),
    );
    expect(r.meetings).toEqual([]);
    expect(r.leftOut).toEqual([expect.objectContaining({ fromId: 1, reason: "no-common-slot" })]);
    expect(r.figures.bound).toBe(0);
  });

  it("leaves a free slot after the number of meetings in a row", async () => {
    // Person 1 wishes four companies; three touching slots and at most two in a row: two meetings.
    const r = await draftSchedule(
      input({
        people: people(5),
        slots: slots(3),
        wishes: [wish(1, 2), wish(1, 3), wish(1, 4), wish(1, 5)],
        maxInARow: 2,
      }),
    );
    expect(r.meetings).toHaveLength(2);
    expect(conflictsOf(input({ people: people(5), slots: slots(3), maxInARow: 2 }), r.meetings)).toEqual([]);
  });

  it("meets the person named in a wish, and never one who said no thanks", async () => {
    // Company 2 has people 2 and 3; 1 names 3; 4 wishes company 2, whose person 2 said no thanks to company 4.
    const company = { 3: 2 };
    const wishes = [wish(1, 2, "like", 3), wish(4, 2, "like"), wish(2, 4, "no")];
    const r = await draftSchedule(input({ people: people(4, company), slots: slots(2), wishes }));
    expect(r.meetings.find((m) => m.fromId === 1 || m.toId === 1)).toMatchObject({ toId: 3 });
    const withFour = r.meetings.find((m) => m.fromId === 4 || m.toId === 4);
    expect([withFour?.fromId, withFour?.toId]).toContain(3);
    // When the only person says no thanks, the wish is left out for that reason.
    const alone = await draftSchedule(input({ wishes: [wish(1, 2), wish(2, 1, "no")] }));
    expect(alone.leftOut).toEqual([expect.objectContaining({ reason: "no-thanks" })]);
  });

  it("seats someone who turned suggestions off only on their own wish or when named", async () => {
    // Company 2: person 2 turned suggestions off, person 3 did not; company 4: person 4 alone, off.
    const folk = people(4, { 3: 2 }).map((p) => ({ ...p, proposable: p.id !== 2 && p.id !== 4 }));
    const r = await draftSchedule(input({ people: folk, slots: slots(3), wishes: [wish(1, 2), wish(1, 4)] }));
    expect(r.meetings.find((m) => m.toId === 2 || m.fromId === 2)).toBeUndefined();
    expect(r.meetings.find((m) => m.toId === 3 || m.fromId === 3)).toBeDefined();
    expect(r.leftOut).toEqual([expect.objectContaining({ toCompanyId: 4, reason: "no-thanks" })]);
    // Named in a wish, or wishing themselves, they are met.
    const named = await draftSchedule(
      input({ people: folk, slots: slots(3), wishes: [wish(1, 4, "like", 4), wish(2, 1)] }),
    );
    expect(named.meetings).toHaveLength(2);
  });

  it("does not propose a pair the organisers removed, nor one that already meets", async () => {
    const r = await draftSchedule(
      input({
        people: people(3),
        slots: slots(2),
        wishes: [wish(1, 2), wish(1, 3)],
        excludedPairs: [[2, 1]],
        meetingPairs: [[3, 1]],
      }),
    );
    expect(r.meetings).toEqual([]);
    expect(r.leftOut).toEqual([expect.objectContaining({ toCompanyId: 2, reason: "removed" })]);
  });

  it("keeps the previous draft's meetings where they still fit, and counts the ones it moved", async () => {
    const base = input({ people: people(4), slots: slots(3), wishes: [wish(1, 2), wish(3, 4)] });
    const kept = await draftSchedule({ ...base, previous: [{ fromId: 1, toId: 2, slotId: 103, table: 7 }] });
    expect(kept.meetings.find((m) => m.fromId === 1)).toMatchObject({ slotId: 103, table: 7 });
    expect(kept.figures.moved).toBe(0);
    // Slot 103 is blocked for person 2 now: the meeting moves, and says so.
    const moved = await draftSchedule({
      ...base,
      fixed: [{ slotId: 103, people: [2], table: null, meeting: false }],
      previous: [{ fromId: 1, toId: 2, slotId: 103, table: 7 }],
    });
    expect(moved.meetings.find((m) => m.fromId === 1)?.slotId).not.toBe(103);
    expect(moved.figures.moved).toBe(1);
  });

  it("on any small event: no conflict, the value within its bound, every wish met or with a reason", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          attendees: fc.integer({ min: 4, max: 24 }),
          slotsPerDay: fc.integer({ min: 1, max: 6 }),
          wishes: fc.integer({ min: 0, max: 60 }),
          seed: fc.integer(),
          capPerDay: fc.integer({ min: 1, max: 4 }),
          maxInARow: fc.integer({ min: 0, max: 3 }),
        }),
        async (e) => {
          const event = generateEvent(
            {
              attendees: e.attendees,
              companies: Math.ceil(e.attendees * 0.7),
              slotsPerDay: e.slotsPerDay,
              days: 2,
              wishes: e.wishes,
              tableShare: 0.2,
              skew: 0.6,
              reciprocity: 0.3,
              existingMeetings: 2,
              blockedSlots: 3,
              seed: e.seed,
            },
            { capPerDay: e.capPerDay, maxInARow: e.maxInARow },
          );
          const r = await draftSchedule(event);
          expect(conflictsOf(event, r.meetings)).toEqual([]);
          expect(r.figures.value).toBeLessThanOrEqual(r.figures.bound + 1e-6);
          const companyOf = new Map(event.people.map((p) => [p.id, p.companyId]));
          const met = new Set(
            [
              ...r.meetings.map((m) => [companyOf.get(m.fromId), companyOf.get(m.toId)]),
              ...event.meetingPairs,
            ].map((p) => [...p].sort().join(":")),
          );
          const left = new Set(r.leftOut.map((l) => `${l.fromId}>${l.toCompanyId}`));
          for (const w of event.wishes.filter((w) => w.kind !== "no")) {
            const pair = [companyOf.get(w.fromId), w.toCompanyId].sort().join(":");
            expect(met.has(pair) || left.has(`${w.fromId}>${w.toCompanyId}`)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the independent checker", () => {
  it("finds a person twice in a slot, a table taken twice, a pair meeting twice and one over the cap", () => {
    const base = input({ people: people(4), slots: slots(2, 1), capPerDay: 1 });
    expect(conflictsOf(base, [{ fromId: 1, toId: 2, slotId: 101, table: 1 }])).toEqual([]);
    const found = conflictsOf(base, [
      { fromId: 1, toId: 2, slotId: 101, table: 1 },
      { fromId: 1, toId: 3, slotId: 101, table: 2 },
      { fromId: 4, toId: 2, slotId: 102, table: 1 },
      { fromId: 2, toId: 1, slotId: 102, table: 1 },
    ]);
    expect(found.join("\n")).toMatch(/person 1 is busy/);
    expect(found.join("\n")).toMatch(/table 2 outside/);
    expect(found.join("\n")).toMatch(/table 1 taken twice/);
    expect(found.join("\n")).toMatch(/meet twice/);
    expect(found.join("\n")).toMatch(/over the cap/);
  });

  it("finds one too many meetings in a row, but not a run that was booked before", () => {
    const base = input({ people: people(4), slots: slots(3), maxInARow: 1 });
    const twoInARow = [
      { fromId: 1, toId: 2, slotId: 101, table: 1 },
      { fromId: 1, toId: 3, slotId: 102, table: 1 },
    ];
    expect(conflictsOf(base, twoInARow)).toEqual(["person 1: 2 meetings in a row at slot 102"]);
    const booked = {
      ...base,
      fixed: [101, 102].map((slotId) => ({ slotId, people: [1, 4], table: 2, meeting: true })),
    };
    expect(conflictsOf(booked, [{ fromId: 2, toId: 3, slotId: 101, table: 1 }])).toEqual([]);
  });
});
