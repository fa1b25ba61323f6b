import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../db/client.ts";
import { seedDemoData } from "../db/seed/index.ts";
import { TEMPLATE_ENV } from "./template.ts";

/**
 * Once per test run: a database migrated and seeded with the small demo data, and its uploads, that
 * every server test's app starts from as a copy (test/app.ts), instead of migrating and seeding
 * anew for each test file. On PostgreSQL a template database (CREATE DATABASE … TEMPLATE copies
 * it in a moment), on PGlite a dump of the data folder. Dropped again when the run ends.
 */
export default async function setup() {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "ebm-template-uploads-"));
  const adminUrl = process.env.DATABASE_URL;
  let teardown: () => Promise<void>;
  if (adminUrl) {
    const name = `ebm_template_${process.pid}_${Date.now()}`;
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: ":memory:", poolSize: 2 });
    await seedDemoData(handle.db, { uploadsDir, size: "small" });
    // A template is copied only while nobody is connected to it.
    await handle.close();
    process.env[TEMPLATE_ENV.database] = name;
    teardown = async () => {
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  } else {
    const handle = await openDatabase({ dataDir: ":memory:", poolSize: 2 });
    await seedDemoData(handle.db, { uploadsDir, size: "small" });
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir("none");
    await handle.close();
    const file = path.join(tmpdir(), `ebm-template-${process.pid}-${Date.now()}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV.pgliteDump] = file;
    teardown = async () => rmSync(file, { force: true });
  }
  process.env[TEMPLATE_ENV.uploads] = uploadsDir;
  return async () => {
    await teardown();
    rmSync(uploadsDir, { recursive: true, force: true });
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
