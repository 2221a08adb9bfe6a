import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, queuedDelivery, tstz } from './columns.ts';
import { companies } from './platform.ts';

/**
 * Outbound messages. A row is written in the business transaction (the outbox); a worker claims rows with
 * FOR UPDATE SKIP LOCKED, sends them through the provider and records the result.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: primaryId().primaryKey(),
    companyId: uuid('company_id').references(() => companies.id),
    /** The party a guest message is about; the party drawer lists its messages. */
    partyId: uuid('party_id'),
    /** The wait-list entry a guest message is about; its report lists them and a resend finds the latest. */
    waitListEntryId: uuid('wait_list_entry_id'),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    templateCode: text('template_code').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** An e-mail's HTML part beside `body`, its plain text (the confirmation cards'); null sends text only. */
    html: text('html'),
    /**
     * A file of the company's store the HTML shows inline as `cid:logo` (the confirmation's logo, ADR 0123):
     * attached by the worker when it sends, so the row keeps a name, not the bytes.
     */
    inlineLogoSha256: text('inline_logo_sha256'),
    ...queuedDelivery(),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    /** The SMS provider that accepted the message and its id there; delivery callbacks name it. */
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    /**
     * What the provider last said of the message: queued < sent < delivered or failed. It only moves forward
     * (a late `sent` never overwrites `delivered`), so callbacks may repeat and come in any order.
     */
    deliveryStatus: text('delivery_status', { enum: ['queued', 'sent', 'delivered', 'failed'] }),
    deliveryUpdatedAt: tstz('delivery_updated_at'),
    /** The SMS segments the text counted when it was sent: the month's usage against the allowance. */
    segments: integer('segments'),
    /** The staff member who wrote a conversation reply; null for the texts the product sends itself. */
    sentBy: uuid('sent_by'),
    /** The text this e-mail stands in for, when a text failed and the guest has an e-mail address. */
    fallbackFor: uuid('fallback_for'),
  },
  (t) => [
    index('outbox_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_messages_party_idx').on(t.companyId, t.partyId),
    index('outbox_messages_wait_list_idx').on(t.companyId, t.waitListEntryId),
    index('outbox_messages_provider_idx').on(t.companyId, t.provider, t.providerMessageId),
    index('outbox_messages_usage_idx').on(t.companyId, t.channel, t.sentAt),
    /** The platform's month of texts (ADR 89). */
    index('outbox_messages_created_idx').on(t.createdAt),
    /** The platform's failing deliveries, newest first: the few failed rows only (ADR 89). */
    index('outbox_messages_failing_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed' or ${t.deliveryStatus} = 'failed'`),
  ],
);
