import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpSender, type EmailSender } from '../integrations/email/email.ts';
import type { OutgoingSms, SmsSender } from '../integrations/sms/sms.ts';
import { testServer } from '../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../testing/harness.ts';
import { outboxTo } from '../testing/outbox.ts';
import { insertParty } from '../testing/parties.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../testing/smtp-catcher.ts';
import { OutboxWorker } from './outbox-worker.ts';

const t = testServer();
let smtp: SmtpCatcher;
const logged: Record<string, unknown>[] = [];
const silentLog = {
  info: (object: Record<string, unknown>) => logged.push(object),
  warn: () => undefined,
  error: () => undefined,
} as unknown as ConstructorParameters<typeof OutboxWorker>[2];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp?.close();
});

describe('outbox worker', () => {
  it('sends a queued reset e-mail through SMTP once, and marks it sent', async () => {
    const email = DEMO_ACCOUNTS.harborView.dispatcher;
    await t.server.anonymous().call(contract.login.forgotPassword, { body: { userName: email } });
    const worker = new OutboxWorker(
      t.server.deps.db,
      createSmtpSender(`smtp://127.0.0.1:${smtp.port}`, 'test@curbside.example'),
      silentLog,
      60_000,
    );
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([email]);
    expect(smtp.received[0]?.raw).toContain('Reset your Curbside password');
    const rows = await outboxTo(t.server, email);
    expect(rows.map((r) => r.status)).toEqual(['sent']);
  });

  it('keeps a message it could not send queued for a later attempt, with the reason', async () => {
    const email = DEMO_ACCOUNTS.harborView.driver1;
    await t.server.anonymous().call(contract.login.forgotPassword, { body: { userName: email } });
    const failing: EmailSender = {
      send: async () => {
        throw new Error('connection refused');
      },
      close: () => undefined,
    };
    const worker = new OutboxWorker(t.server.deps.db, failing, silentLog, 60_000);
    expect(await worker.runOnce()).toBe(0);
    const [row] = await outboxTo(t.server, email);
    expect(row?.status).toBe('queued');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe('connection refused');
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('outbox worker, SMS', () => {
  const queueSms = async (phone: string) => {
    const companyId = t.server.ids.harborView.companyId;
    const party = await insertParty(t.server.deps.db, companyId, { status: PARTY_STATUS.Dispatched, phone });
    const dispatcher = await t.server.signIn(DEMO_ACCOUNTS.harborView.dispatcher);
    const resent = await dispatcher.call(contract.reservation.reSendNotifications, {
      body: { partyId: party.id },
    });
    expect(resent.data.queued).toBe(1);
    return party.id;
  };
  const smsRows = (partyId: string) =>
    inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select()
        .from(schema.outboxMessages)
        .where(and(eq(schema.outboxMessages.partyId, partyId), eq(schema.outboxMessages.channel, 'sms'))),
    );

  it('sends a guest SMS through the SMS sender and marks it sent', async () => {
    const partyId = await queueSms('+12125550777');
    const sent: OutgoingSms[] = [];
    const sms: SmsSender = {
      provider: 'test',
      send: async (message) => {
        sent.push(message);
        return { providerMessageId: null };
      },
    };
    const worker = new OutboxWorker(t.server.deps.db, null, silentLog, 60_000, sms);
    expect(await worker.runOnce()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('+12125550777');
    expect(sent[0]?.text).toContain('/GuestView/');
    expect((await smsRows(partyId)).map((r) => r.status)).toEqual(['sent']);
    expect(await worker.runOnce()).toBe(0);
    // A provider took it: sent, and counted.
    const admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
    const details = await admin.call(contract.reservation.getPartyInfoById, { body: { partyId } });
    expect(details.data.messages.map((message) => message.state)).toEqual(['sent']);
  });

  it('records SMS in the log by default (the log provider) without the body, and leaves e-mail queued without SMTP', async () => {
    const email = DEMO_ACCOUNTS.harborView.driver2;
    await t.server.anonymous().call(contract.login.forgotPassword, { body: { userName: email } });
    const partyId = await queueSms('+12125550778');
    logged.length = 0;
    const admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
    const usage = async () => (await admin.call(contract.messageReports.getMessageUsageCount, {})).data;
    const before = await usage();
    const worker = new OutboxWorker(t.server.deps.db, null, silentLog, 60_000);
    expect(await worker.runOnce()).toBe(1);
    expect(logged).toEqual([expect.objectContaining({ provider: 'log', to: '+1••••••••78' })]);
    expect(JSON.stringify(logged)).not.toContain('GuestView');
    expect(JSON.stringify(logged)).not.toContain('5550778');
    expect((await smsRows(partyId)).map((r) => r.status)).toEqual(['sent']);
    // No provider took it: the drawer says it was only logged, and the month's usage does not count it.
    const details = await admin.call(contract.reservation.getPartyInfoById, { body: { partyId } });
    expect(details.data.messages.map((message) => message.state)).toEqual(['logged']);
    expect(await usage()).toEqual({ ...before, smsProvider: 'log' });
    const [mail] = await outboxTo(t.server, email);
    expect(mail?.status).toBe('queued');
    expect(mail?.attempts).toBe(0);
  });
});
