// Makes an account organiser staff (or, with --revoke, an attendee again).
// Usage: npm run make-organiser -- someone@example.com [--revoke]
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { setStaffRole } from "../modules/organiser/index.ts";

const args = process.argv.slice(2);
const revoke = args.includes("--revoke");
const email = args.find((arg) => !arg.startsWith("--"));
if (!email) {
  process.stderr.write("Usage: npm run make-organiser -- someone@example.com [--revoke]\n");
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  const result = await setStaffRole(handle.db, email, revoke ? "attendee" : "organiser");
  if (!result) {
    process.stderr.write(`No account has the e-mail address ${email}.\n`);
    process.exitCode = 1;
  } else {
    const what = revoke ? "an attendee (not organiser staff)" : "organiser staff";
    process.stdout.write(
      `${result.name} <${email}> ${result.changed ? "is now" : "already was"} ${what}. It applies from their next request.\n`,
    );
  }
} finally {
  await handle.close();
}
