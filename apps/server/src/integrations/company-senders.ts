import { type Database, inScope, schema, type Tx } from '@curbside/db';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { decryptSecret } from '../lib/crypto.ts';
import { createCompanySmtpSender, type EmailSender, type SmtpDetails } from './email/email.ts';
import type { Resolver } from './outbound-guard.ts';
import { createLogSmsSender, type InfoLog, type SmsSender } from './sms/sms.ts';
import { createTwilioSender, type TwilioCredentials } from './sms/twilio.ts';
import { createVonageSender, type VonageCredentials } from './sms/vonage.ts';

export interface SmsCredentials {
  /** Whose provider it is: the company's own, the platform's (ADR 118), or none (the log provider). */
  source: 'company' | 'platform' | 'log';
  provider: 'log' | 'twilio' | 'vonage';
  twilio: TwilioCredentials | null;
  vonage: (VonageCredentials & { signatureSecret: string }) | null;
}

const open = (appSecret: string, sealed: string | null) => (sealed ? decryptSecret(appSecret, sealed) : null);

const NO_PROVIDER: SmsCredentials = { source: 'log', provider: 'log', twilio: null, vonage: null };

/** The provider and SMTP columns a company's row and the platform's share (ADR 118). */
export type MessagingColumns = Omit<
  typeof schema.platformMessagingSettings.$inferSelect,
  'id' | 'createdAt' | 'updatedAt'
>;

/**
 * One row's provider, opened with the platform key, when it can send: null for the log provider, or a provider
 * whose secrets are missing or cannot be opened (APP_SECRET changed), so nothing goes with half a configuration.
 * `twilioFrom` is the sender to use in place of the row's own (a company's number on the platform's account).
 */
function usableProvider(
  appSecret: string,
  source: 'company' | 'platform',
  row: MessagingColumns | undefined,
  twilioFrom: string | null = null,
): SmsCredentials | null {
  if (row?.smsProvider === 'twilio') {
    const authToken = open(appSecret, row.twilioAuthTokenSealed);
    const fromNumber = twilioFrom ?? row.twilioFromNumber;
    if (!row.twilioAccountSid || !authToken || !fromNumber) return null;
    const twilio = { accountSid: row.twilioAccountSid, authToken, fromNumber };
    return { source, provider: 'twilio', twilio, vonage: null };
  }
  if (row?.smsProvider === 'vonage') {
    const apiSecret = open(appSecret, row.vonageApiSecretSealed);
    const signatureSecret = open(appSecret, row.vonageSignatureSecretSealed);
    if (!row.vonageApiKey || !apiSecret || !signatureSecret || !row.vonageFromNumber) return null;
    const vonage = { apiKey: row.vonageApiKey, apiSecret, signatureSecret, fromNumber: row.vonageFromNumber };
    return { source, provider: 'vonage', twilio: null, vonage };
  }
  return null;
}

export async function platformSettingsRow(tx: Tx): Promise<MessagingColumns | undefined> {
  const [row] = await tx.select().from(schema.platformMessagingSettings);
  return row;
}

/**
 * The provider a company's texts go through, and that signs its webhooks: its own chosen provider when it can
 * send; else the platform's (ADR 118), on Twilio from the number the platform set up for the company when it
 * has one; else the log provider. Read in platform scope (the platform's row is the platform's alone).
 */
export async function smsCredentials(tx: Tx, appSecret: string, companyId: string): Promise<SmsCredentials> {
  const m = schema.messagingSettings;
  const [row] = await tx.select().from(m).where(eq(m.companyId, companyId));
  return (
    usableProvider(appSecret, 'company', row) ??
    usableProvider(appSecret, 'platform', await platformSettingsRow(tx), row?.platformNumber ?? null) ??
    NO_PROVIDER
  );
}

/** Picks the sender of each message's company. */
export interface SmsRouter {
  senderFor(companyId: string | null): Promise<SmsSender>;
}

/**
 * The outbox's router: the provider of `smsCredentials`, read when each message is sent (so a change of
 * provider applies to the next message): the company's, else the platform's, else the log provider.
 */
export function createSmsRouter(db: Database, config: Config, log: InfoLog): SmsRouter {
  const logSender = createLogSmsSender(log);
  return {
    async senderFor(companyId) {
      if (!companyId) return logSender;
      const credentials = await inScope(db, { kind: 'platform' }, (tx) =>
        smsCredentials(tx, config.appSecret, companyId),
      );
      // Delivery reports need an address the provider can reach: only with a configured public URL.
      const statusHook = (provider: string) =>
        config.publicUrl
          ? `${config.publicUrl.replace(/\/$/, '')}/api/SmsWebhook/${provider}Status?companyId=${companyId}`
          : undefined;
      if (credentials.twilio) {
        return createTwilioSender(config.twilioApiUrl, credentials.twilio, statusHook('Twilio'));
      }
      if (credentials.vonage) {
        return createVonageSender(config.vonageApiUrl, credentials.vonage, statusHook('Vonage'));
      }
      return logSender;
    },
  };
}

/** A row's SMTP details, opened with the platform key; null without them or when the password cannot be opened. */
function smtpOf(appSecret: string, row: MessagingColumns | undefined): SmtpDetails | null {
  if (!row?.smtpHost || !row.smtpPort || !row.smtpFromAddress) return null;
  const password = open(appSecret, row.smtpPasswordSealed);
  if (row.smtpPasswordSealed && password === null) return null;
  return {
    host: row.smtpHost,
    port: row.smtpPort,
    secure: row.smtpSecure ?? false,
    userName: row.smtpUserName,
    password,
    fromAddress: row.smtpFromAddress,
  };
}

/**
 * The company's own SMTP details, opened with the platform key; null when it saved none (its e-mail then goes
 * through the platform's server) or its password cannot be opened.
 */
export async function companySmtp(tx: Tx, appSecret: string, companyId: string): Promise<SmtpDetails | null> {
  const m = schema.messagingSettings;
  const [row] = await tx.select().from(m).where(eq(m.companyId, companyId));
  return smtpOf(appSecret, row);
}

/**
 * The e-mail sender of a message: the company's own SMTP details, else the platform's saved ones (ADR 118);
 * null leaves it to the worker's server of SMTP_URL. For the outbox worker; tests hand a resolver and the
 * certificate of their local server.
 */
export const createCompanyEmail =
  (db: Database, config: Config, testing: { resolve?: Resolver; trustedCa?: string } = {}) =>
  async (companyId: string | null): Promise<EmailSender | null> => {
    const details = await inScope(db, { kind: 'platform' }, async (tx) => {
      const own = companyId ? await companySmtp(tx, config.appSecret, companyId) : null;
      return own ?? smtpOf(config.appSecret, await platformSettingsRow(tx));
    });
    const policy = { allowPrivate: config.outboundAllowPrivate, resolve: testing.resolve };
    return details ? createCompanySmtpSender(details, { policy, trustedCa: testing.trustedCa }) : null;
  };
