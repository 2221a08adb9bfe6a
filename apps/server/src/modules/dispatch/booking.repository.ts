import type { AskedField } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { companyRow, ownColumns } from '../../resources/table-store.ts';
import type { BookingChannel } from './booking-rules.ts';
import { asRead, p } from './parties.repository.ts';

const st = schema.tripScheduleTimes;

/** Holds the departure's row until the transaction ends, so two bookings cannot both take its last seats. */
export function lockDeparture(tx: Tx, companyId: string, departureId: string) {
  return companyRow(tx, st, companyId, departureId, {
    columns: ownColumns(st, 'id', 'tripId', 'weekday', 'seats'),
    lock: true,
  });
}

/** What an edit starts from. */
export function findEditable(tx: Tx, companyId: string, partyId: string) {
  return companyRow(tx, p, companyId, partyId, {
    columns: ownColumns(
      p,
      'id',
      'number',
      'status',
      'version',
      'couponCode',
      'gratuityPercent',
      'scheduledAt',
      'adults',
      'children',
      'luggage',
      'roomNumber',
      'email',
      'flightNumber',
      'externalNotes',
      'customValues',
    ),
  });
}

export type PartyValues = Omit<
  typeof p.$inferInsert,
  'companyId' | 'id' | 'number' | 'status' | 'guestKey' | 'version' | 'createdAt' | 'updatedAt'
>;

export async function insertParty(
  tx: Tx,
  companyId: string,
  values: PartyValues & { status: number; guestKey: string },
) {
  const [row] = await tx
    .insert(p)
    .values({ companyId, ...values })
    .returning({ id: p.id, number: p.number });
  if (!row) throw new Error('party insert returned nothing');
  return row;
}

/** The edit, only at the version and status read (zero rows: someone else changed it). */
export async function updateParty(
  tx: Tx,
  companyId: string,
  state: { id: string; status: number; version: number },
  values: PartyValues,
) {
  const [row] = await tx
    .update(p)
    .set({ ...values, version: sql`${p.version} + 1`, updatedAt: new Date() })
    .where(asRead(companyId, state))
    .returning({ id: p.id });
  return row;
}

/** The ids of the parties of one booking, in the order they leave. */
export async function bookingPartyIds(tx: Tx, companyId: string, bookingKey: string) {
  const rows = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.bookingKey, bookingKey)))
    .orderBy(p.scheduledAt, p.number);
  return rows.map((row) => row.id);
}

/** Where each channel asks a field: staff at the console (or in the driver's app), the guest's link, a kiosk. */
const fields = schema.customFields;
const SURFACE = {
  staff: fields.onReservationForm,
  guest: fields.onGuestLink,
  kiosk: fields.onKiosk,
} as const;

/** The active custom fields a channel asks, in the company's order. */
export function askedFields(tx: Tx, companyId: string, channel: BookingChannel): Promise<AskedField[]> {
  return tx
    .select(ownColumns(fields, 'id', 'label', 'kind', 'required', 'choices'))
    .from(fields)
    .where(and(eq(fields.companyId, companyId), eq(fields.active, true), eq(SURFACE[channel], true)))
    .orderBy(asc(fields.position), asc(fields.createdAt));
}
