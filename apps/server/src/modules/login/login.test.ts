import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { createTestServer, DEMO_ACCOUNTS, DEMO_PASSWORD, defaultScreens } from '../../testing/harness.ts';

const hv = DEMO_ACCOUNTS.harborView;

const t = testServer();

describe('Login/ValidateAuthentication', () => {
  it('signs in with the user name and password in the body and answers user, company, role and menu', async () => {
    const client = t.server.anonymous();
    const result = await client.call(contract.login.validateAuthentication, {
      body: { userName: hv.dispatcher.toUpperCase(), password: DEMO_PASSWORD },
    });
    expect(result.status).toBe(200);
    expect(result.data.user.email).toBe(hv.dispatcher);
    expect(result.data.company?.name).toBe('Harbor View Hotel');
    expect(result.data.roleCode).toBe('DISPATCHER');
    expect(result.data.canBeDriver).toBe(false);
    expect(result.data.menu.map((m) => m.code)).toEqual(defaultScreens('DISPATCHER'));
    const cookie = result.response.cookies.find((c) => c.name === 'curbside_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    const xsrf = result.response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('answers each role its own menu', async () => {
    const admin = await t.server.signIn(hv.admin);
    const driver = await t.server.signIn(hv.driver1);
    const adminSession = await admin.call(contract.login.getCurrentSession);
    const driverSession = await driver.call(contract.login.getCurrentSession);
    // Menus come in menu order.
    expect(adminSession.data?.menu.map((m) => m.code)).toEqual(defaultScreens('ADMIN'));
    expect(driverSession.data?.menu.map((m) => m.code)).toEqual(defaultScreens('DRIVER'));
    expect(driverSession.data?.canBeDriver).toBe(true);
  });

  it('refuses a wrong password and an unknown user alike, and records the failure', async () => {
    const client = t.server.anonymous();
    const wrong = await client.call(contract.login.validateAuthentication, {
      body: { userName: hv.driver2, password: 'not the password' },
    });
    const unknown = await client.call(contract.login.validateAuthentication, {
      body: { userName: 'nobody@nowhere.example', password: 'whatever' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.problem.code).toBe('INVALID_CREDENTIALS');
    expect(unknown.status).toBe(401);
    expect(unknown.problem.detail).toBe(wrong.problem.detail);
    const rows = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select()
        .from(schema.loginHistory)
        .where(eq(schema.loginHistory.userId, t.server.ids.harborView.users[hv.driver2] ?? '')),
    );
    expect(rows.some((r) => !r.succeeded && r.failureReason === 'wrong_password')).toBe(true);
  });

  it('answers 400 with field errors for a missing password, and never takes credentials from the URL', async () => {
    const client = t.server.anonymous();
    const response = await client.request('POST', '/api/Login/ValidateAuthentication', {
      query: { userName: hv.admin, password: DEMO_PASSWORD },
      body: { userName: hv.admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json() as { errors: { path: string }[] };
    expect(problem.errors.map((e) => e.path)).toContain('body.password');
  });

  it('rotates the session at sign-in: the earlier session stops working', async () => {
    const client = await t.server.signIn(hv.admin);
    const firstCookie = client.cookies.get('curbside_session');
    await client.call(contract.login.validateAuthentication, {
      body: { userName: hv.admin, password: DEMO_PASSWORD },
    });
    expect(client.cookies.get('curbside_session')).not.toBe(firstCookie);
    const stale = t.server.anonymous();
    stale.cookies.set('curbside_session', firstCookie ?? '');
    const session = await stale.call(contract.login.getCurrentSession);
    expect(session.data).toBeNull();
  });
});

describe('sessions and CSRF', () => {
  it('refuses a state-changing call without the X-XSRF-TOKEN header', async () => {
    const client = await t.server.signIn(hv.admin);
    const refused = await client.call(contract.menu.getMenuList, { body: {} }, { csrf: false });
    expect(refused.status).toBe(403);
    expect(refused.problem.code).toBe('CSRF');
    const forged = await client.call(
      contract.menu.getMenuList,
      { body: {} },
      { csrf: false, headers: { 'x-xsrf-token': 'forged' } },
    );
    expect(forged.status).toBe(403);
    const allowed = await client.call(contract.menu.getMenuList, { body: {} });
    expect(allowed.status).toBe(200);
  });

  it('ends the session at sign-out', async () => {
    const client = await t.server.signIn(hv.dispatcher);
    const cookie = client.cookies.get('curbside_session') ?? '';
    expect((await client.call(contract.login.signOut)).status).toBe(200);
    const replay = t.server.anonymous();
    replay.cookies.set('curbside_session', cookie);
    expect((await replay.call(contract.login.getCurrentSession)).data).toBeNull();
    expect((await replay.call(contract.menu.getMenuList, { body: {} })).status).toBe(401);
  });

  it('ends a session that has been idle too long', async () => {
    const client = await t.server.signIn(hv.dispatcher);
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.execute(sql`update sessions set last_seen_at = now() - interval '13 hours' where ended_at is null`),
    );
    expect((await client.call(contract.login.getCurrentSession)).data).toBeNull();
  });

  it('ends the sessions of a user who is deactivated', async () => {
    const client = await t.server.signIn(hv.driver2);
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.update(schema.users).set({ status: 'inactive' }).where(eq(schema.users.email, hv.driver2)),
    );
    expect((await client.call(contract.login.getCurrentSession)).data).toBeNull();
    const again = await t.server.anonymous().call(contract.login.validateAuthentication, {
      body: { userName: hv.driver2, password: DEMO_PASSWORD },
    });
    expect(again.status).toBe(403);
    expect(again.problem.code).toBe('ACCOUNT_INACTIVE');
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.update(schema.users).set({ status: 'active' }).where(eq(schema.users.email, hv.driver2)),
    );
  });

  it('answers null for the current session when nobody is signed in', async () => {
    const result = await t.server.anonymous().call(contract.login.getCurrentSession);
    expect(result.status).toBe(200);
    expect(result.data).toBeNull();
  });
});

describe('lock and rate limit', () => {
  it('locks an account after five wrong passwords in a row, even for the right password', async () => {
    const local = await createTestServer();
    try {
      const client = local.anonymous();
      const email = DEMO_ACCOUNTS.lakeside.admin;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const r = await client.call(contract.login.validateAuthentication, {
          body: { userName: email, password: 'wrong-password' },
        });
        expect(r.status).toBe(401);
      }
      const locked = await client.call(contract.login.validateAuthentication, {
        body: { userName: email, password: DEMO_PASSWORD },
      });
      expect(locked.status).toBe(423);
      expect(locked.problem.code).toBe('ACCOUNT_LOCKED');
    } finally {
      await local.close();
    }
  });

  it('answers 429 with Retry-After past the sign-in rate limit', async () => {
    const local = await createTestServer({ signInRateLimit: 3 });
    try {
      const client = local.anonymous();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const r = await client.call(contract.login.validateAuthentication, {
          body: { userName: 'x@y.example', password: 'p' },
        });
        statuses.push(r.status);
        if (r.status === 429) expect(Number(r.response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await local.close();
    }
  });
});

describe('Login/ResetPassword', () => {
  it('refuses a wrong current password and changes it with the right one, ending other sessions', async () => {
    const email = DEMO_ACCOUNTS.lakeside.admin;
    const local = await createTestServer();
    try {
      const first = await local.signIn(email);
      const second = await local.signIn(email);
      const wrong = await first.call(contract.login.resetPassword, {
        body: { currentPassword: 'nope', newPassword: 'a-brand-new-password' },
      });
      expect(wrong.status).toBe(422);
      const short = await first.call(contract.login.resetPassword, {
        body: { currentPassword: DEMO_PASSWORD, newPassword: 'short' },
      });
      expect(short.status).toBe(400);
      const changed = await first.call(contract.login.resetPassword, {
        body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-password' },
      });
      expect(changed.status).toBe(200);
      expect((await first.call(contract.login.getCurrentSession)).data?.user.email).toBe(email);
      expect((await second.call(contract.login.getCurrentSession)).data).toBeNull();
      await expect(local.signIn(email)).rejects.toThrow();
      await local.signIn(email, 'a-brand-new-password');
    } finally {
      await local.close();
    }
  });
});

describe('Login/EncryptDecryptPassword', () => {
  it('is for the super-admin only and round-trips a value in the body', async () => {
    const admin = await t.server.signIn(hv.admin);
    const refused = await admin.call(contract.login.encryptDecryptPassword, {
      body: { password: 'secret', commandType: 'ENCRYPT' },
    });
    expect(refused.status).toBe(403);
    const platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const sealed = await platform.call(contract.login.encryptDecryptPassword, {
      body: { password: 's3cret value', commandType: 'ENCRYPT' },
    });
    expect(sealed.status).toBe(200);
    expect(sealed.data.value).not.toContain('s3cret');
    const opened = await platform.call(contract.login.encryptDecryptPassword, {
      body: { password: sealed.data.value, commandType: 'DECRYPT' },
    });
    expect(opened.data.value).toBe('s3cret value');
    const tampered = await platform.call(contract.login.encryptDecryptPassword, {
      body: { password: `${sealed.data.value.slice(0, -2)}xx`, commandType: 'DECRYPT' },
    });
    expect(tampered.status).toBe(422);
  });

  it('refuses the value in the query string, which proxies log', async () => {
    const platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const inQuery = await platform.request('POST', '/api/Login/EncryptDecryptPassword', {
      query: { password: 's3cret value', commandType: 'ENCRYPT' },
    });
    expect(inQuery.statusCode).toBe(400);
  });

  it("cannot open a company's secret at rest, sealed with the same platform key", async () => {
    const admin = await t.server.signIn(hv.admin);
    const saved = await admin.call(contract.appSettings.updateAppSetting, {
      body: {
        type: 'SMS',
        provider: 'vonage',
        vonageApiKey: 'abcd1234',
        vonageApiSecret: 'vonage-secret-77',
        vonageSignatureSecret: 'signature-secret-42',
        vonageFromNumber: '+12125550001',
      },
    });
    expect(saved.status).toBe(200);
    const [row] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ sealed: schema.messagingSettings.vonageApiSecretSealed })
        .from(schema.messagingSettings)
        .where(eq(schema.messagingSettings.companyId, t.server.ids.harborView.companyId)),
    );
    const platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const opened = await platform.call(contract.login.encryptDecryptPassword, {
      body: { password: row?.sealed ?? '', commandType: 'DECRYPT' },
    });
    expect(opened.status).toBe(422);
    expect(opened.problem.code).toBe('INVALID_CIPHERTEXT');
    expect(JSON.stringify(opened.problem)).not.toContain('vonage-secret-77');
  });
});

describe('login history', () => {
  it('lists the company sign-ins newest first, paged, for the administrator only', async () => {
    const admin = await t.server.signIn(hv.admin);
    const page = await admin.call(contract.login.getUserLoginHistory, { body: { page: 1, pageSize: 2 } });
    expect(page.status).toBe(200);
    expect(page.data.items).toHaveLength(2);
    expect(page.data.total).toBeGreaterThan(2);
    const [first, second] = page.data.items;
    expect(new Date(first?.signedInAt ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(second?.signedInAt ?? 0).getTime(),
    );
    const all = await admin.call(contract.login.getUserLoginHistory, { body: { pageSize: 200 } });
    expect(all.data.items.every((item) => !item.email.endsWith('lakeside.example'))).toBe(true);
    const search = await admin.call(contract.login.getUserLoginHistory, {
      body: { search: 'driver2', pageSize: 200 },
    });
    expect(search.data.items.length).toBeGreaterThan(0);
    expect(search.data.items.every((item) => item.email === hv.driver2)).toBe(true);
    const future = await admin.call(contract.login.getUserLoginHistory, { body: { fromDate: '2199-12-31' } });
    expect(future.data.total).toBe(0);
    const backwards = await admin.call(contract.login.getUserLoginHistory, {
      body: { fromDate: '2026-02-01', toDate: '2026-01-01' },
    });
    expect(backwards.status).toBe(400);

    const dispatcher = await t.server.signIn(hv.dispatcher);
    expect((await dispatcher.call(contract.login.getUserLoginHistory, { body: {} })).status).toBe(403);
  });

  it('records the browser details on the current sign-in', async () => {
    const client = await t.server.signIn(hv.dispatcher);
    const result = await client.call(contract.login.insertOrUpdateUserLoginHistory, {
      body: { timeZone: 'Europe/Paris', language: 'ar', screen: '1280x800' },
    });
    expect(result.status).toBe(200);
    const [row] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.loginHistory).where(eq(schema.loginHistory.id, result.data.id)),
    );
    expect(row?.timeZone).toBe('Europe/Paris');
    expect(row?.language).toBe('ar');
  });
});
