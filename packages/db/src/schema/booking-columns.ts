import { type AnyPgColumn, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { blankText, money } from './columns.ts';

/*
 * The columns a guest's booking carries, whatever is booked (a party, a parking permit, a wait-list entry): who
 * it is for, the key of the guest's private link, and what has been paid.
 */

/** Who a booking is for and how to reach them: the guest's name, then phone, e-mail and room ('' when not given). */
export const guestContact = () => ({
  guestName: text('guest_name').notNull(),
  phone: blankText('phone'),
  email: blankText('email'),
  roomNumber: blankText('room_number'),
});

/**
 * The SHA-256 of the guest's private link key (256 random bits, base64url), unique platform-wide
 * (`guestKeyIndex`). The key itself is never stored: it is in the message that carried it (ADR 54).
 */
export const guestKey = () => text('guest_key').notNull();

/**
 * The hashes of the row's earlier link keys, newest first (at most `EARLIER_GUEST_KEYS`): every message that
 * carries a link carries a new key, and the link of an earlier text keeps opening the guest's page (ADR 54).
 */
export const guestKeyEarlier = () => text('guest_key_earlier').array().notNull().default([]);

/**
 * A guest link key opens one row of the platform: the unique index `<table>_guest_key_key` on the newest key,
 * and a GIN index on the earlier ones.
 */
export const guestKeyIndex = (table: string, t: { guestKey: AnyPgColumn; guestKeyEarlier: AnyPgColumn }) => [
  uniqueIndex(`${table}_guest_key_key`).on(t.guestKey),
  index(`${table}_guest_key_earlier_idx`).using('gin', t.guestKeyEarlier),
];

/** What a booking (a party, a permit) has been paid and refunded so far, in cents: its payments' running sums. */
export const paidAndRefunded = () => ({
  paidCents: money('paid_cents').notNull().default(0),
  refundedCents: money('refunded_cents').notNull().default(0),
});
