/**
 * The demo company's calendar and clock, as its screens show them: the board shows its day, the booking dialog
 * reads times in its zone, a `date` parameter is one of its days.
 */

/** The demo company's zone (the demo seed's). */
export const COMPANY_ZONE = 'America/New_York';

const clock = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/**
 * A day of the company's calendar, `fromToday` days after today, as YYYY-MM-DD. Counted in days of the calendar,
 * not in 24 hours, which would skip a day after the night the clocks go forward.
 */
export function companyDay(fromToday = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_ZONE }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + fromToday);
  return day.toISOString().slice(0, 10);
}

/**
 * A time `minutes` later today in the company's zone (the demo company's unless named), never past midnight
 * (the party stays on today's board).
 */
export function laterToday(minutes: number, zone = COMPANY_ZONE): string {
  const at = clock(new Date(Date.now() + minutes * 60_000), zone);
  return at > clock(new Date(), zone) ? at : '23:59';
}
