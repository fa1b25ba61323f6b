// The report of the show-floor day (scripts/bench-day.mjs): calls per kind, the events, the
// dinner, the machine and the instances, against the goals.
import { percentile } from "./day-crowd.mjs";
import { DAY } from "./day-plan.mjs";

const ms = (value) => `${value.toFixed(0)} ms`.padStart(7);
const verdict = (holds) => (holds ? "holds" : "FAILS");

/** The report of one day: calls per kind, events, the dinner, the instances, against the goals. */
export function report({
  goals: GOALS,
  mail,
  crashed,
  stats,
  people,
  counters,
  expectations,
  killed,
  dinner,
  checkedIn,
  instances,
  machine,
  dayS,
  setup,
}) {
  let out = `\nThe show-floor day (${people.length} attendees, ${setup}, ${dayS} s):\n`;
  out += `  ${"call".padEnd(28)} ${"count".padStart(6)} ${"p50".padStart(7)} ${"p99".padStart(7)}  refused  errors\n`;
  let worstP99 = 0;
  let errors = 0;
  for (const [kind, entry] of [...stats.kinds].sort(([a], [b]) => a.localeCompare(b))) {
    const p99 = percentile(entry.times, 99);
    if (!kind.startsWith("baseline")) worstP99 = Math.max(worstP99, p99);
    errors += entry.errors;
    out += `  ${kind.padEnd(28)} ${String(entry.times.length).padStart(6)} ${ms(percentile(entry.times, 50))} ${ms(p99)}  ${String(entry.refused).padStart(7)}  ${String(entry.errors).padStart(6)}\n`;
  }
  for (const why of stats.errors) out += `    error: ${why}\n`;
  out += slowMoments(stats);
  const floor = percentile(stats.kinds.get("baseline: liveness")?.times ?? [1], 99);
  if (killed) out += `  calls cut by the killed instance and answered by the other: ${stats.movedCalls}\n`;
  out += "Events (stored, then sent to each person's socket):\n";
  for (const [kind, times] of Object.entries(expectations.delivery))
    if (times.length > 0)
      out += `  ${kind.padEnd(28)} ${String(times.length).padStart(6)} ${ms(percentile(times, 50))} ${ms(percentile(times, 99))}  (call to the other side's socket)\n`;
  const lostBySeq = people.reduce((sum, p) => sum + p.missed(counters.get(p.id) ?? 0), 0);
  const doubled = people.reduce((sum, p) => sum + p.doubled, 0);
  const resyncs = people.reduce((sum, p) => sum + p.resyncs, 0);
  const received = people.reduce((sum, p) => sum + p.seen.size, 0);
  const missing = expectations.missing();
  out +=
    `  received ${received} stored events; lost ${lostBySeq} (by seq), ${missing} of the ${expectations.expectedCount} the calls asked for; doubled ${doubled}; resyncs ${resyncs}\n` +
    (killed
      ? `  instance ${killed.name} killed at mid-day: its ${killed.movers} people were on the other within ${killed.movedInS.toFixed(1)} s\n`
      : "  no instance killed (one instance: nobody to move to)\n");
  out += `Mail: the mail server took ${mail.taken}; the outbox ${mail.outbox.map((row) => `${row.status} ${row.n}`).join(", ") || "empty"}\n`;
  out += `Check-in: ${checkedIn} of ${people.length} checked in at ${DAY.desks} desks\n`;
  const dinnerOk = dinner.every(
    (d) => d.seats <= GOALS.dinnerSeats && d.maxPerCompany <= GOALS.dinnerPerCompany,
  );
  for (const d of dinner)
    out += `Captain's Dinner day ${d.day}: ${d.seats} seats taken of ${GOALS.dinnerSeats}, at most ${d.maxPerCompany} per company\n`;
  out +=
    `The machine: ${machine.cores} cores ${machine.busyPercent.toFixed(0)}% busy over the day; the crowd's own process ` +
    `CPU ${machine.crowdCpuPercent.toFixed(0)}% of a core, its event loop late by up to ${machine.loopP99Ms.toFixed(0)} ms (p99)\n`;
  out += "Instances (CPU over the day as a share of one core; resident memory):\n";
  for (const i of instances)
    out += `  ${i.name}: CPU ${i.cpuPercent.toFixed(0)}%, memory peak ${i.peakMb.toFixed(0)} MB, ${i.killed ? `${i.endMb.toFixed(0)} MB when killed` : `${i.endMb.toFixed(0)} MB after the day and 30 s of quiet${i.heapMb ? ` (V8 heap in use ${i.heapMb.toFixed(0)} MB of ${i.heapTotalMb.toFixed(0)} MB held, outside it ${i.externalMb.toFixed(0)} MB; ${i.collections} collections when quiet)` : ""}`}\n`;
  for (const why of crashed) out += `  ${why}\n`;
  const survivors = instances.filter((i) => !i.killed);
  const memoryOk = survivors.every((i) => i.endMb <= GOALS.memoryMb);
  out +=
    `Goals: p99 ≤ ${GOALS.p99Ms} ms for every kind of call (worst ${worstP99.toFixed(0)} ms, ${(worstP99 / floor).toFixed(1)}× the liveness p99 of ${floor.toFixed(0)} ms): ${verdict(worstP99 <= GOALS.p99Ms)}; ` +
    `0 errors (${errors}${crashed.length > 0 ? `, ${crashed.length} instance crashed` : ""}): ${verdict(errors === 0 && crashed.length === 0)}; 0 events lost or doubled: ${verdict(lostBySeq + missing + doubled + resyncs === 0)}; ` +
    `dinner ≤ ${GOALS.dinnerSeats} a day and ≤ ${GOALS.dinnerPerCompany} a company: ${verdict(dinnerOk)}; ` +
    `memory after the day ≤ ${GOALS.memoryMb} MB: ${verdict(memoryOk)}\n`;
  return out;
}

/** The 5-second windows with the most calls over the goal, to set beside the day's log lines. */
function slowMoments(stats) {
  const worst = [...stats.windows]
    .filter(([, w]) => w.slow > 0)
    .sort(([, a], [, b]) => b.slow - a.slow)
    .slice(0, 6)
    .sort(([a], [b]) => a - b);
  if (worst.length === 0) return "";
  let out = `  the moments with the most calls over ${stats.slowMs} ms (5 s each, UTC):\n`;
  for (const [at, w] of worst) {
    const kinds = [...w.kinds].sort(([, a], [, b]) => b - a).slice(0, 3);
    out += `    ${new Date(at).toISOString().slice(11, 19)}  ${w.slow} of ${w.calls} calls, slowest ${w.maxMs.toFixed(0)} ms: ${kinds.map(([k, n]) => `${k} ${n}`).join(", ")}\n`;
  }
  return out;
}
