import { asc, eq, lt } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { companies, contacts, teamMembers, usedCaptchas } from "../../db/schema/index.ts";

export function mailRepository(db: DbExecutor) {
  return {
    /** The organising team in page order, e-mail included (the service decides what leaves the server). */
    teamMembers() {
      return db.select().from(teamMembers).orderBy(asc(teamMembers.sort), asc(teamMembers.id));
    },

    async teamMember(id: number) {
      const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
      return row;
    },

    /** A contact with the company it belongs to, for addressing a message to them. */
    async contactWithCompany(id: number) {
      const [row] = await db
        .select({
          id: contacts.id,
          name: contacts.name,
          email: contacts.email,
          isActive: contacts.isActive,
          companyId: contacts.companyId,
          companyName: companies.name,
        })
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(eq(contacts.id, id))
        .limit(1);
      return row;
    },

    /**
     * Records a captcha solution as used. False when its signature was used before: the primary key
     * decides, so of two concurrent requests with the same solution exactly one gets true.
     */
    async redeemCaptcha(signature: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(usedCaptchas)
        .values({ signature, expiresAt })
        .onConflictDoNothing({ target: usedCaptchas.signature })
        .returning({ signature: usedCaptchas.signature });
      return rows.length === 1;
    },

    /** Forgets used captchas whose challenge has expired: they can no longer be replayed anyway. */
    async purgeExpiredCaptchas(before: Date): Promise<number> {
      const rows = await db
        .delete(usedCaptchas)
        .where(lt(usedCaptchas.expiresAt, before))
        .returning({ signature: usedCaptchas.signature });
      return rows.length;
    },
  };
}
