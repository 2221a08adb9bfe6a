import { contract } from '@curbside/contract';
import { schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioSignature } from '../../integrations/sms/twilio.ts';
import { vonageSignature } from '../../integrations/sms/vonage.ts';
import { REFUSED_NUMBER } from '../../testing/fake-sms-providers.ts';
import {
  PUBLIC_URL,
  TWILIO_SID as SID,
  startTwilioCompany,
  TWILIO_TOKEN as TOKEN,
  type TwilioCompany,
} from '../../testing/twilio-company.ts';

const SIGNATURE_SECRET = 'vonage-signature-secret-0042';
const GUEST = '+12125550142';

let company: TwilioCompany;
let fake: TwilioCompany['fake'];
let server: TwilioCompany['server'];
let admin: TwilioCompany['admin'];
let companyId: string;
let worker: TwilioCompany['worker'];
let inCompany: TwilioCompany['inCompany'];
let outboxRow: TwilioCompany['outboxRow'];
let twilioCall: TwilioCompany['twilioCall'];

beforeAll(async () => {
  company = await startTwilioCompany();
  ({ fake, server, admin, companyId, worker, inCompany, outboxRow, twilioCall } = company);
});
afterAll(async () => {
  await company?.close();
});

const o = schema.outboxMessages;
const nowInSeconds = (offsetSeconds = 0) => String(Math.floor(Date.now() / 1000) + offsetSeconds);

async function queueText(recipient: string, body = 'Your driver is on the way.') {
  const [row] = await inCompany((tx) =>
    tx
      .insert(o)
      .values({ companyId, channel: 'sms', templateCode: 'party.dispatched', recipient, body })
      .returning(),
  );
  if (!row) throw new Error('no outbox row');
  return row.id;
}

describe('Twilio', () => {
  it('sends through the REST API with basic auth, and keeps the message id', async () => {
    const id = await queueText(GUEST, 'Sam is on the way — 5 min');
    expect(await worker.runOnce()).toBe(1);
    const request = fake.requests.at(-1);
    expect(request?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(request?.form).toEqual({
      To: GUEST,
      From: '+12125550000',
      Body: 'Sam is on the way — 5 min',
      // Twilio reports delivery to the status webhook, at the address its signature will cover.
      StatusCallback: `${PUBLIC_URL}/api/SmsWebhook/TwilioStatus?companyId=${companyId}`,
    });
    expect(await outboxRow(id)).toMatchObject({
      status: 'sent',
      provider: 'twilio',
      deliveryStatus: 'queued',
    });
  });

  it('retries a message the provider refused', async () => {
    const id = await queueText(REFUSED_NUMBER);
    expect(await worker.runOnce()).toBe(0);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.lastError).toContain('21211');
  });

  it('moves the delivery status forward only, whatever the order and repetition of callbacks', async () => {
    const id = await queueText('+12125550143');
    await worker.runOnce();
    const sid = (await outboxRow(id))?.providerMessageId ?? '';
    const status = async (MessageStatus: string) =>
      (await twilioCall('Status', { MessageSid: sid, MessageStatus, AccountSid: SID })).statusCode;
    expect(await status('delivered')).toBe(204);
    expect((await outboxRow(id))?.deliveryStatus).toBe('delivered');
    expect(await status('sent')).toBe(204);
    expect(await status('delivered')).toBe(204);
    expect(await status('failed')).toBe(204);
    expect((await outboxRow(id))?.deliveryStatus).toBe('delivered');
  });

  it('refuses a bad signature with 403 and changes nothing', async () => {
    const id = await queueText('+12125550144');
    await worker.runOnce();
    const sid = (await outboxRow(id))?.providerMessageId ?? '';
    const forged = await twilioCall('Status', { MessageSid: sid, MessageStatus: 'failed' }, 'not-the-token');
    expect(forged.statusCode).toBe(403);
    expect((await outboxRow(id))?.deliveryStatus).toBe('queued');
    const stop = await twilioCall(
      'Inbound',
      { MessageSid: 'SMforged', From: GUEST, To: '+12125550000', Body: 'STOP' },
      'x',
    );
    expect(stop.statusCode).toBe(403);
    const kept = await inCompany((tx) => tx.select().from(schema.smsOptOuts));
    expect(kept).toEqual([]);
    // The signature covers the URL: the same form for another company is refused.
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: `/api/SmsWebhook/TwilioStatus?companyId=${server.ids.lakeside.companyId}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(
          TOKEN,
          `${PUBLIC_URL}/api/SmsWebhook/TwilioStatus?companyId=${companyId}`,
          {
            MessageSid: sid,
            MessageStatus: 'failed',
          },
        ),
      },
      payload: `MessageSid=${sid}&MessageStatus=failed`,
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('refuses a call for an unknown or malformed company, and a signed callback without its fields', async () => {
    for (const query of [`companyId=${crypto.randomUUID()}`, 'companyId=not-a-uuid', '']) {
      const answer = await twilioCall(
        'Status',
        { MessageSid: 'SM1', MessageStatus: 'delivered' },
        TOKEN,
        query,
      );
      expect(answer.statusCode).toBe(403);
    }
    expect((await twilioCall('Status', { MessageStatus: 'delivered' })).statusCode).toBe(400);
    expect(
      (await twilioCall('Inbound', { MessageSid: 'SMx', From: 'unknown', Body: 'STOP' })).statusCode,
    ).toBe(400);
  });

  it('STOP stops texts to the number (once, however often it arrives), START resumes, HELP answers', async () => {
    const inbound = (sid: string, Body: string) =>
      twilioCall('Inbound', { MessageSid: sid, From: GUEST, To: '+12125550000', Body, AccountSid: SID });
    const stop = await inbound('SMin1', 'Stop');
    expect(stop.statusCode).toBe(200);
    expect(stop.body).toContain('<Response>');
    expect((await inbound('SMin1', 'Stop')).statusCode).toBe(200);
    const kept = await inCompany((tx) =>
      tx
        .select()
        .from(schema.smsInboundMessages)
        .where(eq(schema.smsInboundMessages.providerMessageId, 'SMin1')),
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ fromPhone: GUEST, keyword: 'stop' });

    const sentBefore = fake.requests.length;
    const skipped = await queueText(GUEST);
    await worker.runOnce();
    expect(await outboxRow(skipped)).toMatchObject({ status: 'failed', lastError: 'opted out' });
    expect(fake.requests.length).toBe(sentBefore);

    await inbound('SMin2', 'HELP');
    await worker.runOnce();
    expect(fake.requests.at(-1)?.form.Body).toMatch(/^Harbor View Hotel: reply STOP/);

    await inbound('SMin3', 'START');
    const resumed = await queueText(GUEST);
    await worker.runOnce();
    expect(await outboxRow(resumed)).toMatchObject({ status: 'sent' });
  });
});

describe('Vonage', () => {
  it('sends through the SMS API, and verifies its signed delivery receipts', async () => {
    const saved = await admin.call(contract.appSettings.updateAppSetting, {
      body: {
        type: 'SMS',
        provider: 'vonage',
        twilioAccountSid: SID,
        twilioFromNumber: '+12125550000',
        vonageApiKey: 'abcd1234',
        vonageApiSecret: 'vonage-api-secret-77',
        vonageSignatureSecret: SIGNATURE_SECRET,
        vonageFromNumber: '+12125550001',
      },
    });
    expect(saved.status).toBe(200);
    const id = await queueText('+971501234567', 'مرحبًا');
    expect(await worker.runOnce()).toBe(1);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/sms/json',
      form: {
        api_key: 'abcd1234',
        api_secret: 'vonage-api-secret-77',
        from: '12125550001',
        to: '971501234567',
        type: 'unicode',
        callback: `${PUBLIC_URL}/api/SmsWebhook/VonageStatus?companyId=${companyId}`,
      },
    });
    const messageId = (await outboxRow(id))?.providerMessageId ?? '';
    expect(messageId).toMatch(/^V/);

    const receipt = (status: string, secret = SIGNATURE_SECRET) => {
      const params: Record<string, string> = {
        messageId,
        status,
        msisdn: '971501234567',
        to: '12125550001',
        timestamp: nowInSeconds(),
      };
      params.sig = vonageSignature(secret, params);
      return server.app.inject({
        method: 'POST',
        url: `/api/SmsWebhook/VonageStatus?companyId=${companyId}`,
        payload: params,
      });
    };
    expect((await receipt('failed', 'wrong-secret')).statusCode).toBe(403);
    expect((await outboxRow(id))?.deliveryStatus).toBe('queued');
    expect((await receipt('accepted')).statusCode).toBe(204);
    expect((await receipt('failed')).statusCode).toBe(204);
    expect((await receipt('delivered')).statusCode).toBe(204);
    expect((await outboxRow(id))?.deliveryStatus).toBe('failed');

    const inbound: Record<string, string> = {
      msisdn: '971501234567',
      to: '12125550001',
      messageId: 'Vin1',
      text: 'QUIT',
      type: 'text',
      timestamp: nowInSeconds(),
    };
    inbound.sig = vonageSignature(SIGNATURE_SECRET, inbound);
    const quit = await server.app.inject({
      method: 'POST',
      url: `/api/SmsWebhook/VonageInbound?companyId=${companyId}`,
      payload: inbound,
    });
    expect(quit.statusCode).toBe(204);
    const optOuts = await inCompany((tx) =>
      tx
        .select()
        .from(schema.smsOptOuts)
        .where(and(eq(schema.smsOptOuts.companyId, companyId), eq(schema.smsOptOuts.phone, '+971501234567'))),
    );
    expect(optOuts).toHaveLength(1);
  });

  it('acknowledges a signed callback sent more than five minutes ago (a replay) and changes nothing', async () => {
    const id = await queueText('+971501234568');
    expect(await worker.runOnce()).toBe(1);
    const messageId = (await outboxRow(id))?.providerMessageId ?? '';
    const signed = (route: string, params: Record<string, string>) => {
      const body = { ...params, sig: vonageSignature(SIGNATURE_SECRET, params) };
      return server.app.inject({ method: 'POST', url: `${route}?companyId=${companyId}`, payload: body });
    };
    const receipt = (time: Record<string, string>) =>
      signed('/api/SmsWebhook/VonageStatus', {
        messageId,
        status: 'failed',
        msisdn: '971501234568',
        ...time,
      });
    const stale: Record<string, string>[] = [
      { timestamp: nowInSeconds(-3_600) },
      { timestamp: nowInSeconds(+3_600) },
      { 'message-timestamp': new Date(Date.now() - 600_000).toISOString().slice(0, 19).replace('T', ' ') },
      {},
    ];
    expect((await outboxRow(id))?.deliveryStatus).toBe('queued');
    for (const time of stale) {
      expect((await receipt(time)).statusCode, JSON.stringify(time)).toBe(204);
      expect((await outboxRow(id))?.deliveryStatus).toBe('queued');
    }
    const replayedText = await signed('/api/SmsWebhook/VonageInbound', {
      msisdn: '971501234568',
      to: '12125550001',
      messageId: 'Vin-replayed',
      text: 'STOP',
      type: 'text',
      timestamp: nowInSeconds(-3_600),
    });
    expect(replayedText.statusCode).toBe(204);
    const filed = await inCompany((tx) =>
      tx
        .select()
        .from(schema.smsInboundMessages)
        .where(eq(schema.smsInboundMessages.providerMessageId, 'Vin-replayed')),
    );
    expect(filed).toHaveLength(0);

    const recent = new Date(Date.now() - 60_000).toISOString().slice(0, 19).replace('T', ' ');
    expect((await receipt({ 'message-timestamp': recent })).statusCode).toBe(204);
    expect((await outboxRow(id))?.deliveryStatus).toBe('failed');
  });
});
