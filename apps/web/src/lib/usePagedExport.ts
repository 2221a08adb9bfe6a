import { useCallback, useRef, useState } from 'react';
import type { ExportFormat } from './exportFile.ts';

export const EXPORT_PAGE_SIZE = 200;

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; count: number }
  | { status: 'failed'; error: unknown };

export type PageReader<Row, Filter> = (
  filter: Filter,
  page: { page: number; pageSize: number },
  signal: AbortSignal,
) => Promise<{ items: readonly Row[]; total: number }>;

/**
 * Fetches every page of a server-paged list for one filter, reporting progress, and hands the rows to `save`
 * with the file kind asked for (CSV unless said). A new run aborts the one still going, so two clicks never
 * interleave their pages; a save that fails (the XLSX writer could not be fetched) fails the export.
 */
export function usePagedExport<Row, Filter>(
  read: PageReader<Row, Filter>,
  save: (rows: Row[], format: ExportFormat) => void | Promise<void>,
) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (filter: Filter, format: ExportFormat = 'csv') => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const rows: Row[] = [];
      setState({ status: 'running', done: 0, total: 0 });
      try {
        for (let page = 1; ; page += 1) {
          const answer = await read(filter, { page, pageSize: EXPORT_PAGE_SIZE }, abort.signal);
          rows.push(...answer.items);
          setState({ status: 'running', done: rows.length, total: answer.total });
          if (answer.items.length === 0 || rows.length >= answer.total) break;
        }
        await save(rows, format);
        setState({ status: 'done', count: rows.length });
      } catch (error) {
        if (abort.signal.aborted) return;
        setState({ status: 'failed', error });
      }
    },
    [read, save],
  );

  return { state, run };
}
