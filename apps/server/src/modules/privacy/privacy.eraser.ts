import { FORMER_ATTENDEE } from "@ebm/shared/privacy";
import type { ErasureReport } from "@ebm/shared/schemas/privacy";
import { sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/client.ts";
import { type DataSubject, PERSONAL_DATA } from "../../db/personal-data.ts";
import type { AuditActor, RecordAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import type { Announced, MeetingNews } from "../notifications/index.ts";
import { changedRows, needlesOf, scrubMentions } from "./privacy.scrub.ts";

/** How an erasure is recorded, and a last check under the person's lock. */
export interface ErasureOptions {
  /** Whether the person is still to be erased (the retention asks); false leaves them, returning undefined. */
  stillDue?: (tx: DbExecutor) => Promise<boolean>;
  /** The audit entry's actor name and summary when it is not the person or an organiser. */
  actorName?: string;
  summary?: string;
}

/** The person as the erasure finds them, locked. */
interface Found {
  id: number;
  name: string;
  email: string;
  tel: string;
  im_value: string | null;
  profilePic: string | null;
  profilePicLarge: string | null;
}

export interface EraserDeps {
  db: Db;
  recordAudit: RecordAudit;
  /** Tells the other side of a meeting called off (the notifications' port). */
  news: {
    announce(tx: DbExecutor, news: MeetingNews[]): Promise<Announced>;
    publish(announced: Announced): Promise<void>;
  };
  /** Deletes a stored picture by its address (other origins are left alone). */
  removePicture: (url: string) => Promise<void>;
  /** After the commit: the person's live connections end, the directory and matches forget them. */
  onErased: (contactId: number) => void;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Calls off the person's meetings and requests still to come (with their colleagues' places), so
 * the other side's timeslot is free again and they are told; the meetings that were stay.
 */
async function callOffMeetings(tx: DbExecutor, id: number, at: Date, eventNow: Date): Promise<MeetingNews[]> {
  const live = rowsOf<{ id: number; from_id: number; to_id: number; attendees: number[] }>(
    await tx.execute(sql`select m.id, m.from_id, m.to_id, m.attendees from meetings m
      join timeslots ts on ts.id = m.timeslot_id
      where m.dt_cancelled is null and m.from_id <> m.to_id and ts.ends_at_utc > ${eventNow}
        and (m.from_id = ${id} or m.to_id = ${id})
      order by m.id for update of m`),
  );
  const news: MeetingNews[] = [];
  for (const m of live) {
    const children = rowsOf<{ id: number }>(
      await tx.execute(
        sql`select id from meetings where parent_schedule_id = ${m.id} and dt_cancelled is null for update`,
      ),
    ).map((child) => child.id);
    const ids = [m.id, ...children];
    await tx.execute(sql`update meetings set dt_cancelled = ${at}, cancel_reason = 'cancelled', cancelled_by = null,
        sequence = sequence + 1, updated_at = ${at}
      where id in (${sql.join(
        ids.map((x) => sql`${x}`),
        sql`, `,
      )})`);
    await tx.execute(
      sql`delete from meeting_participants where meeting_id in (${sql.join(
        ids.map((x) => sql`${x}`),
        sql`, `,
      )})`,
    );
    const people = [...new Set([m.from_id, m.to_id, ...m.attendees])].filter((p) => p !== id);
    if (people.length > 0) news.push({ meetingId: m.id, change: "cancelled", byId: null, people });
  }
  return news;
}

/**
 * Erases a person (decision 0020): their meetings still to come are called off and the other side
 * told; every table's declared eraser runs (rows deleted, or anonymised where the other side or the
 * law needs the row); their name, e-mail and phone are replaced in every free text that may mention
 * them; the contact row stays as "Former attendee" reaching nobody. One transaction; the audit log
 * records it without the personal data. Their pictures go after the commit.
 */
export function eraser(deps: EraserDeps) {
  /** `at` stamps the erasure; meetings end by the event clock, `eventNow`. */
  return async function erase(
    contactId: number,
    actor: AuditActor,
    at: Date,
    eventNow: Date = at,
    opts: ErasureOptions = {},
  ): Promise<ErasureReport | undefined> {
    const started = performance.now();
    const deleted: Record<string, number> = {};
    const anonymised: Record<string, number> = {};
    let announced: Announced | undefined;
    const found = await deps.db.transaction(async (tx) => {
      const [person] = rowsOf<Found & { erased_at: Date | null }>(
        await tx.execute(sql`select id, name, email, tel, im_value, profile_pic as "profilePic",
            profile_pic_large as "profilePicLarge", erased_at
          from contacts where id = ${contactId} for update`),
      );
      if (!person) throw new AppError(404, "Contact not found.", "contactId");
      if (person.erased_at) throw new AppError(409, "This person's data was erased already.", "contactId");
      // Asked again under the lock: the retention's reason may have gone meanwhile.
      if (opts.stillDue && !(await opts.stillDue(tx))) return undefined;
      // Only the lines that are the person's own: a line of another's registration that merely
      // names their address must not choose what is replaced in everybody's words.
      const registered = rowsOf<{ name: string; tel: string }>(
        await tx.execute(sql`select name, tel from registration_attendees where contact_id = ${contactId}`),
      );
      const needles = needlesOf({
        names: [person.name, ...registered.map((r) => r.name)],
        emails: [person.email],
        phones: [person.tel, person.im_value ?? "", ...registered.map((r) => r.tel)],
      });
      const subject: DataSubject = { id: person.id, email: person.email };

      const news = await callOffMeetings(tx, contactId, at, eventNow);
      if (news.length > 0) deleted.live_meetings_called_off = news.length;
      // The contact's own row last: the other erasers may still read it.
      const tables = Object.entries(PERSONAL_DATA).sort(
        ([a], [b]) => Number(a === "contacts") - Number(b === "contacts"),
      );
      for (const [table, declaration] of tables)
        for (const statement of declaration.erase ?? []) {
          const query = statement(subject, at);
          const rows = changedRows(await tx.execute(query));
          if (rows === 0) continue;
          const into = /^\s*delete/i.test(queryText(query)) ? deleted : anonymised;
          into[table] = (into[table] ?? 0) + rows;
        }
      for (const [table, rows] of Object.entries(await scrubMentions(tx, needles)))
        anonymised[table] = (anonymised[table] ?? 0) + rows;

      if (news.length > 0) announced = await deps.news.announce(tx, news);
      const self = actor.id === contactId;
      await deps.recordAudit(tx, self ? { id: contactId, name: opts.actorName ?? FORMER_ATTENDEE } : actor, {
        action: "privacy.erase",
        objectType: "privacy",
        objectId: contactId,
        summary:
          opts.summary ??
          (self
            ? `Contact #${contactId} deleted their account: their personal data was erased`
            : `Erased the personal data of contact #${contactId} on request`),
        after: { deleted, anonymised },
      });
      return person;
    });
    if (!found) return undefined;
    // The erasure is committed: whatever fails after it, the person's connections still end.
    try {
      if (announced) await deps.news.publish(announced);
      for (const url of [found.profilePic, found.profilePicLarge]) if (url) await deps.removePicture(url);
    } finally {
      deps.onErased(contactId);
    }
    return {
      contactId,
      erasedAt: at.toISOString(),
      deleted,
      anonymised,
      ms: Math.round(performance.now() - started),
    };
  };
}

/** The text of a statement made with drizzle's `sql`, to tell a delete from an update. */
function queryText(query: { queryChunks?: unknown[] }): string {
  const first = query.queryChunks?.[0] as { value?: string[] } | undefined;
  return first?.value?.join("") ?? "";
}
