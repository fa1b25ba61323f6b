import type {
  ConsoleEdition,
  EditionDetails,
  EditionDetailsBody,
  NewEditionBody,
} from "@ebm/shared/schemas/organiser-editions";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import { addDays, instantAt, isTimeZone, localDate } from "../../../lib/dates.ts";
import { AppError, badRequest, notFound } from "../../../lib/errors.ts";
import type { Bus } from "../../../plugins/bus.ts";
import type { AttendeesService } from "../../directory/index.ts";
import { announceSettingsChanged, type SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { type EditionRow, editionsRepository } from "./editions.repository.ts";

/** What the section uses: nothing more is handed to it. */
export interface EditionsConsoleDeps {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  settings: Pick<SettingsService, "invalidate">;
  directory: Pick<AttendeesService, "invalidate">;
  audit: Pick<AuditService, "record">;
}

/** HH:MM of an instant on the wall clock of a time zone. */
const localTime = (instant: Date, timeZone: string) =>
  instant.toLocaleTimeString("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The details the console edits, from an edition's row. */
function detailsOf(row: EditionRow): EditionDetails {
  return {
    id: row.id,
    edition: row.edition,
    isCurrent: row.isCurrent,
    name: row.name,
    pageTitle: row.pageTitle,
    city: row.city,
    venue: row.venue,
    venueAddress: row.venueAddress,
    venueMapUrl: row.venueMapUrl,
    videoUrl: row.videoUrl,
    dateStart: row.dateStart,
    dateEnd: row.dateEnd,
    startTime: localTime(row.startsAtUtc, row.timezone),
    timezone: row.timezone,
    memberPriceCents: row.memberPriceCents,
    nonMemberFirstPriceCents: row.nonMemberFirstPriceCents,
    membershipPriceCents: row.membershipPriceCents,
    charityPerAttendeeCents: row.charityPerAttendeeCents,
    dinnerSpotsPerDay: row.dinnerSpotsPerDay,
    dinnerPerCompany: row.dinnerPerCompany,
    tradersCount: row.tradersCount,
    countriesCount: row.countriesCount,
  };
}

/** Whole days from one YYYY-MM-DD date to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The same wall-clock moment of the old edition's calendar in the new one: as many days after its
 * first day, at the same local time, in the new time zone.
 */
function movedInstant(instant: Date, from: EditionRow, to: { dateStart: string; timezone: string }): Date {
  const day = daysBetween(from.dateStart, localDate(instant, from.timezone));
  return instantAt(addDays(to.dateStart, day), localTime(instant, from.timezone), to.timezone);
}

/**
 * The console's editions: the list, the next edition made from the current one, and which one is
 * current. Making another edition current switches the public site and every screen to it.
 */
export function editionsConsole(deps: EditionsConsoleDeps) {
  const { db, bus, log, settings, directory, audit } = deps;

  /** After a commit: every cache built from the current edition is built again, on every instance. */
  async function switched() {
    settings.invalidate();
    directory.invalidate();
    try {
      await announceSettingsChanged(bus);
    } catch (err) {
      log.warn({ err }, "could not announce the edition change");
    }
  }

  return {
    async list(): Promise<ConsoleEdition[]> {
      return editionsRepository(db).list();
    },

    /**
     * The next edition, made from the current one in one transaction: its prices and dinner limits,
     * its settings and texts (registration closed), its tables per day and its timeslot pattern,
     * moved to the new dates and time zone. It is not current until made so.
     */
    async createNext(body: NewEditionBody, actor: Actor): Promise<ConsoleEdition> {
      if (!isTimeZone(body.timezone))
        throw badRequest("timezone: Choose a time zone such as Europe/Dublin", "timezone");
      const made = await db.transaction(async (tx) => {
        const repo = editionsRepository(tx);
        const all = await repo.lockAll();
        const current = all.find((edition) => edition.isCurrent);
        if (!current) throw new AppError(409, "There is no current edition to start from.");
        const to = { dateStart: body.dateStart, timezone: body.timezone };
        if (body.dateStart <= current.dateEnd)
          throw badRequest("dateStart: The next edition starts after the current one ends", "dateStart");
        const number = Math.max(...all.map((edition) => edition.edition)) + 1;
        const { id: _id, ...copied } = current;
        const edition = await repo.insertEdition({
          ...copied,
          edition: number,
          name: body.name,
          pageTitle: body.name,
          city: body.city,
          venue: body.venue,
          venueAddress: body.venueAddress,
          venueMapUrl: "",
          videoUrl: "",
          dateStart: body.dateStart,
          dateEnd: addDays(body.dateStart, daysBetween(current.dateStart, current.dateEnd)),
          startsAtUtc: movedInstant(current.startsAtUtc, current, to),
          timezone: body.timezone,
          isCurrent: false,
        });
        const eventSettings = await repo.settingsOf(current.id);
        if (eventSettings)
          await repo.insertSettings({ ...eventSettings, editionId: edition.id, registrationOpen: false });
        await repo.insertMetadata(
          (await repo.metadataOf(current.id)).map((day) => ({
            ...day,
            editionId: edition.id,
            dateStart: movedInstant(day.dateStart, current, to),
            dateEnd: movedInstant(day.dateEnd, current, to),
          })),
        );
        await repo.copyDinnerDays(current.id, edition.id);
        const slots = await repo.slotsOf(current.id);
        await repo.insertSlots(
          slots.map(({ id: _slotId, ...slot }) => ({
            ...slot,
            editionId: edition.id,
            startsAtUtc: movedInstant(slot.startsAtUtc, current, to),
            endsAtUtc: movedInstant(slot.endsAtUtc, current, to),
          })),
        );
        await audit.record(tx, actor, {
          action: "edition.create",
          objectType: "edition",
          objectId: edition.id,
          summary: `Created the edition ${edition.name} (${edition.city}, from ${edition.dateStart}) from ${current.name}, with its ${slots.length} timeslots`,
          after: {
            edition: number,
            city: edition.city,
            venue: edition.venue,
            dateStart: edition.dateStart,
            timezone: edition.timezone,
          },
        });
        return edition.id;
      });
      const listed = (await editionsRepository(db).list()).find((edition) => edition.id === made);
      if (!listed) throw new Error("the new edition is not listed");
      return listed;
    },

    /** One edition's details as the console edits them. */
    async details(editionId: number): Promise<EditionDetails> {
      const row = await editionsRepository(db).byId(editionId);
      if (!row) throw notFound("There is no such edition.");
      return detailsOf(row);
    },

    /**
     * Changes an edition's facts (name, place, days, zone, start, prices, dinner limits) in one
     * transaction. Its meeting timeslots stay where they are: days or a zone that would leave one
     * outside the edition are refused, naming the meeting days to change first.
     */
    async update(editionId: number, body: EditionDetailsBody, actor: Actor): Promise<EditionDetails> {
      if (!isTimeZone(body.timezone))
        throw badRequest("timezone: Choose a time zone such as Europe/Dublin", "timezone");
      const { changed, isCurrent } = await db.transaction(async (tx) => {
        const repo = editionsRepository(tx);
        const all = await repo.lockAll();
        const before = all.find((edition) => edition.id === editionId);
        if (!before) throw notFound("There is no such edition.");
        const slots = await repo.slotsOf(editionId);
        if (slots.length > 0 && body.timezone !== before.timezone)
          throw new AppError(
            409,
            `The edition has ${slots.length} meeting timeslots in ${before.timezone}. Remove its meeting days first, or keep the time zone.`,
          );
        const outside = [
          ...new Set(slots.map((slot) => localDate(slot.startsAtUtc, before.timezone))),
        ].filter((date) => date < body.dateStart || date > body.dateEnd);
        if (outside.length > 0)
          throw new AppError(
            409,
            `Meeting days fall outside ${body.dateStart} – ${body.dateEnd}: ${outside.join(", ")}. Change the meeting days first.`,
          );
        // Fewer dinner seats or places per company than sign-ups already hold is refused, as the
        // dinner days' own seats are.
        if (
          body.dinnerSpotsPerDay < before.dinnerSpotsPerDay ||
          body.dinnerPerCompany < before.dinnerPerCompany
        ) {
          const held = await repo.dinnerHeld(editionId);
          const full = held.days.find((d) => d.seats === null && d.held > body.dinnerSpotsPerDay);
          if (full)
            throw new AppError(
              409,
              `${full.held} seats of the dinner on day ${full.day} are taken: keep at least ${full.held} seats per day.`,
              "dinnerSpotsPerDay",
            );
          if (held.mostOfACompany > body.dinnerPerCompany)
            throw new AppError(
              409,
              `A company holds ${held.mostOfACompany} dinner places: keep at least ${held.mostOfACompany} per company.`,
              "dinnerPerCompany",
            );
        }
        const next = {
          name: body.name,
          pageTitle: body.pageTitle || body.name,
          city: body.city,
          venue: body.venue,
          venueAddress: body.venueAddress,
          venueMapUrl: body.venueMapUrl,
          videoUrl: body.videoUrl,
          dateStart: body.dateStart,
          dateEnd: body.dateEnd,
          startsAtUtc: instantAt(body.dateStart, body.startTime, body.timezone),
          timezone: body.timezone,
          memberPriceCents: body.memberPriceCents,
          nonMemberFirstPriceCents: body.nonMemberFirstPriceCents,
          membershipPriceCents: body.membershipPriceCents,
          charityPerAttendeeCents: body.charityPerAttendeeCents,
          dinnerSpotsPerDay: body.dinnerSpotsPerDay,
          dinnerPerCompany: body.dinnerPerCompany,
          tradersCount: body.tradersCount,
          countriesCount: body.countriesCount,
        };
        const beforeDetails = detailsOf(before);
        const afterDetails = detailsOf({ ...before, ...next });
        const fields = (Object.keys(afterDetails) as (keyof EditionDetails)[]).filter(
          (key) => afterDetails[key] !== beforeDetails[key],
        );
        if (fields.length === 0) return { changed: false, isCurrent: before.isCurrent };
        await repo.updateEdition(editionId, next);
        await audit.record(tx, actor, {
          action: "edition.update",
          objectType: "edition",
          objectId: editionId,
          summary: `Changed ${fields.join(", ")} of the edition ${next.name}`,
          before: Object.fromEntries(fields.map((key) => [key, beforeDetails[key]])),
          after: Object.fromEntries(fields.map((key) => [key, afterDetails[key]])),
        });
        return { changed: true, isCurrent: before.isCurrent };
      });
      if (changed && isCurrent) await switched();
      const row = await editionsRepository(db).byId(editionId);
      if (!row) throw notFound("There is no such edition.");
      return detailsOf(row);
    },

    /** Makes an edition the current one: the public site and every screen follow it at once. */
    async makeCurrent(editionId: number, actor: Actor): Promise<ConsoleEdition> {
      await db.transaction(async (tx) => {
        const repo = editionsRepository(tx);
        const all = await repo.lockAll();
        const next = all.find((edition) => edition.id === editionId);
        if (!next) throw notFound("There is no such edition.");
        const before = all.find((edition) => edition.isCurrent);
        if (before?.id === editionId) return;
        await repo.makeCurrent(editionId);
        await audit.record(tx, actor, {
          action: "edition.current",
          objectType: "edition",
          objectId: editionId,
          summary: `Made ${next.name} the current edition${before ? ` instead of ${before.name}` : ""}`,
          before: { current: before?.id ?? null },
          after: { current: editionId },
        });
      });
      await switched();
      const listed = (await editionsRepository(db).list()).find((edition) => edition.id === editionId);
      if (!listed) throw notFound("There is no such edition.");
      return listed;
    },
  };
}
