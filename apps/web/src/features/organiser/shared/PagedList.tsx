import type { ReactNode } from "react";
import { type FilterSelect, ListFilters, type SearchWords } from "./ListFilters.tsx";
import { type ListQuery, type ListStateWords, QueryList } from "./ListStates.tsx";
import type { PagedSearch } from "./use-paged-search.ts";

interface PagedListProps<Item> extends ListStateWords {
  /** The search text and page, kept in the address. */
  paging: Pick<PagedSearch, "q" | "setQ" | "page" | "pageSize" | "setPage">;
  /** The search box's label and hints. */
  search: SearchWords;
  /** The filter selects beside the search box. */
  selects?: FilterSelect[];
  /** What stands between the filters and the list: a bulk action, the outcome of the last change. */
  toolbar?: ReactNode;
  query: ListQuery<Item>;
  /** The items of a page that has some. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A console section's list: the search box and filters, then the list in its every state and the
 * page links. Its parts are siblings, spaced by the section's stack.
 * @example <PagedList paging={paging} search={{ label: "Search mail" }} query={mails}
 *            errorTitle="The outbox cannot be shown right now" loadingLabel="Loading the outbox" rowHeight={48}
 *            empty="The outbox is empty." noun="mails">
 *            {(items) => <MailTable mails={items} />}
 *          </PagedList>
 */
export function PagedList<Item>({
  paging,
  search,
  selects = [],
  toolbar,
  query,
  children,
  ...words
}: PagedListProps<Item>) {
  return (
    <>
      <ListFilters search={{ ...search, value: paging.q, onSearch: paging.setQ }} selects={selects} />
      {toolbar}
      <QueryList
        query={query}
        page={paging.page}
        pageSize={paging.pageSize}
        onPage={paging.setPage}
        {...words}
      >
        {children}
      </QueryList>
    </>
  );
}
