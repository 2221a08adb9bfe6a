export { type CsvValue, csvCell, toCsv } from '@curbside/domain';

/** Saves CSV text as a file; the byte-order mark makes spreadsheets read it as UTF-8 (Arabic names). */
export function downloadCsv(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
}

/** Hands a file made in the browser to the user as a download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
