import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyEmail } from '../integrations/company-senders.ts';
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../testing/harness.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../testing/smtp-catcher.ts';
import { OutboxWorker } from './outbox-worker.ts';

let server: TestServer;
let smtp: SmtpCatcher;
const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as ConstructorParameters<typeof OutboxWorker>[2];

beforeAll(async () => {
  server = await createTestServer();
  smtp = await startSmtpCatcher({ requireAuth: true });
});
afterAll(async () => {
  await smtp?.close();
  await server?.close();
});

describe("a company's own SMTP server", () => {
  it("sends the company's e-mail through its server with its password, while the platform has none", async () => {
    const admin = await server.signIn(DEMO_ACCOUNTS.harborView.admin);
    const saved = await admin.call(contract.appSettings.updateAppSetting, {
      body: {
        type: 'SMTP',
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        userName: 'harbor-mailer',
        password: 'smtp-password-1234',
        fromAddress: 'desk@harbor.example',
      },
    });
    expect(saved.status).toBe(200);
    const harbor = server.ids.harborView.companyId;
    const lakeside = server.ids.lakeside.companyId;
    const [own, other] = await inScope(server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .insert(schema.outboxMessages)
        .values([
          {
            companyId: harbor,
            channel: 'email',
            templateCode: 'TEST',
            recipient: 'guest@example.com',
            subject: 'Hi',
            body: 'Hello',
          },
          {
            companyId: lakeside,
            channel: 'email',
            templateCode: 'TEST',
            recipient: 'other@example.com',
            subject: 'Hi',
            body: 'Hello',
          },
        ])
        .returning({ id: schema.outboxMessages.id }),
    );
    const worker = new OutboxWorker(
      server.deps.db,
      null,
      quiet,
      60_000,
      undefined,
      createCompanyEmail(server.deps.db, server.deps.config),
    );
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received).toMatchObject([
      { from: 'desk@harbor.example', to: ['guest@example.com'], user: 'harbor-mailer' },
    ]);
    expect(smtp.logins).toEqual([{ user: 'harbor-mailer', pass: 'smtp-password-1234' }]);
    const status = async (id: string | undefined) =>
      (
        await inScope(server.deps.db, { kind: 'platform' }, (tx) =>
          tx
            .select()
            .from(schema.outboxMessages)
            .where(eq(schema.outboxMessages.id, id ?? '')),
        )
      )[0]?.status;
    expect(await status(own?.id)).toBe('sent');
    // Lakeside has no SMTP details and the platform none: its e-mail waits.
    expect(await status(other?.id)).toBe('queued');
  });
});
