import { describe, expect, it } from "vitest";
import { listSearch } from "./list-search.ts";

describe("a console list's query string", () => {
  it("names the page and the filters that are set, and leaves out those for all", () => {
    expect(listSearch({ page: 2, pageSize: 25, q: "anna", status: "", day: 0 }).toString()).toBe(
      "page=2&pageSize=25&q=anna",
    );
    expect(listSearch({ page: 1, pageSize: 20, q: "", day: 2, status: "pending" }).toString()).toBe(
      "page=1&pageSize=20&day=2&status=pending",
    );
  });
});
