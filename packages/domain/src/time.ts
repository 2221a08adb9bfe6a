/**
 * Wall-clock time in a company's time zone (DOMAIN.md, "Time"): timestamps are stored in UTC, dates and
 * times are entered and shown in the company's zone. Pure, built on `Intl` only; DST-correct.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `Intl.DateTimeFormat` of `locale` and `options`, made once per pair: making a format costs more than formatting
 * many instants with it, and a server formats on every step of every party (issue 29).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const formatterOf = (timeZone: string): Intl.DateTimeFormat =>
  dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/**
 * Each zone's offset at the second it was last worked out: a server asks for today's date in the company's zone on
 * every read of the board and of lists (`dateIn`), many times a second, and formatting an instant into its parts
 * is the costly step. A zone's offset changes only on a whole second.
 */
const lastOffsets = new Map<string, { second: number; offset: number }>();

/** Milliseconds the zone is ahead of UTC at this instant (New York in winter: −5 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastOffsets.get(timeZone);
  if (last?.second === second) return last.offset;
  const offset = offsetAt(instant, timeZone);
  // Only a valid zone is kept: an unknown one throws above, and the map holds one entry per zone in use.
  lastOffsets.set(timeZone, { second, offset });
  return offset;
}

/** The zone's wall clock at `instant` read as if it were UTC, less the instant (to the second). */
function offsetAt(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which the wall clock of `timeZone` reads `isoDate` `time` (`YYYY-MM-DD`, `HH:MM`). A time
 * skipped by a spring-forward change reads as the same wall time after it; a repeated autumn hour takes its
 * first occurrence.
 */
export function zonedTimeToUtc(isoDate: string, time: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  const offset = zoneOffsetMs(new Date(first), timeZone);
  const second = wall - offset;
  if (second === first) return new Date(first);
  // The offset changed between the guess and the answer: take the earlier reading that matches the wall.
  const candidates = [first, second].filter((t) => t + zoneOffsetMs(new Date(t), timeZone) === wall);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : Math.max(first, second));
}

/** The company's calendar date of an instant, `YYYY-MM-DD`. */
export function dateIn(timeZone: string, instant: Date = new Date()): string {
  const shifted = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  return shifted.toISOString().slice(0, 10);
}

/** The next calendar date, `YYYY-MM-DD`. */
export function nextDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1)).toISOString().slice(0, 10);
}

/**
 * The instants that bound the days `fromDate` … `toDate` (both included) in the zone: `start` inclusive,
 * `end` exclusive (a 23- or 25-hour day where the clocks change).
 */
export function zonedDayRange(
  fromDate: string,
  toDate: string,
  timeZone: string,
): { start: Date; end: Date } {
  return {
    start: zonedTimeToUtc(fromDate, '00:00', timeZone),
    end: zonedTimeToUtc(nextDate(toDate), '00:00', timeZone),
  };
}
