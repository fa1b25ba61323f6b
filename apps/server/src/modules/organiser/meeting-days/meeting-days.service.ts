import { readableDay } from "@ebm/shared/organiser-audit";
import type {
  DinnerDayBody,
  MeetingDayInput,
  MeetingDays,
  MeetingDaysApplyBody,
  MeetingDaysPreview,
} from "@ebm/shared/schemas/organiser-meeting-days";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import { AppError, assertOr } from "../../../lib/errors.ts";
import type { Bus } from "../../../plugins/bus.ts";
import type { MailService } from "../../../plugins/mail.ts";
import { type DinnerService, dinnerDaysEditor } from "../../dinner/index.ts";
import type { SchedulerService } from "../../scheduler/index.ts";
import { announceSettingsChanged, type SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";

/** What the section uses: nothing more is handed to it. */
export interface MeetingDaysConsoleDeps {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  mail: MailService;
  publicUrl: string;
  settings: Pick<SettingsService, "invalidate">;
  scheduler: Pick<SchedulerService, "readDays" | "previewDays" | "applyDays">;
  dinner: Pick<DinnerService, "seats">;
  audit: Pick<AuditService, "record">;
}

/** "Thursday 6 November 10:00–18:00, 30-minute slots, 2 breaks, 1 keynote, 119 tables and 31 lobby places" */
function dayWords(day: MeetingDayInput): string {
  const extras = [
    day.breaks.length ? `${day.breaks.length} break${day.breaks.length === 1 ? "" : "s"}` : "",
    day.keynotes.length ? `${day.keynotes.length} keynote${day.keynotes.length === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  return `${day.start}–${day.end}, ${day.slotMinutes}-minute slots${extras.length ? `, ${extras.join(", ")}` : ""}, ${day.floorTables} tables and ${day.lobbyPlaces} lobby places`;
}

/**
 * The console's meeting days: the pattern of each meeting day of an edition (the current one, or
 * one being prepared), its preview and its change, and the Captain's Dinner days with their seats.
 * Each change writes its audit entry in its own transaction; a change of the current edition
 * refreshes what the site shows at once.
 */
export function meetingDaysConsole(deps: MeetingDaysConsoleDeps) {
  const { db, bus, log, settings, scheduler, dinner, audit } = deps;
  const dinnerDays = dinnerDaysEditor({ db, mail: deps.mail, publicUrl: deps.publicUrl });

  /** After a change of the current edition: every cache built from it is built again, on every instance. */
  async function changed(isCurrent: boolean) {
    if (!isCurrent) return;
    settings.invalidate();
    try {
      await announceSettingsChanged(bus);
    } catch (err) {
      log.warn({ err }, "could not announce the meeting days' change");
    }
  }

  async function read(editionId?: number): Promise<MeetingDays> {
    const { edition, shown, editions, days } = await scheduler.readDays(editionId);
    const seats = await dinner.seats(edition);
    return {
      edition: shown,
      editions,
      days,
      dinnerDays: seats.map((s) => ({
        day: s.dayNumber,
        date: days.find((d) => d.day === s.dayNumber)?.date ?? null,
        seats: s.spots,
        taken: s.taken,
      })),
    };
  }

  return {
    read,

    preview(body: { editionId: number; days: MeetingDayInput[] }, now: Date): Promise<MeetingDaysPreview> {
      return scheduler.previewDays(body.editionId, body.days, now);
    },

    async apply(actor: Actor, body: MeetingDaysApplyBody, now: Date) {
      const before = await read(body.editionId);
      const change = await scheduler.applyDays(
        actor,
        body.editionId,
        body.days,
        body.meetings,
        now,
        (tx, done) => {
          const counts = {
            created: done.plan.days.flatMap((d) => d.slots).filter((s) => s.change === "create").length,
            removed: done.plan.removedSlots.length,
          };
          const consequences = [
            done.moved.length
              ? `moved ${done.moved.length} meeting${done.moved.length === 1 ? "" : "s"}`
              : "",
            done.cancelled.length
              ? `cancelled ${done.cancelled.length} meeting${done.cancelled.length === 1 ? "" : "s"}`
              : "",
          ].filter(Boolean);
          return audit.record(tx, actor, {
            action: "meetingDays.update",
            objectType: "edition",
            objectId: done.edition.id,
            summary: `Changed the meeting days of ${done.edition.name}: ${counts.created} timeslots made, ${counts.removed} removed${consequences.length ? `; ${consequences.join(" and ")}` : ""}`,
            before: Object.fromEntries(before.days.map((d) => [d.date, dayWords(d)])),
            after: {
              ...Object.fromEntries(body.days.map((d) => [d.date, dayWords(d)])),
              ...(done.moved.length ? { moved: done.moved } : {}),
              ...(done.cancelled.length ? { cancelled: done.cancelled } : {}),
            },
          });
        },
      );
      await changed(change.edition.isCurrent);
      return {
        ...(await read(body.editionId)),
        moved: change.moved.length,
        cancelled: change.cancelled.length,
      };
    },

    /** Adds a dinner day of a meeting day, or changes its seats. */
    async setDinnerDay(actor: Actor, body: DinnerDayBody): Promise<MeetingDays> {
      const { edition, days } = await scheduler.readDays(body.editionId, { toChange: true });
      const meetingDay = days.find((d) => d.day === body.day);
      assertOr(
        meetingDay,
        new AppError(400, `There is no meeting day ${body.day}: a dinner is on a meeting day.`, "day"),
      );
      const name = readableDay(meetingDay.date, body.day);
      await dinnerDays.setDay(edition, body.day, body.seats, (tx, done) =>
        audit.record(tx, actor, {
          action: done.seatsBefore === null ? "dinnerDay.add" : "dinnerDay.update",
          objectType: "edition",
          objectId: edition.id,
          summary:
            done.seatsBefore === null
              ? `Made ${name} a Captain's Dinner day of ${edition.name} with ${body.seats} seats`
              : `Changed the Captain's Dinner seats of ${name} (${edition.name}) from ${done.seatsBefore} to ${body.seats}`,
          before: { day: body.day, seats: done.seatsBefore },
          after: { day: body.day, seats: body.seats },
        }),
      );
      await changed(edition.isCurrent);
      return read(body.editionId);
    },

    /** Removes a dinner day; one with sign-ups only when `withSignups` (they are declined and told). */
    async removeDinnerDay(
      actor: Actor,
      editionId: number,
      day: number,
      withSignups: boolean,
      now: Date,
    ): Promise<MeetingDays> {
      const { edition, days } = await scheduler.readDays(editionId, { toChange: true });
      const name = readableDay(days.find((d) => d.day === day)?.date, day);
      await dinnerDays.removeDay(edition, day, withSignups, actor.id, now, (tx, done) =>
        audit.record(tx, actor, {
          action: "dinnerDay.remove",
          objectType: "edition",
          objectId: edition.id,
          summary: `Removed the Captain's Dinner of ${name} (${edition.name})${done.declined ? `, declining its ${done.declined} sign-up${done.declined === 1 ? "" : "s"}` : ""}`,
          before: { day, seats: done.seatsBefore },
          after: { day, seats: null, declined: done.declined },
        }),
      );
      await changed(edition.isCurrent);
      return read(editionId);
    },
  };
}
