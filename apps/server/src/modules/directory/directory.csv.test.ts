import { text } from "node:stream/consumers";
import { ATTENDEES_CSV_COLUMNS, attendeesResponseSchema } from "@ebm/shared/schemas/directory";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { companies, contacts } from "../../db/schema/index.ts";
import { DEMO_IDS } from "../../db/seed/accounts.ts";
import { neutraliseFormula } from "../../lib/csv.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { attendeesCsv } from "./directory.csv.ts";
import { attendeesRepository } from "./directory.repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: "2025-11-06T10:30:00Z" });
});
afterAll(() => t.close());

const BOM = "\uFEFF";

/** Parses CSV text (quoted fields, doubled quotes, CRLF or LF) into records. */
function parseCsv(body: string): string[][] {
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
  if (field || record.length) records.push([...record, field]);
  return records;
}

async function download() {
  const res = await t.app.inject({ method: "GET", url: "/api/misc/attendeesAsCSV" });
  expect(res.statusCode).toBe(200);
  return res;
}

describe("GET /api/misc/attendeesAsCSV", () => {
  it("is a UTF-8 attachment named by the event date, not cached, with a byte order mark", async () => {
    const res = await download();
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="attendees-20251106.csv"');
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.startsWith(`${BOM}Company,Country,`)).toBe(true);
  });

  it("has the columns in order and one row per attending company, as the directory lists them", async () => {
    const [header, ...rows] = parseCsv((await download()).body.slice(BOM.length));
    expect(header).toEqual([...ATTENDEES_CSV_COLUMNS]);
    const directory = attendeesResponseSchema.parse(
      (await t.app.inject({ method: "POST", url: "/api/misc/attendees", payload: {} })).json(),
    ).payload;
    expect(rows.map((row) => row[0])).toEqual(directory.map((c) => c.name));
    expect(rows.map((row) => row[1])).toEqual(directory.map((c) => c.country));
    const demo = rows.find((row) => row[0] === "Demo Trading B.V.");
    expect(demo).toEqual([
      "Demo Trading B.V.",
      "Netherlands",
      expect.stringMatching(/^(Diamond|Gold|Trusted|Regular)$/),
      "PC/Laptops, Server/Storage, Components",
      "Used equipment",
      "Brokerage",
      expect.stringContaining("Amsterdam-based broker"),
    ]);
    for (const row of rows) {
      expect(row).toHaveLength(ATTENDEES_CSV_COLUMNS.length);
      expect(["Used equipment", "New equipment", ""]).toContain(row[4]);
    }
    expect(rows.some((row) => row[0] === "EBM Events B.V.")).toBe(false);
  });

  it("holds no e-mail address or phone number of any contact or company", async () => {
    const body = (await download()).body;
    const people = await t.app.db.select({ email: contacts.email, tel: contacts.tel }).from(contacts);
    const firms = await t.app.db.select({ tel: companies.tel }).from(companies);
    expect(people.length).toBeGreaterThan(20);
    for (const { email, tel } of people) {
      expect(body).not.toContain(email);
      if (tel.length > 4) expect(body).not.toContain(tel);
    }
    for (const { tel } of firms) if (tel.length > 4) expect(body).not.toContain(tel);
    expect(body).not.toMatch(/@[\w-]+\.\w/);
  });

  it("neutralises cells a spreadsheet would run as a formula", async () => {
    await t.app.db
      .update(companies)
      .set({ profile: '=HYPERLINK("http://evil.example","Click")', industry: "@SUM(A1)" })
      .where(eq(companies.id, DEMO_IDS.demoTradingCompany));
    // Written past the service, as another instance would: this one's copy is made again now.
    t.app.services.attendees.invalidate();
    const rows = parseCsv((await download()).body.slice(BOM.length));
    const demo = rows.find((row) => row[0] === "Demo Trading B.V.");
    expect(demo?.[5]).toBe("'@SUM(A1)");
    expect(demo?.[6]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(neutraliseFormula("+31 20")).toBe("'+31 20");
    expect(neutraliseFormula("-1")).toBe("'-1");
    expect(neutraliseFormula("Plain text = fine")).toBe("Plain text = fine");
  });

  it("is made once per change: many downloads at once read the database once, a change here makes it anew", async () => {
    t.app.services.attendees.invalidate();
    const repo = t.app.services.attendees;
    const reads = { count: 0 };
    const original = t.app.db.select.bind(t.app.db);
    // Counts the CSV's batch reads (the only select of the companies' CSV columns).
    const spy = vi.spyOn(t.app.db, "select").mockImplementation(((...args: Parameters<typeof original>) => {
      const fields = args[0] as Record<string, unknown> | undefined;
      if (fields && "sortName" in fields && "tier" in fields) reads.count += 1;
      return original(...args);
    }) as typeof original);
    try {
      const bodies = await Promise.all(Array.from({ length: 20 }, () => download().then((res) => res.body)));
      expect(new Set(bodies).size).toBe(1);
      expect(reads.count).toBeGreaterThan(0);
      const once = reads.count;
      await download();
      expect(reads.count).toBe(once);
      await t.app.db
        .update(companies)
        .set({ industry: "Refurbishing" })
        .where(eq(companies.id, DEMO_IDS.demoTradingCompany));
      repo.invalidate();
      const changed = parseCsv((await download()).body.slice(BOM.length)).find(
        (row) => row[0] === "Demo Trading B.V.",
      );
      expect(changed?.[5]).toBe("Refurbishing");
      expect(reads.count).toBe(once * 2);
    } finally {
      spy.mockRestore();
    }
  });

  it("reads in keyset batches that together give every row once, in order", async () => {
    const repo = attendeesRepository(t.app.db);
    const { edition } = await t.app.services.settings.current();
    const whole = await text(attendeesCsv(repo, edition.id, 1000));
    const batched = await text(attendeesCsv(repo, edition.id, 4));
    expect(parseCsv(whole.slice(BOM.length)).length).toBeGreaterThan(20);
    expect(batched).toBe(whole);
  });
});
