import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/errors.ts';
import type { DataTableBaseProps } from './DataTable.tsx';

/** What a paged list's query looks like to its table (a TanStack query of `{ items, total }`). */
export interface PagedQuery<Row> {
  data?: { items: readonly Row[]; total: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

type PagingProps<Row> = Pick<
  DataTableBaseProps<Row>,
  | 'rows'
  | 'total'
  | 'page'
  | 'pageSize'
  | 'onPageChange'
  | 'onPageSizeChange'
  | 'loading'
  | 'fetching'
  | 'error'
  | 'onRetry'
>;

type QueryState<Row> = Omit<PagedQuery<Row>, 'data'>;

/** How a list's query shows in its table: loading, refreshing, or failed with a retry. */
const stateOf = <Row>(query: QueryState<Row>, enabled: boolean, t: TFunction) => ({
  loading: query.isPending && enabled,
  fetching: query.isFetching && !query.isPending,
  error: query.error ? describeError(query.error, t) : null,
  onRetry: () => void query.refetch(),
});

/**
 * The table props of a list shown whole on one page (`rows`, undefined until they have come): no paging,
 * the same loading, refreshing and failing as every other list.
 */
export function useWholeList<Row>(
  query: QueryState<Row>,
  rows: readonly Row[] | undefined,
  enabled = true,
): PagingProps<Row> {
  const { t } = useTranslation();
  return {
    rows,
    total: rows?.length ?? 0,
    page: 1,
    pageSize: Math.max(rows?.length ?? 0, 25),
    onPageChange: () => undefined,
    ...stateOf(query, enabled, t),
  };
}

/**
 * The page a list shows and the table props that follow from its query, so every list pages, loads,
 * refreshes and fails the same way. A change of filter goes back to the first page (`refilter`).
 */
export function usePaging(initialPageSize = 25) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const propsOf = <Row>(
    query: QueryState<Row>,
    rows: readonly Row[] | undefined,
    total: number,
    enabled: boolean,
  ): PagingProps<Row> => ({
    rows,
    total,
    page,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
    ...stateOf(query, enabled, t),
  });
  return {
    page,
    pageSize,
    setPage,
    refilter: (apply: () => void) => {
      apply();
      setPage(1);
    },
    /** A server-paged list; `enabled`: false while the query waits for its filters (no loading state then). */
    tableProps: <Row>(query: PagedQuery<Row>, enabled = true): PagingProps<Row> =>
      propsOf(query, query.data?.items, query.data?.total ?? 0, enabled),
    /** A list the browser holds whole (`all`, undefined until it has come): the table shows its page of it. */
    localTableProps: <Row>(query: QueryState<Row>, all: readonly Row[] | undefined) =>
      propsOf(query, all?.slice((page - 1) * pageSize, page * pageSize), all?.length ?? 0, true),
  };
}
