import { LEADS_CSV_COLUMNS } from "@ebm/shared/schemas/leads";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { call, makeCompany, type Person } from "../scheduler/scheduler.test-kit.ts";
import { leadsCsv } from "./leads.csv.ts";
import { leadsRepository } from "./leads.repository.ts";

/** Parses CSV text (quoted fields, doubled quotes, CRLF or LF line ends) into records. */
function parse(body: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}

let t: TestApp;
beforeAll(async () => {
  // Just after midnight in Dublin on the first meeting day: the file is named for that day.
  t = await createTestApp({ EVENT_TIME: "2025-11-06T00:30:00Z" });
});
afterAll(() => t.close());

async function person(): Promise<Person & { code: string }> {
  const [p] = (await makeCompany(t.app)) as [Person];
  return { ...p, code: (await call(t.app, p, "GET", "/api/checkin/badge")).body.code };
}

const download = (who: Person | undefined) =>
  t.app.inject({ method: "GET", url: "/api/misc/leadsAsCSV", headers: who?.headers });

describe("GET /api/misc/leadsAsCSV", () => {
  it("downloads the caller's own leads as leads-YYYYMMDD.csv, formula-safe, oldest scan first", async () => {
    const owner = await person();
    const others = await Promise.all([person(), person(), person()]);
    const hostile = ['=HYPERLINK("http://x")', "+1+2", "-3", "@SUM(A1)", "\tindent", "\rreturn"];
    await t.app.db
      .update(contacts)
      .set({ name: "=cmd|' /C calc'!A0", tel: "+353 1 555 0100" })
      .where(eq(contacts.id, others[0].id));
    const scans = [
      { who: others[1], notes: hostile.join(" "), rating: "warm", scannedAt: "2025-11-05T18:00:00Z" },
      { who: others[0], notes: "=2+3", rating: "hot", scannedAt: "2025-11-05T17:00:00Z" },
      { who: others[2], notes: "plain, with a comma", scannedAt: "2025-11-05T19:00:00Z" },
    ];
    for (const scan of scans)
      expect(
        (
          await call(t.app, owner, "POST", "/api/companies/saveLead", {
            notes: scan.notes,
            contactId: scan.who.code,
            ...(scan.rating ? { rating: scan.rating } : {}),
            scannedAt: scan.scannedAt,
          })
        ).status,
      ).toBe(201);
    // Someone else's lead never shows in the owner's file.
    await call(t.app, others[2], "POST", "/api/companies/saveLead", {
      notes: "not yours",
      contactId: owner.code,
    });

    const res = await download(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="leads-20251106.csv"');
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.startsWith("\ufeff")).toBe(true);
    const [header, ...rows] = parse(res.body.slice(1)) as string[][];
    expect(header).toEqual([...LEADS_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row[9])).toEqual([
      "2025-11-05T17:00:00.000Z",
      "2025-11-05T18:00:00.000Z",
      "2025-11-05T19:00:00.000Z",
    ]);
    const [first, second, third] = rows as [string[], string[], string[]];
    expect(first[0]).toBe("'=cmd|' /C calc'!A0");
    expect(first[4]).toBe("'+353 1 555 0100");
    expect(first[7]).toBe("'=2+3");
    expect(first[8]).toBe("hot");
    expect(second[7]).toBe(`'${hostile.join(" ")}`);
    expect(third[7]).toBe("plain, with a comma");
    expect(third[8]).toBe("");
    expect(res.body).not.toContain("not yours");
    // Every cell that starts like a formula is quoted.
    for (const cell of rows.flat()) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("gives a file with only the header for no leads, and 401 without a session", async () => {
    const nobody = await person();
    const res = await download(nobody);
    expect(res.statusCode).toBe(200);
    expect(parse(res.body.slice(1))).toEqual([[...LEADS_CSV_COLUMNS]]);
    expect((await download(undefined)).statusCode).toBe(401);
  });

  it("reads in batches: every lead once, across batch borders, in scan order", async () => {
    const owner = await person();
    const scanned = await Promise.all(Array.from({ length: 7 }, () => person()));
    for (const [i, p] of scanned.entries())
      await call(t.app, owner, "POST", "/api/companies/saveLead", {
        notes: `n${i}`,
        contactId: p.code,
        // Two share a scan time: the id breaks the tie.
        scannedAt: `2025-11-05T1${Math.min(i, 5)}:00:00Z`,
      });
    const chunks: string[] = [];
    for await (const chunk of leadsCsv(leadsRepository(t.app.db), owner.id, 2)) chunks.push(String(chunk));
    const rows = (parse(chunks.join("").slice(1)) as string[][]).slice(1);
    expect(rows.map((row) => row[7])).toEqual(["n0", "n1", "n2", "n3", "n4", "n5", "n6"]);
  });
});
