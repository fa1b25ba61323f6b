import { speakersResponseSchema, techTalksResponseSchema } from "@ebm/shared/schemas/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { initialsOf } from "./content.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json() as unknown, raw: res };
};

describe("tech talks", () => {
  it("gives the talks with their speakers, and the speakers with initials", async () => {
    const talks = techTalksResponseSchema.parse((await get("/api/techtalks")).body);
    expect(talks.techtalks.length).toBeGreaterThan(0);
    const speakerIds = new Set(talks.speakers.map((s) => s.id));
    for (const talk of talks.techtalks) {
      const ids = talk.speakers.split(",").map(Number);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => speakerIds.has(id))).toBe(true);
    }
    expect(talks.speakers.some((s) => s.role === "Moderator")).toBe(true);
    const { speakers } = speakersResponseSchema.parse((await get("/api/techtalks/speakers")).body);
    expect(speakers).toEqual(talks.speakers);
    expect(speakers.every((s) => s.initials === initialsOf(s.name))).toBe(true);
  });

  it("makes initials from the first and last name", () => {
    expect(initialsOf("Anna Maria Schmidt")).toBe("AS");
    expect(initialsOf("  cher ")).toBe("C");
  });
});
