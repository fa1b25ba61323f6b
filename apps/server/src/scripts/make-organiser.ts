// Gives an account a staff role, takes it, or creates the first organiser of a new installation.
// Usage:
//   npm run make-organiser -- someone@example.com                 organiser staff (the whole console)
//   npm run make-organiser -- someone@example.com --desk          desk staff (the check-in desk only)
//   npm run make-organiser -- someone@example.com --revoke        an attendee again
//   npm run make-organiser -- new@example.com --name "Full Name" [--company "Organisers"] [--country IE]
//     creates the account when no account has the address, and prints a one-time link to set its password
//     (on an empty database, it first loads the reference data and a first edition to set up, no demo)
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { exitWhenLocked } from "../db/data-dir-lock.ts";
import { prepareInstallation } from "../db/seed/installation.ts";
import { AppError } from "../lib/errors.ts";
import { createOrganiser, FIRST_LINK_HOURS, setStaffRole } from "../modules/organiser/index.ts";

const USAGE =
  'Usage: npm run make-organiser -- someone@example.com [--desk | --revoke] [--name "Full Name" [--company "Organisers"] [--country IE]]\n';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    desk: { type: "boolean", default: false },
    revoke: { type: "boolean", default: false },
    name: { type: "string" },
    company: { type: "string", default: "Organisers" },
    country: { type: "string", default: "IE" },
  },
});
const email = positionals[0];
if (!email || (values.desk && values.revoke)) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const role = values.revoke ? "attendee" : values.desk ? "desk" : "organiser";
const what = { attendee: "an attendee (no staff role)", desk: "desk staff", organiser: "organiser staff" }[
  role
];
const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.dataDir,
  owner: "npm run make-organiser",
}).catch(exitWhenLocked);
try {
  const result = await setStaffRole(handle.db, email, role);
  if (result) {
    process.stdout.write(
      `${result.name} <${email}> ${result.changed ? "is now" : "already was"} ${what}. It applies from their next request.\n`,
    );
  } else if (values.name && role === "organiser") {
    // Before the first start of a new installation: its reference data and first edition, no demo.
    if (await prepareInstallation(handle.db))
      process.stdout.write(
        "A new installation: the reference data and a first edition to set up are loaded.\n",
      );
    const made = await createOrganiser(handle.db, {
      email,
      name: values.name,
      companyName: values.company,
      countryIso2: values.country,
    });
    process.stdout.write(
      `${values.name} <${email}> is now organiser staff. Open this link within ${FIRST_LINK_HOURS} hours to set the password (it works once):\n${config.publicUrl}/?reset=${encodeURIComponent(made.token)}\n`,
    );
  } else {
    process.stderr.write(
      `No account has the e-mail address ${email}. To create the first organiser, add --name "Full Name".\n`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof AppError || error instanceof Error)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
