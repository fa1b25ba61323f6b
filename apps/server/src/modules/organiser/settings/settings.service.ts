import { readableDay } from "@ebm/shared/organiser-audit";
import { floorTables, meetingTablesFor } from "@ebm/shared/scheduler";
import type {
  ConsoleSettings,
  SettingsPerson,
  StatisticsChangeBody,
  StatisticsExclusions,
  StatisticsList,
  UpdateSettingsBody,
} from "@ebm/shared/schemas/organiser-settings";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import { localDate } from "../../../lib/dates.ts";
import { AppError, assertOr, badRequest } from "../../../lib/errors.ts";
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
  floorTables: "the tables on the meeting floor",
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

/** The settings row's column of each list the statistics leave out. */
const LIST_COLUMN = { staff: "analyticsStaffIds", test: "analyticsTestIds" } as const;
const LIST_WORDS: Record<StatisticsList, string> = { staff: "staff", test: "test accounts" };

/** The people of the lists, each list in the order its ids were added. */
function exclusionsOf(
  row: { analyticsStaffIds: number[]; analyticsTestIds: number[] },
  people: SettingsPerson[],
): StatisticsExclusions {
  const byId = new Map(people.map((p) => [p.id, p]));
  const named = (ids: number[]) =>
    ids.map((id) => byId.get(id)).filter((p): p is SettingsPerson => p !== undefined);
  return { staff: named(row.analyticsStaffIds), test: named(row.analyticsTestIds) };
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
        floorTables: floorTables(d.meetingTables),
        places: d.meetingTablesMax,
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

    /** The staff and test accounts the statistics leave out, by name. */
    async statisticsExclusions(): Promise<StatisticsExclusions> {
      const { edition } = await settings.current();
      const repo = settingsConsoleRepository(db);
      const row = await repo.settingsOf(edition.id);
      if (!row) throw new AppError(503, "The event has not been set up yet.");
      const people = await repo.peopleByIds([...row.analyticsStaffIds, ...row.analyticsTestIds]);
      return exclusionsOf(row, people);
    },

    /** People to add to a list: the first 10 whose name, e-mail or company matches. */
    searchPeople(q: string): Promise<SettingsPerson[]> {
      return settingsConsoleRepository(db).searchPeople(q, 10);
    },

    /**
     * Puts a person onto one of the lists (`exclude`) or takes them off (`include`), with its
     * `analytics.exclude` / `analytics.include` audit entry, under the settings row's lock; the
     * statistics read the new list at once on every instance. 404 for an unknown person, 409 when
     * they are on the list already (or not on it).
     */
    async changeStatistics(
      actor: Actor,
      change: "exclude" | "include",
      body: StatisticsChangeBody,
    ): Promise<StatisticsExclusions> {
      const { edition } = await settings.current();
      const column = LIST_COLUMN[body.list];
      await db.transaction(async (tx) => {
        const repo = settingsConsoleRepository(tx);
        const row = await repo.lockSettings(edition.id);
        if (!row) throw new AppError(503, "The event has not been set up yet.");
        const [person] = await repo.peopleByIds([body.contactId]);
        assertOr(person, new AppError(404, "There is no such person.", "contactId"));
        const ids = row[column];
        const listed = ids.includes(person.id);
        if (change === "exclude")
          assertOr(!listed, new AppError(409, `${person.name} is left out already.`, "contactId"));
        else assertOr(listed, new AppError(409, `${person.name} is not on this list.`, "contactId"));
        const next = change === "exclude" ? [...ids, person.id] : ids.filter((id) => id !== person.id);
        await repo.updateSettings(edition.id, { [column]: next });
        await audit.record(tx, actor, {
          action: `analytics.${change}`,
          objectType: "contact",
          objectId: person.id,
          summary:
            change === "exclude"
              ? `Left ${person.name} (${person.companyName}) out of the statistics as ${body.list === "staff" ? "staff" : "a test account"}`
              : `Counted ${person.name} (${person.companyName}) in the statistics again (no longer among the ${LIST_WORDS[body.list]})`,
          before: { leftOut: listed ? body.list : null },
          after: { leftOut: change === "exclude" ? body.list : null },
        });
      });
      await refreshCaches();
      return this.statisticsExclusions();
    },

    /**
     * Applies the given fields. A day's floor tables take 0 to its places - 1 (stored as
     * `meeting_tables` = floor tables + 1, decision 0010), and may not shrink below a table that
     * holds a meeting (that meeting would quietly become a lobby one).
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
            const field = `meetingTables.${index}.floorTables`;
            const day = days.find((d) => d.day === wanted.day);
            if (!day)
              throw badRequest(`There is no meeting day ${wanted.day}.`, `meetingTables.${index}.day`);
            const date = localDate(day.dateStart, edition.timezone);
            const dayName = readableDay(date, day.day);
            const places = day.meetingTablesMax;
            if (wanted.floorTables > places - 1)
              throw badRequest(
                `${dayName} has ${places} places: enter 0 to ${places - 1} floor tables (one place at least stays in the hotel lobby).`,
                field,
              );
            const stored = meetingTablesFor(wanted.floorTables);
            if (stored === day.meetingTables) continue;
            if (stored < day.meetingTables) {
              await repo.lockDaySlots(edition.id, day.day);
              const held = await repo.meetingAtTablesBetween(edition.id, day.day, stored, day.meetingTables);
              if (held)
                throw new AppError(
                  409,
                  `Table ${held.table} on ${dayName} holds a meeting at ${held.timeStart}: enter at least ${held.table ?? 0} floor tables, or move that meeting first.`,
                  field,
                );
            }
            await repo.setMeetingTables(edition.id, day.day, stored);
            tablesBefore[date] = floorTables(day.meetingTables);
            tablesAfter[date] = wanted.floorTables;
          }
          if (Object.keys(tablesAfter).length > 0) {
            before.floorTables = tablesBefore;
            after.floorTables = tablesAfter;
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
