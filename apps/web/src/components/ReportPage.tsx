import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ExportFormat } from '../lib/exportFile.ts';
import type { ExportState } from '../lib/usePagedExport.ts';
import { DataTable, type DataTableBaseProps } from './DataTable.tsx';
import { ExportButton, ExportStatus } from './ExportStatus.tsx';
import { PageHeader } from './PageHeader.tsx';

export interface ReportPageProps<Row> {
  /**
   * The i18n section (`namespace:section`) of the report's words: `title`, `description`, the export's
   * (see ExportStatus), and the table's `caption`, `empty` and `emptyHint`.
   */
  texts: string;
  exporter: {
    state: ExportState;
    run: (format: ExportFormat) => void;
    /** The file kinds offered (see ExportButton); CSV alone when absent. */
    formats?: readonly ExportFormat[];
    disabled?: boolean;
    onDismiss?: () => void;
  };
  filters: ReactNode;
  /** Shown between the filters and the table (a map of the rows). */
  children?: ReactNode;
  table: DataTableBaseProps<Row>;
}

/** A report screen: its heading with the export button, the export's progress, its filters, then its table. */
export function ReportPage<Row>({ texts, exporter, filters, children, table }: ReportPageProps<Row>) {
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
      <DataTable texts={texts} {...table} />
    </Stack>
  );
}
