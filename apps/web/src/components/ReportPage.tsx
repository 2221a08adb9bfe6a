import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EXPORT_FORMATS, type ExportFormat } from '../lib/exportFile.ts';
import type { ExportState } from '../lib/usePagedExport.ts';
import { DataTable, type DataTableBaseProps } from './DataTable.tsx';
import { ExportButton, ExportStatus } from './ExportStatus.tsx';
import { PageHeader } from './PageHeader.tsx';

/** The export button of a report page: its progress, what it runs, and when it is offered. */
export interface ReportExporter {
  state: ExportState;
  run: (format: ExportFormat) => void;
  /** The file kinds offered (see ExportButton): every report offers CSV and Excel. */
  formats?: readonly ExportFormat[];
  disabled?: boolean;
  onDismiss?: () => void;
}

export interface ReportPageProps<Row> {
  /**
   * The i18n section (`namespace:section`) of the report's words: `title`, `description`, the export's
   * (see ExportStatus), and the table's `caption`, `empty` and `emptyHint`. Without an `emptyHint` of its own, an
   * empty report says the shared `resource.reportEmptyHint`: every report filters by days and a search
   * (ReportFilters), so most have nothing more to say.
   */
  texts: string;
  /** Built with `reportExport`. */
  exporter: ReportExporter;
  filters: ReactNode;
  /** Shown between the filters and the table (a map of the rows). */
  children?: ReactNode;
  table: DataTableBaseProps<Row>;
  /** No filter is set (see DataTable): an empty report may say so rather than ask to change its filters. */
  unfiltered?: boolean;
}

/** A report screen: its heading with the export button, the export's progress, its filters, then its table. */
export function ReportPage<Row>({
  texts,
  exporter,
  filters,
  children,
  table,
  unfiltered,
}: ReportPageProps<Row>) {
  return (
    <Stack gap="md">
      <PageHeader
        texts={texts}
        actions={
          <ExportButton
            state={exporter.state}
            texts={texts}
            onExport={exporter.run}
            formats={exporter.formats}
            disabled={exporter.disabled}
          />
        }
      />
      <ExportStatus state={exporter.state} texts={texts} onDismiss={exporter.onDismiss} />
      {filters}
      {children}
      <DataTable texts={texts} emptyHintElse="resource.reportEmptyHint" unfiltered={unfiltered} {...table} />
    </Stack>
  );
}

/**
 * Wires a report's export button to its exporter (usePagedExport, or a screen's own export of the rows it
 * holds): a click exports `filter` in the kind chosen. The button waits until the dates are right (`ready`)
 * and is off while the report knows it has no rows (`hasRows`: false), since an empty file helps no one.
 */
export function reportExport<Filter>(
  exporter: { state: ExportState; run: (filter: Filter, format: ExportFormat) => unknown },
  filter: Filter,
  offered: {
    ready: boolean;
    hasRows?: boolean;
    formats?: readonly ExportFormat[];
    onDismiss?: () => void;
  },
): ReportExporter {
  return {
    state: exporter.state,
    run: (format) => void exporter.run(filter, format),
    formats: offered.formats ?? EXPORT_FORMATS,
    disabled: !offered.ready || offered.hasRows === false,
    onDismiss: offered.onDismiss,
  };
}
