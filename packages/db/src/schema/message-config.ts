import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, tstz } from './columns.ts';
import { companyKeyedTable, companySettingsTable, companyTable } from './company-row.ts';

/**
 * A company's own text for one message event in one language. No row means the company uses the default of
 * `@curbside/domain` (DEFAULT_TEMPLATES), which stays in code so it cannot drift from the event list.
 */
export const messageTemplates = companyKeyedTable(
  'message_templates',
  {
    eventCode: text('event_code').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by'),
    ...timestamps(),
  },
  (t) => [t.eventCode, t.language],
);

export const SMS_PROVIDERS = ['log', 'twilio', 'vonage'] as const;

/**
 * The columns of an SMS provider and SMTP details, a company's or the platform's. Secrets are kept sealed with
 * the platform key (`v1.` AES-256-GCM text, ADR 16) and never answered whole.
 */
const messagingColumns = () => ({
  smsProvider: text('sms_provider', { enum: SMS_PROVIDERS }).notNull().default('log'),
  twilioAccountSid: text('twilio_account_sid'),
  twilioAuthTokenSealed: text('twilio_auth_token_sealed'),
  twilioFromNumber: text('twilio_from_number'),
  vonageApiKey: text('vonage_api_key'),
  vonageApiSecretSealed: text('vonage_api_secret_sealed'),
  vonageSignatureSecretSealed: text('vonage_signature_secret_sealed'),
  vonageFromNumber: text('vonage_from_number'),
  smtpHost: text('smtp_host'),
  smtpPort: integer('smtp_port'),
  smtpSecure: boolean('smtp_secure'),
  smtpUserName: text('smtp_user_name'),
  smtpPasswordSealed: text('smtp_password_sealed'),
  smtpFromAddress: text('smtp_from_address'),
});

/**
 * A company's SMS provider and SMTP details: one row per company, added by its first update. The number the
 * platform bought or assigned it on the platform's Twilio account (ADR 118) is its sender while it has no
 * provider of its own.
 */
export const messagingSettings = companySettingsTable('messaging_settings', {
  ...messagingColumns(),
  platformNumber: text('platform_number'),
  platformNumberSid: text('platform_number_sid'),
});

/**
 * The platform's own SMS provider and SMTP details (ADR 118), used for a company that has none: one row at
 * most (its key is always 'platform'), read and written by the platform alone (`PLATFORM_ONLY_TABLES`).
 */
export const platformMessagingSettings = pgTable(
  'platform_messaging_settings',
  {
    id: text('id').primaryKey().default('platform'),
    ...messagingColumns(),
    ...timestamps(),
  },
  (t) => [check('platform_messaging_settings_one_row', sql`${t.id} = 'platform'`)],
);

/** Numbers that texted STOP (or a synonym) to the company: no text goes to them until they text START. */
export const smsOptOuts = companyKeyedTable(
  'sms_opt_outs',
  {
    /** E.164. */
    phone: text('phone').notNull(),
    optedOutAt: tstz('opted_out_at').notNull().defaultNow(),
  },
  (t) => [t.phone],
);

/**
 * Texts guests sent the company, as the provider's webhook delivered them. The provider's message id is
 * unique per company and provider, so a webhook delivered twice is kept (and acted on) once.
 */
export const smsInboundMessages = companyTable(
  'sms_inbound_messages',
  {
    provider: text('provider', { enum: SMS_PROVIDERS }).notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    fromPhone: text('from_phone').notNull(),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    /** `stop`, `start` or `help` when the text was a keyword; null for an ordinary reply. */
    keyword: text('keyword', { enum: ['stop', 'start', 'help'] }),
    receivedAt: createdAt(),
    /** The party whose conversation it joined: the latest active party of the company with that phone. */
    partyId: uuid('party_id'),
    /** When the desk opened the conversation after this text arrived; null while it is unread. */
    readAt: tstz('read_at'),
  },
  (t) => [
    index('sms_inbound_messages_party_idx').on(t.companyId, t.partyId, t.receivedAt),
    uniqueIndex('sms_inbound_messages_provider_id_key').on(t.companyId, t.provider, t.providerMessageId),
    index('sms_inbound_messages_from_idx').on(t.companyId, t.fromPhone, t.receivedAt),
  ],
);

/**
 * A delivery report that arrived before the worker recorded the provider's id of its message (the provider
 * can call back faster than our write after its answer). Kept here and applied when the id is recorded.
 */
export const smsEarlyDeliveries = companyKeyedTable(
  'sms_early_deliveries',
  {
    provider: text('provider', { enum: SMS_PROVIDERS }).notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'delivered', 'failed'] }).notNull(),
    error: text('error'),
    receivedAt: createdAt(),
  },
  (t) => [t.provider, t.providerMessageId],
);

/** The quota alerts a company was sent: one per month (`YYYY-MM`, company time) and threshold. */
export const messageQuotaAlerts = companyKeyedTable(
  'message_quota_alerts',
  {
    month: text('month').notNull(),
    percent: integer('percent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [t.month, t.percent],
);
