import { Alert, Button, Card, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Loading } from "../../../components/Loading.tsx";
import { errorWords } from "../../../lib/feedback.ts";
import { ListFooter } from "./ListFooter.tsx";

interface LoadErrorProps {
  /** "The outbox cannot be shown right now" */
  title: string;
  /** What went wrong, when the page can ask again: the server's message is shown. */
  error?: unknown;
  /** Asks again, from a Try again button; without it the organiser is told to reload the page. */
  onRetry?: () => void;
}

/** A console part that could not load, and what to do about it. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  if (!onRetry)
    return (
      <Alert color="red" variant="light" role="alert" title={title}>
        Please reload the page.
      </Alert>
    );
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorWords(error, { fallback: "Please try again." })}</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** Grey bars standing in for a list while its first page loads. */
export function ListSkeleton({ label, height, rows = 3 }: { label: string; height: number; rows?: number }) {
  return (
    <Loading label={label} gap="sm">
      {Array.from({ length: rows }, (_, bar) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by
        <Skeleton key={bar} height={height} />
      ))}
    </Loading>
  );
}

/** What a list with nothing in it says, and what to do about it when there is a hint. */
export function EmptyList({ children, hint }: { children: ReactNode; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text fw={hint ? 600 : undefined}>{children}</Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** A paginated list's query: the page shown (kept while the next one loads) and how it went. */
export interface ListQuery<Item> {
  data?: { payload: { items: Item[]; total: number } };
  isError: boolean;
  error?: unknown;
  isFetching?: boolean;
  refetch?: () => unknown;
}

/** The words and sizes of a list's states. */
export interface ListStateWords {
  /** "The outbox cannot be shown right now" */
  errorTitle: string;
  /** "Loading the outbox" */
  loadingLabel: string;
  /** Each skeleton bar's height in px, near a row's. */
  rowHeight: number;
  /** How many skeleton bars stand in for the list. */
  skeletonRows?: number;
  /** What an empty page says (a search that matches nothing, or nothing yet). */
  empty: string;
  /** What to do about an empty page: "Try another search or clear the filters." */
  emptyHint?: string;
  /** What the list holds, plural, for the footer: "mails". */
  noun: string;
  /** Offer Try again when the list fails (the server's reason shown); else the page is to be reloaded. */
  retry?: boolean;
}

interface QueryListProps<Item> extends ListStateWords {
  query: ListQuery<Item>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The items of a page that has some. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A paginated console list in its every state: the error, the loading skeleton, the empty text or
 * the items (busy while the next page loads), then the count and page links.
 * @example <QueryList query={mails} errorTitle="The outbox cannot be shown right now" loadingLabel="Loading the outbox"
 *            rowHeight={48} empty="The outbox is empty." noun="mails" page={page} pageSize={25} onPage={setPage}>
 *            {(items) => <MailTable mails={items} />}
 *          </QueryList>
 */
export function QueryList<Item>({ query, page, pageSize, onPage, children, ...words }: QueryListProps<Item>) {
  const list = query.data?.payload;
  const refetch = query.refetch;
  return (
    <>
      {query.isError && !list ? (
        <LoadError
          title={words.errorTitle}
          error={query.error}
          onRetry={words.retry && refetch ? () => void refetch() : undefined}
        />
      ) : !list ? (
        <ListSkeleton label={words.loadingLabel} height={words.rowHeight} rows={words.skeletonRows} />
      ) : list.items.length === 0 ? (
        <EmptyList hint={words.emptyHint}>{words.empty}</EmptyList>
      ) : (
        <div aria-busy={query.isFetching ?? false}>{children(list.items)}</div>
      )}
      {list && (
        <ListFooter page={page} pageSize={pageSize} total={list.total} onPage={onPage} noun={words.noun} />
      )}
    </>
  );
}
