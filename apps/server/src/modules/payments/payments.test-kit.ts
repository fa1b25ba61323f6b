import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  companies,
  countries,
  editions,
  registrationAttendees,
  registrations,
} from "../../db/schema/index.ts";
import { first } from "../../test/app.ts";

/**
 * A company with a member registration of the current edition awaiting payment, made directly in
 * the database, so payment tests need no registration request.
 * @example const reg = await pendingRegistration(app, { name: "Payer 1", attendees: [{ name: "Ann", email: "ann@x.example" }] });
 */
export async function pendingRegistration(
  app: FastifyInstance,
  opts: {
    name: string;
    subtotalCents?: number;
    vatCents?: number;
    attendees: { name: string; email: string; tbd?: boolean }[];
  },
) {
  const subtotalCents = opts.subtotalCents ?? 99_000;
  const vatCents = opts.vatCents ?? 0;
  const country = first(await app.db.select().from(countries).limit(1));
  const edition = first(await app.db.select().from(editions).where(eq(editions.isCurrent, true)));
  const username = `${opts.name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}`;
  const company = first(
    await app.db.insert(companies).values({ name: opts.name, username, countryId: country.id }).returning(),
  );
  const reg = first(
    await app.db
      .insert(registrations)
      .values({
        editionId: edition.id,
        companyId: company.id,
        isMember: true,
        status: "pending_payment",
        subtotalCents,
        vatCents,
        totalCents: subtotalCents + vatCents,
        vatRateBp: subtotalCents === 0 ? 0 : Math.round((vatCents * 10_000) / subtotalCents),
      })
      .returning(),
  );
  if (opts.attendees.length)
    await app.db.insert(registrationAttendees).values(
      opts.attendees.map((a) => ({
        registrationId: reg.id,
        name: a.name,
        function: "Trader",
        email: a.email,
        tel: "+31 20 000 0000",
        tbd: a.tbd ?? false,
      })),
    );
  return { id: reg.id, companyId: company.id, editionId: edition.id, attendees: opts.attendees };
}
