import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/** Items on a page of a console list, unless the list says otherwise. */
const DEFAULT_PAGE_SIZE = 25;

/**
 * The page and search text of a paginated console list, kept in the address (`?q=…&page=…`) so a
 * reload or the back button returns to the same place. `query` is the search text as sent, settled
 * for 300 ms so typing does not ask the server at every key; a new search starts at page 1. The box
 * shows its own text at once (the address follows a moment later), so no key typed fast is lost.
 * @example const { q, setQ, query, page, pageSize } = usePagedSearch();
 *          const list = useRegistrations({ q: query, page, pageSize });
 */
export function usePagedSearch(pageSize = DEFAULT_PAGE_SIZE) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get("q") ?? "";
  const [q, setText] = useState(inAddress);
  // The texts written to the address that it has not caught up with yet. An address showing one of
  // them is the box's own typing arriving; any other (back button, a link) is taken over.
  const written = useRef<string[]>([]);
  useEffect(() => {
    const own = written.current.indexOf(inAddress);
    if (own >= 0) {
      written.current = written.current.slice(own + 1);
      return;
    }
    written.current = [];
    setText(inAddress);
  }, [inAddress]);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [query] = useDebouncedValue(q.trim(), 300);

  // From the address as it is now, not as the last render saw it: React Router renders a new
  // address in a transition, so a second filter chosen before that render (a busy phone) would
  // otherwise start from the parameters before the first and drop it.
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(typeof window === "undefined" ? current : window.location.search);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === "") next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    /** The search box's text. */
    q,
    setQ: (text: string) => {
      setText(text);
      written.current.push(text);
      update({ q: text, page: null });
    },
    /** The search text to send. */
    query,
    page,
    /** How many items a page holds. */
    pageSize,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
    /** Another filter of the list kept in the address (a state, a day); setting it starts at page 1. */
    filter: (key: string) => params.get(key) ?? "",
    setFilter: (key: string, value: string | null) => update({ [key]: value, page: null }),
  };
}

/** The page, search text and filters of a console list, as usePagedSearch keeps them. */
export type PagedSearch = ReturnType<typeof usePagedSearch>;
