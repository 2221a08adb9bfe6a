import { contract } from '@curbside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { sendOneCompanyEmail, storeSmtpDetails } from '../testing/company-mail.ts';
import { fieldPaths, testServer } from '../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../testing/harness.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../testing/smtp-catcher.ts';
import {
  addressKind,
  destinationRefusal,
  type OutboundPolicy,
  OutboundRefused,
  pinDestination,
} from './outbound-guard.ts';

const byDefault = { allowPrivate: false };
const refusalOf = (host: string, port: number, policy: OutboundPolicy = byDefault) =>
  pinDestination('smtp', host, port, policy).then(
    () => null,
    (error: unknown) => (error instanceof OutboundRefused ? error.reason : error),
  );

describe('the outbound guard', () => {
  it('tells public addresses from local, private and metadata ones, IPv4 inside IPv6 included', () => {
    const kinds = Object.fromEntries(
      [
        '127.0.0.1',
        '10.0.0.1',
        '172.16.5.4',
        '192.168.1.1',
        '100.64.0.1',
        '169.254.1.1',
        '169.254.169.254',
        '0.0.0.0',
        '224.0.0.1',
        '255.255.255.255',
        '::',
        '::1',
        'fc00::1',
        'fd12:3456::1',
        'fe80::1',
        'ff02::1',
        'fd00:ec2::254',
        '::ffff:127.0.0.1',
        '::ffff:a9fe:a9fe',
        '64:ff9b::a00:1',
        '64:ff9b::808:808',
        '8.8.8.8',
        '2001:4860:4860::8888',
      ].map((address) => [address, addressKind(address)]),
    );
    expect(kinds).toEqual({
      '127.0.0.1': 'private',
      '10.0.0.1': 'private',
      '172.16.5.4': 'private',
      '192.168.1.1': 'private',
      '100.64.0.1': 'private',
      '169.254.1.1': 'private',
      '169.254.169.254': 'metadata',
      '0.0.0.0': 'private',
      '224.0.0.1': 'private',
      '255.255.255.255': 'private',
      '::': 'private',
      '::1': 'private',
      'fc00::1': 'private',
      'fd12:3456::1': 'private',
      'fe80::1': 'private',
      'ff02::1': 'private',
      'fd00:ec2::254': 'metadata',
      '::ffff:127.0.0.1': 'private',
      '::ffff:a9fe:a9fe': 'metadata',
      '64:ff9b::a00:1': 'private',
      '64:ff9b::808:808': 'public',
      '8.8.8.8': 'public',
      '2001:4860:4860::8888': 'public',
    });
  });

  it('checks every address a name resolves to and pins the connection to the first', async () => {
    const resolve = async (host: string) =>
      host === 'mixed.example' ? ['8.8.8.8', '10.0.0.1'] : ['8.8.4.4'];
    expect(await refusalOf('localhost', 587)).toBe('address');
    expect(await refusalOf('mixed.example', 587, { allowPrivate: false, resolve })).toBe('address');
    expect(await pinDestination('smtp', 'mail.example', 587, { allowPrivate: false, resolve })).toEqual({
      address: '8.8.4.4',
      port: 587,
      serverName: 'mail.example',
    });
    expect(await refusalOf('8.8.8.8', 22)).toBe('port');
    expect(await refusalOf('8.8.8.8', 2525)).toBeNull();
    expect(await refusalOf('no-such-name.invalid', 587)).toBe('unresolved');
    // A name that does not resolve yet may be saved, on an SMTP port only; sending checks it again.
    expect(await destinationRefusal('smtp', 'no-such-name.invalid', 587, byDefault)).toBeNull();
    expect(await destinationRefusal('smtp', 'no-such-name.invalid', 22, byDefault)).toBe('port');
  });

  it('refuses a name under .invalid (RFC 6761) as unresolved without asking the resolver', async () => {
    const asked: string[] = [];
    const resolve = async (host: string) => {
      asked.push(host);
      return ['8.8.8.8'];
    };
    const policy = { allowPrivate: false, resolve };
    for (const host of ['sftp.sweep.invalid', 'INVALID', 'mail.example.Invalid.']) {
      expect(await refusalOf(host, 587, policy)).toBe('unresolved');
    }
    expect(asked).toEqual([]);
    // Only the last label counts: a name that merely contains the word is looked up as any other.
    expect(await refusalOf('invalid.example', 587, policy)).toBeNull();
    expect(await refusalOf('notinvalid', 587, policy)).toBeNull();
    expect(asked).toEqual(['invalid.example', 'notinvalid']);
  });

  it('allows private addresses on any port only when told to, and metadata addresses never', async () => {
    const allowed = { allowPrivate: true };
    expect(await refusalOf('127.0.0.1', 2526, allowed)).toBeNull();
    expect(await refusalOf('169.254.169.254', 25, allowed)).toBe('address');
    expect(await refusalOf('8.8.8.8', 22, allowed)).toBe('port');
  });
});

describe('OUTBOUND_ALLOW_PRIVATE', () => {
  const env = { APP_SECRET: 'a-long-platform-key-0123456789', PUBLIC_URL: 'https://curbside.example' };
  it('is off unless set, and refused in production', () => {
    expect(loadConfig(env).outboundAllowPrivate).toBe(false);
    expect(loadConfig({ ...env, OUTBOUND_ALLOW_PRIVATE: 'true' }).outboundAllowPrivate).toBe(true);
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', OUTBOUND_ALLOW_PRIVATE: 'true' })).toThrow(
      /OUTBOUND_ALLOW_PRIVATE/,
    );
  });
});

describe('SMTP details by default (no private destinations)', () => {
  const t = testServer();
  let admin: TestClient;
  let catcher: SmtpCatcher;
  beforeAll(async () => {
    admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
    catcher = await startSmtpCatcher();
  });
  afterAll(() => catcher?.close());
  const save = (host: string, port: number) =>
    admin.call(contract.appSettings.updateAppSetting, {
      body: { type: 'SMTP', host, port, secure: false, userName: null, fromAddress: 'desk@harbor.example' },
    });

  it('refuses to save a local, private, link-local or metadata server, or a port SMTP does not use', async () => {
    for (const host of ['127.0.0.1', '10.0.0.1', '169.254.169.254', 'localhost', '2130706433']) {
      const refused = await save(host, 587);
      expect(refused.status, host).toBe(400);
      expect(fieldPaths(refused)).toEqual(['body.host']);
      expect(refused.problem.errors?.[0]?.code).toBe('publicHostOnly');
    }
    // An IPv6 literal is not a host name at all.
    const ipv6 = await save('[::1]', 587);
    expect(ipv6.status).toBe(400);
    expect(fieldPaths(ipv6)).toEqual(['body.host']);
    const ssh = await save('8.8.8.8', 22);
    expect(ssh.status).toBe(400);
    expect(fieldPaths(ssh)).toEqual(['body.port']);
    expect(ssh.problem.errors?.[0]?.code).toBe('smtpPort');
    const catcherPort = await save('127.0.0.1', catcher.port);
    expect(catcherPort.status).toBe(400);
    // A public server on an SMTP port is taken.
    expect((await save('8.8.8.8', 587)).status).toBe(200);
  });

  it('refuses to send to such a server kept from before, without connecting, with a generic error', async () => {
    const harbor = t.server.ids.harborView.companyId;
    for (const [host, port] of [
      ['127.0.0.1', catcher.port],
      ['::1', catcher.port],
      ['localhost', catcher.port],
      ['10.0.0.1', 587],
      ['169.254.169.254', 25],
      ['8.8.8.8', 22],
    ] as const) {
      await storeSmtpDetails(t.server, harbor, { host, port });
      const message = await sendOneCompanyEmail(t.server, harbor);
      expect(message, host).toMatchObject({ status: 'queued', lastError: 'SMTP_DESTINATION_REFUSED' });
    }
    expect(catcher.connections()).toBe(0);
  });
});
