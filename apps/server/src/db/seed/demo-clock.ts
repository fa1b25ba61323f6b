import { and, eq, inArray, isNotNull, max, min } from "drizzle-orm";
import type { Db } from "../client.ts";
import { contacts, editions, timeslots } from "../schema/index.ts";
import { DEMO_ACCOUNTS } from "./accounts.ts";

/** How long before the first meeting slot the demo clock starts: time to sign in and look round. */
const BEFORE_FIRST_SLOT_MS = 30 * 60_000;

/**
 * Where the event clock of a demo starts when none is set: the demo's meeting days lie in the
 * past (the demo edition is fixed in time), so on the first morning, half an hour before the first
 * meeting slot, and running on from there. Null when this is no demo (its accounts cannot sign
 * in), or its meeting days have not all ended (real time serves), or it has none.
 * @example const start = await demoClockStart(db, new Date()); // "2025-11-06T09:30:00.000Z"
 */
export async function demoClockStart(db: Db, now: Date): Promise<string | null> {
  const demo = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        inArray(
          contacts.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
        isNotNull(contacts.passwordHash),
      ),
    )
    .limit(1);
  if (demo.length === 0) return null;
  const [days] = await db
    .select({ first: min(timeslots.startsAtUtc), last: max(timeslots.endsAtUtc) })
    .from(timeslots)
    .innerJoin(editions, eq(editions.id, timeslots.editionId))
    .where(eq(editions.isCurrent, true));
  if (!days?.first || !days.last || days.last > now) return null;
  return new Date(new Date(days.first).getTime() - BEFORE_FIRST_SLOT_MS).toISOString();
}
