import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MACHINERY_TABLES, PERSONAL_DATA } from "../../db/personal-data.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
/** Every column of the migrated database, by table. */
let database: Map<string, Set<string>>;

beforeAll(async () => {
  t = await createTestApp();
  const result = await t.app.db.execute<{ table_name: string; column_name: string }>(
    sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
      where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'`,
  );
  database = new Map();
  for (const row of (result as unknown as { rows: { table_name: string; column_name: string }[] }).rows) {
    if (MACHINERY_TABLES.has(row.table_name)) continue;
    const columns = database.get(row.table_name) ?? new Set<string>();
    columns.add(row.column_name);
    database.set(row.table_name, columns);
  }
});
afterAll(() => t?.close());

/**
 * The promise of decision 0020: no table or column holds personal data without an export and an
 * eraser. A new table, or a new column of a table, fails here until it is declared next to its
 * schema (`db/schema/<file>.personal.ts`); declaring personal data without both fails too.
 */
describe("the personal data declarations", () => {
  it("declare every table of the database, and no table it lacks", () => {
    expect([...database.keys()].filter((table) => !PERSONAL_DATA[table]).sort()).toEqual([]);
    expect(Object.keys(PERSONAL_DATA).filter((table) => !database.has(table))).toEqual([]);
  });

  it("declare every column of every table, and no column it lacks", () => {
    const undeclared: string[] = [];
    const unknown: string[] = [];
    for (const [table, columns] of database) {
      const declared = PERSONAL_DATA[table]?.columns ?? {};
      for (const column of columns) if (!(column in declared)) undeclared.push(`${table}.${column}`);
      for (const column of Object.keys(declared))
        if (!columns.has(column)) unknown.push(`${table}.${column}`);
    }
    expect(undeclared.sort()).toEqual([]);
    expect(unknown.sort()).toEqual([]);
  });

  it("give every table that holds a person's data an export and an eraser", () => {
    const lacking: string[] = [];
    for (const [table, declaration] of Object.entries(PERSONAL_DATA)) {
      const uses = new Set(Object.values(declaration.columns));
      const holds = uses.has("subject") || uses.has("personal") || uses.has("secret");
      if (!holds) continue;
      if (!declaration.exportWhere && !declaration.exportQuery) lacking.push(`${table}: no export`);
      if (!declaration.erase) lacking.push(`${table}: no eraser`);
    }
    expect(lacking).toEqual([]);
  });

  it("have export queries and erasers the database runs, for a person who does not exist", async () => {
    const nobody = { id: 2_000_000_000, email: "nobody@nowhere.invalid" };
    await t.app.db.transaction(async (tx) => {
      for (const [table, declaration] of Object.entries(PERSONAL_DATA)) {
        const query = declaration.exportQuery?.(nobody);
        const where = declaration.exportWhere?.(nobody);
        if (query) await expect(tx.execute(query), table).resolves.toBeDefined();
        if (where)
          await expect(
            tx.execute(sql`select 1 from ${sql.identifier(table)} where ${where}`),
            table,
          ).resolves.toBeDefined();
        for (const statement of declaration.erase ?? [])
          await expect(tx.execute(statement(nobody, new Date())), table).resolves.toBeDefined();
      }
    });
  });
});
