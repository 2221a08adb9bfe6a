/** How far `timeZone`'s wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time (`2026-07-04`, `09:30`) names in a time zone. A time that a
 * daylight-saving change skips is moved past the gap (02:30 → 03:30); a time it repeats is its first
 * occurrence.
 */
export function zonedDateTime(isoDate: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(timeZone, wall);
  const second = wall - offsetAt(timeZone, first);
  if (first === second) return new Date(first);
  // Around a change the two guesses differ: keep the one whose wall clock reads back as asked, else the later.
  const readsBack = (instant: number) => instant + offsetAt(timeZone, instant) === wall;
  if (readsBack(Math.min(first, second))) return new Date(Math.min(first, second));
  if (readsBack(Math.max(first, second))) return new Date(Math.max(first, second));
  return new Date(Math.max(first, second));
}
