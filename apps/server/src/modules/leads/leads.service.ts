import { LEADS_MESSAGES } from "@ebm/shared/messages";
import type { Lead, SaveLeadBody } from "@ebm/shared/schemas/leads";
import type { Db } from "../../db/client.ts";
import { compactLocalDate, dateFormat } from "../../lib/dates.ts";
import { AppError, assertOr, badRequest, forbidden, notFound } from "../../lib/errors.ts";
import type { SettingsService } from "../settings/index.ts";
import { leadsCsv } from "./leads.csv.ts";
import { type LeadRow, leadsRepository } from "./leads.repository.ts";

/** How far ahead of the server a phone's clock may run before its scan time counts as the future. */
export const SCAN_CLOCK_SKEW_MS = 2 * 60_000;

const REFUSAL = {
  future: "scannedAt: must not be in the future",
  beforeEdition: "scannedAt: must not be before the event",
  meetingNotFound: "Meeting not found.",
} as const;

/** preferences as the company page gives them: JSON text of the main interests and the trade type. */
export const preferencesText = (categoryIds: readonly number[], trading: "used" | "new" | null) =>
  JSON.stringify({ categories: categoryIds.map(Number), trading });

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    contactId: row.contactId,
    contactName: row.contactName,
    companyName: row.companyName,
    country: row.country,
    email: row.email,
    mobile: row.mobile,
    dateAdded: row.createdAt.toISOString(),
    preferences: preferencesText(row.categoryIds, row.tradingType),
    trading: row.tradingType,
    notes: row.notes,
    rating: row.rating,
    scannedAt: row.scannedAt.toISOString(),
  };
}

/** The instant a calendar date begins in a time zone. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const parts = dateFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(utcMidnight));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return new Date(utcMidnight - (wall - utcMidnight));
}

/**
 * Leads (part 2 §2, §3, §5, §7, §8): a signed-in user's collected badge scans. Every call works on
 * the caller's own leads only; a scanned person is named by their signed badge code, never by a
 * bare id (decision 0012).
 */
export function leadsService(deps: {
  db: Db;
  settings: SettingsService;
  /** The attending person a badge code names (checkin service); a 404 for anything else. */
  contactIdOf: (code: string) => Promise<number>;
}) {
  const { settings, contactIdOf } = deps;
  const repo = leadsRepository(deps.db);

  async function storedLead(ownerId: number, leadId: number): Promise<Lead> {
    const row = await repo.lead(ownerId, leadId);
    assertOr(row, notFound(LEADS_MESSAGES.leadNotFound));
    return toLead(row);
  }

  /** The person a save names: the scanned code's, or the other side of one of the user's meetings. */
  async function scannedContactId(userId: number, body: SaveLeadBody): Promise<number> {
    if (body.contactId !== undefined) return contactIdOf(body.contactId);
    const { edition } = await settings.current();
    const partner = await repo.meetingPartner(body.meetingId ?? 0, userId, edition.id);
    assertOr(partner, notFound(REFUSAL.meetingNotFound));
    return partner;
  }

  /** The scan time: the given one within the edition and not ahead of the clock, else now. */
  async function scanTime(given: string | undefined, now: Date): Promise<Date> {
    if (given === undefined) return now;
    const at = new Date(given);
    if (at.getTime() > now.getTime() + SCAN_CLOCK_SKEW_MS) throw badRequest(REFUSAL.future, "scannedAt");
    const { edition } = await settings.current();
    if (at < startOfLocalDay(edition.dateStart, edition.timezone))
      throw badRequest(REFUSAL.beforeEdition, "scannedAt");
    return at;
  }

  return {
    /** The user's own leads; asking for another user's is a 403. */
    async list(userId: number, askedFor: number): Promise<Lead[]> {
      assertOr(askedFor === userId, forbidden(LEADS_MESSAGES.otherUser));
      return (await repo.list(userId)).map(toLead);
    },

    /** Removes one of the user's leads; a lead of someone else is as unknown as a missing one (404). */
    async remove(userId: number, leadId: number): Promise<void> {
      assertOr((await repo.remove(userId, leadId)) === 1, notFound(LEADS_MESSAGES.leadNotFound));
    },

    /** Removes all the user's leads; how many. */
    empty: (userId: number): Promise<number> => repo.removeAll(userId),

    /** What the scanner shows of a scanned badge; one's own badge is a 400. */
    async scanned(userId: number, code: string) {
      const contactId = await contactIdOf(code);
      assertOr(contactId !== userId, badRequest(LEADS_MESSAGES.selfScan));
      const person = await repo.scannedPerson(contactId);
      assertOr(person, notFound(LEADS_MESSAGES.badgeNotFound));
      return {
        contact: {
          id: person.id,
          name: person.name,
          function: person.function,
          profilePicLarge: person.profilePicLarge,
          tel: person.tel,
          email: person.email,
        },
        company: {
          name: person.companyName,
          country: person.country,
          preferences: preferencesText(person.categoryIds, person.tradingType),
        },
      };
    },

    /**
     * Stores a lead. `created` is false when a resend with the same clientId found the lead it
     * stored before. The same person twice is a 409 with the §8 text, as is a clientId reused for
     * another person.
     */
    async save(userId: number, body: SaveLeadBody, now: Date): Promise<{ created: boolean; lead: Lead }> {
      const contactId = await scannedContactId(userId, body);
      assertOr(contactId !== userId, badRequest(LEADS_MESSAGES.selfScan));
      const clientId = body.clientId ?? null;
      const resent = async () => {
        const row = clientId ? await repo.leadByClientId(userId, clientId) : undefined;
        if (!row) return undefined;
        assertOr(row.contactId === contactId, new AppError(409, LEADS_MESSAGES.saveError));
        return { created: false, lead: toLead(row) };
      };
      const before = await resent();
      if (before) return before;
      const scannedAt = await scanTime(body.scannedAt, now);
      const id = await repo.insert({
        ownerId: userId,
        contactId,
        notes: body.notes,
        rating: body.rating ?? null,
        scannedAt,
        clientId,
      });
      if (id !== undefined) return { created: true, lead: await storedLead(userId, id) };
      // Nothing stored: the same resend arrived twice at once, or the person is in the list already.
      const raced = await resent();
      if (raced) return raced;
      throw new AppError(409, LEADS_MESSAGES.saveError);
    },

    /** The user's leads as a CSV stream and its file name (leads-YYYYMMDD.csv by the event clock). */
    async csv(userId: number, now: Date) {
      const { edition } = await settings.current();
      return {
        filename: `leads-${compactLocalDate(now, edition.timezone)}.csv`,
        stream: leadsCsv(repo, userId),
      };
    },
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
