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

/**
 * The calendar day (`YYYY-MM-DD`) of `at` in `timeZone`. Reports count days in the company's zone, which is
 * not the browser's when a manager works from elsewhere.
 */
export function dayInZone(at: Date, timeZone: string | undefined): string {
  const part = partsInZone(at, timeZone, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${part('year', '')}-${part('month', '')}-${part('day', '')}`;
}

/**
 * The parts of `at` in `timeZone` (in the browser's zone when the name is unknown to it), each read by its
 * type with a fallback for a part the format left out.
 */
function partsInZone(
  at: Date,
  timeZone: string | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions,
) {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options).formatToParts(at);
  } catch {
    parts = new Intl.DateTimeFormat(locale, options).formatToParts(at);
  }
  return (type: Intl.DateTimeFormatPartTypes, fallback: string) =>
    parts.find((p) => p.type === type)?.value ?? fallback;
}

/** `day` (`YYYY-MM-DD`) moved by a number of calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a from/to pair of days is usable: either may be empty, else "to" must not come before "from". */
export const datesInOrder = (from: string, to: string) => !from || !to || from <= to;

/** The time of day (`HH:MM`, 24-hour) of `at` in `timeZone`. */
export function timeInZone(at: Date, timeZone: string | undefined): string {
  const part = partsInZone(at, timeZone, 'en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${part('hour', '00')}:${part('minute', '00')}`;
}

/** A minute of the day (0–1439) as `HH:MM`. */
export function minuteToTime(minute: number): string {
  const h = Math.floor(minute / 60) % 24;
  const m = minute % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** A calendar day (`YYYY-MM-DD`) written for people in the interface language: "Thu, Nov 26, 2026". */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
