/**
 * A console list's query string (or its export's): the page and its size, then each search text or
 * filter that is set ("" and 0 stand for all and are left out).
 * @example listSearch({ page: 2, pageSize: 25, q: "anna", status: "" }).toString() === "page=2&pageSize=25&q=anna"
 */
export function listSearch(params: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if ((typeof value === "string" && value !== "") || (typeof value === "number" && value !== 0))
      search.set(key, String(value));
  }
  return search;
}
