import { asc, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { companies, contacts } from "../../db/schema/index.ts";
import { first } from "../../test/app.ts";
import { makeImage, multipartBody } from "../../test/multipart.ts";

export { makeImage, multipartBody };

/** Demo ids (db/seed/accounts.ts): Anna and Lars work for company 1; Marketplace Member Ltd (3) does not attend. */
export const IDS = { demoTrading: 1, marketplaceCompany: 3, anna: 1, lars: 2, marketplace: 4 } as const;

/**
 * A generated company of the demo data that attends; `fullMember` picks status 3 or not, `skip`
 * passes over the first matches, `minContacts` asks for a company with that many contacts.
 */
export async function attendingCompany(
  app: FastifyInstance,
  fullMember: boolean,
  opts: { skip?: number; minContacts?: number } = {},
) {
  const rows = await app.db
    .select({ id: companies.id, name: companies.name, status: companies.status })
    .from(companies)
    .where(fullMember ? eq(companies.status, 3) : ne(companies.status, 3))
    .orderBy(asc(companies.id));
  // Companies 1-3 are the demo accounts' own; the generated ones from 4 to 30 all attend.
  const generated = rows.filter((row) => row.id > 3 && row.id <= 30);
  const matches = [];
  for (const row of generated) {
    if ((await contactsOf(app, row.id)).length >= (opts.minContacts ?? 1)) matches.push(row);
  }
  return first(matches.slice(opts.skip ?? 0));
}

/** The contacts of a company by position. */
export function contactsOf(app: FastifyInstance, companyId: number) {
  return app.db
    .select()
    .from(contacts)
    .where(eq(contacts.companyId, companyId))
    .orderBy(asc(contacts.position), asc(contacts.id));
}

/** Uploads `bytes` as the profile picture (field `picture`). */
export async function uploadPicture(
  app: FastifyInstance,
  auth: Record<string, string>,
  bytes: Buffer,
  opts: { filename?: string; type?: string; field?: string } = {},
) {
  const body = await multipartBody([
    {
      field: opts.field ?? "picture",
      bytes,
      filename: opts.filename ?? "picture.png",
      type: opts.type ?? "image/png",
    },
  ]);
  return app.inject({
    method: "POST",
    url: "/api/companies/uploadPicture",
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

/** The user the server sent back in the updated-user header. */
export function updatedUser(res: { headers: Record<string, unknown> }) {
  const header = res.headers["x-updated-user"];
  if (typeof header !== "string") throw new Error("no updated-user header");
  return JSON.parse(decodeURIComponent(header)) as { id: number; name: string; profilePic: string | null };
}
