import type {
  DraftMeeting,
  LeftOut,
  ScheduleFigures,
  ScheduleOptions,
  ScheduleResponse,
} from "@ebm/shared/schemas/matchmaking";
import type { Db } from "../../../db/client.ts";
import { AppError, assertOr } from "../../../lib/errors.ts";
import type { JobRunner } from "../../../plugins/jobs.ts";
import type { SchedulerService } from "../../scheduler/index.ts";
import type { SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { draftSchedule } from "./core/schedule.ts";
import type { Fixed, ScheduleInput } from "./core/types.ts";
import { SCHEDULE_REFUSAL, schedulePublishing } from "./schedule.publish.ts";
import { type DraftMeetingRow, scheduleRepository } from "./schedule.repository.ts";

export interface ScheduleConsoleDeps {
  db: Db;
  settings: Pick<SettingsService, "current">;
  scheduler: Pick<SchedulerService, "publishScheduled" | "mailScheduled" | "kickMail">;
  audit: AuditService;
  jobs: JobRunner;
  /** Draft meetings published per run of the `schedule.publish` job. */
  publishBatch?: number;
}

const MINUTE = 60_000;

/**
 * The console's automatic schedule: a draft made from the attendees' wishes (published and locked
 * meetings kept, the previous draft moved as little as it can), reviewed (a meeting locked or
 * removed) and published as accepted meetings or as requests. One draft per edition.
 */
export function scheduleConsole(deps: ScheduleConsoleDeps) {
  const { db, settings, scheduler, audit } = deps;
  const repo = scheduleRepository(db);

  /** What the schedule reads: people, slots still to come, wishes, what is fixed, the previous draft. */
  async function inputOf(editionId: number, options: ScheduleOptions, draft: DraftMeetingRow[], now: Date) {
    const [people, slots, wishes, pairs] = await Promise.all([
      repo.people(editionId),
      repo.slots(editionId, now),
      repo.wishes(editionId),
      repo.companyPairs(editionId),
    ]);
    const busy = await repo.busy(slots.map((s) => s.id));
    const byMeeting = new Map<number, Fixed>();
    for (const row of busy) {
      const fixed = byMeeting.get(row.meetingId) ?? {
        slotId: row.slotId,
        people: [],
        table: row.table,
        meeting: !row.block,
      };
      fixed.people.push(row.contactId);
      byMeeting.set(row.meetingId, fixed);
    }
    const companyOf = new Map(people.map((p) => [p.id, p.companyId]));
    const pairOf = (m: DraftMeetingRow): [number, number] => [
      companyOf.get(m.fromId) ?? 0,
      companyOf.get(m.toId) ?? 0,
    ];
    const open = draft.filter((m) => m.meetingId === null && !m.removed);
    const locked = open.filter((m) => m.locked);
    const input: ScheduleInput = {
      people: people.map((p) => ({ id: p.id, companyId: p.companyId, proposable: p.proposable })),
      slots: slots.map((s) => ({
        id: s.id,
        day: s.day,
        start: Math.round(s.startsAtUtc.getTime() / MINUTE),
        end: Math.round(s.endsAtUtc.getTime() / MINUTE),
        tables: s.tables,
      })),
      wishes,
      fixed: [
        ...byMeeting.values(),
        ...locked.map((m) => ({
          slotId: m.timeslotId,
          people: [m.fromId, m.toId],
          table: m.tableNumber,
          meeting: true,
        })),
      ],
      meetingPairs: [...pairs.meeting, ...locked.map(pairOf)],
      excludedPairs: [...pairs.refused, ...draft.filter((m) => m.removed).map(pairOf)],
      previous: open
        .filter((m) => !m.locked)
        .map((m) => ({ fromId: m.fromId, toId: m.toId, slotId: m.timeslotId, table: m.tableNumber })),
      capPerDay: options.capPerDay,
      maxInARow: options.maxInARow,
    };
    return { input, people, wishes };
  }

  return {
    /** The edition's draft with its meetings (by slot and table) and the wishes left out. */
    async current(): Promise<ScheduleResponse["draft"]> {
      const { edition } = await settings.current();
      const draft = await repo.draft(edition.id);
      if (!draft) return null;
      const rows = (await repo.draftMeetings(draft.id)).filter((m) => !m.removed);
      const [names, slots] = await Promise.all([
        repo.names([...new Set(rows.flatMap((m) => [m.fromId, m.toId]))], []),
        repo.slotFacts([...new Set(rows.map((m) => m.timeslotId))]),
      ]);
      const slotOf = new Map(slots.map((s) => [s.id, s]));
      const person = (id: number) => {
        const p = names.people.get(id);
        return { id, name: p?.name ?? "", companyName: p?.companyName ?? "" };
      };
      const meetings: DraftMeeting[] = rows.flatMap((m) => {
        const slot = slotOf.get(m.timeslotId);
        if (!slot) return [];
        return [
          {
            id: m.id,
            from: person(m.fromId),
            to: person(m.toId),
            timeslotId: m.timeslotId,
            day: slot.day,
            timeStart: slot.timeStart,
            timeEnd: slot.timeEnd,
            tableNumber: m.tableNumber,
            kind: m.kind,
            locked: m.locked,
            meetingId: m.meetingId,
            skipped: m.skipped,
          },
        ];
      });
      meetings.sort(
        (a, b) => a.day - b.day || a.timeStart.localeCompare(b.timeStart) || a.tableNumber - b.tableNumber,
      );
      return {
        options: draft.options,
        figures: draft.figures,
        createdAt: draft.createdAt.toISOString(),
        publishedAt: draft.publishedAt?.toISOString() ?? null,
        publishing:
          draft.publishing && (await repo.publishingRuns(draft))
            ? {
                as: draft.publishing.as,
                total: draft.publishing.total,
                done: rows.filter((m) => m.publishedAt?.toISOString() === draft.publishing?.startedAt).length,
                skipped: rows.filter((m) => m.skipped).length,
              }
            : null,
        meetings,
        leftOut: draft.leftOut,
      };
    },

    /** A new draft with these options: published and locked meetings kept, the previous draft moved as little as it can. */
    async draft(actor: Actor, options: ScheduleOptions, now: Date): Promise<ScheduleFigures> {
      const { edition } = await settings.current();
      const before = await repo.draft(edition.id);
      const previous = before ? await repo.draftMeetings(before.id) : [];
      const { input, people } = await inputOf(edition.id, options, previous, now);
      const result = await draftSchedule(input);
      const personOf = new Map(people.map((p) => [p.id, p]));
      const companyNames = (await repo.names([], [...new Set(result.leftOut.map((l) => l.toCompanyId))]))
        .companies;
      const leftOut: LeftOut[] = result.leftOut.map((l) => {
        const from = personOf.get(l.fromId);
        return {
          from: { id: l.fromId, name: from?.name ?? "", companyName: from?.companyName ?? "" },
          toCompany: companyNames.get(l.toCompanyId) ?? "",
          toName: l.toContactId === null ? null : (personOf.get(l.toContactId)?.name ?? null),
          kind: l.kind,
          reason: l.reason,
        };
      });
      const figures: ScheduleFigures = result.figures;
      const fixedCount = (rows: DraftMeetingRow[]) =>
        rows.filter((m) => m.locked || m.removed || m.meetingId !== null).length;
      await db.transaction(async (tx) => {
        const txRepo = scheduleRepository(tx);
        let draft = await txRepo.draft(edition.id, true);
        assertOr(!(await txRepo.publishingRuns(draft)), new AppError(409, SCHEDULE_REFUSAL.publishing));
        // A lock or a removal while the draft was made would be overwritten: refuse, to be run again.
        if (
          draft &&
          (draft.id !== before?.id ||
            fixedCount(await txRepo.draftMeetings(draft.id)) !== fixedCount(previous))
        )
          throw new AppError(409, SCHEDULE_REFUSAL.changed);
        if (draft) {
          await txRepo.clearOpen(draft.id);
          await txRepo.updateDraft(draft.id, {
            options,
            figures,
            leftOut,
            createdAt: now,
            createdBy: actor.id,
            // A publication that stalled ends here: its meetings are drafted again.
            publishing: null,
          });
        } else {
          draft = await txRepo.createDraft({
            editionId: edition.id,
            options,
            figures,
            leftOut,
            createdBy: actor.id,
            createdAt: now,
          });
        }
        const draftId = draft.id;
        await txRepo.insertMeetings(
          result.meetings.map((m) => ({
            draftId,
            editionId: edition.id,
            timeslotId: m.slotId,
            fromId: m.fromId,
            toId: m.toId,
            tableNumber: m.table,
            kind: m.kind,
            value: m.value,
          })),
        );
        await audit.record(tx, actor, {
          action: "schedule.draft",
          objectType: "schedule",
          objectId: draftId,
          summary: `Made a draft of the automatic schedule: ${figures.meetings} meetings (${figures.scheduledMutual} of ${figures.feasibleMutual} mutual wishes), ${figures.moved} moved`,
          after: { ...options, meetings: figures.meetings, value: figures.value, bound: figures.bound },
        });
      });
      return figures;
    },

    /** Locks a draft meeting (every re-run keeps it) or unlocks it. */
    async lock(actor: Actor, id: number, locked: boolean) {
      await this.change(actor, id, { locked }, locked ? "schedule.lock" : "schedule.unlock");
    },

    /** Takes a meeting out of the draft; its two companies are not proposed again. */
    async remove(actor: Actor, id: number) {
      await this.change(actor, id, { removed: true }, "schedule.remove");
    },

    async change(actor: Actor, id: number, set: { locked?: boolean; removed?: boolean }, action: string) {
      const { edition } = await settings.current();
      await db.transaction(async (tx) => {
        const txRepo = scheduleRepository(tx);
        const draft = await txRepo.draft(edition.id, true);
        assertOr(!(await txRepo.publishingRuns(draft)), new AppError(409, SCHEDULE_REFUSAL.publishing));
        const m = await txRepo.draftMeeting(edition.id, id);
        assertOr(m && !m.removed, new AppError(404, SCHEDULE_REFUSAL.notFound));
        assertOr(m.meetingId === null, new AppError(409, SCHEDULE_REFUSAL.published));
        await txRepo.setDraftMeeting(id, set);
        const names = await txRepo.names([m.fromId, m.toId], []);
        const name = (pid: number) => names.people.get(pid)?.name ?? `#${pid}`;
        await audit.record(tx, actor, {
          action,
          objectType: "schedule",
          objectId: id,
          summary: `${action === "schedule.remove" ? "Removed" : set.locked ? "Locked" : "Unlocked"} the draft meeting of ${name(m.fromId)} and ${name(m.toId)}`,
          before: { locked: m.locked, removed: m.removed },
          after: set,
        });
      });
    },

    ...schedulePublishing({ db, settings, scheduler, audit, jobs: deps.jobs, batch: deps.publishBatch }),
  };
}

export type ScheduleConsole = ReturnType<typeof scheduleConsole>;
