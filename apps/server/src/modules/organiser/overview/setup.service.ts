import { floorTables } from "@ebm/shared/scheduler";
import type { SetupResponse, SetupStep } from "@ebm/shared/schemas/organiser-overview";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { slotPlanned } from "../../../db/scheduling.ts";
import {
  companies,
  contacts,
  editions,
  eventSettings,
  programDays,
  programItems,
  sponsors,
  timeslotMetadata,
  timeslots,
} from "../../../db/schema/index.ts";
import { TO_BE_ANNOUNCED } from "../../../db/seed/installation.ts";
import { notFound } from "../../../lib/errors.ts";

const count = (expression: ReturnType<typeof sql>) => sql<number>`(${expression})::int`;
const plural = (n: number, word: string, words = `${word}s`) =>
  `${n.toLocaleString("en-GB")} ${n === 1 ? word : words}`;
const euros = (cents: number) => `€${(cents / 100).toLocaleString("en-GB", { minimumFractionDigits: 2 })}`;

/**
 * The console's set-up of the current edition: what is done of the steps that take it to an open
 * registration (its place and days, prices, meeting days, program, sponsors, people, registration),
 * counted from the data itself, so the list is right however a step was done.
 */
export function setupConsole(deps: { db: Db }) {
  const { db } = deps;
  return {
    async setup(): Promise<SetupResponse["payload"]> {
      const [row] = await db
        .select({
          id: editions.id,
          name: editions.name,
          city: editions.city,
          venue: editions.venue,
          dateStart: editions.dateStart,
          dateEnd: editions.dateEnd,
          memberPrice: editions.memberPriceCents,
          nonMemberPrice: editions.nonMemberFirstPriceCents,
          registrationOpen: eventSettings.registrationOpen,
          days: count(
            sql`(select count(distinct ${timeslots.day}) from ${timeslots} where ${timeslots.editionId} = ${editions.id} and ${slotPlanned})`,
          ),
          slots: count(
            sql`(select count(*) from ${timeslots} where ${timeslots.editionId} = ${editions.id} and ${slotPlanned})`,
          ),
          tables: count(
            sql`(select coalesce(min(${timeslotMetadata.meetingTables}), 0) from ${timeslotMetadata} where ${timeslotMetadata.editionId} = ${editions.id})`,
          ),
          sessions: count(
            sql`(select count(*) from ${programItems} join ${programDays} on ${programDays.id} = ${programItems.dayId} where ${programDays.editionId} = ${editions.id})`,
          ),
          sponsors: count(
            sql`(select count(*) from ${sponsors} where ${sponsors.editionId} = ${editions.id})`,
          ),
        })
        .from(editions)
        .leftJoin(eventSettings, eq(eventSettings.editionId, editions.id))
        .where(eq(editions.isCurrent, true));
      if (!row) throw notFound("There is no current edition.");
      // Companies with at least one contact who is not staff: the people who may register or attend.
      const [people] = await db
        .select({ companies: sql<number>`count(distinct ${companies.id})::int` })
        .from(companies)
        .innerJoin(contacts, and(eq(contacts.companyId, companies.id), ne(contacts.role, "organiser")));
      const placed = row.city !== TO_BE_ANNOUNCED && row.venue !== TO_BE_ANNOUNCED;
      const priced = row.memberPrice > 0 && row.nonMemberPrice > 0;
      const companiesCount = people?.companies ?? 0;
      const steps: SetupStep[] = [
        {
          key: "edition",
          done: placed,
          optional: false,
          detail: placed
            ? `${row.city}, ${row.venue}, ${row.dateStart} – ${row.dateEnd}`
            : "The city and the venue are still to be announced",
        },
        {
          key: "prices",
          done: priced,
          optional: false,
          detail: priced
            ? `Members ${euros(row.memberPrice)}, non-members ${euros(row.nonMemberPrice)} per attendee`
            : "No prices yet",
        },
        {
          key: "meetingDays",
          done: row.slots > 0 && floorTables(row.tables) > 0,
          optional: false,
          detail:
            row.slots > 0
              ? `${plural(row.days, "day")}, ${plural(row.slots, "timeslot")}, ${plural(floorTables(row.tables), "table")} on the floor`
              : "No meeting days yet",
        },
        {
          key: "program",
          done: row.sessions > 0,
          optional: false,
          detail: row.sessions > 0 ? plural(row.sessions, "session") : "No program yet",
        },
        {
          key: "sponsors",
          done: row.sponsors > 0,
          optional: true,
          detail: row.sponsors > 0 ? plural(row.sponsors, "sponsor") : "No sponsors yet",
        },
        {
          key: "people",
          done: companiesCount > 0,
          optional: true,
          detail: companiesCount > 0 ? plural(companiesCount, "company", "companies") : "No companies yet",
        },
        {
          key: "registration",
          done: row.registrationOpen === true,
          optional: false,
          detail: row.registrationOpen ? "Registration is open" : "Registration is closed",
        },
      ];
      return {
        editionId: row.id,
        editionName: row.name,
        complete: steps.every((step) => step.optional || step.done),
        steps,
      };
    },
  };
}
