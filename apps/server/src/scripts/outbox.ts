// Prints the newest mails of the outbox: the way to read mail in development without SMTP.
// Usage: npm run outbox -w apps/server [-- COUNT]
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { exitWhenLocked } from "../db/data-dir-lock.ts";
import { newestMails } from "../plugins/mail.ts";

const config = loadConfig();
const count = Number(process.argv[2] ?? 10);
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.dataDir,
  owner: "npm run outbox",
}).catch(exitWhenLocked);
try {
  const rows = await newestMails(handle.db, count);
  if (rows.length === 0) process.stdout.write("The outbox is empty.\n");
  for (const m of rows.reverse()) {
    process.stdout.write(
      `\n#${m.id} ${m.status} · ${m.createdAt.toISOString()}\nTo: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n${"-".repeat(60)}\n`,
    );
  }
} finally {
  await handle.close();
}
