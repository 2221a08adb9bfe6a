import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { callEndpoint } from '../../lib/api.ts';
import type { ExportFormat } from '../../lib/exportFile.ts';
import { type PageReader, usePagedExport } from '../../lib/usePagedExport.ts';

export type LoginHistoryEntry = ResponseOf<typeof contract.login.getUserLoginHistory>['items'][number];

export interface LoginHistoryFilter {
  fromDate?: string;
  toDate?: string;
  search?: string;
}

const readPage: PageReader<LoginHistoryEntry, LoginHistoryFilter> = (filter, page, signal) =>
  callEndpoint(routes.login.getUserLoginHistory, { body: { ...filter, ...page } }, { signal });

/** Fetches every page of the current filter, reporting progress, and hands the rows to `save` in the kind asked for. */
export function useLoginHistoryExport(
  save: (rows: LoginHistoryEntry[], format: ExportFormat) => void | Promise<void>,
) {
  return usePagedExport(readPage, save);
}
