import type { StoredEventInput } from "@ebm/shared/schemas/ws";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts } from "../../db/schema/index.ts";
import { createTestApp, DEMO, type TestApp } from "../../test/app.ts";

let t: TestApp;
let anna: number;
let lars: number;

beforeAll(async () => {
  t = await createTestApp();
  const idOf = async (email: string) =>
    (await t.app.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, email)))[0]?.id ?? 0;
  anna = await idOf(DEMO.anna);
  lars = await idOf(DEMO.lars);
});
afterAll(() => t.close());

const read = (minute: number): StoredEventInput => ({
  type: "message-read",
  conversationId: 1,
  contactId: 1,
  dateRead: `2025-11-06T10:${String(minute).padStart(2, "0")}:00.000Z`,
});

describe("the event store", () => {
  it("stores several events of several users in one append, each user's in order after their last", async () => {
    const store = t.app.userEvents;
    const [annaBefore, larsBefore] = [await store.current(anna), await store.current(lars)];
    const stored = await t.app.db.transaction((tx) =>
      store.append(tx, [
        { userId: lars, event: read(1) },
        { userId: anna, event: read(2) },
        { userId: lars, event: read(3) },
      ]),
    );
    expect(stored).toEqual([
      { userId: lars, event: { ...read(1), seq: larsBefore + 1 } },
      { userId: anna, event: { ...read(2), seq: annaBefore + 1 } },
      { userId: lars, event: { ...read(3), seq: larsBefore + 2 } },
    ]);
    expect(await store.current(lars)).toBe(larsBefore + 2);
    expect(await store.since(lars, larsBefore, 10)).toEqual([
      { ...read(1), seq: larsBefore + 1 },
      { ...read(3), seq: larsBefore + 2 },
    ]);
    expect(await t.app.db.transaction((tx) => store.append(tx, []))).toEqual([]);
    // An append whose transaction is rolled back leaves no event and no step of the counter.
    await expect(
      t.app.db.transaction(async (tx) => {
        await store.append(tx, [{ userId: anna, event: read(4) }]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await store.current(anna)).toBe(annaBefore + 1);
  });

  it("gives concurrent appends to the same two users, in either order, every seq once and no deadlock", async () => {
    const store = t.app.userEvents;
    const [annaBefore, larsBefore] = [await store.current(anna), await store.current(lars)];
    const runs = Array.from({ length: 12 }, (_, i) =>
      t.app.db.transaction((tx) =>
        store.append(
          tx,
          i % 2
            ? [
                { userId: anna, event: read(i) },
                { userId: lars, event: read(i) },
              ]
            : [
                { userId: lars, event: read(i) },
                { userId: anna, event: read(i) },
              ],
        ),
      ),
    );
    const seqs = (await Promise.all(runs)).flat();
    const of = (id: number) =>
      seqs
        .filter((s) => s.userId === id)
        .map((s) => s.event.seq)
        .sort((a, b) => a - b);
    const expected = (from: number) => Array.from({ length: 12 }, (_, i) => from + i + 1);
    expect(of(anna)).toEqual(expected(annaBefore));
    expect(of(lars)).toEqual(expected(larsBefore));
    expect((await store.since(anna, annaBefore, 50)).map((e) => e.seq)).toEqual(expected(annaBefore));
  });
});
