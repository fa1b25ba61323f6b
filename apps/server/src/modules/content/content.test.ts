import {
  editionsResponseSchema,
  picturesResponseSchema,
  programResponseSchema,
  sponsorsResponseSchema,
  testimonialsResponseSchema,
} from "@ebm/shared/schemas/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json() as unknown, raw: res };
};

describe("GET /api/misc/sponsors", () => {
  it("lists the main, submain and other sponsors with served logos", async () => {
    const { body } = await get("/api/misc/sponsors");
    const { payload } = sponsorsResponseSchema.parse(body);
    expect(payload.filter((s) => s.type === "main")).toHaveLength(1);
    expect(payload.some((s) => s.type === "submain")).toBe(true);
    expect(payload.some((s) => s.type === "others")).toBe(true);
    const logo = await t.app.inject({ method: "GET", url: payload[0]?.logoURL ?? "" });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain("<svg");
  });
});

describe("GET /api/misc/testimonials", () => {
  it("gives categories and testimonials with their sender", async () => {
    const { payload } = testimonialsResponseSchema.parse((await get("/api/misc/testimonials")).body);
    expect(payload.cats.length).toBeGreaterThanOrEqual(2);
    const catIds = new Set(payload.cats.map((c) => c.id));
    expect(payload.testimonials.every((t) => catIds.has(t.catId))).toBe(true);
    const highest = Math.max(...catIds);
    expect(payload.testimonials.some((t) => t.catId === highest)).toBe(true);
    const first = payload.testimonials[0];
    expect(first?.sender).toBe(`${first?.author.name}, ${first?.author.company}`);
  });
});

describe("pictures", () => {
  it("lists the editions and each edition's categories with served files", async () => {
    const { editions } = editionsResponseSchema.parse((await get("/api/misc/editions")).body);
    expect(editions.map((e) => e.edition)).toEqual(expect.arrayContaining([19, 20, 21]));
    const { payload } = picturesResponseSchema.parse((await get("/api/misc/pictures/21")).body);
    expect(payload.edition.name).toBe("2025 Dublin");
    const biggest = payload.categories.reduce((a, b) => (a.files.length >= b.files.length ? a : b));
    expect(biggest.files.length).toBeGreaterThan(17);
    const image = await t.app.inject({ method: "GET", url: biggest.files[0]?.url ?? "" });
    expect(image.statusCode).toBe(200);
  });

  it("carries each edition's video address, empty when it has none", async () => {
    const dublin = await get("/api/misc/pictures/21");
    const { payload } = picturesResponseSchema.parse(dublin.body);
    expect(payload.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    const barcelona = picturesResponseSchema.parse((await get("/api/misc/pictures/19")).body);
    expect(barcelona.payload.videoUrl).toBe("");
    // The page embeds the privacy-enhanced player, so the policy must allow exactly that frame host.
    const page = await t.app.inject({ method: "GET", url: "/pictures", headers: { accept: "text/html" } });
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(policy).not.toMatch(/frame-src [^;]*https:\/\/www\.youtube\.com/);
  });

  it("answers 404 for an unknown edition and 400 for a bad one", async () => {
    expect((await get("/api/misc/pictures/99")).status).toBe(404);
    const bad = await get("/api/misc/pictures/dublin");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: "edition" });
  });
});

describe("GET /api/misc/program", () => {
  it("gives the three days of part 1 §9 under the edition's title", async () => {
    const { payload } = programResponseSchema.parse((await get("/api/misc/program")).body);
    expect(payload.title).toBe("The Program of the 2025 Dublin meeting");
    expect(payload.days.map((d) => d.label)).toEqual([
      "Wednesday November 5",
      "Thursday November 6",
      "Friday November 7",
    ]);
    const times = (day: number) => payload.days[day]?.events.map((e) => `${e.timeStart}-${e.timeEnd}`);
    expect(times(0)).toEqual(expect.arrayContaining(["15:00-20:00", "15:00-17:30", "18:00-20:00"]));
    expect(times(1)).toEqual(
      expect.arrayContaining(["09:00-18:00", "10:00-18:00", "12:00-14:00", "12:30-14:00", "19:00-22:00"]),
    );
    expect(times(2)).toEqual(expect.arrayContaining(["10:00-17:00", "12:00-14:00", "20:00-23:00"]));
    expect(payload.days[1]?.events.some((e) => e.isCaptainsLunch && e.timeStart === "12:30")).toBe(true);
  });
});
