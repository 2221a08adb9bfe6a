import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PAIRING_ALPHABET } from '@curbside/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../lib/crypto.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { totpCode } from '../../testing/second-factor.ts';
import { MAX_WRONG_CODES } from './second-factor.service.ts';

const t = testServer();
const STEP = 30_000;
// The clock of the server's code checks stands still, in the middle of a 30-second step, so which codes are
// the current, the next and a used one does not depend on how fast the tests run.
const NOW = Math.floor(Date.now() / STEP) * STEP + STEP / 2;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

const adminRow = () =>
  inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
    const [row] = await tx
      .select()
      .from(schema.platformAdmins)
      .where(eq(schema.platformAdmins.email, DEMO_ACCOUNTS.superadmin));
    if (!row) throw new Error('no demo super-admin');
    return row;
  });

const auditActions = (prefix: string) =>
  inScope(t.server.deps.db, { kind: 'platform' }, async (tx) =>
    (
      await tx
        .select({ action: schema.auditLog.action })
        .from(schema.auditLog)
        .where(and(like(schema.auditLog.action, `${prefix}%`)))
    ).map((row) => row.action),
  );

const passwordOnly = async () => {
  const { client, info } = await t.server.signInPassword(DEMO_ACCOUNTS.superadmin);
  return { client, info };
};

const verify = (client: TestClient, code: string) =>
  client.call(contract.secondFactor.verify, { body: { code } });

let secret = '';
let recoveryCodes: string[] = [];

describe('the super-admin enrols an authenticator at the first sign-in', () => {
  it('answers a session that owes the enrolment and lets it call nothing of the platform', async () => {
    const { client, info } = await passwordOnly();
    expect(info.kind).toBe('platform');
    expect(info.secondFactor).toBe('enrol');
    expect(info.menu).toEqual([]);
    const platformCall = await client.call(contract.login.encryptDecryptPassword, {
      body: { commandType: 'ENCRYPT', password: 'x' },
    });
    expect(platformCall.status).toBe(403);
    expect(platformCall.problem.code).toBe('SECOND_FACTOR_REQUIRED');
    const verifying = await verify(client, '123456');
    expect(verifying.status).toBe(409);
    expect(verifying.problem.code).toBe('SECOND_FACTOR_NOT_ENROLLING');
  });

  it('enrols with the first code: a sealed secret, ten recovery codes kept hashed, and a new full session', async () => {
    const { client } = await passwordOnly();
    const before = await client.call(contract.secondFactor.confirmEnrolment, { body: { code: '123456' } });
    expect(before.problem.code).toBe('SECOND_FACTOR_NOT_ENROLLING');
    const started = await client.call(contract.secondFactor.startEnrolment);
    expect(started.status).toBe(200);
    secret = started.data.secret;
    t.server.totpSecrets.set(DEMO_ACCOUNTS.superadmin, secret);
    expect(started.data.uri).toMatch(/^otpauth:\/\/totp\/Curbside:/);
    expect(started.data.uri).toContain(`secret=${secret}`);

    const wrong = await client.call(contract.secondFactor.confirmEnrolment, {
      body: { code: totpCode(secret, NOW + 3 * STEP) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.problem.code).toBe('SECOND_FACTOR_WRONG');

    const oldCookie = client.cookies.get('curbside_session');
    const confirmed = await client.call(contract.secondFactor.confirmEnrolment, {
      body: { code: totpCode(secret, NOW) },
    });
    expect(confirmed.status).toBe(200);
    recoveryCodes = confirmed.data.recoveryCodes;
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(confirmed.data.session.secondFactor).toBeNull();
    expect(confirmed.data.session.menu.length).toBeGreaterThan(0);
    expect(client.cookies.get('curbside_session')).not.toBe(oldCookie);
    const platformCall = await client.call(contract.login.encryptDecryptPassword, {
      body: { commandType: 'ENCRYPT', password: 'x' },
    });
    expect(platformCall.status).toBe(200);

    const row = await adminRow();
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpPendingSecret).toBeNull();
    expect(row.recoveryCodeHashes).toHaveLength(10);
    // About 92 bits each, in groups a person types without confusing 0 and O, and kept under the app's key:
    // neither the code nor a plain hash of it is in the database.
    const group = `[${PAIRING_ALPHABET}]{5}`;
    for (const code of recoveryCodes) {
      expect(code).toMatch(new RegExp(`^${group}-${group}-${group}-${group}$`));
      const typed = code.replaceAll('-', '');
      for (const plain of [typed, typed.toLowerCase()]) {
        expect(row.recoveryCodeHashes.join()).not.toContain(plain);
        expect(row.recoveryCodeHashes).not.toContain(sha256(plain));
      }
    }
    expect(await auditActions('second_factor.enrolled')).toHaveLength(1);
  });

  it('refuses the enrolment once an authenticator is set up', async () => {
    const full = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const again = await full.call(contract.secondFactor.startEnrolment);
    expect(again.status).toBe(409);
  });

  it('refuses a company user the second step', async () => {
    const admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
    const started = await admin.call(contract.secondFactor.startEnrolment);
    expect(started.status).toBe(403);
  });
});

describe('the second step of signing in', () => {
  it('takes a code once: the enrolment’s code is refused, the next step’s taken, then refused', async () => {
    // The harness's own sign-in above took the current step again; the enrolment's is made the last taken.
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .update(schema.platformAdmins)
        .set({ totpLastStep: Math.floor(NOW / STEP) })
        .where(eq(schema.platformAdmins.email, DEMO_ACCOUNTS.superadmin)),
    );
    const first = await passwordOnly();
    expect(first.info.secondFactor).toBe('verify');
    const replay = await verify(first.client, totpCode(secret, NOW));
    expect(replay.status).toBe(422);
    expect(replay.problem.code).toBe('SECOND_FACTOR_USED');

    // A phone a little ahead: the next step's code is taken.
    const next = await verify(first.client, totpCode(secret, NOW + STEP));
    expect(next.status).toBe(200);
    expect(next.data.secondFactor).toBeNull();

    const second = await passwordOnly();
    const replayNext = await verify(second.client, totpCode(secret, NOW + STEP));
    expect(replayNext.problem.code).toBe('SECOND_FACTOR_USED');
    const tooFar = await verify(second.client, totpCode(secret, NOW + 2 * STEP));
    expect(tooFar.problem.code).toBe('SECOND_FACTOR_WRONG');
    // The enrolment's wrong code, the two replays and the code of a step too far.
    expect(await auditActions('second_factor.refused')).toHaveLength(4);
  });

  it('takes a recovery code once', async () => {
    const [code] = recoveryCodes;
    if (!code) throw new Error('no recovery code');
    const first = await passwordOnly();
    const taken = await verify(first.client, code.toUpperCase());
    expect(taken.status).toBe(200);
    expect((await adminRow()).recoveryCodeHashes).toHaveLength(9);
    const second = await passwordOnly();
    const again = await verify(second.client, code);
    expect(again.status).toBe(422);
    expect(again.problem.code).toBe('SECOND_FACTOR_WRONG');
    expect(await auditActions('second_factor.recovery_code_used')).toHaveLength(1);
  });

  it('takes a recovery code given before the keyed hashes (ten hex digits) once, typed in any case', async () => {
    const legacy = sha256('0a1b2c3d4e');
    const hashes = (await adminRow()).recoveryCodeHashes;
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .update(schema.platformAdmins)
        .set({ recoveryCodeHashes: [...hashes, legacy] })
        .where(eq(schema.platformAdmins.email, DEMO_ACCOUNTS.superadmin)),
    );
    const first = await passwordOnly();
    expect((await verify(first.client, '0A1B2-C3D4E')).status).toBe(200);
    expect((await adminRow()).recoveryCodeHashes).toEqual(hashes);
    const second = await passwordOnly();
    expect((await verify(second.client, '0a1b2-c3d4e')).problem.code).toBe('SECOND_FACTOR_WRONG');
  });

  it(`locks the second step after ${MAX_WRONG_CODES} wrong codes in a row, even for a right code`, async () => {
    // A right code starts the count again (the test before ended on a wrong one).
    await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const { client } = await passwordOnly();
    const answers: number[] = [];
    for (let i = 0; i < MAX_WRONG_CODES; i += 1) {
      answers.push((await verify(client, totpCode(secret, NOW + (10 + i) * STEP))).status);
    }
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    const [unused] = recoveryCodes.slice(1);
    const locked = await verify(client, unused ?? '');
    expect(locked.status).toBe(429);
    expect(locked.problem.code).toBe('SECOND_FACTOR_LOCKED');
    expect(await auditActions('second_factor.locked')).toHaveLength(1);
    expect((await adminRow()).recoveryCodeHashes).toHaveLength(9);
  });
});
