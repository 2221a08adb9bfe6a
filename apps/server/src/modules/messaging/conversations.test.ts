import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { maskPhone, PARTY_STATUS, type PartyStatus } from '@curbside/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { insertLocations, insertParty } from '../../testing/parties.ts';
import {
  COMPANY_NUMBER,
  startTwilioCompany,
  TWILIO_SID,
  TWILIO_TOKEN,
  type TwilioCompany,
} from '../../testing/twilio-company.ts';

let c: TwilioCompany;
let dispatcher: TestClient;
const o = schema.outboxMessages;
const api = contract.messageApi;

beforeAll(async () => {
  c = await startTwilioCompany();
  dispatcher = await c.server.signIn(DEMO_ACCOUNTS.harborView.dispatcher);
});
afterAll(async () => {
  await c?.close();
});

const party = (
  phone: string,
  values: Omit<Partial<typeof schema.parties.$inferInsert>, 'status'> & { status?: PartyStatus } = {},
) =>
  insertParty(c.server.deps.db, c.companyId, {
    status: PARTY_STATUS.Dispatched,
    guestName: 'Nadia Haddad',
    phone,
    ...values,
  });

const textFrom = (from: string, sid: string, Body: string) =>
  c.twilioCall('Inbound', { MessageSid: sid, From: from, To: COMPANY_NUMBER, Body });

const outboxOf = (partyId: string) =>
  c.inCompany((tx) =>
    tx
      .select()
      .from(o)
      .where(and(eq(o.companyId, c.companyId), eq(o.partyId, partyId))),
  );

describe('the two-way inbox', () => {
  it("files a guest's text on the latest open party of that number, unread until the desk opens it", async () => {
    const old = await party('+1 212 555 0170', { status: PARTY_STATUS.DroppedOff });
    const current = await party('+1 (212) 555-0170');
    expect((await textFrom('+12125550170', 'SMc1', 'Running 5 min late')).statusCode).toBe(200);

    const inbox = await dispatcher.call(api.getMessageHistoryByParty, { body: { unreadOnly: true } });
    expect(inbox.status).toBe(200);
    const row = inbox.data.items.find((item) => item.partyId === current.id);
    expect(row).toMatchObject({
      guestName: 'Nadia Haddad',
      unread: 1,
      lastMessage: { body: 'Running 5 min late', direction: 'in', state: 'received' },
    });
    expect(inbox.data.items.some((item) => item.partyId === old.id)).toBe(false);

    const opened = await dispatcher.call(api.getPartyMessages, { query: { partyId: current.id } });
    expect(opened.status).toBe(200);
    expect(opened.data.items).toEqual([
      expect.objectContaining({ direction: 'in', body: 'Running 5 min late', read: false }),
    ]);
    expect(opened.data.optedOut).toBe(false);
    const after = await dispatcher.call(api.getMessageHistoryByParty, { body: { unreadOnly: true } });
    expect(after.data.items.some((item) => item.partyId === current.id)).toBe(false);

    // Another company's party is not found; a call naming another company is refused.
    const lakeside = await c.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    expect((await lakeside.call(api.getPartyMessages, { query: { partyId: current.id } })).status).toBe(404);
    expect(
      (
        await dispatcher.call(api.getPartyMessages, {
          query: { partyId: current.id, companyId: c.server.ids.lakeside.companyId },
        })
      ).status,
    ).toBe(403);
  });

  it('sends a reply through the provider; a failed delivery shows its error and falls back to e-mail', async () => {
    const guest = await party('+12125550171', { email: 'nadia@guest.example' });
    const reply = await dispatcher.call(api.sendMessageToParty, {
      body: { partyId: guest.id, text: 'Your shuttle leaves at 9:10.' },
    });
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({
      direction: 'out',
      channel: 'sms',
      state: 'queued',
      sentByName: 'Dana Reyes',
    });
    await c.worker.runOnce();
    expect(c.fake.requests.at(-1)?.form).toMatchObject({
      To: '+12125550171',
      Body: 'Your shuttle leaves at 9:10.',
    });
    const sent = await c.outboxRow(reply.data.id);
    expect(sent).toMatchObject({ status: 'sent', segments: 1 });

    const failed = await c.twilioCall('Status', {
      MessageSid: sent?.providerMessageId ?? '',
      MessageStatus: 'undelivered',
      ErrorCode: '30006',
    });
    expect(failed.statusCode).toBe(204);
    const history = await dispatcher.call(api.getMessageHistoryByPartyId, { query: { partyId: guest.id } });
    expect(history.data.items).toEqual([
      expect.objectContaining({
        channel: 'sms',
        state: 'failed',
        error: 'twilio 30006: landline or unreachable carrier',
      }),
      expect.objectContaining({ channel: 'email', state: 'queued', body: 'Your shuttle leaves at 9:10.' }),
    ]);
    // A repeated report queues no second e-mail.
    await c.twilioCall('Status', { MessageSid: sent?.providerMessageId ?? '', MessageStatus: 'failed' });
    expect((await outboxOf(guest.id)).filter((row) => row.channel === 'email')).toHaveLength(1);
    const drawer = await dispatcher.call(contract.reservation.getPartyInfoById, {
      body: { partyId: guest.id },
    });
    expect(drawer.data.messages?.[0]).toMatchObject({
      deliveryStatus: 'failed',
      error: expect.stringContaining('30006'),
    });
  });

  it('keeps a delivery report that arrives before the message id is stored, and applies it', async () => {
    const guest = await party('+12125550172');
    const reply = await dispatcher.call(api.sendMessageToParty, {
      body: { partyId: guest.id, text: 'On our way' },
    });
    // The fake numbers its messages in order: the next one will be this id.
    const last = await c.worker.runOnce().then(() => c.outboxRow(reply.data.id));
    const nextSid = `SM${String(Number(last?.providerMessageId?.slice(2)) + 1).padStart(32, '0')}`;
    const early = await dispatcher.call(api.sendMessageToParty, {
      body: { partyId: guest.id, text: 'Here now' },
    });
    expect(
      (await c.twilioCall('Status', { MessageSid: nextSid, MessageStatus: 'delivered' })).statusCode,
    ).toBe(204);
    expect((await c.twilioCall('Status', { MessageSid: nextSid, MessageStatus: 'sent' })).statusCode).toBe(
      204,
    );
    await c.worker.runOnce();
    expect(await c.outboxRow(early.data.id)).toMatchObject({
      providerMessageId: nextSid,
      deliveryStatus: 'delivered',
    });
    const kept = await c.inCompany((tx) => tx.select().from(schema.smsEarlyDeliveries));
    expect(kept).toEqual([]);
  });

  it("fills a predefined message in for the party, in the guest's language, and sends it", async () => {
    const guest = await party('+971501234570', { guestLanguage: 'ar', guestName: 'ليلى' });
    const list = await dispatcher.call(api.getPredefinedMessages, {});
    expect(list.data.items.map((item) => item.code)).toContain('valet.car-ready');
    const preview = await dispatcher.call(api.getProcessedNotificationForStaticCode, {
      body: { partyId: guest.id, code: 'party.dispatched' },
    });
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({ channel: 'sms', body: expect.stringContaining('ليلى') });
    const sent = await dispatcher.call(api.sendMessageParty, {
      body: { partyId: guest.id, code: 'party.dispatched' },
    });
    expect(sent.data).toMatchObject({ body: preview.data.body, templateCode: 'party.dispatched' });
    const noContact = await party('');
    const refused = await dispatcher.call(api.sendMessageParty, {
      body: { partyId: noContact.id, code: 'party.dispatched' },
    });
    expect(refused.status).toBe(400);
    expect((await outboxOf(noContact.id)).length).toBe(0);
  });

  it('sends one message to several parties on the chosen channels, skipping those without the contact', async () => {
    const both = await party('+12125550173', { email: 'a@guest.example' });
    const none = await party('');
    const neither = await dispatcher.call(api.sendMessage, {
      query: {},
      body: { partyIds: [both.id], text: 'Shuttle delayed 10 min' },
    });
    expect(neither.status).toBe(400);
    const sent = await dispatcher.call(api.sendMessage, {
      query: { isEmail: 'true', isText: 'true' },
      body: { partyIds: [both.id, none.id], text: 'Shuttle delayed 10 min' },
    });
    expect(sent.data).toEqual({ queued: 2, skipped: [none.id] });
    expect((await outboxOf(both.id)).map((row) => row.channel).sort()).toEqual(['email', 'sms']);
  });
});

describe('the monthly allowance', () => {
  it('tells 80 % and 100 % once, pauses feedback from 90 % while service texts flow, and reports it', async () => {
    const lakesideId = c.server.ids.lakeside.companyId;
    const admin = await c.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    // Usage counts what a provider accepted: Lakeside texts through Twilio too (the log provider counts none).
    const provider = await admin.call(contract.appSettings.updateAppSetting, {
      body: {
        type: 'SMS',
        provider: 'twilio',
        twilioAccountSid: TWILIO_SID,
        twilioAuthToken: TWILIO_TOKEN,
        twilioFromNumber: '+12125550001',
      },
    });
    expect(provider.status).toBe(200);
    await inScope(c.server.deps.db, { kind: 'platform' }, async (tx) => {
      const [small] = await tx
        .insert(schema.packages)
        .values({ name: 'Small', messageQuota: 10 })
        .returning({ id: schema.packages.id });
      await tx
        .update(schema.companies)
        .set({ packageId: small?.id })
        .where(eq(schema.companies.id, lakesideId));
    });
    await insertLocations(c.server.deps.db, lakesideId, ['Lobby', 'Marina']);
    const guest = await insertParty(c.server.deps.db, lakesideId, {
      status: PARTY_STATUS.Dispatched,
      phone: '+12125550180',
      email: 'guest@lakeside-guest.example',
    });
    const reply = (text: string) => admin.call(api.sendMessageToParty, { body: { partyId: guest.id, text } });
    const usage = async () => (await admin.call(contract.messageReports.getMessageUsageCount, {})).data;
    const alertMails = () =>
      inScope(c.server.deps.db, { kind: 'platform' }, (tx) =>
        tx
          .select()
          .from(o)
          .where(and(eq(o.companyId, lakesideId), like(o.templateCode, 'quota.%'))),
      );

    for (let n = 1; n <= 8; n += 1) await reply(`Update ${n}`);
    await c.worker.runOnce();
    expect(await usage()).toMatchObject({ allowance: 10, used: 8, percent: 80, nonServicePaused: false });
    expect((await alertMails()).map((mail) => [mail.templateCode, mail.recipient])).toEqual([
      ['quota.alert-80', DEMO_ACCOUNTS.lakeside.admin],
    ]);

    await reply('Update 9');
    await c.worker.runOnce();
    expect(await usage()).toMatchObject({ used: 9, nonServicePaused: true });
    const [feedback] = await inScope(c.server.deps.db, { kind: 'company', companyId: lakesideId }, (tx) =>
      tx
        .insert(o)
        .values({
          companyId: lakesideId,
          partyId: guest.id,
          channel: 'sms',
          templateCode: 'party.dropped-off',
          recipient: '+12125550180',
          body: 'How was your ride?',
        })
        .returning({ id: o.id }),
    );
    const service = await reply('Your car is ready');
    await c.worker.runOnce();
    const history = await admin.call(api.getMessageHistoryByPartyId, { query: { partyId: guest.id } });
    expect(history.data.items.find((item) => item.id === feedback?.id)).toMatchObject({
      state: 'failed',
      error: 'paused: monthly message allowance',
    });
    expect(history.data.items.find((item) => item.id === service.data.id)?.state).toBe('sent');
    expect(history.data.items.at(-1)).toMatchObject({ channel: 'email', body: 'How was your ride?' });

    await reply('One more');
    await c.worker.runOnce();
    const spent = await usage();
    expect(spent).toMatchObject({
      used: 11,
      percent: 110,
      policy: { pausePercent: 90, alertPercents: [80, 100] },
    });
    expect(spent.alerts.map((alert) => alert.percent)).toEqual([80, 100]);
    expect(spent.byDay.reduce((sum, day) => sum + day.segments, 0)).toBe(11);
    expect((await alertMails()).map((mail) => mail.templateCode).sort()).toEqual([
      'quota.alert-100',
      'quota.alert-80',
    ]);

    const report = await admin.call(contract.messageReports.getMessageHistory, {
      body: { fromDate: '2000-01-01', toDate: '2199-12-31', state: 'failed', direction: 'out' },
    });
    expect(report.data.items).toEqual([
      expect.objectContaining({ id: feedback?.id, recipient: maskPhone('+12125550180'), segments: null }),
    ]);
    const drivers = await c.server.signIn(DEMO_ACCOUNTS.harborView.driver1);
    expect((await drivers.call(contract.messageReports.getMessageUsageCount, {})).status).toBe(403);
  });
});
