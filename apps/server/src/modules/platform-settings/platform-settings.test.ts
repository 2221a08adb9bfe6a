import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyEmail, createSmsRouter } from '../../integrations/company-senders.ts';
import { OutboxWorker } from '../../jobs/outbox-worker.ts';
import { sendOneCompanyEmail } from '../../testing/company-mail.ts';
import { testServer } from '../../testing/demo-server.ts';
import {
  EMPTY_AREA_CODE,
  OWNED_NUMBER,
  REJECTED_TWILIO_TOKEN,
  startFakeSmsProviders,
  VOICE_ONLY_NUMBER,
} from '../../testing/fake-sms-providers.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtp-catcher.ts';
import { PUBLIC_URL, signedTwilioCall, TWILIO_SID, TWILIO_TOKEN } from '../../testing/twilio-company.ts';

const c = contract.company;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const PLATFORM_SID = `AC${'fedcba9876543210'.repeat(2)}`;
const PLATFORM_TOKEN = 'platform-twilio-token-1a2b3c';
const PLATFORM_NUMBER = '+12125559000';

let fake: Awaited<ReturnType<typeof startFakeSmsProviders>>;
let platform: TestClient;
let smtp: SmtpCatcher;
const harbor = () => t.server.ids.harborView.companyId;
const lakeside = () => t.server.ids.lakeside.companyId;

const platformTwilio = (extra: Record<string, unknown> = {}) => ({
  type: 'SMS' as const,
  provider: 'twilio' as const,
  twilioAccountSid: PLATFORM_SID,
  twilioAuthToken: PLATFORM_TOKEN,
  twilioFromNumber: PLATFORM_NUMBER,
  ...extra,
});

// The fake providers start before the server that is told their address, and stop after it.
beforeAll(async () => {
  fake = await startFakeSmsProviders();
  smtp = await startSmtpCatcher({ requireAuth: true, tls: true });
});
afterAll(async () => {
  await Promise.all([fake?.close(), smtp?.close()]);
});
const t = testServer(() => ({
  twilioApiUrl: fake.url,
  vonageApiUrl: fake.url,
  publicUrl: PUBLIC_URL,
  siteUrl: PUBLIC_URL,
  outboundAllowPrivate: true,
}));
beforeAll(async () => {
  platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
});

/** Queues one text of the company and runs the outbox once; answers the row and the provider's requests. */
async function sendOneSms(companyId: string) {
  const db = t.server.deps.db;
  const [queued] = await inScope(db, { kind: 'platform' }, (tx) =>
    tx
      .insert(schema.outboxMessages)
      .values({ companyId, channel: 'sms', templateCode: 'TEST', recipient: '+12125551234', body: 'Hello' })
      .returning({ id: schema.outboxMessages.id }),
  );
  const seen = fake.requests.length;
  const log = quiet as unknown as ConstructorParameters<typeof OutboxWorker>[2];
  const router = createSmsRouter(db, t.server.deps.config, quiet);
  await new OutboxWorker(db, null, log, 60_000, router).runOnce();
  const [row] = await inScope(db, { kind: 'platform' }, (tx) =>
    tx
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.id, queued?.id ?? '')),
  );
  return { row, requests: fake.requests.slice(seen) };
}

const basic = (sid: string, token: string) => `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;

describe("the platform's own SMS and SMTP settings", () => {
  it('are kept sealed, answered masked and audited without their secrets', async () => {
    const empty = await platform.call(c.getGlobalSetting, { body: {} });
    expect(empty.status).toBe(200);
    expect(empty.data.items.find((item) => item.active)?.provider).toBe('log');

    const saved = await platform.call(c.updateGlobalSetting, { body: platformTwilio() });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    const twilio = saved.data.items.find((item) => item.provider === 'twilio');
    expect(twilio).toMatchObject({
      active: true,
      settings: { accountSid: PLATFORM_SID, fromNumber: PLATFORM_NUMBER },
      secrets: { authToken: { isSet: true } },
    });
    expect(JSON.stringify(saved.data)).not.toContain(PLATFORM_TOKEN);

    const [row] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.platformMessagingSettings),
    );
    expect(row?.twilioAuthTokenSealed).toMatch(/^v1\./);
    const [audited] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'platform_settings.sms_updated')),
    );
    expect(audited?.companyId).toBeNull();
    expect(JSON.stringify(audited)).not.toContain(PLATFORM_TOKEN);

    // A secret left out is kept.
    const again = await platform.call(c.updateGlobalSetting, {
      body: { ...platformTwilio(), twilioAuthToken: undefined },
    });
    expect(again.status).toBe(200);
    expect((await platform.call(c.getGlobalSetting, { body: {} })).data.items).toEqual(again.data.items);
  });

  it('refuses a provider without its credentials, and SMTP details without a sender', async () => {
    const vonage = await platform.call(c.updateGlobalSetting, { body: { type: 'SMS', provider: 'vonage' } });
    expect(vonage.status).toBe(400);
    expect(vonage.problem.errors?.map((e) => e.path)).toContain('body.vonageApiKey');
    const noSender = await platform.call(c.updateGlobalSetting, {
      body: { type: 'SMTP', host: 'mail.curbside.example', port: 587, secure: false } as never,
    });
    expect(noSender.status).toBe(400);
    expect(noSender.problem.errors?.map((e) => e.path)).toEqual(['body.fromAddress']);
  });

  it("are no company's to read: the database shows a company's transaction no row", async () => {
    const seen = await inScope(t.server.deps.db, { kind: 'company', companyId: harbor() }, (tx) =>
      tx.select().from(schema.platformMessagingSettings),
    );
    expect(seen).toEqual([]);
    const admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
    expect((await admin.call(c.getGlobalSetting, { body: {} })).status).toBe(403);
  });
});

describe('the provider a text goes through', () => {
  it("is the company's own first, the platform's for a company without one, the log provider last", async () => {
    const admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
    const own = await admin.call(contract.appSettings.updateAppSetting, {
      body: {
        type: 'SMS',
        provider: 'twilio',
        twilioAccountSid: TWILIO_SID,
        twilioAuthToken: TWILIO_TOKEN,
        twilioFromNumber: '+12125550000',
      },
    });
    expect(own.status).toBe(200);
    await platform.call(c.updateGlobalSetting, { body: platformTwilio() });

    const harborText = await sendOneSms(harbor());
    expect(harborText.row).toMatchObject({ status: 'sent', provider: 'twilio' });
    expect(harborText.requests[0]).toMatchObject({
      authorization: basic(TWILIO_SID, TWILIO_TOKEN),
      form: { From: '+12125550000' },
    });

    const lakesideText = await sendOneSms(lakeside());
    expect(lakesideText.row).toMatchObject({ status: 'sent', provider: 'twilio' });
    expect(lakesideText.requests[0]).toMatchObject({
      path: `/2010-04-01/Accounts/${PLATFORM_SID}/Messages.json`,
      authorization: basic(PLATFORM_SID, PLATFORM_TOKEN),
      form: { From: PLATFORM_NUMBER },
    });
    expect((await platform.call(c.getCompanySmsSender, { body: { companyId: lakeside() } })).data).toEqual({
      companyId: lakeside(),
      source: 'platform',
      provider: 'twilio',
      fromNumber: PLATFORM_NUMBER,
      platformNumber: null,
      platformNumberSid: null,
    });

    await platform.call(c.updateGlobalSetting, { body: { type: 'SMS', provider: 'log' } });
    const logged = await sendOneSms(lakeside());
    expect(logged.row).toMatchObject({ status: 'sent', provider: 'log' });
    expect(logged.requests).toEqual([]);
  });

  it("takes e-mail through the platform's saved SMTP details when the company has none", async () => {
    const saved = await platform.call(c.updateGlobalSetting, {
      body: {
        type: 'SMTP',
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        userName: 'platform-mailer',
        password: 'platform-smtp-password',
        fromAddress: 'hello@curbside.example',
      },
    });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    expect(JSON.stringify(saved.data)).not.toContain('platform-smtp-password');
    const sent = await sendOneCompanyEmail(t.server, lakeside(), { trustedCa: smtp.ca ?? '' });
    expect(sent?.status).toBe('sent');
    expect(smtp.received.at(-1)).toMatchObject({ from: 'hello@curbside.example', to: ['guest@example.com'] });
    expect(smtp.logins.at(-1)).toEqual({
      user: 'platform-mailer',
      pass: 'platform-smtp-password',
      overTls: true,
    });
    // A worker with no platform server of SMTP_URL still claims it: the saved details are the platform's server.
    const worker = createCompanyEmail(t.server.deps.db, t.server.deps.config, { trustedCa: smtp.ca ?? '' });
    const sender = await worker(null);
    expect(sender).not.toBeNull();
    sender?.close();
  });
});

describe("a company's number on the platform's Twilio account", () => {
  const setup = (body: Record<string, unknown>) =>
    platform.call(c.setupTwilioNumber, { body: { companyId: lakeside(), ...body } as never });

  it('is refused plainly while the platform has no Twilio account', async () => {
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.update(schema.platformMessagingSettings).set({ twilioAccountSid: null }),
    );
    const refused = await setup({ mode: 'buy' });
    expect(refused.status).toBe(422);
    expect(refused.problem.code).toBe('PLATFORM_TWILIO_NOT_CONFIGURED');
    await platform.call(c.updateGlobalSetting, { body: platformTwilio() });
  });

  it('is bought through Twilio, points its texts at the company and becomes its sender', async () => {
    const seen = fake.requests.length;
    const bought = await setup({ mode: 'buy', areaCode: '646' });
    expect(bought.status, JSON.stringify(bought.problem)).toBe(200);
    const [search, purchase] = fake.requests.slice(seen);
    expect(search?.method).toBe('GET');
    expect(search?.path).toMatch(
      new RegExp(`^/2010-04-01/Accounts/${PLATFORM_SID}/AvailablePhoneNumbers/US/Local\\.json\\?`),
    );
    expect(new URLSearchParams(search?.path.split('?')[1]).get('AreaCode')).toBe('646');
    expect(purchase).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${PLATFORM_SID}/IncomingPhoneNumbers.json`,
      authorization: basic(PLATFORM_SID, PLATFORM_TOKEN),
      form: {
        SmsUrl: `${PUBLIC_URL}/api/SmsWebhook/TwilioInbound?companyId=${lakeside()}`,
        SmsMethod: 'POST',
      },
    });
    const number = purchase?.form.PhoneNumber ?? '';
    expect(number).toMatch(/^\+1646555/);
    expect(bought.data).toMatchObject({ source: 'platform', fromNumber: number, platformNumber: number });
    expect(bought.data.platformNumberSid).toMatch(/^PN/);

    const text = await sendOneSms(lakeside());
    expect(text.requests[0]).toMatchObject({
      authorization: basic(PLATFORM_SID, PLATFORM_TOKEN),
      form: { From: number },
    });
    // Its replies are signed with the platform's token, which the webhook checks.
    const form = { MessageSid: text.row?.providerMessageId ?? '', MessageStatus: 'delivered' };
    const status = await signedTwilioCall(
      t.server,
      'Status',
      form,
      PLATFORM_TOKEN,
      `companyId=${lakeside()}`,
    );
    expect(status.statusCode).toBe(204);
  });

  it('is assigned by its SID, and audited in the company', async () => {
    const assigned = await setup({ mode: 'assign', phoneNumberSid: OWNED_NUMBER.sid });
    expect(assigned.status, JSON.stringify(assigned.problem)).toBe(200);
    expect(assigned.data).toMatchObject({
      platformNumber: OWNED_NUMBER.phoneNumber,
      platformNumberSid: OWNED_NUMBER.sid,
    });
    const [audited] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'company.sms_number_assigned')),
    );
    expect(audited).toMatchObject({
      companyId: lakeside(),
      after: { platformNumber: OWNED_NUMBER.phoneNumber },
    });
    // A platform write like any other (ADR 117): by the super-admin, its secrets nowhere in clear.
    expect(audited?.actorPlatformAdminId).toBeTruthy();
    expect(JSON.stringify(audited)).not.toContain(PLATFORM_TOKEN);
  });

  it("turns Twilio's refusals into 422 with the reason, never a server error", async () => {
    const unknown = await setup({ mode: 'assign', phoneNumberSid: `PN${'9'.repeat(32)}` });
    expect([unknown.status, unknown.problem.code, unknown.problem.params]).toEqual([
      422,
      'TWILIO_REFUSED',
      { code: 20404 },
    ]);
    const voice = await setup({ mode: 'assign', phoneNumberSid: VOICE_ONLY_NUMBER.sid });
    expect([voice.status, voice.problem.code]).toEqual([422, 'TWILIO_NUMBER_UNAVAILABLE']);
    const none = await setup({ mode: 'buy', areaCode: EMPTY_AREA_CODE });
    expect([none.status, none.problem.code]).toEqual([422, 'TWILIO_NUMBER_UNAVAILABLE']);

    await platform.call(c.updateGlobalSetting, {
      body: platformTwilio({ twilioAuthToken: REJECTED_TWILIO_TOKEN }),
    });
    const rejected = await setup({ mode: 'buy' });
    expect([rejected.status, rejected.problem.params]).toEqual([422, { code: 20003 }]);
    await platform.call(c.updateGlobalSetting, { body: platformTwilio() });

    // Twilio out of reach (nothing listens on the discard port).
    const config = t.server.deps.config;
    const reachable = config.twilioApiUrl;
    config.twilioApiUrl = 'http://127.0.0.1:9';
    try {
      const down = await setup({ mode: 'buy' });
      expect([down.status, down.problem.code]).toEqual([422, 'TWILIO_REFUSED']);
    } finally {
      config.twilioApiUrl = reachable;
    }
  });

  it('names a company that exists (404 otherwise)', async () => {
    const missing = await platform.call(c.setupTwilioNumber, {
      body: {
        mode: 'assign',
        companyId: '00000000-0000-4000-8000-000000000000',
        phoneNumberSid: OWNED_NUMBER.sid,
      },
    });
    expect(missing.status).toBe(404);
    const sender = await platform.call(c.getCompanySmsSender, {
      body: { companyId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(sender.status).toBe(404);
  });
});
