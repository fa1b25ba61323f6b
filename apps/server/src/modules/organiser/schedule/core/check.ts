import type { Placed, ScheduleInput } from "./types.ts";

/**
 * An independent check of a schedule against its input, written apart from the schedule's own
 * board: every conflict it finds, in words. None is the only right answer. It checks people (once
 * per slot, not in a blocked slot, the cap per day, meetings in a row), companies (two different
 * ones; a pair of companies meets once, never again beside a meeting they have), tables (within the
 * slot's, once per slot) and slots (known ones).
 */
export function conflictsOf(input: ScheduleInput, meetings: Placed[]): string[] {
  const conflicts: string[] = [];
  const companyOf = new Map(input.people.map((p) => [p.id, p.companyId]));
  const slotOf = new Map(input.slots.map((s) => [s.id, s]));
  const busy = new Map<string, string>();
  const tables = new Set<string>();
  const perDay = new Map<string, number>();
  const meetingSlots = new Map<number, number[]>();
  const pairs = new Set(input.meetingPairs.map(([x, y]) => [x, y].sort((a, b) => a - b).join(":")));
  const excluded = new Set(input.excludedPairs.map(([x, y]) => [x, y].sort((a, b) => a - b).join(":")));

  for (const f of input.fixed) {
    for (const id of f.people) {
      busy.set(`${id}@${f.slotId}`, "fixed");
      const slot = slotOf.get(f.slotId);
      if (f.meeting && slot) {
        perDay.set(`${id}@${slot.day}`, (perDay.get(`${id}@${slot.day}`) ?? 0) + 1);
        meetingSlots.set(id, [...(meetingSlots.get(id) ?? []), f.slotId]);
      }
    }
    if (f.table !== null) tables.add(`${f.slotId}#${f.table}`);
  }
  const overCapBefore = new Set([...perDay].filter(([, n]) => n > input.capPerDay).map(([k]) => k));

  meetings.forEach((m, i) => {
    const name = `meeting ${i + 1} (${m.fromId}–${m.toId} in slot ${m.slotId})`;
    const slot = slotOf.get(m.slotId);
    const [ca, cb] = [companyOf.get(m.fromId), companyOf.get(m.toId)];
    if (!slot) conflicts.push(`${name}: unknown slot`);
    if (ca === undefined || cb === undefined) conflicts.push(`${name}: unknown person`);
    else if (ca === cb) conflicts.push(`${name}: both sides of one company`);
    else {
      const pair = [ca, cb].sort((a, b) => a - b).join(":");
      if (pairs.has(pair)) conflicts.push(`${name}: companies ${pair} meet twice`);
      if (excluded.has(pair)) conflicts.push(`${name}: companies ${pair} were removed`);
      pairs.add(pair);
    }
    for (const id of [m.fromId, m.toId]) {
      const key = `${id}@${m.slotId}`;
      if (busy.has(key)) conflicts.push(`${name}: person ${id} is busy (${busy.get(key)})`);
      busy.set(key, name);
      if (slot) {
        const day = `${id}@${slot.day}`;
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      meetingSlots.set(id, [...(meetingSlots.get(id) ?? []), m.slotId]);
    }
    if (slot && (m.table < 1 || m.table > slot.tables))
      conflicts.push(`${name}: table ${m.table} outside 1..${slot.tables}`);
    const table = `${m.slotId}#${m.table}`;
    if (tables.has(table)) conflicts.push(`${name}: table ${m.table} taken twice`);
    tables.add(table);
  });

  for (const [key, n] of perDay)
    if (n > input.capPerDay && !overCapBefore.has(key))
      conflicts.push(`person@day ${key}: ${n} meetings over the cap`);

  if (input.maxInARow > 0) {
    // A run of meetings in a row too long, with one of the schedule's in it (what was booked
    // before may already hold a longer run: the schedule is not to blame for that).
    const draftedSlots = new Map<number, Set<number>>();
    for (const m of meetings)
      for (const id of [m.fromId, m.toId])
        draftedSlots.set(id, (draftedSlots.get(id) ?? new Set()).add(m.slotId));
    const ordered = [...input.slots].sort((a, b) => a.day - b.day || a.start - b.start);
    for (const [id, drafted] of draftedSlots) {
      const mine = new Set(meetingSlots.get(id));
      let run: number[] = [];
      let prev: (typeof ordered)[number] | undefined;
      for (const s of ordered) {
        const touching = prev && prev.day === s.day && prev.end === s.start;
        run = mine.has(s.id) ? (touching ? [...run, s.id] : [s.id]) : [];
        if (run.length > input.maxInARow && run.some((slot) => drafted.has(slot)))
          conflicts.push(`person ${id}: ${run.length} meetings in a row at slot ${s.id}`);
        prev = s;
      }
    }
  }
  return conflicts;
}
