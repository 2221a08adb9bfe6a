/**
 * How far `at` is from `now`, in the user's language ("in 12 minutes", "40 minutes ago"): minutes within the
 * hour, then hours within the day, then days.
 */
export function relativeMinutes(at: Date, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return format.format(hours, 'hour');
  return format.format(Math.round(hours / 24), 'day');
}
