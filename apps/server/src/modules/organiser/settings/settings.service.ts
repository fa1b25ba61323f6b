import type { ConsoleSettings, UpdateSettingsBody } from "@ebm/shared/schemas/organiser-settings";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import { localDate } from "../../../lib/dates.ts";
import { AppError, badRequest } from "../../../lib/errors.ts";
import type { Bus } from "../../../plugins/bus.ts";
import type { SettingsService } from "../../settings/index.ts";
import { announceSettingsChanged } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { type EventSettingsChanges, settingsConsoleRepository } from "./settings.repository.ts";

type SettingsRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof settingsConsoleRepository>["settingsOf"]>>
>;

/** The console's names of the settings row's columns (what the API and the audit entry say). */
const fromRow = (row: SettingsRow) => ({
  registrationOpen: row.registrationOpen,
  schedulerEnabled: row.schedulerEnabled,
  showVideoBanner: row.showVideoBanner === 1,
  videoBannerUrl: row.videoBannerUrl,
  mainpageText: row.mainpageText,
  regThankyou: row.regThankyou,
  meetingRequestExpiryHours: row.meetingRequestExpiryHours,
  meetingReminderMinutes: row.meetingReminderMinutes,
});
type RowFields = ReturnType<typeof fromRow>;

function toColumns({ showVideoBanner, ...rest }: Partial<RowFields>): EventSettingsChanges {
  return { ...rest, ...(showVideoBanner === undefined ? {} : { showVideoBanner: showVideoBanner ? 1 : 0 }) };
}

/** "Closed registration", "Changed the home page text and the video banner": the audit line. */
const LABELS: Record<string, string> = {
  registrationOpen: "registration",
  schedulerEnabled: "the scheduler",
  showVideoBanner: "the video banner",
  videoBannerUrl: "the video address",
  mainpageText: "the home page text",
  regThankyou: "the thank-you text",
  meetingRequestExpiryHours: "the request expiry",
  meetingReminderMinutes: "the meeting reminder",
  meetingTables: "the meeting tables",
};
function summaryOf(after: Record<string, unknown>): string {
  const keys = Object.keys(after);
  if (keys.length === 1 && keys[0] === "registrationOpen")
    return after.registrationOpen ? "Opened registration" : "Closed registration";
  if (keys.length === 1 && keys[0] === "schedulerEnabled")
    return after.schedulerEnabled ? "Opened the scheduler" : "Closed the scheduler";
  const names = keys.map((key) => LABELS[key] ?? key);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return `Changed ${list}`;
}

/** What the section uses: nothing more is handed to it. */
export interface SettingsConsoleDeps {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  settings: Pick<SettingsService, "current" | "invalidate">;
  audit: AuditService;
}

/**
 * The console's settings section: the settings of the current edition as the organisers edit them.
 * A save changes only what differs, writes one `settings.update` audit entry with those fields, and
 * then refreshes the settings and content caches of every instance.
 */
export function settingsConsole(deps: SettingsConsoleDeps) {
  const { db, bus, log, settings, audit } = deps;

  async function read(editionId: number, timeZone: string): Promise<ConsoleSettings> {
    const repo = settingsConsoleRepository(db);
    const [row, days] = await Promise.all([repo.settingsOf(editionId), repo.meetingDays(editionId)]);
    if (!row) throw new AppError(503, "The event has not been set up yet.");
    return {
      ...fromRow(row),
      meetingDays: days.map((d) => ({
        day: d.day,
        date: localDate(d.dateStart, timeZone),
        meetingTables: d.meetingTables,
        meetingTablesMax: d.meetingTablesMax,
      })),
    };
  }

  /** After a commit: this instance at once, the others through the bus. */
  async function refreshCaches() {
    settings.invalidate();
    try {
      await announceSettingsChanged(bus);
    } catch (err) {
      // The change is stored; the other instances see it when their cache period ends.
      log.warn({ err }, "could not announce the settings change");
    }
  }

  return {
    async get(): Promise<ConsoleSettings> {
      const { edition } = await settings.current();
      return read(edition.id, edition.timezone);
    },

    /**
     * Applies the given fields. The table count of a day takes 1 to its `meeting_tables_max`, and may
     * not shrink below a table that holds a meeting (that meeting would quietly become a lobby one).
     */
    async update(actor: Actor, body: UpdateSettingsBody): Promise<ConsoleSettings> {
      const { meetingTables, ...fields } = body;
      if (Object.keys(body).length === 0) throw badRequest("Choose at least one setting to change.", "body");
      const { edition } = await settings.current();
      const changed = await db.transaction(async (tx) => {
        const repo = settingsConsoleRepository(tx);
        const row = await repo.lockSettings(edition.id);
        if (!row) throw new AppError(503, "The event has not been set up yet.");
        const current = fromRow(row);
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        const rowChanges: Partial<RowFields> = {};
        for (const [key, value] of Object.entries(fields) as [keyof RowFields, unknown][]) {
          if (value === undefined || current[key] === value) continue;
          before[key] = current[key];
          after[key] = value;
          Object.assign(rowChanges, { [key]: value });
        }
        if (Object.keys(rowChanges).length > 0) await repo.updateSettings(edition.id, toColumns(rowChanges));

        if (meetingTables) {
          const days = await repo.meetingDays(edition.id);
          const tablesBefore: Record<string, number> = {};
          const tablesAfter: Record<string, number> = {};
          for (const [index, wanted] of meetingTables.entries()) {
            const field = `meetingTables.${index}.meetingTables`;
            const day = days.find((d) => d.day === wanted.day);
            if (!day)
              throw badRequest(`There is no meeting day ${wanted.day}.`, `meetingTables.${index}.day`);
            if (wanted.meetingTables > day.meetingTablesMax)
              throw badRequest(
                `Day ${day.day} has ${day.meetingTablesMax} places: enter 1 to ${day.meetingTablesMax}.`,
                field,
              );
            if (wanted.meetingTables === day.meetingTables) continue;
            if (wanted.meetingTables < day.meetingTables) {
              await repo.lockDaySlots(edition.id, day.day);
              const held = await repo.meetingAtTablesBetween(
                edition.id,
                day.day,
                wanted.meetingTables,
                day.meetingTables,
              );
              if (held)
                throw new AppError(
                  409,
                  `Table ${held.table} on day ${day.day} holds a meeting at ${held.timeStart}: enter at least ${(held.table ?? 0) + 1}, or move that meeting first.`,
                  field,
                );
            }
            await repo.setMeetingTables(edition.id, day.day, wanted.meetingTables);
            tablesBefore[`day${day.day}`] = day.meetingTables;
            tablesAfter[`day${day.day}`] = wanted.meetingTables;
          }
          if (Object.keys(tablesAfter).length > 0) {
            before.meetingTables = tablesBefore;
            after.meetingTables = tablesAfter;
          }
        }

        if (Object.keys(after).length === 0) return false;
        await audit.record(tx, actor, {
          action: "settings.update",
          objectType: "settings",
          objectId: edition.id,
          summary: summaryOf(after),
          before,
          after,
        });
        return true;
      });
      if (changed) await refreshCaches();
      return read(edition.id, edition.timezone);
    },
  };
}
