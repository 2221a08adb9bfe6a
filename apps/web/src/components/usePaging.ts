import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/errors.ts';
import type { DataTableProps } from './DataTable.tsx';

/** What a paged list's query looks like to its table (a TanStack query of `{ items, total }`). */
export interface PagedQuery<Row> {
  data?: { items: readonly Row[]; total: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

type PagingProps<Row> = Pick<
  DataTableProps<Row>,
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

/**
 * The page a list shows and the table props that follow from its query, so every list pages, loads,
 * refreshes and fails the same way. A change of filter goes back to the first page (`refilter`).
 */
export function usePaging(initialPageSize = 25) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const propsOf = <Row>(
    query: Omit<PagedQuery<Row>, 'data'>,
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
    loading: query.isPending && enabled,
    fetching: query.isFetching && !query.isPending,
    error: query.error ? describeError(query.error, t) : null,
    onRetry: () => void query.refetch(),
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
    localTableProps: <Row>(query: Omit<PagedQuery<Row>, 'data'>, all: readonly Row[] | undefined) =>
      propsOf(query, all?.slice((page - 1) * pageSize, page * pageSize), all?.length ?? 0, true),
  };
}
