import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decryptSecret } from '../../lib/crypto.ts';
import { demoServer, fieldPaths } from '../../testing/demo-server.ts';

const a = contract.appSettings;
const t = demoServer();
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-auth-token-9f8e7d6c5b4a';

const twilio = (extra: Record<string, unknown> = {}) => ({
  type: 'SMS' as const,
  provider: 'twilio' as const,
  twilioAccountSid: SID,
  twilioFromNumber: '+12125550000',
  ...extra,
});

const storedRow = (companyId: string) =>
  inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
    const [row] = await tx
      .select()
      .from(schema.messagingSettings)
      .where(eq(schema.messagingSettings.companyId, companyId));
    return row;
  });

describe('SMS provider credentials and SMTP details', () => {
  it('answers the log provider and no secrets until the company saves', async () => {
    const list = await t.admin.call(a.getCredentialsList, { query: { type: 'SMS' } });
    expect(list.status).toBe(200);
    expect(list.data.items.map((item) => [item.provider, item.active])).toEqual([
      ['log', true],
      ['twilio', false],
      ['vonage', false],
    ]);
    const smtp = await t.admin.call(a.getSmtpSettings, { body: {} });
    expect(smtp.data).toMatchObject({ configured: false, password: { isSet: false } });
  });

  it('keeps a secret encrypted, answers only that it is kept, and keeps it when left out', async () => {
    const saved = await t.admin.call(a.updateAppSetting, { body: twilio({ twilioAuthToken: TOKEN }) });
    expect(saved.status).toBe(200);
    // Not even its last characters.
    expect(JSON.stringify(saved.data)).not.toContain(TOKEN.slice(-4));
    const entry = saved.data.items.find((item) => item.provider === 'twilio');
    expect(entry).toMatchObject({
      active: true,
      settings: { accountSid: SID, fromNumber: '+12125550000' },
      secrets: { authToken: { isSet: true } },
    });

    const row = await storedRow(t.server.ids.harborView.companyId);
    expect(row?.twilioAuthTokenSealed).toMatch(/^v1\./);
    expect(row?.twilioAuthTokenSealed).not.toContain(TOKEN);
    expect(decryptSecret(t.server.deps.config.appSecret, row?.twilioAuthTokenSealed ?? '')).toBe(TOKEN);

    const again = await t.admin.call(a.updateAppSetting, {
      body: twilio({ twilioFromNumber: '+12125550001' }),
    });
    expect(again.status).toBe(200);
    const kept = await storedRow(t.server.ids.harborView.companyId);
    expect(decryptSecret(t.server.deps.config.appSecret, kept?.twilioAuthTokenSealed ?? '')).toBe(TOKEN);

    const audit = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ before: schema.auditLog.before, after: schema.auditLog.after })
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'messaging_settings.sms_updated')),
    );
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(TOKEN.slice(-4));
    const provider = await t.admin.call(contract.userManagement.getSmsProvider, { query: {} });
    expect(provider.data).toEqual({ provider: 'twilio', configured: true });
  });

  it("refuses a provider without what it needs, naming the fields, and keeps the company's row", async () => {
    const vonage = await t.lakeside.call(a.updateAppSetting, {
      body: { type: 'SMS', provider: 'vonage', vonageApiKey: 'abcd1234' },
    });
    expect(vonage.status).toBe(400);
    expect(fieldPaths(vonage)).toEqual([
      'body.vonageApiSecret',
      'body.vonageSignatureSecret',
      'body.vonageFromNumber',
    ]);
    expect(await storedRow(t.server.ids.lakeside.companyId)).toBeUndefined();
    const badSid = await t.admin.call(a.updateAppSetting, {
      body: twilio({ twilioAccountSid: 'AC123', twilioFromNumber: '212 555' }),
    });
    expect(badSid.status).toBe(400);
    expect(fieldPaths(badSid).sort()).toEqual(['body.twilioAccountSid', 'body.twilioFromNumber']);
  });

  it('saves SMTP details beside the SMS provider, the password answered only as kept', async () => {
    const saved = await t.admin.call(a.updateAppSetting, {
      body: {
        type: 'SMTP',
        host: 'smtp.harbor.example',
        port: 587,
        secure: false,
        userName: 'mailer',
        password: 'smtp-password-1234',
        fromAddress: 'desk@harbor.example',
      },
    });
    expect(saved.status).toBe(200);
    const smtp = await t.admin.call(a.getSmtpSettings, { body: {} });
    expect(JSON.stringify(smtp.data)).not.toContain('1234');
    expect(smtp.data).toEqual({
      configured: true,
      host: 'smtp.harbor.example',
      port: 587,
      secure: false,
      userName: 'mailer',
      password: { isSet: true },
      fromAddress: 'desk@harbor.example',
    });
    const sms = await t.admin.call(a.getCredentialsList, { query: { type: 'SMS' } });
    expect(sms.data.items.find((item) => item.active)?.provider).toBe('twilio');
  });

  it('is refused to a dispatcher, and another company reads only its own', async () => {
    expect((await t.dispatcher.call(a.getCredentialsList, { query: {} })).status).toBe(403);
    expect((await t.dispatcher.call(a.updateAppSetting, { body: twilio() })).status).toBe(403);
    const other = await t.lakeside.call(a.getSmtpSettings, { body: {} });
    expect(other.data.configured).toBe(false);
  });
});
