import { createServer, type Server } from 'node:net';
import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOneCompanyEmail } from '../testing/company-mail.ts';
import { fieldPaths, testServer } from '../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../testing/harness.ts';
import { CATCHER_NAME, type SmtpCatcher, startSmtpCatcher } from '../testing/smtp-catcher.ts';

// A local catcher is on 127.0.0.1: these tests allow private destinations, as only tests and development may.
const t = testServer({ outboundAllowPrivate: true });
let admin: TestClient;
let smtp: SmtpCatcher;
let plain: SmtpCatcher;
let attacker: SmtpCatcher;
let banner: Server;
let bannerPort = 0;
const harbor = () => t.server.ids.harborView.companyId;
const smtpDetails = (extra: Record<string, unknown>) => ({
  type: 'SMTP' as const,
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  userName: 'harbor-mailer',
  fromAddress: 'desk@harbor.example',
  ...extra,
});
const storedPassword = async () =>
  (
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ sealed: schema.messagingSettings.smtpPasswordSealed })
        .from(schema.messagingSettings)
        .where(eq(schema.messagingSettings.companyId, harbor())),
    )
  )[0]?.sealed;

beforeAll(async () => {
  admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
  [smtp, plain, attacker] = await Promise.all([
    startSmtpCatcher({ requireAuth: true, tls: true }),
    startSmtpCatcher({ requireAuth: true }),
    startSmtpCatcher({ tls: true }),
  ]);
  // Not a mail server: it greets with its own banner, which a scan through the SMTP details would read.
  banner = createServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6 build-host.internal\r\n'));
  await new Promise<void>((resolve) => banner.listen(0, '127.0.0.1', resolve));
  const address = banner.address();
  bannerPort = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await Promise.all([smtp?.close(), plain?.close(), attacker?.close()]);
  await new Promise((resolve) => banner?.close(resolve));
});

describe("a company's own SMTP server", () => {
  it('takes the e-mail with its password over STARTTLS, while the platform has no server', async () => {
    const saved = await admin.call(contract.appSettings.updateAppSetting, {
      body: smtpDetails({ password: 'smtp-password-1234' }),
    });
    expect(saved.status).toBe(200);
    const lakeside = await sendOneCompanyEmail(t.server, t.server.ids.lakeside.companyId);
    // Lakeside has no SMTP details and the platform none: its e-mail waits.
    expect(lakeside?.status).toBe('queued');
    const sent = await sendOneCompanyEmail(t.server, harbor(), { trustedCa: smtp.ca ?? '' });
    expect(sent?.status).toBe('sent');
    expect(smtp.received).toMatchObject([
      { from: 'desk@harbor.example', to: ['guest@example.com'], user: 'harbor-mailer' },
    ]);
    expect(smtp.logins).toEqual([{ user: 'harbor-mailer', pass: 'smtp-password-1234', overTls: true }]);
  });

  it('never sends the password over plain text: a server without STARTTLS gets no AUTH', async () => {
    const saved = await admin.call(contract.appSettings.updateAppSetting, {
      body: smtpDetails({ port: plain.port, password: 'smtp-password-1234' }),
    });
    expect(saved.status).toBe(200);
    const failed = await sendOneCompanyEmail(t.server, harbor());
    expect(plain.logins).toEqual([]);
    expect(plain.received).toEqual([]);
    expect(failed).toMatchObject({ status: 'queued', lastError: 'SMTP_FAILED' });
  });

  it('does not let a kept password follow the details to another server, port or user name', async () => {
    const saved = await admin.call(contract.appSettings.updateAppSetting, {
      body: smtpDetails({ password: 'smtp-password-1234' }),
    });
    expect(saved.status).toBe(200);
    const kept = await storedPassword();
    for (const change of [{ port: attacker.port }, { host: 'localhost' }, { userName: 'other-user' }]) {
      const moved = await admin.call(contract.appSettings.updateAppSetting, { body: smtpDetails(change) });
      expect(moved.status).toBe(400);
      expect(fieldPaths(moved)).toEqual(['body.password']);
      expect(moved.problem.errors?.[0]?.code).toBe('passwordForNewServer');
    }
    expect(await storedPassword()).toBe(kept);
    // The same server: the kept password stays.
    const same = await admin.call(contract.appSettings.updateAppSetting, {
      body: smtpDetails({ host: '127.0.0.1', fromAddress: 'front@harbor.example' }),
    });
    expect(same.status).toBe(200);
    expect(await storedPassword()).toBe(kept);
    // Another server without a user name: the kept password is dropped, and the new server signs in no one.
    const dropped = await admin.call(contract.appSettings.updateAppSetting, {
      body: smtpDetails({ port: attacker.port, userName: null }),
    });
    expect(dropped.status).toBe(200);
    expect(await storedPassword()).toBeNull();
    const sent = await sendOneCompanyEmail(t.server, harbor(), { trustedCa: attacker.ca ?? '' });
    expect(sent?.status).toBe('sent');
    expect(attacker.received).toHaveLength(1);
    expect(attacker.logins).toEqual([]);
  });

  it("stores a code, never the server's words, when the server fails", async () => {
    const saved = await admin.call(contract.appSettings.updateAppSetting, {
      body: smtpDetails({ port: bannerPort, userName: null }),
    });
    expect(saved.status).toBe(200);
    const failed = await sendOneCompanyEmail(t.server, harbor());
    expect(failed).toMatchObject({ status: 'queued', lastError: 'SMTP_FAILED' });
  });

  it('connects to the address the guard resolved, not to what the name resolves to a moment later', async () => {
    // The name resolves nowhere at save (no DNS in tests): taken, and checked when sending.
    const saved = await admin.call(contract.appSettings.updateAppSetting, {
      body: smtpDetails({ host: CATCHER_NAME, port: attacker.port, userName: null }),
    });
    expect(saved.status).toBe(200);
    const lookups: string[] = [];
    const rebinding = async (host: string) => {
      lookups.push(host);
      return lookups.length === 1 ? ['127.0.0.1'] : ['169.254.169.254'];
    };
    const before = attacker.received.length;
    const sent = await sendOneCompanyEmail(t.server, harbor(), {
      resolve: rebinding,
      trustedCa: attacker.ca ?? '',
    });
    expect(sent?.status).toBe('sent');
    expect(lookups).toEqual([CATCHER_NAME]);
    expect(attacker.received).toHaveLength(before + 1);
  });
});
