import { type CsvValue, downloadBlob, downloadCsv, toCsv } from './csv.ts';

/** The file kinds a report exports: CSV text, or an Excel workbook. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface TableFile {
  /** The file's name without its extension. */
  name: string;
  /** The header row first, then the rows; numbers stay numbers, so a spreadsheet can add them up. */
  rows: readonly (readonly CsvValue[])[];
  /** Right-to-left sheet (an Arabic export); by default, as the page reads. */
  rightToLeft?: boolean;
}

/**
 * Saves a table as CSV or XLSX. The XLSX writer is fetched only here, on the first XLSX export, so it never
 * weighs on a screen's first download. Its cells are typed text, never read as formulas.
 */
export async function saveTable(format: ExportFormat, file: TableFile): Promise<void> {
  if (format === 'csv') {
    downloadCsv(`${file.name}.csv`, toCsv(file.rows));
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [header = [], ...body] = file.rows;
  const data = [
    header.map((value) => ({
      value: value === null || value === undefined ? '' : String(value),
      fontWeight: 'bold' as const,
    })),
    ...body.map((row) => row.map((value) => (value === undefined ? null : value))),
  ];
  const blob = await writeXlsxFile(data, {
    rightToLeft: file.rightToLeft ?? document.documentElement.dir === 'rtl',
    stickyRowsCount: 1,
  }).toBlob();
  downloadBlob(`${file.name}.xlsx`, blob);
}
