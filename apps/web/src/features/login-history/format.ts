/** A timestamp in the company's time zone, in the interface language; an unreadable one is shown as given. */
export function formatInZone(value: string, timeZone: string | undefined, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** A short browser name from a user agent: the first known product, with its major version. */
export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const known: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+).*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of known) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1] ?? ''}`.trim();
  }
  return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted when needed, and neutralised when a spreadsheet would read it as a formula. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}
