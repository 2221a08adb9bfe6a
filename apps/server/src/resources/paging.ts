import type { Tx } from '@curbside/db';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { rowsOf } from '../lib/rows.ts';

/**
 * Paged lists (pages counted from 1, the total counted with the page or apart past its end), the search pattern
 * they filter by, and the one row of an aggregate: what every list and report reads through.
 */

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which page of a list is asked for: `page` counts from 1. */
export interface PageRange {
  page: number;
  pageSize: number;
}

/** The rows of one page of a sorted query (LIMIT and OFFSET). */
export const pageRows = <R>(
  query: { limit(limit: number): { offset(offset: number): R } },
  range: PageRange,
) => query.limit(range.pageSize).offset((range.page - 1) * range.pageSize);

/**
 * What a paged query counted over every matching row (`total`, from `count(*) over ()`, and any other window
 * aggregate), read from the page's first row. Past the last page no row carries it, so it is counted apart
 * (`countApart`): a page past the end answers the real total, as a pager needs to come back. Every paged list
 * reads its total here.
 */
export async function pageTotals<T extends { total: number | string }>(
  rows: readonly T[],
  page: PageRange,
  countApart: () => Promise<T | undefined>,
): Promise<T | undefined> {
  return rows[0] ?? (page.page > 1 ? countApart() : undefined);
}

/** One page and the number of rows that match, in one query (`count(*) over()`), or counted apart past the end. */
export async function pageOf<Row>(
  query: (withTotal: { total: SQL<number> }) => PgSelect,
  countQuery: () => Promise<number>,
  page: PageRange,
): Promise<{ rows: Row[]; total: number }> {
  const found = (await pageRows(
    query({ total: sql<number>`count(*) over()`.mapWith(Number) }),
    page,
  )) as (Row & { total: number })[];
  const totals = await pageTotals(found, page, async () => ({ total: await countQuery() }));
  return { rows: found.map(({ total: _, ...row }) => row as Row), total: Number(totals?.total ?? 0) };
}

/**
 * How many rows of `table` (with the joins its condition needs) match `where`: a paged list's total where it is
 * counted apart (`pageOf`'s `countQuery`).
 */
export async function countWhere(
  tx: Tx,
  table: PgTable,
  where: SQL | undefined,
  joins: (query: PgSelect) => PgSelect = (query) => query,
): Promise<number> {
  const [row] = (await joins(tx.select({ n: count() }).from(table).$dynamic()).where(where)) as {
    n: number;
  }[];
  return row?.n ?? 0;
}

/** The rows of a paged list: a table's `columns` (with the `joins` they need) where `where` holds, in order. */
export interface PagedRows {
  table: PgTable;
  columns: SelectedFields;
  joins?: ((query: PgSelect) => PgSelect) | undefined;
  where: SQL | undefined;
  orderBy: readonly (PgColumn | SQL)[];
}

/**
 * One page of the rows and how many match in all (`pageOf`); the count apart reads the same table, joins and
 * condition, so it cannot drift from the page.
 */
export function pageOfRows<Row>(tx: Tx, rows: PagedRows, page: PageRange) {
  const joined = (query: PgSelect) => (rows.joins ? rows.joins(query) : query);
  return pageOf<Row>(
    (withTotal) =>
      joined(
        tx
          .select({ ...rows.columns, ...withTotal })
          .from(rows.table)
          .$dynamic(),
      )
        .where(rows.where)
        .orderBy(...rows.orderBy),
    () => countWhere(tx, rows.table, rows.where, rows.joins),
    page,
  );
}

/**
 * `pageOf` for a query written in SQL: `matched` selects the matching rows (no order, no limit), `orderBy` sorts
 * them by the columns it answers (`q.at desc, q.id`). `sums` are aggregates over every matched row
 * (`sum(q.amount_cents) filter (where q.state = 'open')`), answered by name beside the total (0 for none).
 */
export async function sqlPageOf<Row, S extends string = never>(
  tx: Tx,
  query: { matched: SQL; orderBy: SQL; page: PageRange; sums?: Record<S, SQL> },
): Promise<{ rows: Row[]; total: number; sums: Record<S, number> }> {
  const sums = Object.entries(query.sums ?? {}) as [S, SQL][];
  const named = (over: SQL) =>
    sql.join(
      sums.map(([name, aggregate]) => sql`, ${aggregate} ${over} as ${sql.identifier(name)}`),
      sql``,
    );
  const { page, pageSize } = query.page;
  type Counted = { total: number } & Record<string, unknown>;
  const found = rowsOf<Counted>(
    await tx.execute(sql`
      select q.*, count(*) over ()::int as total ${named(sql`over ()`)}
        from (${query.matched}) q
       order by ${query.orderBy}
       limit ${pageSize} offset ${(page - 1) * pageSize}`),
  );
  const totals = await pageTotals(found, query.page, async () => {
    const [counted] = rowsOf<Counted>(
      await tx.execute(sql`select count(*)::int as total ${named(sql``)} from (${query.matched}) q`),
    );
    return counted;
  });
  const carried = new Set<string>(['total', ...sums.map(([name]) => name)]);
  return {
    rows: found.map(
      (row) => Object.fromEntries(Object.entries(row).filter(([key]) => !carried.has(key))) as Row,
    ),
    total: Number(totals?.total ?? 0),
    sums: Object.fromEntries(sums.map(([name]) => [name, Number(totals?.[name] ?? 0)])) as Record<S, number>,
  };
}

/**
 * The one row of an aggregate without GROUP BY (counts, coalesced sums): SQL answers it even when nothing
 * matches, so a missing row is a fault, not an empty report.
 */
export function aggregateRow<Row>(rows: readonly Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('an aggregate answered no row');
  return row;
}
