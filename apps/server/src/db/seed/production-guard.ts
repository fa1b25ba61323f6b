import type { Db } from "../client.ts";
import { isSeeded } from "./index.ts";
import { demoSignIn } from "./installation.ts";

/**
 * What the start must do with the database: load the demo data into an empty one (development, or
 * a demo with ALLOW_DEMO_DATA), prepare an empty one for an event of one's own (a production start:
 * reference data and a first edition to set up, no demo), go on, or refuse. A production start
 * refuses a database whose demo accounts can still sign in with the published password (the demo
 * organiser could open registration and, with the development tools, read every reset link),
 * unless ALLOW_DEMO_DATA says a demo is meant.
 */
export async function demoDataDecision(
  db: Db,
  config: { NODE_ENV: string; ALLOW_DEMO_DATA: boolean },
): Promise<{ action: "seed" | "start" | "install" } | { action: "refuse"; reason: string }> {
  const guarded = config.NODE_ENV === "production" && !config.ALLOW_DEMO_DATA;
  if (!(await isSeeded(db))) return { action: guarded ? "install" : "seed" };
  if (!guarded) return { action: "start" };
  const signIn = await demoSignIn(db);
  if (!signIn) return { action: "start" };
  return {
    action: "refuse",
    reason: `The database holds demo accounts that sign in with the published demo password (${signIn}). A live event starts on an empty database of its own; set ALLOW_DEMO_DATA=true for a demo.`,
  };
}
