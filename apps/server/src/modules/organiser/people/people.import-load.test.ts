import {
  peopleImportCreatedResponseSchema,
  peopleImportResponseSchema,
} from "@ebm/shared/schemas/organiser-people";
import { like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, contacts } from "../../../db/schema/index.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";
import { IMPORT_BATCH } from "./people.service.ts";

const ROWS = 1_000;

/**
 * An import of 1,000 rows on a real PostgreSQL server: the preview reads and checks them, the job
 * runner writes them in batches while the app answers other requests, and the same file again
 * changes nothing.
 */
describe.runIf(process.env.DATABASE_URL)("an import of 1,000 rows on PostgreSQL", () => {
  const t = organiserTestKit();

  it("writes every row in batches while other requests are answered, and a second import changes nothing", async () => {
    const stamp = Date.now();
    const lines = ["Company,Country,Main interests,Trading,Contact name,E-mail,Function,Phone,Attending"];
    // 250 companies of four contacts each.
    for (let i = 0; i < ROWS; i++)
      lines.push(
        `"Load Co ${stamp} ${Math.floor(i / 4)}",${["IE", "DE", "NL", "FR"][i % 4]},Printers|Server/Storage,used,Person ${i},load-${stamp}-${i}@example.com,"Sales, EMEA",+353 ${i},${i % 2 ? "yes" : "no"}`,
      );
    // A company's rows share one country: put the country of its first row on all four.
    const text = lines
      .map((line, n) => (n === 0 ? line : line.replace(/,(IE|DE|NL|FR),/, ",IE,")))
      .join("\r\n");

    const previewStarted = Date.now();
    const res = await t.asOrganiser("POST", "/api/organiser/people/imports", { fileName: "load.csv", text });
    expect(res.statusCode, res.body).toBe(201);
    const preview = peopleImportCreatedResponseSchema.parse(res.json()).payload;
    const previewMs = Date.now() - previewStarted;
    expect(preview.summary).toMatchObject({
      rows: ROWS,
      errors: 0,
      companiesCreated: 250,
      contactsCreated: ROWS,
    });

    const started = Date.now();
    const applied = await t.asOrganiser("POST", `/api/organiser/people/imports/${preview.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(202);
    let answeredMidway = 0;
    let slowestMs = 0;
    let state = peopleImportResponseSchema.parse(
      (await t.asOrganiser("GET", `/api/organiser/people/imports/${preview.id}`)).json(),
    ).payload;
    const deadline = Date.now() + 150_000;
    while (state.state !== "applied" && Date.now() < deadline) {
      const asked = Date.now();
      const [clock, list, detail] = await Promise.all([
        t.app.inject({ url: "/api/misc/clock" }),
        t.asOrganiser("GET", "/api/organiser/people/companies?q=Load"),
        t.asOrganiser("GET", `/api/organiser/people/imports/${preview.id}`),
      ]);
      slowestMs = Math.max(slowestMs, Date.now() - asked);
      expect(clock.statusCode).toBe(200);
      expect(list.statusCode).toBe(200);
      state = peopleImportResponseSchema.parse(detail.json()).payload;
      if (state.state === "applying" && state.done > 0 && state.done < state.total) answeredMidway++;
    }
    const tookMs = Date.now() - started;
    process.stdout.write(
      `people import: ${ROWS} rows previewed in ${previewMs} ms, written in ${tookMs} ms (${(tookMs / 1000).toFixed(1)} s), ${answeredMidway} answers mid-way, slowest other request ${slowestMs} ms\n`,
    );

    expect(state.state).toBe("applied");
    expect(state.result).toMatchObject({ companiesCreated: 250, contactsCreated: ROWS, failed: [] });
    expect(answeredMidway).toBeGreaterThan(0);
    expect(slowestMs).toBeLessThan(5_000);
    expect(Math.ceil(ROWS / IMPORT_BATCH)).toBeGreaterThan(1);
    const [people] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(like(contacts.email, `load-${stamp}-%`));
    expect(people?.n).toBe(ROWS);
    // The planner's statistics count the new people once the import is applied, not at
    // autovacuum's next round.
    const [planned] = await t.app.db
      .select({
        estimated: sql<number>`reltuples::int`,
        stored: sql<number>`(select count(*)::int from ${contacts})`,
      })
      .from(sql`pg_class`)
      .where(sql`relname = 'contacts'`);
    expect(planned?.estimated).toBe(planned?.stored);

    // The same file again: all unchanged, nothing written.
    const again = peopleImportCreatedResponseSchema.parse(
      (await t.asOrganiser("POST", "/api/organiser/people/imports", { fileName: "load.csv", text })).json(),
    ).payload;
    expect(again.summary).toMatchObject({
      errors: 0,
      companiesCreated: 0,
      contactsCreated: 0,
      contactsUpdated: 0,
      unchanged: ROWS,
    });
    const [made] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(like(companies.name, `Load Co ${stamp} %`));
    expect(made?.n).toBe(250);
  }, 240_000);
});
