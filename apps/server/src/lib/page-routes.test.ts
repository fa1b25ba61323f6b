import { describe, expect, it } from "vitest";
import { pageMatcher } from "./page-routes.ts";

describe("matching a page address against the build's route patterns", () => {
  const isPage = pageMatcher([
    "/",
    "/program",
    "/attendeeDetails/:id",
    "/messages/:contact?",
    "/organiser/people",
  ]);

  it("takes the pages, their parameters, optional segments, a trailing slash and any case", () => {
    for (const pathname of [
      "/",
      "/program",
      "/program/",
      "/PROGRAM",
      "/attendeeDetails/12",
      "/messages",
      "/messages/7",
      "/organiser/people",
    ]) {
      expect(isPage(pathname), pathname).toBe(true);
    }
  });

  it("refuses anything else", () => {
    for (const pathname of [
      "/no-such-page",
      "/programme",
      "/attendeeDetails",
      "/attendeeDetails/1/2",
      "/messages/7/x",
      "/organiser/nope",
      "//",
      "/%E0%A4%A",
    ]) {
      expect(isPage(pathname), pathname).toBe(false);
    }
  });
});
