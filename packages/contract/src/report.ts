import { z } from 'zod';
import { dateRange, datesInOrder, datesInOrderIssue, id, pageRequest, searchText } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import type { Tag } from './tags.ts';

const reportBase = z.object({ ...dateRange, search: searchText, ...pageRequest });
/**
 * What a report takes: its date range (the end not before the start), a search text and a page, and the
 * filters of its own (a kind, a staff member).
 */
export const reportFilter = <F extends z.ZodRawShape>(filters: F) =>
  reportBase
    .extend(filters)
    .refine((value) => datesInOrder(value as { fromDate: string; toDate: string }), datesInOrderIssue);

/** Whose figures a row of a report adds up: the staff member's id and name. */
export const staffMember = { userId: id.nullable(), userName: z.string() };

/**
 * A report of the company's money over a date range: a POST of its filter, read by the roles with the reports
 * rule (never a driver by default).
 */
export const reportEntry = <F extends z.ZodRawShape, R extends z.ZodType>(report: {
  path: string;
  summary: string;
  reads: readonly Tag[];
  filters: F;
  response: R;
}) =>
  endpoint({
    method: 'POST',
    path: report.path,
    reads: report.reads,
    summary: report.summary,
    permission: 'rule:reports.view',
    query: noQuery,
    body: reportFilter(report.filters),
    response: report.response,
  });
