import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { callEndpoint } from '../../lib/api.ts';
import { type PageReader, usePagedExport } from '../../lib/usePagedExport.ts';

export type LoginHistoryEntry = ResponseOf<typeof contract.login.getUserLoginHistory>['items'][number];

export interface LoginHistoryFilter {
  fromDate?: string;
  toDate?: string;
  search?: string;
}

const readPage: PageReader<LoginHistoryEntry, LoginHistoryFilter> = (filter, page, signal) =>
  callEndpoint(routes.login.getUserLoginHistory, { body: { ...filter, ...page } }, { signal });

/** Fetches every page of the current filter, reporting progress, and hands the rows to `save`. */
export function useCsvExport(save: (rows: LoginHistoryEntry[]) => void) {
  return usePagedExport(readPage, save);
}
