import type { Tx } from '@curbside/db';
import { PARTY_STATUS, type SftpReport, toCsv, zonedDayRange, zoneOffsetMs } from '@curbside/domain';
import { and, asc, type Column, eq } from 'drizzle-orm';
import { within } from '../dispatch/board.repository.ts';
import { findSummaries, p } from '../dispatch/parties.repository.ts';

/** Each report: its parties' status and the column its day is read from, as the report screens read them. */
const REPORTS: Record<SftpReport, { status: number; day: Column }> = {
  completed: { status: PARTY_STATUS.DroppedOff, day: p.endedAt },
  cancelled: { status: PARTY_STATUS.Cancelled, day: p.endedAt },
  deleted: { status: PARTY_STATUS.Deleted, day: p.endedAt },
  reservations: { status: PARTY_STATUS.Reservation, day: p.scheduledAt },
};

const HEADER = [
  'Party',
  'Guest',
  'Phone',
  'Room',
  'From',
  'To',
  'Scheduled',
  'Driver',
  'Guests',
  'Total',
  'Paid',
];

/** A moment as the company's wall clock reads it: `YYYY-MM-DD HH:MM`. */
const wallTime = (instant: Date, timeZone: string) =>
  new Date(instant.getTime() + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 16).replace('T', ' ');

/**
 * One report of one day of the company's calendar as a CSV file named `<report>-<day>.csv`: the columns of the
 * report screens' export, amounts in units, times on the company's clock. A day without parties is a file
 * with its header only, so the receiving side can tell "nothing happened" from "nothing came".
 */
export async function reportFile(
  tx: Tx,
  company: { id: string; timeZone: string },
  report: SftpReport,
  day: string,
) {
  const { status, day: column } = REPORTS[report];
  const rows = await findSummaries(
    tx,
    company.id,
    and(eq(p.status, status), within(column, zonedDayRange(day, day, company.timeZone))),
    { orderBy: [asc(column), asc(p.number)] },
  );
  const content = toCsv([
    HEADER,
    ...rows.map((row) => [
      row.number,
      row.guestName,
      row.phone,
      row.roomNumber,
      row.fromLocationName,
      row.toLocationName,
      wallTime(row.scheduledAt, company.timeZone),
      row.driverName ?? row.otherDriverName,
      row.adults + row.children,
      row.totalCents / 100,
      row.paidCents / 100,
    ]),
  ]);
  return { name: `${report}-${day}.csv`, content: `\uFEFF${content}\r\n` };
}
