import type { PageRange } from './paging.ts';

/** One page of a list as read from the database: its rows, and how many rows match in all. */
export interface FoundPage<Row> {
  rows: readonly Row[];
  total: number;
}

/**
 * A paged list's answer: the page's rows as the contract shows them, the total, and the page and size asked for
 * (answered back, so a pager knows where it stands). A row is passed alone to `itemOf`, never its index.
 */
export function pageAnswer<Row, Item>(found: FoundPage<Row>, page: PageRange, itemOf: (row: Row) => Item) {
  return {
    items: found.rows.map((row) => itemOf(row)),
    total: found.total,
    page: page.page,
    pageSize: page.pageSize,
  };
}
