import type { PageQuery } from "@ebm/shared/schemas/organiser";
import type { CheckinAttendee } from "@ebm/shared/schemas/organiser-checkin";
import type { Db } from "../../../db/client.ts";
import { assertOr, notFound } from "../../../lib/errors.ts";
import type { CheckinService } from "../../checkin/index.ts";
import type { SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { type CheckinConsoleRow, checkinConsoleRepository } from "./checkin.repository.ts";

const toAttendee = (row: CheckinConsoleRow): CheckinAttendee => ({
  contactId: row.contactId,
  name: row.name,
  function: row.function,
  email: row.email,
  companyName: row.companyName,
  profilePic: row.profilePic,
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
});

/**
 * The badge code in what a QR carries: the `id` of a `/checkin?id=` address, or the text itself
 * (a bare code). Whether it is a real code is the check-in module's to say.
 */
export function codeOfScan(text: string): string {
  try {
    const url = new URL(text);
    return url.searchParams.get("id")?.trim() || text;
  } catch {
    return text;
  }
}

/** YYYY-MM-DD of each day from `first` to `last`, both included. */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let day = Date.parse(`${first}T00:00:00Z`); day <= end && dates.length < 31; day += 86_400_000)
    dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}

/** What the section uses: nothing more is handed to it. */
export interface CheckinConsoleDeps {
  db: Db;
  settings: Pick<SettingsService, "current">;
  checkin: Pick<CheckinService, "checkInContact" | "contactIdOf" | "undoCheckIn">;
  audit: AuditService;
}

/**
 * The console's check-in desk: the edition's attendees searched by name, company or e-mail, the
 * check-in by id or by badge scan, its undo, and the counts by hour. The check-in itself (one
 * conditional stamp) is the check-in module's; this writes the audit entry in its transaction.
 */
export function checkinConsole(deps: CheckinConsoleDeps) {
  const { db, settings, checkin, audit } = deps;
  const repo = checkinConsoleRepository(db);

  async function attendee(contactId: number): Promise<CheckinAttendee> {
    const { edition } = await settings.current();
    const row = await repo.one(contactId, edition.id);
    assertOr(row, notFound("This person does not attend the current edition."));
    return toAttendee(row);
  }

  async function checkIn(contactId: number, actor: Actor, now: Date, how: "desk" | "scan") {
    const person = await attendee(contactId);
    const { alreadyCheckedIn } = await checkin.checkInContact(contactId, actor.id, now, (tx, at) =>
      audit
        .record(tx, actor, {
          action: "checkin.checkin",
          objectType: "checkin",
          objectId: contactId,
          summary: `Checked in ${person.name} (${person.companyName})${how === "scan" ? " by badge scan" : ""}`,
          before: { checkedInAt: null },
          after: { checkedInAt: at },
        })
        .then(() => undefined),
    );
    return { attendee: await attendee(contactId), alreadyCheckedIn };
  }

  return {
    async list(query: PageQuery) {
      const { edition } = await settings.current();
      const { items, total } = await repo.page({
        editionId: edition.id,
        q: query.q || undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: items.map(toAttendee), total, page: query.page, pageSize: query.pageSize };
    },

    /** Checks an attendee in once; a second call changes nothing and says when the first was. */
    checkIn: (contactId: number, actor: Actor, now: Date) => checkIn(contactId, actor, now, "desk"),

    /** The badge's person, checked in: a scan is a check-in too. 404 for anything not a badge of the edition. */
    async scan(text: string, actor: Actor, now: Date) {
      const contactId = await checkin.contactIdOf(codeOfScan(text));
      return checkIn(contactId, actor, now, "scan");
    },

    /** Takes a check-in back; nothing changes (and no entry is written) for someone not checked in. */
    async undo(contactId: number, actor: Actor) {
      const person = await attendee(contactId);
      const { undone } = await checkin.undoCheckIn(contactId, (tx, at) =>
        audit
          .record(tx, actor, {
            action: "checkin.undo",
            objectType: "checkin",
            objectId: contactId,
            summary: `Undid the check-in of ${person.name} (${person.companyName})`,
            before: { checkedInAt: at },
            after: { checkedInAt: null },
          })
          .then(() => undefined),
      );
      return { attendee: await attendee(contactId), wasCheckedIn: undone !== undefined };
    },

    /** Checked in against attendees, and the check-ins by hour of each event day (event time zone). */
    async stats() {
      const { edition } = await settings.current();
      const [totals, perHour] = await Promise.all([
        repo.totals(edition.id),
        repo.perHour(edition.id, edition.timezone),
      ]);
      const days = datesBetween(String(edition.dateStart), String(edition.dateEnd)).map((date) => ({
        date,
        hours: Array.from({ length: 24 }, (_, hour) => ({
          hour,
          count: perHour.find((row) => row.date === date && row.hour === hour)?.n ?? 0,
        })),
      }));
      return { ...totals, timezone: edition.timezone, days };
    },
  };
}
