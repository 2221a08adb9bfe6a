import { contract, type FtpConnectionUpdate } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { FEATURES, PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldPaths, testServer } from '../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../testing/harness.ts';
import { onOwnPackage } from '../testing/packages.ts';
import { insertParty } from '../testing/parties.ts';
import {
  fingerprintOfPublic,
  newKeyPair,
  type SftpTestServer,
  startSftpServer,
} from '../testing/sftp-server.ts';
import { runSftpExports } from './sftp-exports.ts';

// The test's SFTP server is on 127.0.0.1: these tests allow private destinations, as only tests and development may.
const t = testServer({ outboundAllowPrivate: true });
let admin: TestClient;
let sftp: SftpTestServer;
const userKey = newKeyPair();
const harbor = () => t.server.ids.harborView.companyId;
const deps = () => t.server.deps;
/** 03:00 in New York (Harbor View's zone) on a day of 2031, after the export's hour of 2. */
const night = (day: string) => new Date(`${day}T08:00:00Z`);

const settings = (extra: Partial<FtpConnectionUpdate> = {}): FtpConnectionUpdate => ({
  enabled: true,
  host: '127.0.0.1',
  port: sftp.port,
  userName: 'harbor-export',
  authMethod: 'password',
  password: 'sftp-password-1234',
  remoteFolder: '/exports',
  hostKeyFingerprint: sftp.fingerprint,
  reports: ['completed', 'reservations'],
  hour: 2,
  ...extra,
});
const save = async (extra: Partial<FtpConnectionUpdate> = {}) => {
  const saved = await admin.call(contract.ftpConnection.updateFtpConnection, { body: settings(extra) });
  expect(saved.status).toBe(200);
  return saved;
};
const runsOf = (day: string) =>
  inScope(deps().db, { kind: 'platform' }, (tx) =>
    tx
      .select()
      .from(schema.sftpExportRuns)
      .where(and(eq(schema.sftpExportRuns.companyId, harbor()), eq(schema.sftpExportRuns.runDate, day)))
      .orderBy(schema.sftpExportRuns.attempt),
  );

beforeAll(async () => {
  admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
  sftp = await startSftpServer({
    userName: 'harbor-export',
    password: 'sftp-password-1234',
    publicKey: userKey.publicKey,
  });
});
afterAll(async () => {
  await sftp?.close();
});

describe('the SFTP export settings', () => {
  it('answers the defaults, then keeps the password sealed and never answers it', async () => {
    const before = await admin.call(contract.ftpConnection.getFtpConnection, { body: {} });
    expect(before.data).toMatchObject({ configured: false, enabled: false, port: 22, reports: [] });
    const saved = await save();
    expect(saved.data).toMatchObject({
      configured: true,
      password: { isSet: true },
      privateKey: { isSet: false },
    });
    expect(JSON.stringify(saved.data)).not.toContain('sftp-password-1234');
    const [row] = await inScope(deps().db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.sftpExports).where(eq(schema.sftpExports.companyId, harbor())),
    );
    expect(row?.passwordSealed).toMatch(/^v1\./);
    expect(row?.passwordSealed).not.toContain('sftp-password-1234');
  });

  it("shows the server's host key to be pinned, and refuses to switch on an unpinned server", async () => {
    const tested = await admin.call(contract.ftpConnection.testFtpConnection, {
      body: { host: '127.0.0.1', port: sftp.port },
    });
    expect(tested.status).toBe(200);
    expect(tested.data).toEqual({ fingerprint: sftp.fingerprint, algorithm: 'ssh-ed25519' });
    // The test signs in as no one.
    expect(sftp.attempts).toEqual([]);
    const unpinned = await admin.call(contract.ftpConnection.updateFtpConnection, {
      body: settings({ hostKeyFingerprint: null }),
    });
    expect(unpinned.status).toBe(400);
    expect(fieldPaths(unpinned)).toEqual(['body.hostKeyFingerprint']);
  });

  it('refuses a cloud metadata address, a password that would follow to another server, and a bad key', async () => {
    const metadata = await admin.call(contract.ftpConnection.updateFtpConnection, {
      body: settings({ host: '169.254.169.254' }),
    });
    expect(metadata.status).toBe(400);
    expect(metadata.problem.errors?.[0]).toMatchObject({ path: 'body.host', code: 'publicServerOnly' });
    await save();
    const moved = await admin.call(contract.ftpConnection.updateFtpConnection, {
      body: { ...settings({ userName: 'someone-else' }), password: undefined },
    });
    expect(moved.status).toBe(400);
    expect(moved.problem.errors?.[0]).toMatchObject({ path: 'body.password', code: 'passwordForNewServer' });
    const badKey = await admin.call(contract.ftpConnection.updateFtpConnection, {
      body: settings({ authMethod: 'key', password: undefined, privateKey: 'not a key' }),
    });
    expect(badKey.status).toBe(400);
    expect(badKey.problem.errors?.[0]).toMatchObject({
      path: 'body.privateKey',
      code: 'privateKeyUnreadable',
    });
  });

  it('answers 422 when no SSH server answers the test', async () => {
    const closed = await startSftpServer({ userName: 'x' });
    const port = closed.port;
    await closed.close();
    const tested = await admin.call(contract.ftpConnection.testFtpConnection, {
      body: { host: '127.0.0.1', port },
    });
    expect(tested.status).toBe(422);
    expect(tested.problem.code).toBe('SFTP_UNREACHABLE');
  });

  it('is the administrators’ screen only, and each company sees its own log', async () => {
    const dispatcher = await t.server.signIn(DEMO_ACCOUNTS.harborView.dispatcher);
    const refused = await dispatcher.call(contract.ftpConnection.getFtpConnection, { body: {} });
    expect(refused.status).toBe(403);
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const theirs = await lakeside.call(contract.ftpConnection.getFtpExportRuns, { body: {} });
    expect(theirs.status).toBe(200);
    expect(theirs.data?.items.filter((run) => run.runDate.startsWith('2031'))).toEqual([]);
    const named = await lakeside.call(contract.ftpConnection.getFtpConnection, {
      body: { companyId: harbor() },
    });
    expect(named.status).toBe(403);
  });
});

describe('the nightly export', () => {
  it("writes the previous day's chosen reports once, after the company's hour, and logs the run", async () => {
    await save();
    const ended = new Date('2031-03-09T20:30:00Z'); // 16:30 in New York on the 9th
    await insertParty(deps().db, harbor(), {
      status: PARTY_STATUS.DroppedOff,
      guestName: 'Ada, "the guest"',
      phone: '+12125550142',
      roomNumber: '402',
      scheduledAt: ended,
      endedAt: ended,
      totalCents: 4_250,
      paidCents: 4_250,
    });
    // Ended on the 8th: not the day sent.
    await insertParty(deps().db, harbor(), {
      status: PARTY_STATUS.DroppedOff,
      guestName: 'Yesterday Guest',
      endedAt: new Date('2031-03-09T03:00:00Z'),
    });
    // Before the hour (01:00 in New York): nothing yet.
    expect(await runSftpExports(deps(), new Date('2031-03-10T05:00:00Z'))).toBe(0);
    expect(await runsOf('2031-03-10')).toEqual([]);
    expect(await runSftpExports(deps(), night('2031-03-10'))).toBe(1);
    const completed = sftp.files.get('/exports/completed-2031-03-09.csv');
    expect(completed?.split('\r\n')).toEqual([
      '\uFEFFParty,Guest,Phone,Room,From,To,Scheduled,Driver,Guests,Total,Paid',
      expect.stringMatching(
        /^\d+,"Ada, ""the guest""",\+12125550142,402,[^,]+,[^,]+,2031-03-09 16:30,,1,42\.5,42\.5$/,
      ),
      '',
    ]);
    expect(sftp.files.get('/exports/reservations-2031-03-09.csv')).toBe(
      '\uFEFFParty,Guest,Phone,Room,From,To,Scheduled,Driver,Guests,Total,Paid\r\n',
    );
    expect(sftp.attempts.at(-1)).toEqual({ method: 'password', userName: 'harbor-export' });
    const [run] = await runsOf('2031-03-10');
    expect(run).toMatchObject({
      attempt: 1,
      status: 'succeeded',
      files: ['completed-2031-03-09.csv', 'reservations-2031-03-09.csv'],
      error: null,
      retryAt: null,
    });
    expect(run?.endedAt).not.toBeNull();
    // Once a night: a later sweep of the same night sends nothing.
    const connections = sftp.connections();
    expect(await runSftpExports(deps(), new Date('2031-03-10T12:00:00Z'))).toBe(0);
    expect(sftp.connections()).toBe(connections);
    const log = await admin.call(contract.ftpConnection.getFtpExportRuns, { body: {} });
    expect(log.data?.items[0]).toMatchObject({ runDate: '2031-03-10', status: 'succeeded', error: null });
  });

  it('signs in with a private key', async () => {
    await save({ authMethod: 'key', password: undefined, privateKey: userKey.privateKey });
    expect(await runSftpExports(deps(), night('2031-03-11'))).toBe(1);
    expect(sftp.attempts.at(-1)).toEqual({ method: 'publickey', userName: 'harbor-export' });
    expect(sftp.files.has('/exports/completed-2031-03-10.csv')).toBe(true);
  });

  it('refuses a server showing another host key before signing in, and logs it', async () => {
    await save({ hostKeyFingerprint: fingerprintOfPublic(newKeyPair().publicKey) });
    const attempts = sftp.attempts.length;
    expect(await runSftpExports(deps(), night('2031-03-12'))).toBe(0);
    expect(sftp.attempts).toHaveLength(attempts);
    expect(sftp.files.has('/exports/completed-2031-03-11.csv')).toBe(false);
    const [run] = await runsOf('2031-03-12');
    expect(run).toMatchObject({ attempt: 1, status: 'failed', error: 'HOST_KEY_MISMATCH', files: [] });
  });

  it('logs refused credentials without the password, and tries again with backoff a bounded number of times', async () => {
    await save({ password: 'wrong-password-5678' });
    const start = night('2031-03-13');
    expect(await runSftpExports(deps(), start)).toBe(0);
    let [first] = await runsOf('2031-03-13');
    expect(first).toMatchObject({ status: 'failed', error: 'AUTH_FAILED' });
    expect(JSON.stringify(first)).not.toContain('wrong-password');
    const retryAt = first?.retryAt?.getTime() ?? 0;
    expect(retryAt - (first?.endedAt?.getTime() ?? 0)).toBe(15 * 60_000);
    // Before the retry time: no second try.
    expect(await runSftpExports(deps(), new Date(retryAt - 60_000))).toBe(0);
    expect(await runsOf('2031-03-13')).toHaveLength(1);
    // The password is fixed: the next try succeeds.
    await save();
    expect(await runSftpExports(deps(), new Date(retryAt))).toBe(1);
    [first] = await runsOf('2031-03-13');
    expect((await runsOf('2031-03-13')).map((run) => [run.attempt, run.status])).toEqual([
      [1, 'failed'],
      [2, 'succeeded'],
    ]);
    // A night that keeps failing stops after the last try.
    await save({ password: 'wrong-password-5678' });
    let moment = night('2031-03-14');
    for (let i = 0; i < 6; i += 1) {
      await runSftpExports(deps(), moment);
      const last = (await runsOf('2031-03-14')).at(-1);
      moment = last?.retryAt ?? new Date(moment.getTime() + 86_400_000 / 4);
    }
    const tries = await runsOf('2031-03-14');
    expect(tries.map((run) => run.attempt)).toEqual([1, 2, 3, 4]);
    expect(tries.at(-1)).toMatchObject({ status: 'failed', error: 'AUTH_FAILED', retryAt: null });
  });

  it("sends nothing to a company whose package has no reports, and refuses the export's calls", async () => {
    await save();
    const platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    await onOwnPackage(platform, harbor(), {
      name: 'No reports',
      features: FEATURES.filter((feature) => feature !== 'reports'),
    });
    try {
      expect(await runSftpExports(deps(), night('2031-03-15'))).toBe(0);
      expect(await runsOf('2031-03-15')).toEqual([]);
      expect(sftp.files.has('/exports/completed-2031-03-14.csv')).toBe(false);
      // The screen leaves the menu with the package's reports, so its calls are refused as a screen not given.
      for (const endpoint of Object.values(contract.ftpConnection)) {
        const refused = await admin.call(endpoint, { body: {} } as never);
        expect([endpoint.path, refused.status]).toEqual([endpoint.path, 403]);
      }
    } finally {
      await platform.call(contract.company.changePackage, { body: { companyId: harbor(), packageId: null } });
    }
    // Back on every feature, the night's export goes.
    expect(await runSftpExports(deps(), night('2031-03-15'))).toBe(1);
  });

  it('sends nothing while switched off', async () => {
    await save({ enabled: false });
    expect(await runSftpExports(deps(), night('2031-03-16'))).toBe(0);
    expect(await runsOf('2031-03-16')).toEqual([]);
  });
});
