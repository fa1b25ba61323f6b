import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { named } from "./prepared-statements.ts";
import { editions } from "./schema/index.ts";

const text = 'select "id" from "contacts" where "contacts"."id" = $1';

describe("naming the pool's queries", () => {
  it("names a parameterised query by its text: the same text the same name, another text another", () => {
    const first = named({ text }, [1]) as { name: string; text: string };
    expect(first.name).toMatch(/^ebm_[\w-]{27}$/);
    expect(first.text).toBe(text);
    expect((named({ text }, [2]) as { name: string }).name).toBe(first.name);
    expect((named({ text: `${text} limit 1` }, [1]) as { name: string }).name).not.toBe(first.name);
    // Values carried in the config count as well as those passed beside it.
    expect((named({ text, values: [1] }, undefined) as { name: string }).name).toBe(first.name);
  });

  it("gives a text the same name after thousands of other texts came between", () => {
    const before = (named({ text }, [1]) as { name: string }).name;
    for (let i = 0; i < 2_500; i++) named({ text: `${text} and "id" <> ${i}` }, [1]);
    expect((named({ text }, [1]) as { name: string }).name).toBe(before);
  });

  it("leaves named, unparameterised, long-listed and very long queries as they are", () => {
    const own = { text, name: "auth_session_by_token_hash" };
    expect(named(own, [1])).toBe(own);
    expect(named("begin", undefined)).toBe("begin");
    const bare = { text: "select 1" };
    expect(named(bare, [])).toBe(bare);
    const list = { text: `select 1 where 1 in (${Array.from({ length: 17 }, (_, i) => `$${i + 1}`)})` };
    expect(
      named(
        list,
        Array.from({ length: 17 }, (_, i) => i),
      ),
    ).toBe(list);
    const long = { text: `${text} -- ${"x".repeat(8_000)}` };
    expect(named(long, [1])).toBe(long);
  });
});

describe.runIf(process.env.DATABASE_URL)("prepared statements on PostgreSQL", () => {
  it("plans a repeated query once per connection and keeps answering it", async () => {
    const handle = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: ":memory:",
      poolSize: 1,
    });
    try {
      const byId = (id: number) =>
        handle.db
          .select({ id: editions.id })
          .from(editions)
          .where(and(eq(editions.id, id), sql`${editions.id} > ${-1}`));
      for (let i = 0; i < 3; i++) expect(await byId(-5 - i)).toEqual([]);
      // The only connection's prepared statements: this query's, under its text's name, run three times.
      const prepared = await handle.db
        .select({
          name: sql<string>`name`,
          statement: sql<string>`statement`,
          count: sql<number>`(generic_plans + custom_plans)::int`,
        })
        .from(sql`pg_prepared_statements`);
      const ours = prepared.filter((row) => row.statement.includes('from "editions" where'));
      expect(ours).toHaveLength(1);
      expect(ours[0]?.name).toMatch(/^ebm_/);
      expect(ours[0]?.count).toBe(3);
    } finally {
      await handle.close();
    }
  });
});
