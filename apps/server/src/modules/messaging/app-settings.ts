import type { AppSettingUpdate, credentialEntry, smtpSettingsEntry } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import { type ChangeCall, companyChange, inCompany } from '../../resources/company-change.ts';

const m = schema.messagingSettings;
type SettingsRow = typeof m.$inferSelect;
type Credential = z.infer<typeof credentialEntry>;
type SmtpSettings = z.infer<typeof smtpSettingsEntry>;
type Masked = { isSet: boolean; masked: string | null };

export async function settingsRow(tx: Tx, companyId: string): Promise<SettingsRow | undefined> {
  const [row] = await tx.select().from(m).where(eq(m.companyId, companyId));
  return row;
}

/** Dots and the last four characters; a secret the key cannot open (a rotated APP_SECRET) shows dots only. */
function mask(appSecret: string, sealed: string | null): Masked {
  if (!sealed) return { isSet: false, masked: null };
  const plain = decryptSecret(appSecret, sealed);
  return { isSet: true, masked: plain && plain.length > 8 ? `••••${plain.slice(-4)}` : '••••' };
}

function credentialsOf(appSecret: string, row: SettingsRow | undefined): Credential[] {
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
      secrets: { authToken: mask(appSecret, row?.twilioAuthTokenSealed ?? null) },
    },
    {
      type: 'SMS',
      provider: 'vonage',
      active: provider === 'vonage',
      settings: { apiKey: row?.vonageApiKey ?? null, fromNumber: row?.vonageFromNumber ?? null },
      secrets: {
        apiSecret: mask(appSecret, row?.vonageApiSecretSealed ?? null),
        signatureSecret: mask(appSecret, row?.vonageSignatureSecretSealed ?? null),
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
      secrets: { password: mask(appSecret, row?.smtpPasswordSealed ?? null) },
    },
  ];
}

function smtpOf(appSecret: string, row: SettingsRow | undefined): SmtpSettings {
  return {
    configured: Boolean(row?.smtpHost),
    host: row?.smtpHost ?? null,
    port: row?.smtpPort ?? null,
    secure: row?.smtpSecure ?? false,
    userName: row?.smtpUserName ?? null,
    password: mask(appSecret, row?.smtpPasswordSealed ?? null),
    fromAddress: row?.smtpFromAddress ?? null,
  };
}

export const listCredentials = (deps: Deps, caller: CompanyUserPrincipal, type: 'SMS' | 'SMTP' | undefined) =>
  inCompany(deps, caller, async (tx) => {
    const all = credentialsOf(deps.config.appSecret, await settingsRow(tx, caller.companyId));
    return { items: type ? all.filter((entry) => entry.type === type) : all };
  });

export const smtpSettings = (deps: Deps, caller: CompanyUserPrincipal) =>
  inCompany(deps, caller, async (tx) =>
    smtpOf(deps.config.appSecret, await settingsRow(tx, caller.companyId)),
  );

/** A new secret sealed, or the stored one kept when the field was left out or empty. */
const sealOr = (appSecret: string, plain: string | undefined, stored: string | null | undefined) =>
  plain ? encryptSecret(appSecret, plain) : (stored ?? null);

/** The columns an update writes: the SMS ones or the SMTP ones, never both, so the other part is kept. */
function columnsOf(appSecret: string, input: AppSettingUpdate, before: SettingsRow | undefined) {
  if (input.type === 'SMTP') {
    return {
      smtpHost: input.host,
      smtpPort: input.port,
      smtpSecure: input.secure,
      smtpUserName: input.userName || null,
      smtpPasswordSealed: sealOr(appSecret, input.password, before?.smtpPasswordSealed),
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
 * Saves the company's SMS provider or SMTP details in one upsert on its row. The audit row keeps the masked
 * view before and after: a secret never reaches the audit log or an answer whole.
 */
export const updateAppSetting = companyChange(
  async (tx, { deps, caller, input }: ChangeCall<AppSettingUpdate>) => {
    const secret = deps.config.appSecret;
    const before = await settingsRow(tx, caller.companyId);
    const columns = columnsOf(secret, input, before);
    const [after] = await tx
      .insert(m)
      .values({ companyId: caller.companyId, ...columns })
      .onConflictDoUpdate({ target: m.companyId, set: { ...columns, updatedAt: sql`now()` } })
      .returning();
    const view = (row: SettingsRow | undefined) =>
      credentialsOf(secret, row).filter((entry) => entry.type === input.type);
    return {
      result: { items: credentialsOf(secret, after) },
      change: {
        action: input.type === 'SMS' ? 'messaging_settings.sms_updated' : 'messaging_settings.smtp_updated',
        entity: 'messaging_settings',
        entityId: null,
        before: view(before),
        after: view(after),
      },
    };
  },
);
