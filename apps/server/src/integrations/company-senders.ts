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
  provider: 'log' | 'twilio' | 'vonage';
  twilio: TwilioCredentials | null;
  vonage: (VonageCredentials & { signatureSecret: string }) | null;
}

const open = (appSecret: string, sealed: string | null) => (sealed ? decryptSecret(appSecret, sealed) : null);

/**
 * A company's SMS provider and its credentials, opened with the platform key. A provider whose secrets are
 * missing or cannot be opened (APP_SECRET changed) is null, so nothing is sent with half a configuration.
 */
export async function smsCredentials(tx: Tx, appSecret: string, companyId: string): Promise<SmsCredentials> {
  const m = schema.messagingSettings;
  const [row] = await tx.select().from(m).where(eq(m.companyId, companyId));
  if (!row) return { provider: 'log', twilio: null, vonage: null };
  const authToken = open(appSecret, row.twilioAuthTokenSealed);
  const apiSecret = open(appSecret, row.vonageApiSecretSealed);
  const signatureSecret = open(appSecret, row.vonageSignatureSecretSealed);
  return {
    provider: row.smsProvider,
    twilio:
      row.twilioAccountSid && authToken && row.twilioFromNumber
        ? { accountSid: row.twilioAccountSid, authToken, fromNumber: row.twilioFromNumber }
        : null,
    vonage:
      row.vonageApiKey && apiSecret && signatureSecret && row.vonageFromNumber
        ? { apiKey: row.vonageApiKey, apiSecret, signatureSecret, fromNumber: row.vonageFromNumber }
        : null,
  };
}

/** Picks the sender of each message's company. */
export interface SmsRouter {
  senderFor(companyId: string | null): Promise<SmsSender>;
}

/**
 * The outbox's router: the company's chosen provider with its credentials, read when its message is sent (so
 * a change of provider applies to the next message); the log provider for a company that chose none, or
 * whose chosen provider lacks its credentials.
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
      if (credentials.provider === 'twilio' && credentials.twilio) {
        return createTwilioSender(config.twilioApiUrl, credentials.twilio, statusHook('Twilio'));
      }
      if (credentials.provider === 'vonage' && credentials.vonage) {
        return createVonageSender(config.vonageApiUrl, credentials.vonage, statusHook('Vonage'));
      }
      return logSender;
    },
  };
}

/**
 * The company's own SMTP details, opened with the platform key; null when it saved none (its e-mail then goes
 * through the platform's server) or its password cannot be opened.
 */
export async function companySmtp(tx: Tx, appSecret: string, companyId: string): Promise<SmtpDetails | null> {
  const m = schema.messagingSettings;
  const [row] = await tx.select().from(m).where(eq(m.companyId, companyId));
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
 * The e-mail sender of a company that keeps its own SMTP details, for the outbox worker. Tests hand a resolver
 * and the certificate of their local server.
 */
export const createCompanyEmail =
  (db: Database, config: Config, testing: { resolve?: Resolver; trustedCa?: string } = {}) =>
  async (companyId: string | null): Promise<EmailSender | null> => {
    if (!companyId) return null;
    const details = await inScope(db, { kind: 'platform' }, (tx) =>
      companySmtp(tx, config.appSecret, companyId),
    );
    const policy = { allowPrivate: config.outboundAllowPrivate, resolve: testing.resolve };
    return details ? createCompanySmtpSender(details, { policy, trustedCa: testing.trustedCa }) : null;
  };
