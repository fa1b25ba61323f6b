import { describe, expect, it } from "vitest";
import { routePatterns } from "./route-patterns.ts";
import { routes } from "./router.tsx";

describe("the route patterns the server answers 200 for", () => {
  it("holds every page, the organiser console's sections joined to it, and no catch-all", () => {
    const patterns = routePatterns(routes);
    expect(patterns).toContain("/");
    expect(patterns).toContain("/attendeeDetails/:id");
    expect(patterns).toContain("/messages/:contact?");
    expect(patterns).toContain("/organiser");
    expect(patterns).toContain("/organiser/people");
    expect(patterns).toContain("/privacy");
    expect(patterns.some((pattern) => pattern.includes("*"))).toBe(false);
  });

  it("joins nested paths and index routes to their parents", () => {
    expect(
      routePatterns([
        {
          children: [
            { path: "/a", children: [{ index: true }, { path: "b" }, { path: "*" }] },
            { path: "*" },
          ],
        },
      ]),
    ).toEqual(["/a", "/a/b"]);
  });
});
