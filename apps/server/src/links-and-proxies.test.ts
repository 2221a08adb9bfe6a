/**
 * Where links point and whom the server believes (issue 28, findings 1, 4 and 11): every link in an e-mail or
 * a text is built on the configured site, never on a request's Host or X-Forwarded-Host; production refuses
 * to start without PUBLIC_URL; X-Forwarded-For is believed for the configured hops only; webhook signatures
 * are checked against the configured site; cookies are Secure when the site is https.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { twilioSignature } from './integrations/sms/twilio.ts';
import { testServer } from './testing/demo-server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './testing/harness.ts';
import { latestResetEmail, linkIn } from './testing/outbox.ts';

const hv = DEMO_ACCOUNTS.harborView;
const APP_SECRET = 'links-test-platform-key-0123456789abcdef';
/** The development server of this file: no PUBLIC_URL, listening on every interface at this port. */
const SITE = 'http://localhost:4123';
const PUBLIC_SITE = 'https://curbside.example';
const TWILIO_TOKEN = 'twilio-auth-token-links-test';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

const configOf = (env: Record<string, string>): Config =>
  loadConfig({ APP_SECRET, DEMO_PASSWORD, PORT: '4123', SIGN_IN_RATE_LIMIT: '3', ...env });

const t = testServer(configOf({ TRUST_PROXY: 'true' }));
/** The same database served with PUBLIC_URL (https) and no TRUST_PROXY: a server behind a TLS proxy. */
let behindTls: FastifyInstance;
let companyId: string;

beforeAll(async () => {
  behindTls = await buildApp(
    { ...t.server.deps, config: configOf({ PUBLIC_URL: `${PUBLIC_SITE}/` }) },
    { logger: false, serveWeb: false },
  );
  companyId = t.server.ids.harborView.companyId;
});
afterAll(async () => {
  await behindTls?.close();
});

/** A sign-in straight to `app`, from `remoteAddress` when given (the proxy in front, or the caller). */
const signInOn = (
  app: FastifyInstance,
  email: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/Login/ValidateAuthentication',
    payload: { userName: email, password: DEMO_PASSWORD },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const outboxOf = (partyId: string, templateCode: string) =>
  inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
    tx
      .select()
      .from(schema.outboxMessages)
      .where(
        and(eq(schema.outboxMessages.partyId, partyId), eq(schema.outboxMessages.templateCode, templateCode)),
      ),
  );

describe('links in e-mails and texts', () => {
  it('mails a reset link on the configured site whatever Host the caller sends', async () => {
    const sent = await t.server
      .anonymous()
      .call(contract.login.forgotPassword, { body: { userName: hv.driver1 } }, { headers: FORGED });
    expect(sent.status).toBe(200);
    const link = linkIn((await latestResetEmail(t.server, hv.driver1))?.body ?? '');
    expect(link.origin).toBe(SITE);
  });

  it('ignores X-Forwarded-Host from a trusted proxy, and the super-admin is no exception', async () => {
    const sent = await t.server.anonymous().call(
      contract.login.forgotPassword,
      { body: { userName: DEMO_ACCOUNTS.superadmin } },
      {
        headers: {
          host: 'curbside.internal',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-for': '192.0.2.1',
        },
      },
    );
    expect(sent.status).toBe(200);
    const link = linkIn((await latestResetEmail(t.server, DEMO_ACCOUNTS.superadmin))?.body ?? '');
    expect(link.origin).toBe(SITE);
  });

  it('puts the configured site in the text a guest triggers by cancelling from their link', async () => {
    const admin = await t.server.signIn(hv.admin);
    const wording = await admin.call(contract.configMessage.addOrEditConfigMessage, {
      body: { eventCode: 'party.cancelled', language: 'en', body: 'Cancelled, {guestName}. {link}' },
    });
    expect(wording.status, JSON.stringify(wording.problem)).toBe(200);
    const desk = await t.server.signIn(hv.dispatcher);
    const [from, to] = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx.select().from(schema.locations).where(eq(schema.locations.companyId, companyId)).limit(2),
    );
    const booked = await desk.call(contract.reservation.addOrEditReservation, {
      body: {
        guestName: 'Ada Lovelace',
        phone: '+12125557188',
        roomNumber: '1204',
        adults: 1,
        fromLocationId: from?.id ?? '',
        toLocationId: to?.id ?? '',
        reservationDate: '2030-05-10',
        reservationTime: '09:30',
        isNotifyGuest: true,
      },
    });
    expect(booked.status, JSON.stringify(booked.problem)).toBe(200);
    // The key as the guest holds it: from the text that told them of their booking.
    const [confirmation] = await outboxOf(booked.data.id, 'party.reserved');
    const key = /\/GuestView\/(\S+)/.exec(confirmation?.body ?? '')?.[1] ?? '';
    const guest = t.server.anonymous();
    const page = await guest.call(contract.reservation.getGuestPartyInformation, { body: { key } });
    expect(page.status).toBe(200);

    const cancelled = await guest.call(
      contract.reservation.cancelGuestReservation,
      { body: { key, version: page.data.version } },
      { headers: FORGED },
    );
    expect(cancelled.status, JSON.stringify(cancelled.problem)).toBe(200);
    const [text] = await outboxOf(booked.data.id, 'party.cancelled');
    expect(text?.body).toContain(`${SITE}/GuestView/${key}`);
    expect(text?.body).not.toContain('evil.example');
  });
});

describe('the configured site', () => {
  it('is PUBLIC_URL as an origin, else the listening address; an address with a path is refused', () => {
    expect(configOf({ PUBLIC_URL: 'https://Curbside.Example/' }).siteUrl).toBe(PUBLIC_SITE);
    expect(configOf({}).siteUrl).toBe(SITE);
    expect(configOf({ HOST: '127.0.0.1' }).siteUrl).toBe('http://127.0.0.1:4123');
    expect(configOf({ HOST: '::1' }).siteUrl).toBe('http://[::1]:4123');
    for (const wrong of ['curbside.example', 'https://curbside.example/app', 'ftp://curbside.example']) {
      expect(() => configOf({ PUBLIC_URL: wrong }), wrong).toThrow(/PUBLIC_URL/);
    }
  });

  it('is required in production: without PUBLIC_URL the configuration is refused, naming it', () => {
    expect(() => configOf({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set/);
    expect(configOf({ NODE_ENV: 'production', PUBLIC_URL: PUBLIC_SITE }).siteUrl).toBe(PUBLIC_SITE);
  });

  it('stops the server process in production without PUBLIC_URL, before it opens the database', async () => {
    // The database is out of reach (nothing listens on port 1): a server that read its configuration first
    // names PUBLIC_URL; one that went on would fail on the database instead, or start.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: '',
        DATABASE_URL: 'postgres://curbside@127.0.0.1:1/curbside',
        APP_SECRET,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onTestFinished(() => {
      child.kill('SIGKILL');
    });
    const { outcome, output } = await startOutcome(child);
    expect(outcome).toEqual({ exitCode: 1 });
    expect(output).toContain('PUBLIC_URL must be set when NODE_ENV=production');
  });
});

/** Whether a started server process ran (said it is running) or exited first, with what it wrote. */
function startOutcome(child: ChildProcess) {
  let output = '';
  return new Promise<{ outcome: 'running' | { exitCode: number | null }; output: string }>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Curbside is running')) resolve({ outcome: 'running', output });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (exitCode) => resolve({ outcome: { exitCode }, output }));
  });
}

describe('TRUST_PROXY', () => {
  const lastSignIn = async (email: string) => {
    const [row] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select()
        .from(schema.loginHistory)
        .where(eq(schema.loginHistory.userId, t.server.ids.harborView.users[email] ?? ''))
        .orderBy(desc(schema.loginHistory.signedInAt))
        .limit(1),
    );
    return row;
  };

  it('reads true as one hop, a number as hops, else a list of addresses and ranges', () => {
    expect(configOf({}).trustProxy).toBe(false);
    expect(configOf({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(configOf({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(configOf({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configOf({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['yes', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/8']) {
      expect(() => configOf({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('with one hop, a rotated left-most X-Forwarded-For does not escape the sign-in limit', async () => {
    const statuses: number[] = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      const attempt = await t.server
        .anonymous()
        .call(
          contract.login.validateAuthentication,
          { body: { userName: 'nobody@nowhere.example', password: 'guess' } },
          { headers: { 'x-forwarded-for': `${forged}, 203.0.113.9` } },
        );
      statuses.push(attempt.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const elsewhere = await t.server
      .anonymous()
      .call(
        contract.login.validateAuthentication,
        { body: { userName: 'nobody@nowhere.example', password: 'guess' } },
        { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.10' } },
      );
    expect(elsewhere.status).toBe(401);
  });

  it('records the address the proxy appended in the login history', async () => {
    const signedIn = await signInOn(t.server.app, hv.driver2, {
      'x-forwarded-for': '6.6.6.6, 203.0.113.20',
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await lastSignIn(hv.driver2))?.ipAddress).toBe('203.0.113.20');
  });

  it('with a list, believes the header only from those proxies', async () => {
    const listed = await buildApp(
      { ...t.server.deps, config: configOf({ TRUST_PROXY: '10.0.0.0/8' }) },
      { logger: false, serveWeb: false },
    );
    try {
      const forwarded = { 'x-forwarded-for': '6.6.6.6, 203.0.113.30' };
      expect((await signInOn(listed, hv.driver1, forwarded, '10.1.2.3')).statusCode).toBe(200);
      expect((await lastSignIn(hv.driver1))?.ipAddress).toBe('203.0.113.30');
      expect((await signInOn(listed, hv.driver1, forwarded, '198.51.100.77')).statusCode).toBe(200);
      expect((await lastSignIn(hv.driver1))?.ipAddress).toBe('198.51.100.77');
    } finally {
      await listed.close();
    }
  });
});

describe('behind a TLS proxy', () => {
  const statusCall = (app: FastifyInstance, signedUrl: string, headers: Record<string, string> = {}) => {
    const path = `/api/SmsWebhook/TwilioStatus?companyId=${companyId}`;
    const form = { MessageSid: 'SM0123456789abcdef0123456789abcdef', MessageStatus: 'delivered' };
    return app.inject({
      method: 'POST',
      url: path,
      headers: {
        ...headers,
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(TWILIO_TOKEN, `${signedUrl}${path}`, form),
      },
      payload: new URLSearchParams(form).toString(),
    });
  };

  beforeAll(async () => {
    const admin = await t.server.signIn(hv.admin);
    const saved = await admin.call(contract.appSettings.updateAppSetting, {
      body: {
        type: 'SMS',
        provider: 'twilio',
        twilioAccountSid: `AC${'0123456789abcdef'.repeat(2)}`,
        twilioAuthToken: TWILIO_TOKEN,
        twilioFromNumber: '+12125550000',
      },
    });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
  });

  it('checks a webhook signature against the configured site, not the address the request names', async () => {
    // TLS ends at the proxy: the request arrives over http with an inner Host, as Twilio signed https.
    const real = await statusCall(behindTls, PUBLIC_SITE, { host: 'curbside.internal:3000' });
    expect(real.statusCode).toBe(204);
    expect((await statusCall(t.server.app, SITE)).statusCode).toBe(204);
    const forged = await statusCall(t.server.app, 'https://evil.example', FORGED);
    expect(forged.statusCode).toBe(403);
  });

  it('marks cookies Secure and sends HSTS when the site is https, unless SECURE_COOKIES says no', async () => {
    const signedIn = await signInOn(behindTls, hv.dispatcher);
    expect(signedIn.statusCode).toBe(200);
    expect(Object.fromEntries(signedIn.cookies.map((c) => [c.name, c.secure]))).toEqual({
      curbside_session: true,
      'XSRF-TOKEN': true,
    });
    expect(signedIn.headers['strict-transport-security']).toContain('max-age=');
    const plain = await signInOn(t.server.app, hv.dispatcher);
    expect(plain.cookies.every((c) => !c.secure)).toBe(true);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(configOf({ PUBLIC_URL: PUBLIC_SITE, SECURE_COOKIES: 'false' }).secureCookies).toBe(false);
  });
});
