/** The automatic schedule's core: pure functions of plain values (the benchmark's entry too). */
export { conflictsOf } from "./check.ts";
export { BENCH_EVENT, type GeneratedEvent, generateEvent, random } from "./generate.ts";
export { draftSchedule } from "./schedule.ts";
export type { ScheduleInput, ScheduleResult } from "./types.ts";
