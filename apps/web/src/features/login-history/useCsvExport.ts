import { contract, type ResponseOf } from '@curbside/contract';
import { useCallback, useRef, useState } from 'react';
import { callEndpoint } from '../../lib/api.ts';

export type LoginHistoryEntry = ResponseOf<typeof contract.login.getUserLoginHistory>['items'][number];

export interface LoginHistoryFilter {
  fromDate?: string;
  toDate?: string;
  search?: string;
}

export const EXPORT_PAGE_SIZE = 200;

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; count: number }
  | { status: 'failed'; error: unknown };

/** Fetches every page of the current filter, reporting progress, and hands the rows to `save`. */
export function useCsvExport(save: (rows: LoginHistoryEntry[]) => void) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (filter: LoginHistoryFilter) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const rows: LoginHistoryEntry[] = [];
      setState({ status: 'running', done: 0, total: 0 });
      try {
        for (let page = 1; ; page += 1) {
          const answer = await callEndpoint(
            contract.login.getUserLoginHistory,
            { body: { ...filter, page, pageSize: EXPORT_PAGE_SIZE } },
            { signal: abort.signal },
          );
          rows.push(...answer.items);
          setState({ status: 'running', done: rows.length, total: answer.total });
          if (answer.items.length === 0 || rows.length >= answer.total) break;
        }
        save(rows);
        setState({ status: 'done', count: rows.length });
      } catch (error) {
        if (abort.signal.aborted) return;
        setState({ status: 'failed', error });
      }
    },
    [save],
  );

  return { state, run };
}
