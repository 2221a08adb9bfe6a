import type { Clock } from '@curbside/domain';

/**
 * How a moment is written: the company's time zone (the browser's without one), its 12- or 24-hour clock (the
 * language's own without one) and the interface language. Every time on every screen goes through
 * `formatMoment` with one of these (docs/decisions/0043-company-clock-and-phone-format.md).
 */
export interface MomentStyle {
  locale: string;
  timeZone?: string | undefined;
  clock?: Clock | undefined;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(style: MomentStyle, withDate: boolean): Intl.DateTimeFormat {
  const key = `${style.locale}|${style.timeZone ?? ''}|${style.clock ?? ''}|${withDate}`;
  let format = formats.get(key);
  if (format) return format;
  const options: Intl.DateTimeFormatOptions = {
    ...(withDate ? { year: 'numeric', month: 'short', day: 'numeric' } : {}),
    // "03:30" on a 24-hour clock, as people write it; "3:30 am" on a 12-hour one.
    hour: style.clock === '24' ? '2-digit' : 'numeric',
    minute: '2-digit',
    ...(style.clock ? { hourCycle: style.clock === '12' ? 'h12' : 'h23' } : {}),
  };
  try {
    format = new Intl.DateTimeFormat(
      style.locale,
      style.timeZone ? { ...options, timeZone: style.timeZone } : options,
    );
  } catch {
    // A zone name the browser does not know: the browser's own zone rather than no time at all.
    format = new Intl.DateTimeFormat(style.locale, options);
  }
  formats.set(key, format);
  return format;
}

/**
 * A moment as people read it: the time of day ("2:05 PM", "14:05", "٢:٠٥ م"), or with `withDate` the date and
 * the time. An unreadable value is shown as given.
 */
export function formatMoment(value: string | number | Date, style: MomentStyle, withDate = false): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatOf(style, withDate).format(date);
}

/**
 * A moment with the context a guest needs: the time in the style's zone and clock, with the date when that
 * day is not today there ("9:00 am" today, "Nov 30, 2026, 9:00 am" tomorrow).
 */
export function formatMomentInContext(value: string, style: MomentStyle, now = new Date()): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return formatMoment(at, style, dayInZone(at, style.timeZone) !== dayInZone(now, style.timeZone));
}

/** A timestamp with its date in the company's time zone and clock, in the interface language. */
export const formatInZone = (value: string, timeZone: string | undefined, locale: string, clock?: Clock) =>
  formatMoment(value, { locale, timeZone, clock }, true);

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
