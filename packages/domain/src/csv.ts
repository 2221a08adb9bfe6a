/**
 * CSV as the console's exports write it, in the browser and in the server's scheduled exports alike.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A phone number or a signed amount (`+1 555 010 0199`, `-12.50`): it starts like a formula but holds no name,
 * reference or command a spreadsheet could run, so it is written as it is rather than behind an apostrophe that
 * every reader of the file would see.
 */
const PLAIN_NUMBER = /^[+-]?\d[\d\s().-]*$/;

export type CsvValue = string | number | boolean | null | undefined;

/** One CSV cell: quoted when needed, and neutralised when a spreadsheet would read it as a formula. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}
