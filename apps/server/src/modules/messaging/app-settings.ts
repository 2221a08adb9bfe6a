import type { AppSettingUpdate, credentialEntry, smtpSettingsEntry } from '@curbside/contract';
import type { z } from 'zod';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import type { MessagingColumns } from '../../integrations/company-senders.ts';
import { refuseUnusableServer } from '../../integrations/outbound-guard.ts';
import { encryptSecret } from '../../lib/crypto.ts';
import { type ChangeCall, companyChange, inCompany } from '../../resources/company-change.ts';
import * as settings from './settings.repository.ts';

type Credential = z.infer<typeof credentialEntry>;
type SmtpSettings = z.infer<typeof smtpSettingsEntry>;
type SmtpUpdate = Extract<AppSettingUpdate, { type: 'SMTP' }>;
type Kept = { isSet: boolean };

/** Only whether a secret is kept: no part of it (not even its last characters) leaves the server. */
const kept = (sealed: string | null | undefined): Kept => ({ isSet: Boolean(sealed) });

export function credentialsOf(row: MessagingColumns | undefined): Credential[] {
  const provider = row?.smsProvider ?? 'log';
  return [
    { type: 'SMS', provider: 'log', active: provider === 'log', settings: {}, secrets: {} },
    {
      type: 'SMS',
      provider: 'twilio',
      active: provider === 'twilio',
      settings: {
        accountSid: row?.twilioAccountSid ?? null,
        fromNumber: row?.twilioFromNumber ?? null,
      },
      secrets: { authToken: kept(row?.twilioAuthTokenSealed ?? null) },
    },
    {
      type: 'SMS',
      provider: 'vonage',
      active: provider === 'vonage',
      settings: { apiKey: row?.vonageApiKey ?? null, fromNumber: row?.vonageFromNumber ?? null },
      secrets: {
        apiSecret: kept(row?.vonageApiSecretSealed ?? null),
        signatureSecret: kept(row?.vonageSignatureSecretSealed ?? null),
      },
    },
    {
      type: 'SMTP',
      provider: 'smtp',
      active: Boolean(row?.smtpHost),
      settings: {
        host: row?.smtpHost ?? null,
        port: row?.smtpPort ?? null,
        secure: row?.smtpSecure ?? false,
        userName: row?.smtpUserName ?? null,
        fromAddress: row?.smtpFromAddress ?? null,
      },
      secrets: { password: kept(row?.smtpPasswordSealed ?? null) },
    },
  ];
}

function smtpOf(row: settings.SettingsRow | undefined): SmtpSettings {
  return {
    configured: Boolean(row?.smtpHost),
    host: row?.smtpHost ?? null,
    port: row?.smtpPort ?? null,
    secure: row?.smtpSecure ?? false,
    userName: row?.smtpUserName ?? null,
    password: kept(row?.smtpPasswordSealed ?? null),
    fromAddress: row?.smtpFromAddress ?? null,
  };
}

export const listCredentials = (deps: Deps, caller: CompanyUserPrincipal, type: 'SMS' | 'SMTP' | undefined) =>
  inCompany(deps, caller, async (tx) => {
    const all = credentialsOf(await settings.settingsRow(tx, caller.companyId));
    return { items: type ? all.filter((entry) => entry.type === type) : all };
  });

export const smtpSettings = (deps: Deps, caller: CompanyUserPrincipal) =>
  inCompany(deps, caller, async (tx) => smtpOf(await settings.settingsRow(tx, caller.companyId)));

/** A new secret sealed, or the stored one kept when the field was left out or empty. */
const sealOr = (appSecret: string, plain: string | undefined, stored: string | null | undefined) =>
  plain ? encryptSecret(appSecret, plain) : (stored ?? null);

/**
 * The sealed SMTP password to store. The kept one stays only while host, port and user name stay: a kept
 * password never follows the details to another server (whoever changes the server types it again), and
 * without a user name none is kept.
 */
function smtpPassword(appSecret: string, input: SmtpUpdate, before: MessagingColumns | undefined) {
  const userName = input.userName || null;
  if (!userName) return null;
  if (input.password) return encryptSecret(appSecret, input.password);
  const stored = before?.smtpPasswordSealed ?? null;
  const sameServer =
    before?.smtpHost?.toLowerCase() === input.host.toLowerCase() &&
    before.smtpPort === input.port &&
    before.smtpUserName === userName;
  if (!stored || sameServer) return stored;
  throw badRequest('Type the password again for another server or user name', [
    { path: 'body.password', message: 'passwordForNewServer', code: 'passwordForNewServer' },
  ]);
}

/** The columns an update writes: the SMS ones or the SMTP ones, never both, so the other part is kept. */
export function columnsOf(appSecret: string, input: AppSettingUpdate, before: MessagingColumns | undefined) {
  if (input.type === 'SMTP') {
    return {
      smtpHost: input.host,
      smtpPort: input.port,
      smtpSecure: input.secure,
      smtpUserName: input.userName || null,
      smtpPasswordSealed: smtpPassword(appSecret, input, before),
      smtpFromAddress: input.fromAddress,
    };
  }
  const columns = {
    smsProvider: input.provider,
    twilioAccountSid: input.twilioAccountSid,
    twilioAuthTokenSealed: sealOr(appSecret, input.twilioAuthToken, before?.twilioAuthTokenSealed),
    twilioFromNumber: input.twilioFromNumber,
    vonageApiKey: input.vonageApiKey,
    vonageApiSecretSealed: sealOr(appSecret, input.vonageApiSecret, before?.vonageApiSecretSealed),
    vonageSignatureSecretSealed: sealOr(
      appSecret,
      input.vonageSignatureSecret,
      before?.vonageSignatureSecretSealed,
    ),
    vonageFromNumber: input.vonageFromNumber,
  };
  // The chosen provider must be able to send and to verify its callbacks.
  const needed: [string, unknown][] =
    input.provider === 'twilio'
      ? [
          ['twilioAccountSid', columns.twilioAccountSid],
          ['twilioAuthToken', columns.twilioAuthTokenSealed],
          ['twilioFromNumber', columns.twilioFromNumber],
        ]
      : input.provider === 'vonage'
        ? [
            ['vonageApiKey', columns.vonageApiKey],
            ['vonageApiSecret', columns.vonageApiSecretSealed],
            ['vonageSignatureSecret', columns.vonageSignatureSecretSealed],
            ['vonageFromNumber', columns.vonageFromNumber],
          ]
        : [];
  const missing = needed.filter(([, value]) => !value).map(([name]) => name);
  if (missing.length > 0) {
    throw badRequest(
      'Required for this provider',
      missing.map((name) => ({
        path: `body.${name}`,
        message: 'requiredForProvider',
        code: 'requiredForProvider',
      })),
    );
  }
  return columns;
}

/**
 * Saves the company's SMS provider or SMTP details in one upsert on its row. The audit row keeps the view
 * before and after, where a secret is only "kept" or not: it never reaches the audit log or an answer.
 */
const saveAppSetting = companyChange(async (tx, { deps, caller, input }: ChangeCall<AppSettingUpdate>) => {
  const secret = deps.config.appSecret;
  const before = await settings.settingsRow(tx, caller.companyId);
  const columns = columnsOf(secret, input, before);
  const after = await settings.saveSettings(tx, caller.companyId, columns);
  const view = (row: settings.SettingsRow | undefined) =>
    credentialsOf(row).filter((entry) => entry.type === input.type);
  return {
    result: { items: credentialsOf(after) },
    change: {
      action: input.type === 'SMS' ? 'messaging_settings.sms_updated' : 'messaging_settings.smtp_updated',
      entity: 'messaging_settings',
      entityId: null,
      before: view(before),
      after: view(after),
    },
  };
});

/**
 * Refuses an SMTP server the outbound guard would refuse (400 on its field). It runs before the transaction
 * (its DNS look-up is network I/O), and again on every send.
 */
export async function checkSmtpServer(deps: Deps, input: AppSettingUpdate): Promise<void> {
  if (input.type === 'SMTP') {
    const policy = { allowPrivate: deps.config.outboundAllowPrivate };
    await refuseUnusableServer('smtp', input.host, input.port, policy);
  }
}

/** `AppSettings/UpdateAppSetting`: the SMTP server checked first (`checkSmtpServer`). */
export async function updateAppSetting(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: AppSettingUpdate,
) {
  await checkSmtpServer(deps, input);
  return saveAppSetting(deps, ctx, caller, input);
}
