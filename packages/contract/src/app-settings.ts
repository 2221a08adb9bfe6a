import { z } from 'zod';
import { companyOnlyOptional, itemsOf, optionalCompany } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';

export const smsProvider = z.enum(['log', 'twilio', 'vonage']);
export type SmsProviderName = z.infer<typeof smsProvider>;
export const credentialType = z.enum(['SMS', 'SMTP']);

/**
 * What a message's `error` says when the company's own SMTP server did not take it: a code the web words, never
 * the server's own words. `SMTP_DESTINATION_REFUSED`: the outbound guard refused the server (not a public
 * address, not an SMTP port); `SMTP_FAILED`: anything else (unreachable, no TLS for the password, refused).
 */
export const smtpFailure = z.enum(['SMTP_DESTINATION_REFUSED', 'SMTP_FAILED']);
export type SmtpFailure = z.infer<typeof smtpFailure>;

/** A secret as it is shown: only whether one is kept, no part of it. */
export const keptSecret = z.object({ isSet: z.boolean() });

export const credentialEntry = z.object({
  type: credentialType,
  /** `smtp` for the SMTP details. */
  provider: z.enum(['log', 'twilio', 'vonage', 'smtp']),
  /** The provider texts go through; for SMTP, whether the company's own details are used. */
  active: z.boolean(),
  /** Plain settings (account id, sender number, host...). */
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  secrets: z.record(z.string(), keptSecret),
});

export const smtpSettingsEntry = z.object({
  /** True once the company saved its own SMTP details; else e-mail goes through the platform's. */
  configured: z.boolean(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  secure: z.boolean(),
  userName: z.string().nullable(),
  password: keptSecret,
  fromAddress: z.string().nullable(),
});

export const e164 = z
  .string()
  .trim()
  .regex(/^\+[1-9][0-9]{7,14}$/, 'phone');
/** A secret field of an update: left out (or empty) keeps the stored one (the SMTP password: on the same server only). */
export const newSecret = z.string().trim().max(200).optional();

/** A server's host name or address as a company types it (its SMTP server, its SFTP server). */
export const hostName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(253)
  .regex(/^[A-Za-z0-9.-]+$/, 'hostName');

export const smsUpdate = z.object({
  ...optionalCompany,
  type: z.literal('SMS'),
  provider: smsProvider,
  twilioAccountSid: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'twilioAccountSid')
    .nullable()
    .default(null),
  twilioAuthToken: newSecret,
  twilioFromNumber: e164.nullable().default(null),
  vonageApiKey: z
    .string()
    .trim()
    .regex(/^[0-9a-zA-Z]{4,40}$/)
    .nullable()
    .default(null),
  vonageApiSecret: newSecret,
  vonageSignatureSecret: newSecret,
  vonageFromNumber: e164.nullable().default(null),
});

export const smtpUpdate = z.object({
  ...optionalCompany,
  type: z.literal('SMTP'),
  host: hostName,
  port: z.number().int().min(1).max(65_535),
  secure: z.boolean(),
  userName: z.string().trim().max(200).nullable().default(null),
  password: newSecret,
  fromAddress: z.email('email').max(254),
});

/** Which provider sends the company's texts and with what credentials, or its SMTP details. */
export const appSettingUpdate = z.discriminatedUnion('type', [smsUpdate, smtpUpdate]);
export type AppSettingUpdate = z.infer<typeof appSettingUpdate>;

/** The AppSettings area: the company's SMS provider credentials and SMTP details. */
export const appSettings = {
  getCredentialsList: endpoint({
    method: 'POST',
    path: 'AppSettings/GetCredentialsList',
    reads: ['messagingSettings'],
    summary:
      "The company's SMS providers and SMTP details; of a secret only whether one is kept; one type with `type`.",
    permission: 'rule:settings.manage',
    query: z.object({ type: credentialType.optional() }),
    body: companyOnlyOptional,
    response: itemsOf(credentialEntry),
  }),
  getSmtpSettings: endpoint({
    method: 'POST',
    path: 'AppSettings/GetSmtpSettings',
    reads: ['messagingSettings'],
    summary:
      "The company's SMTP details, of the password only whether one is kept; not configured means the platform's are used.",
    permission: 'rule:settings.manage',
    query: noQuery,
    body: companyOnlyOptional,
    response: smtpSettingsEntry,
  }),
  updateAppSetting: endpoint({
    method: 'POST',
    path: 'AppSettings/UpdateAppSetting',
    writes: ['messagingSettings'],
    summary:
      "Sets the company's SMS provider and its credentials, or its SMTP details; secrets are kept encrypted, and one left out is kept, except the SMTP password when host, port or user name change (400 `passwordForNewServer`). The SMTP server must be a public address on port 25, 465, 587 or 2525 (400 `publicHostOnly`, `smtpPort`); a password is sent only over TLS.",
    permission: 'rule:settings.manage',
    query: noQuery,
    body: appSettingUpdate,
    response: itemsOf(credentialEntry),
  }),
};
