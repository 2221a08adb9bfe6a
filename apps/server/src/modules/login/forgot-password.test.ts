import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { latestResetEmail, linkIn } from '../../testing/outbox.ts';

const hv = DEMO_ACCOUNTS.harborView;

const t = testServer();

describe('forgot password', () => {
  it('queues an e-mail with a one-time link; the code sets a new password once', async () => {
    const client = t.server.anonymous();
    const email = hv.driver1;
    const queued = await client.call(contract.login.forgotPassword, { body: { userName: email } });
    expect(queued.status).toBe(200);
    expect(queued.data).toEqual({ queued: true });
    const message = await latestResetEmail(t.server, email);
    expect(message?.status).toBe('queued');
    const link = linkIn(message?.body ?? '');
    expect(link.pathname).toBe(
      `/auth/Changepassword/${t.server.ids.harborView.users[email]}/${t.server.ids.harborView.companyId}`,
    );
    const code = link.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThanOrEqual(43);
    // The stored row keeps only a hash of the code.
    const stored = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.passwordResets),
    );
    expect(stored.some((r) => r.codeHash === code)).toBe(false);

    const check = await client.call(contract.login.getPassword, { query: { email, securityCode: code } });
    expect(check.data).toEqual({ valid: true, passwordChanged: false });
    const wrongCode = await client.call(contract.login.getPassword, {
      query: { email, securityCode: `${code}x` },
    });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.problem.code).toBe('INVALID_CODE');
    const set = await client.call(contract.login.getPassword, {
      query: { email, securityCode: code },
      body: { newPassword: 'driver-one-new-password' },
    });
    expect(set.data).toEqual({ valid: true, passwordChanged: true });
    await t.server.signIn(email, 'driver-one-new-password');
    const reused = await client.call(contract.login.getPassword, {
      query: { email, securityCode: code },
      body: { newPassword: 'another-new-password' },
    });
    expect(reused.status).toBe(422);
  });

  it("words the e-mail in the account's own language, else in the page's", async () => {
    const client = t.server.anonymous();
    await client.call(contract.login.forgotPassword, { body: { userName: hv.driver2, language: 'ar' } });
    const arabic = await latestResetEmail(t.server, hv.driver2);
    expect(arabic?.subject).toBe('أعد تعيين كلمة مرور Curbside');
    expect(linkIn(arabic?.body ?? '').pathname).toContain('/auth/Changepassword/');
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.update(schema.users).set({ language: 'en' }).where(eq(schema.users.email, hv.driver2)),
    );
    await client.call(contract.login.forgotPassword, { body: { userName: hv.driver2, language: 'ar' } });
    expect((await latestResetEmail(t.server, hv.driver2))?.subject).toBe('Reset your Curbside password');
  });

  it('answers the same for an unknown user and queues nothing', async () => {
    const result = await t.server
      .anonymous()
      .call(contract.login.forgotPassword, { body: { userName: 'ghost@nowhere.example' } });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ queued: true });
    expect(await latestResetEmail(t.server, 'ghost@nowhere.example')).toBeUndefined();
  });

  it('builds the link on its own site even when the caller names another', async () => {
    await t.server.anonymous().call(contract.login.forgotPassword, {
      body: { userName: hv.dispatcher, url: 'https://evil.example/steal' },
    });
    const link = linkIn((await latestResetEmail(t.server, hv.dispatcher))?.body ?? '');
    expect(link.host).not.toBe('evil.example');
  });
});
