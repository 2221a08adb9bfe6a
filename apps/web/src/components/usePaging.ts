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
 * The page a server-paged list shows and the table props that follow from its query, so every list pages,
 * loads, refreshes and fails the same way. A change of filter goes back to the first page (`refilter`).
 */
export function usePaging(initialPageSize = 25) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    setPage,
    refilter: (apply: () => void) => {
      apply();
      setPage(1);
    },
    /** `enabled`: false while the query waits for its filters (no loading state then). */
    tableProps: <Row>(query: PagedQuery<Row>, enabled = true): PagingProps<Row> => ({
      rows: query.data?.items,
      total: query.data?.total ?? 0,
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
    }),
  };
}
