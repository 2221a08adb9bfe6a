import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, text, uuid } from 'drizzle-orm/pg-core';
import { guestIndexes, guestLinkKeys, guestPhoneReversed, guestRef } from './booking-columns.ts';
import { activeStatus, blankText, statusStep, timestamps, tstz } from './columns.ts';
import { companyTable, namedCompanyTable, sameCompanyRef } from './company-row.ts';

/**
 * A queue a company keeps (a restaurant's tables, the taxi line, a shuttle queue): its default quote before
 * there is history, how long a notified guest is held, and the position at which a guest is told "you're next".
 */
export const waitTypes = namedCompanyTable('wait_types', {
  defaultQuoteMinutes: integer('default_quote_minutes').notNull().default(15),
  holdMinutes: integer('hold_minutes').notNull().default(10),
  nextAtPosition: integer('next_at_position').notNull().default(2),
  status: activeStatus(),
});

export const WAIT_LIST_ALERTS = ['none', 'ahead3', 'minutes10'] as const;

/** A guest on the wait list (DOMAIN.md, "The wait list"); status codes are the domain's WAIT_STATUS. */
export const waitListEntries = companyTable(
  'wait_list_entries',
  {
    waitTypeId: uuid('wait_type_id').notNull(),
    guestName: text('guest_name').notNull(),
    phone: blankText('phone'),
    guestRef: guestRef(false),
    guestPhoneReversed: guestPhoneReversed(),
    language: text('language').notNull().default('en'),
    partySize: integer('party_size').notNull(),
    notes: blankText('notes'),
    status: integer('status').notNull().default(11),
    version: integer('version').notNull().default(1),
    /** What the host quoted, and what history suggested with how many past entries behind it. */
    quotedMinutes: integer('quoted_minutes').notNull(),
    suggestedMinutes: integer('suggested_minutes').notNull(),
    suggestedBasedOn: integer('suggested_based_on').notNull(),
    /** The party-size band and hour of the week (company zone) at joining: the cell later quotes learn from. */
    sizeBand: integer('size_band').notNull(),
    hourOfWeek: integer('hour_of_week').notNull(),
    /** Minutes added to the promise by delay broadcasts. */
    delayMinutes: integer('delay_minutes').notNull().default(0),
    ...guestLinkKeys(),
    /** The site the host added the guest from: every text's link points there, the sweep's too. */
    linkBase: blankText('link_base'),
    alert: text('alert', { enum: WAIT_LIST_ALERTS }).notNull().default('none'),
    alertSent: boolean('alert_sent').notNull().default(false),
    nextSent: boolean('next_sent').notNull().default(false),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
    notifiedAt: tstz('notified_at'),
    /** When the guest replied 1 to the "your turn" text. */
    confirmedAt: tstz('confirmed_at'),
    endedAt: tstz('ended_at'),
    /** Minutes from joining to being called (notified, or served straight from the queue). */
    actualWaitMinutes: integer('actual_wait_minutes'),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    ...guestIndexes('wait_list_entries', t),
    index('wait_list_entries_open_idx').on(t.companyId, t.status, t.joinedAt),
    index('wait_list_entries_company_created_idx').on(t.companyId, t.createdAt),
    index('wait_list_entries_history_idx').on(t.companyId, t.waitTypeId, t.sizeBand, t.hourOfWeek),
    index('wait_list_entries_ended_idx').on(t.companyId, t.endedAt),
    sameCompanyRef(t, t.waitTypeId, waitTypes),
    check('wait_list_entries_status_check', sql`${t.status} in (6, 10, 11, 12, 13, 14)`),
  ],
);

/** Each status change of an entry, which undo reads back (like the party's history). */
export const waitListHistory = companyTable(
  'wait_list_history',
  {
    entryId: uuid('entry_id').notNull(),
    ...statusStep(),
  },
  (t) => [
    index('wait_list_history_entry_idx').on(t.companyId, t.entryId, t.createdAt),
    sameCompanyRef(t, t.entryId, waitListEntries),
  ],
);
