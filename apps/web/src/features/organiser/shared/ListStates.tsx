import { Alert, Button, Card, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
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

/** Three grey bars standing in for a list while its first page loads. */
export function ListSkeleton({ label, height }: { label: string; height: number }) {
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={height} />
      <Skeleton height={height} />
      <Skeleton height={height} />
    </Stack>
  );
}

/** What a list with nothing in it says. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text>{children}</Text>
    </Card>
  );
}

interface QueryListProps<Item> {
  /** The page shown, kept while the next one loads; none before the first arrives. */
  list: { items: Item[]; total: number } | undefined;
  /** The list's query failed. */
  failed: boolean;
  /** "The outbox cannot be shown right now" */
  errorTitle: string;
  /** "Loading the outbox" */
  loadingLabel: string;
  /** Each skeleton bar's height in px, near a row's. */
  rowHeight: number;
  /** What an empty page says (a search that matches nothing, or nothing yet). */
  empty: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What the list holds, plural, for the footer: "mails". */
  noun: string;
  /** The items of a page that has some. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A paginated console list in its every state: the error, the loading skeleton, the empty text or
 * the items, then the count and page links.
 * @example <QueryList list={mails.data?.payload} failed={mails.isError} errorTitle="The outbox cannot be shown right now"
 *            loadingLabel="Loading the outbox" rowHeight={48} empty="The outbox is empty." noun="mails" {...paging}>
 *            {(items) => <MailTable mails={items} />}
 *          </QueryList>
 */
export function QueryList<Item>({
  list,
  failed,
  errorTitle,
  loadingLabel,
  rowHeight,
  empty,
  page,
  pageSize,
  onPage,
  noun,
  children,
}: QueryListProps<Item>) {
  return (
    <>
      {failed && !list ? (
        <LoadError title={errorTitle} />
      ) : !list ? (
        <ListSkeleton label={loadingLabel} height={rowHeight} />
      ) : list.items.length === 0 ? (
        <EmptyList>{empty}</EmptyList>
      ) : (
        children(list.items)
      )}
      {list && <ListFooter page={page} pageSize={pageSize} total={list.total} onPage={onPage} noun={noun} />}
    </>
  );
}
