import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createCompanyEmail } from '../integrations/company-senders.ts';
import { createSmtpSender } from '../integrations/email/email.ts';
import { OutboxWorker } from '../jobs/outbox-worker.ts';
import type { TestServer } from './harness.ts';
import type { SmtpCatcher } from './smtp-catcher.ts';

const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

type Testing = Parameters<typeof createCompanyEmail>[2];

/** Runs the outbox once with the platform's SMTP server at a test's catcher; answers how many it sent. */
export const sendOutboxThrough = (server: TestServer, smtp: SmtpCatcher) =>
  new OutboxWorker(
    server.deps.db,
    createSmtpSender(`smtp://127.0.0.1:${smtp.port}`, 'desk@curbside.example'),
    quiet,
    60_000,
  ).runOnce();

/**
 * Queues one e-mail of the company, runs the outbox once with the companies' own SMTP servers (and no platform
 * server), and answers the message's row as the outbox left it.
 */
export async function sendOneCompanyEmail(server: TestServer, companyId: string, testing: Testing = {}) {
  const db = server.deps.db;
  const [queued] = await inScope(db, { kind: 'platform' }, (tx) =>
    tx
      .insert(schema.outboxMessages)
      .values({
        companyId,
        channel: 'email',
        templateCode: 'TEST',
        recipient: 'guest@example.com',
        subject: 'Hi',
        body: 'Hello',
      })
      .returning({ id: schema.outboxMessages.id }),
  );
  const worker = new OutboxWorker(
    db,
    null,
    quiet,
    60_000,
    undefined,
    createCompanyEmail(db, server.deps.config, testing),
  );
  await worker.runOnce();
  const [row] = await inScope(db, { kind: 'platform' }, (tx) =>
    tx
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.id, queued?.id ?? '')),
  );
  return row;
}

/** Writes a company's SMTP details as they are stored, past the checks of a save (as an older version kept them). */
export const storeSmtpDetails = (
  server: TestServer,
  companyId: string,
  details: { host: string; port: number; userName?: string | null },
) =>
  inScope(server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .insert(schema.messagingSettings)
      .values({
        companyId,
        smtpHost: details.host,
        smtpPort: details.port,
        smtpSecure: false,
        smtpUserName: details.userName ?? null,
        smtpFromAddress: 'desk@harbor.example',
      })
      .onConflictDoUpdate({
        target: schema.messagingSettings.companyId,
        set: { smtpHost: details.host, smtpPort: details.port, smtpUserName: details.userName ?? null },
      }),
  );
