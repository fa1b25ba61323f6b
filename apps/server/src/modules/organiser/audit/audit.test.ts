import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { AUDIT_ACTION_LABELS, auditActionLabel, readableDay } from "@ebm/shared/organiser-audit";
import { auditListResponseSchema } from "@ebm/shared/schemas/organiser";
import { DINNER_DECISIONS } from "@ebm/shared/schemas/organiser-dinner";
import { describe, expect, it } from "vitest";
import { organiserTestKit } from "../organiser.test-kit.ts";

const t = organiserTestKit();

const page = async (query: string) => {
  const res = await t.asOrganiser("GET", `/api/organiser/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return auditListResponseSchema.parse(res.json()).payload;
};

/** Three entries of two kinds, each marked with `tag` in its summary, oldest first. */
async function recordThree(tag: string) {
  const { audit } = t.app.services.organiser;
  const actor = { id: t.organiser.id };
  const made = [];
  for (const [i, objectType] of (["dinner", "settings", "dinner"] as const).entries()) {
    made.push(
      await audit.record(t.app.db, actor, {
        action: `${objectType}.test`,
        objectType,
        objectId: i + 1,
        summary: `Entry ${i} of ${tag}`,
        before: { status: i, when: new Date("2025-11-06T09:00:00Z") },
        after: { status: i + 1 },
      }),
    );
  }
  return made;
}

describe("GET /api/organiser/audit", () => {
  it("lists newest first, with who, what, when and the fields before and after", async () => {
    const tag = `tag-${Date.now()}`;
    const [first, , third] = await recordThree(tag);
    const found = await page(`q=${tag}`);
    expect(found.total).toBe(3);
    expect(found.items.map((e) => e.summary)).toEqual([
      `Entry 2 of ${tag}`,
      `Entry 1 of ${tag}`,
      `Entry 0 of ${tag}`,
    ]);
    expect(found.items[0]).toEqual({
      id: third?.id,
      actorId: t.organiser.id,
      actorName: expect.any(String),
      action: "dinner.test",
      objectType: "dinner",
      objectId: "3",
      summary: `Entry 2 of ${tag}`,
      before: { status: 2, when: "2025-11-06T09:00:00.000Z" },
      after: { status: 3 },
      createdAt: expect.any(String),
    });
    expect(found.items[2]?.id).toBe(first?.id);
    expect(found.items[0]?.actorName.length).toBeGreaterThan(0);
  });

  it("pages on the server", async () => {
    const tag = `paged-${Date.now()}`;
    await recordThree(tag);
    const one = await page(`q=${tag}&pageSize=2&page=1`);
    const two = await page(`q=${tag}&pageSize=2&page=2`);
    expect(one).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(one.items).toHaveLength(2);
    expect(two.items.map((e) => e.summary)).toEqual([`Entry 0 of ${tag}`]);
    expect((await page(`q=${tag}&pageSize=2&page=3`)).items).toEqual([]);
  });

  it("searches the summary, the action and the actor's name, case-insensitively and literally", async () => {
    const tag = `Search-${Date.now()}`;
    await recordThree(tag);
    expect((await page(`q=${tag.toUpperCase()}`)).total).toBe(3);
    const byAction = await page("q=settings.test");
    expect(byAction.items.every((e) => e.action === "settings.test")).toBe(true);
    expect(byAction.total).toBeGreaterThan(0);
    const actorName = (await page(`q=${tag}`)).items[0]?.actorName ?? "";
    expect((await page(`q=${encodeURIComponent(actorName)}`)).total).toBeGreaterThanOrEqual(3);
    // % and _ are characters to find, not patterns.
    expect((await page("q=%25")).total).toBe(0);
    expect((await page("q=_")).total).toBe(0);
  });

  it("keeps one kind of object with objectType, searched or not", async () => {
    const tag = `kind-${Date.now()}`;
    await recordThree(tag);
    const dinner = await page(`q=${tag}&objectType=dinner`);
    expect(dinner.total).toBe(2);
    expect(dinner.items.every((e) => e.objectType === "dinner")).toBe(true);
    const settings = await page("objectType=settings");
    expect(settings.items.length).toBeGreaterThan(0);
    expect(settings.items.every((e) => e.objectType === "settings")).toBe(true);
    expect((await page("objectType=nothing-of-this-kind")).total).toBe(0);
  });

  it("refuses a page size over 100 and attendees", async () => {
    expect((await t.asOrganiser("GET", "/api/organiser/audit?pageSize=101")).statusCode).toBe(400);
    const anna = await t.attendee();
    expect(
      (await t.app.inject({ method: "GET", url: "/api/organiser/audit", headers: anna.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/organiser/audit" })).statusCode).toBe(401);
  });
});

describe("the audit log's words", () => {
  /** Every action code the server's code writes: `action: "x.y"` and the console's decisions. */
  async function actionCodes(): Promise<Set<string>> {
    const src = path.resolve(import.meta.dirname, "../../..");
    const files = (await readdir(src, { recursive: true })).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("test-kit"),
    );
    const codes = new Set<string>();
    for (const file of files) {
      const text = await readFile(path.join(src, file), "utf8");
      for (const match of text.matchAll(/action: "([a-z]+(?:\.[a-z]+)+)"/g)) codes.add(match[1] ?? "");
      for (const match of text.matchAll(/"(staff\.(?:grant|revoke))"/g)) codes.add(match[1] ?? "");
    }
    for (const decision of DINNER_DECISIONS) codes.add(`dinner.${decision}`);
    codes.add("analytics.exclude");
    codes.add("analytics.include");
    return codes;
  }

  it("has a readable label for every action code the app records", async () => {
    const codes = await actionCodes();
    expect(codes.size).toBeGreaterThan(10);
    for (const code of codes) expect(AUDIT_ACTION_LABELS[code], code).toBeTruthy();
    expect(auditActionLabel("checkin.checkin")).toBe("Checked in");
    expect(auditActionLabel("badge.print")).toBe("Badge print");
  });

  it("names days by their date, or by the meeting day's name", () => {
    expect(readableDay("2025-11-06", 1)).toBe("Thursday 6 November");
    expect(readableDay(null, 2)).toBe("Friday");
  });
});
