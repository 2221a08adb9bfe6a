import { bigint, boolean, customType, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Binary data. PGlite answers bytea as Uint8Array and node-postgres as Buffer; both become Buffer here so the
 * rest of the code sees one type.
 */
export const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
export const companyId = () => uuid('company_id').notNull();
export const primaryId = () => uuid('id').notNull().defaultRandom();

/** A row that can be switched off: `status`, `active` (the default) or `inactive`. */
export const activeStatus = () =>
  text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active');

/** A row that can be switched off, as a flag: `active`, true by default. */
export const activeFlag = () => boolean('active').notNull().default(true);

/** Text that is empty rather than missing: not null, '' by default. */
export const blankText = (name: string) => text(name).notNull().default('');

/** When a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * Money in cents, 64-bit: a booking within the contract's limits (a top fare for 100 adults, 100 children and
 * 100 bags, fees and 100 % gratuity) passes 2^31 cents. Read as a JavaScript number, exact below 2^53 (ADR 25).
 */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** A ride's prices per adult, child and luggage item, in cents. */
export const ridePrices = () => ({
  adultCents: money('adult_cents').notNull(),
  childCents: money('child_cents').notNull(),
  luggageCents: money('luggage_cents').notNull(),
});

/**
 * One step of a status history (a party's, a wait-list entry's): what moved the row from which status to
 * which, who did, when, and whether an undo has taken the step back (undo steps are rows too).
 */
export const statusStep = () => ({
  action: text('action').notNull(),
  fromStatus: integer('from_status'),
  toStatus: integer('to_status').notNull(),
  userId: uuid('user_id'),
  userName: blankText('user_name'),
  undone: boolean('undone').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A text a company writes in every supported language and a guest reads in theirs: one JSON value `{ en, ar }`
 * per text (ADR 61), checked by the contract's `localizedText`; both empty by default.
 */
export const localizedColumn = (name: string) =>
  jsonb(name).$type<{ en: string; ar: string }>().notNull().default({ en: '', ar: '' });

/**
 * The columns of a queued delivery (an outbox row): where it stands, how many sends were tried, when the next
 * may be, and why the last failed. The message outbox and the push outbox (ADR 111) share them.
 */
export const queuedDelivery = () => ({
  status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
    .notNull()
    .default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
});
