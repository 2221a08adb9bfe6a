import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpSender, type EmailSender } from '../integrations/email/email.ts';
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../testing/harness.ts';
import { OutboxWorker } from './outbox-worker.ts';

let server: TestServer;
let smtp: SMTPServer;
let port = 0;
const received: { to: string[]; raw: string }[] = [];
const silentLog = { warn: () => undefined, error: () => undefined } as unknown as ConstructorParameters<
  typeof OutboxWorker
>[2];

beforeAll(async () => {
  server = await createTestServer();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await server?.close();
});

describe('outbox worker', () => {
  it('sends a queued reset e-mail through SMTP once, and marks it sent', async () => {
    const email = DEMO_ACCOUNTS.harborView.dispatcher;
    await server.anonymous().call(contract.login.forgotPassword, { body: { userName: email } });
    const worker = new OutboxWorker(
      server.deps.db,
      createSmtpSender(`smtp://127.0.0.1:${port}`, 'test@curbside.example'),
      silentLog,
      60_000,
    );
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([email]);
    expect(received[0]?.raw).toContain('Reset your Curbside password');
    const rows = await inScope(server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.recipient, email)),
    );
    expect(rows.map((r) => r.status)).toEqual(['sent']);
  });

  it('keeps a message it could not send queued for a later attempt, with the reason', async () => {
    const email = DEMO_ACCOUNTS.harborView.driver1;
    await server.anonymous().call(contract.login.forgotPassword, { body: { userName: email } });
    const failing: EmailSender = {
      send: async () => {
        throw new Error('connection refused');
      },
      close: () => undefined,
    };
    const worker = new OutboxWorker(server.deps.db, failing, silentLog, 60_000);
    expect(await worker.runOnce()).toBe(0);
    const [row] = await inScope(server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.recipient, email)),
    );
    expect(row?.status).toBe('queued');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe('connection refused');
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});
