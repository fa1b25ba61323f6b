import { RETENTION_WARNING_DAYS } from "@ebm/shared/privacy";
import type { RetentionCounts, RetentionEdition } from "@ebm/shared/schemas/privacy";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbExecutor } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";
import { addDays } from "../../lib/dates.ts";
import type { MailService } from "../../plugins/mail.ts";

const DAY_MS = 86_400_000;
/** People erased per run of the job: a big edition's purge takes a few runs, none holds its lease long. */
export const RETENTION_ERASURES_PER_RUN = 100;

interface PastEdition {
  id: number;
  name: string;
  edition: number;
  date_end: string;
  retention_warned_at: Date | string | null;
  retention_purged_at: Date | string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A time read by hand-written SQL: a Date from one driver, text from another. */
const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The end of an edition's data: the day after its last day, 00:00 UTC. */
const cutoffOf = (e: Pick<PastEdition, "date_end">) => new Date(`${addDays(e.date_end, 1)}T00:00:00Z`);

/**
 * Whether contact `id` comes back: attends a later edition, or is named on a later edition's
 * registration that was not declined, cancelled or failed (one still awaiting payment counts).
 */
const returns = (id: SQL, email: SQL, e: Pick<PastEdition, "edition">): SQL => sql`(
  exists (select 1 from edition_contacts later join editions le on le.id = later.edition_id
    where later.contact_id = ${id} and le.edition > ${e.edition})
  or exists (select 1 from registration_attendees ra join registrations r on r.id = ra.registration_id
    join editions re on re.id = r.edition_id
    where (ra.contact_id = ${id} or lower(ra.email) = ${email}) and re.edition > ${e.edition}
      and r.status not in ('declined', 'cancelled', 'failed')))`;

/** The edition's people who did not come back: attendees of no later edition, not staff, not erased. */
const leavers = (
  e: Pick<PastEdition, "id" | "edition">,
): SQL => sql`select ec.contact_id from edition_contacts ec
  join contacts c on c.id = ec.contact_id
  where ec.edition_id = ${e.id} and c.erased_at is null and c.role = 'attendee'
    and not ${returns(sql`ec.contact_id`, sql`c.email`, e)}`;

async function countOf(db: DbExecutor, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from (${query}) q`));
  return Number(row?.n ?? 0);
}

/** What the purge of an edition takes: its leavers, and the chats, notes, scans and check-ins of it. */
async function dueOf(db: DbExecutor, e: PastEdition): Promise<RetentionCounts> {
  const cutoff = cutoffOf(e);
  return {
    people: await countOf(db, leavers(e)),
    messages: await countOf(db, sql`select 1 from messages where created_at < ${cutoff}`),
    notes: await countOf(
      db,
      sql`select 1 from meeting_notes n join meetings m on m.id = n.meeting_id where m.edition_id = ${e.id}`,
    ),
    leads: await countOf(db, sql`select 1 from leads where scanned_at < ${cutoff}`),
    checkIns: await countOf(
      db,
      sql`select 1 from edition_contacts where edition_id = ${e.id} and checked_in_at is not null`,
    ),
  };
}

/** When an edition warns and purges under `retentionDays`; nulls when nothing is purged. */
export function retentionDates(dateEnd: string, retentionDays: number | null) {
  if (retentionDays === null) return { warnOn: null, purgeOn: null };
  const purgeOn = addDays(dateEnd, retentionDays);
  return { warnOn: addDays(purgeOn, -RETENTION_WARNING_DAYS), purgeOn };
}

/**
 * The retention (decision 0020): after an edition's last day and the organisers' days, its chats,
 * meeting notes, badge scans and check-ins are deleted and the people who did not come back to a
 * later edition are erased, by the `privacy.retention` job; the people it concerns are mailed
 * `RETENTION_WARNING_DAYS` before, and the purge never comes sooner than that after the warning.
 */
export function retention(deps: {
  db: Db;
  mail: MailService;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Erases a leaver unless `stillDue`, asked under their lock, says they came back meanwhile. */
  erase: (
    contactId: number,
    eventNow: Date,
    edition: string,
    stillDue: (tx: DbExecutor) => Promise<boolean>,
  ) => Promise<unknown>;
}) {
  const { db } = deps;

  async function pastEditions(now: Date): Promise<PastEdition[]> {
    return rowsOf<PastEdition>(
      await db.execute(sql`select id, name, edition, date_end::text as date_end, retention_warned_at, retention_purged_at
        from editions where date_end < ${now.toISOString().slice(0, 10)} order by date_end desc`),
    );
  }

  async function retentionDays(): Promise<number | null> {
    const [row] = rowsOf<{ retention_days: number | null }>(
      await db.execute(sql`select retention_days from privacy_settings where id = 1`),
    );
    return row?.retention_days ?? null;
  }

  async function warn(e: PastEdition, purgeOn: string, at: Date) {
    await db.transaction(async (tx) => {
      const [locked] = rowsOf<{ retention_warned_at: Date | null }>(
        await tx.execute(sql`select retention_warned_at from editions where id = ${e.id} for update`),
      );
      if (locked?.retention_warned_at) return;
      const people = rowsOf<{ id: number; name: string; email: string; leaves: boolean }>(
        await tx.execute(sql`select c.id, c.name, c.email, c.id in (${leavers(e)}) as leaves
          from edition_contacts ec join contacts c on c.id = ec.contact_id
          where ec.edition_id = ${e.id} and c.erased_at is null and c.is_active`),
      );
      for (const person of people)
        await deps.mail.enqueue(
          tx,
          warningMail({ ...person, edition: e.name, purgeOn, publicUrl: deps.publicUrl }),
        );
      await tx.execute(sql`update editions set retention_warned_at = ${at} where id = ${e.id}`);
    });
    deps.mail.kick();
  }

  async function purge(e: PastEdition, at: Date): Promise<boolean> {
    const due = rowsOf<{ contact_id: number }>(
      await db.execute(sql`${leavers(e)} order by ec.contact_id limit ${RETENTION_ERASURES_PER_RUN}`),
    );
    let failed = 0;
    for (const { contact_id: id } of due) {
      const stillDue = async (tx: DbExecutor) => {
        const email = sql`(select email from contacts where id = ${id})`;
        const [row] = rowsOf<{ back: boolean }>(
          await tx.execute(sql`select ${returns(sql`${id}::int`, email, e)} as back`),
        );
        return row?.back !== true;
      };
      // One person's failure is logged and tried again at the next run; the others go on.
      await deps.erase(id, at, e.name, stillDue).catch((err: unknown) => {
        failed++;
        deps.log.error({ err, contactId: id, editionId: e.id }, "the retention could not erase a person");
      });
    }
    if (failed > 0 || due.length === RETENTION_ERASURES_PER_RUN) return false;
    const cutoff = cutoffOf(e);
    await db.transaction(async (tx) => {
      const counts = await dueOf(tx, e);
      await tx.execute(sql`delete from messages where created_at < ${cutoff}`);
      await tx.execute(
        sql`delete from meeting_notes where meeting_id in (select id from meetings where edition_id = ${e.id})`,
      );
      await tx.execute(sql`delete from leads where scanned_at < ${cutoff}`);
      await tx.execute(
        sql`update edition_contacts set checked_in_at = null, checked_in_by = null where edition_id = ${e.id}`,
      );
      await tx.execute(sql`update editions set retention_purged_at = ${at} where id = ${e.id}`);
      // The clock did it, not a person: no actor.
      await tx.insert(auditLog).values({
        actorId: null,
        actorName: "Retention",
        action: "privacy.purge",
        objectType: "edition",
        objectId: String(e.id),
        summary: `Purged the personal data of ${e.name} after its retention`,
        after: { ...counts },
        createdAt: at,
      });
    });
    return true;
  }

  return {
    /** Every past edition's retention: its dates and what it purges (or purged). */
    async overview(now: Date): Promise<RetentionEdition[]> {
      const days = await retentionDays();
      const editions = await pastEditions(now);
      const out: RetentionEdition[] = [];
      for (const e of editions) {
        const dates = retentionDates(e.date_end, days);
        out.push({
          editionId: e.id,
          name: e.name,
          dateEnd: e.date_end,
          ...dates,
          warnedAt: isoOrNull(e.retention_warned_at),
          purgedAt: isoOrNull(e.retention_purged_at),
          due: e.retention_purged_at
            ? { people: 0, messages: 0, notes: 0, leads: 0, checkIns: 0 }
            : await dueOf(db, e),
        });
      }
      return out;
    },

    /** The job: warns when an edition's warning day has come, purges once its day has and the warning is old enough. */
    async run(now: Date): Promise<void> {
      const days = await retentionDays();
      if (days === null) return;
      const today = now.toISOString().slice(0, 10);
      for (const e of await pastEditions(now)) {
        if (e.retention_purged_at) continue;
        const { warnOn, purgeOn } = retentionDates(e.date_end, days);
        if (!warnOn || !purgeOn || today < warnOn) continue;
        if (!e.retention_warned_at) {
          await warn(e, purgeOn, now);
          continue;
        }
        const warnedAt = new Date(e.retention_warned_at).getTime();
        const warnedLongEnough = now.getTime() - warnedAt >= RETENTION_WARNING_DAYS * DAY_MS;
        if (today >= purgeOn && warnedLongEnough) await purge(e, now);
      }
    },
  };
}

function warningMail(p: {
  name: string;
  email: string;
  leaves: boolean;
  edition: string;
  purgeOn: string;
  publicUrl: string;
}) {
  const profile = `${p.publicUrl}/profile`;
  const account = p.leaves
    ? "As you have not registered for a later edition, your account and everything about you will be deleted too; your meetings and messages stay for the others as from a former attendee.\n\n"
    : "";
  return {
    kind: "privacy_retention_warning",
    to: p.email,
    subject: `Your data from ${p.edition} will be deleted on ${p.purgeOn}`,
    text: `Dear ${p.name},\n\nAs our privacy notice says, on ${p.purgeOn} we delete the chats, meeting notes, badge scans and check-ins of ${p.edition}.\n\n${account}To keep a copy, download your data from your profile before then: ${profile}\n\nPrivacy notice: ${p.publicUrl}/privacy\n`,
  };
}
