import { and, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../client.ts";
import { contacts } from "../schema/index.ts";
import { DEMO_ACCOUNTS } from "./accounts.ts";
import { isSeeded } from "./index.ts";

/** Every sign-in of the demo data (no other demo contact has a password); all share the README's password. */
const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email);

/**
 * What the start must do with the database: load the demo data into an empty one, go on, or
 * refuse. A production start refuses both an empty database and one whose demo accounts can still
 * sign in with the published password (the demo organiser could open registration and, with the
 * development tools, read every reset link), unless ALLOW_DEMO_DATA says a demo is meant.
 */
export async function demoDataDecision(
  db: Db,
  config: { NODE_ENV: string; ALLOW_DEMO_DATA: boolean },
): Promise<{ action: "seed" | "start" } | { action: "refuse"; reason: string }> {
  const guarded = config.NODE_ENV === "production" && !config.ALLOW_DEMO_DATA;
  if (!(await isSeeded(db))) {
    if (!guarded) return { action: "seed" };
    return {
      action: "refuse",
      reason:
        "The database is empty. A production start loads the demo data, with its published demo passwords, only with ALLOW_DEMO_DATA=true (a demo). See the README's production section.",
    };
  }
  if (!guarded) return { action: "start" };
  const signIns = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(and(inArray(contacts.email, DEMO_EMAILS), isNotNull(contacts.passwordHash)))
    .limit(1);
  if (signIns.length === 0) return { action: "start" };
  return {
    action: "refuse",
    reason: `The database holds demo accounts that sign in with the published demo password (${signIns[0]?.email}). Remove their passwords, or set ALLOW_DEMO_DATA=true for a demo.`,
  };
}
