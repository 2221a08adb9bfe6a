import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { activeFlag, localizedColumn, timestamps } from './columns.ts';
import { companySettingsTable, companyTable } from './company-row.ts';

/** A choice of a custom field: its key is what a party keeps, its label is shown in every language. */
export interface StoredChoice {
  key: string;
  label: { en: string; ar: string };
}

/**
 * A company's own booking field (ADR 0085): its label in every language, its kind, its choices, required or
 * not, where it is asked and whether the board's card shows it. Parties keep their answers in `custom_values`
 * keyed by the field's id, so a field deleted leaves its answers in the records and nothing to cascade.
 */
export const customFields = companyTable(
  'custom_fields',
  {
    label: localizedColumn('label'),
    kind: text('kind', { enum: ['text', 'number', 'choice', 'date', 'yesNo'] }).notNull(),
    required: boolean('required').notNull().default(false),
    choices: jsonb('choices').$type<StoredChoice[]>().notNull().default([]),
    onReservationForm: boolean('on_reservation_form').notNull().default(true),
    onGuestLink: boolean('on_guest_link').notNull().default(false),
    onKiosk: boolean('on_kiosk').notNull().default(false),
    onBoardCard: boolean('on_board_card').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: activeFlag(),
    ...timestamps(),
  },
  (t) => [
    check('custom_fields_kind', sql`${t.kind} in ('text', 'number', 'choice', 'date', 'yesNo')`),
    index('custom_fields_company_position_idx').on(t.companyId, t.position),
  ],
);

/** Which built-in optional booking fields the company shows: one row once it saves (all shown until then). */
export const builtInFields = companySettingsTable('built_in_fields', {
  roomNumber: boolean('room_number').notNull(),
  email: boolean('email').notNull(),
  flightNumber: boolean('flight_number').notNull(),
  luggage: boolean('luggage').notNull(),
  externalNotes: boolean('external_notes').notNull(),
  couponCode: boolean('coupon_code').notNull(),
});
